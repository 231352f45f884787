// The board's objective pennants in an Ancients game (rules digest B.13: scenarios may add objective
// banners; D.9 types): an Ancients scenario file with objectives gets the same marks as Napoleonics
// (web/src/nap/pieces.ts objectiveViews, marks.ts ancientsMarks; play.ts draws them with
// board.ts renderNap), read from the core's holders; a file without objectives gets none. In Node,
// through the web Session and PlayController.
import { describe, expect, it } from 'vitest';
import { Session } from '../../web/src/session.js';
import { PlayController } from '../../web/src/controller.js';
import type { AiClient } from '../../web/src/ai.js';
import { parseScenario, type Scenario } from '../../web/src/engine.js';
import { objectiveViews } from '../../web/src/nap/pieces.js';
import { ancientsMarks, napHexExtra } from '../../web/src/nap/marks.js';
import { scenarioOf } from '../rules/helpers.js';

function scenario(objectives?: unknown[]): Scenario {
  const file = { ...scenarioOf({ units: ['b MI G2', 'b MI F2', 't MI G8', 't MI A9'], hands: { bottom: ['o2c'], top: ['o2c'] } }), ...(objectives ? { objectives } : {}) };
  const r = parseScenario(file);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.scenario;
}

const FORD = { id: 'ford', type: 'temporary-hex', name: 'The ford', hexes: ['G3'], banners: 1, side: 'either' };
const RIDGE = { id: 'ridge', type: 'permanent-hex', name: 'The ridge', hexes: ['C5', 'D5'], perHex: true, banners: 2, side: 'top', startsWith: 'top' };

describe('B.13 / D.9 objective pennants on an Ancients board', () => {
  it('one pennant per objective hex, with its holder, banners and name in words, following the play', async () => {
    const s = await Session.create({ scenario: scenario([FORD, RIDGE]), seed: 1, controllers: ['human', 'human'], level: 'instant' });
    const ctl = new PlayController(s, {} as AiClient);
    expect(objectiveViews(s.game, s.state).map((o) => [o.id, o.kind, o.hexes, o.holder])).toEqual([
      ['ford', 'HEX', ['G3'], 2], ['ridge', 'PERMANENT', ['C5'], 1], ['ridge', 'PERMANENT', ['D5'], 1],
    ]);
    const marks = ancientsMarks(ctl)!;
    expect(marks.objectives.map((m) => [m.hex, m.holder, m.label])).toEqual([['C5', 1, '2'], ['D5', 1, '2'], ['G3', 2, '']]);
    expect(marks.objectives.find((m) => m.hex === 'G3')!.title).toBe('objective on G3: The ford; held by nobody');
    expect(marks.objectives.find((m) => m.hex === 'C5')!.title).toBe('objective on C5: The ridge; held by the Top side, 2 banners');
    expect(napHexExtra(marks, 'G3')).toBe(', objective on G3: The ford; held by nobody');
    // the bottom side takes the ford: its pennant turns to the bottom side's colour with 1 banner
    for (const a of ['play:o2c', 'order:G2']) s.apply(a);
    if (s.state.phaseName() === 'ORDER') s.apply('end-orders');
    s.apply('move:G2-G3');
    const after = ancientsMarks(ctl)!.objectives.find((m) => m.hex === 'G3')!;
    expect([after.holder, after.label, after.title]).toEqual([0, '1', 'objective on G3: The ford; held by the Bottom side, 1 banner']);
  });

  it('an Ancients file without objectives draws no objective marks (as before)', async () => {
    const s = await Session.create({ scenario: scenario(), seed: 1, controllers: ['human', 'human'], level: 'instant' });
    expect(objectiveViews(s.game, s.state)).toEqual([]);
    expect(ancientsMarks(new PlayController(s, {} as AiClient))).toBeNull();
  });
});
