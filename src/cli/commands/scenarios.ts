// `vex scenarios [--json]`: the shipped scenarios. The Ancients table (id, name, board, sides,
// banners to win), the Napoleonics table (id, name with its reconstruction label, board, who moves
// first, sides, banners), then the Blood & Iron table (id, name, map, turns, sides, victory);
// --json gives one array of all, each entry with its `game`.
import { listNapoleonicsScenarios, listScenarios } from '../../games/registry.js';
import { listBiScenarios } from '../../games/blood-and-iron/summary.js';

function table(head: string[], rows: string[][]): string {
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmt = (r: string[]) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(width[i]))).join('  ');
  return [fmt(head), ...rows.map(fmt)].join('\n') + '\n';
}

export function scenariosCommand(opts: { json?: boolean }): number {
  const list = listScenarios();
  const napo = listNapoleonicsScenarios();
  const bi = listBiScenarios();
  if (opts.json) {
    process.stdout.write(JSON.stringify([...list, ...napo, ...bi], null, 2) + '\n');
    return 0;
  }
  const rows = list.map((s) => [
    s.id,
    s.name + (s.year ? ` (${s.year})` : ''),
    s.board,
    `${s.sides[0].name} (${s.sides[0].units} units, ${s.sides[0].cards} cards) vs ${s.sides[1].name} (${s.sides[1].units} units, ${s.sides[1].cards} cards)`,
    `${s.banners[0]}/${s.banners[1]}`,
  ]);
  process.stdout.write(table(['id', 'name', 'board', 'bottom vs top', 'banners'], rows));
  const napoRows = napo.map((s) => [
    s.id,
    s.name + (s.label ? ` (${s.label})` : ''),
    s.board,
    s.first,
    s.sides.map((x) => `${x.army} (${x.units} units, ${x.cards} cards)`).join(' vs '),
    `${s.banners[0]}/${s.banners[1]}`,
  ]);
  process.stdout.write('\nCommands & Colors: Napoleonics (game napoleonics):\n' + table(['id', 'name', 'board', 'first', 'bottom vs top', 'banners'], napoRows));
  const biRows = bi.map((s) => [
    s.id, s.name, s.board, `${s.turns[0]}-${s.turns[1]}`,
    s.sides.map((x) => `${x.name} (${x.units} units, ${x.leaders} leaders)`).join(' vs '), s.victory,
  ]);
  process.stdout.write('\nBlood & Iron I (game blood-and-iron):\n' + table(['id', 'name', 'map', 'turns', 'sides', 'victory'], biRows));
  return 0;
}
