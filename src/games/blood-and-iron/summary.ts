/**
 * One-line facts of the bundled Blood & Iron scenarios for listings (`vex scenarios`): id, title,
 * map window, turns and units per side. Caller: src/cli/commands/scenarios.ts.
 */
import { BI_SCENARIO_IDS, loadBiScenario } from './loader.js';
import { BLOOD_AND_IRON } from './contract.js';

export interface BiScenarioSummary {
  game: typeof BLOOD_AND_IRON;
  id: string;
  name: string;
  board: string;
  turns: [number, number];
  sides: { name: string; units: number; leaders: number }[];
  victory: 'vp' | 'occupy';
}

export function listBiScenarios(): BiScenarioSummary[] {
  return BI_SCENARIO_IDS.map((id) => {
    const sc = loadBiScenario(id);
    const side = (n: number, name: string) => ({ name, units: sc.units.filter((u) => u.side === n).length, leaders: sc.leaders.filter((l) => l.side === n).length });
    return {
      game: BLOOD_AND_IRON, id, name: sc.title, board: `${sc.map.cols}x${sc.map.rows}`, turns: [sc.turns.first, sc.turns.last],
      sides: [side(0, 'prussian'), side(1, 'french')], victory: sc.occupy ? 'occupy' : 'vp',
    };
  });
}
