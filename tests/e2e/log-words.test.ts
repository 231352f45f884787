// The battle log's words for decisions the core explains (web/src/log.ts describe): why a unit
// ignores flags (rules digest B.10, read from the core's flagIgnoreReasons, not recounted by the
// page). Runs in Node on the web app's modules, no browser.
import { describe as group, expect, it } from 'vitest';
import { describe } from '../../web/src/log.ts';
import { describeCode } from '../../web/src/engine.ts';
import { act, declare, playOrder, roll, setup } from '../rules/helpers.ts';

const text = (parts: ReturnType<typeof describe>) => parts.map((p) => (typeof p === 'string' ? p : p.hex)).join('');

async function flaggedAt(extra: string[], defender = 'MI L') {
  const [type, ...o] = defender.split(' ');
  const { game, state } = await setup({ units: ['b HI G3', ['t', type, 'G4', ...o].join(' '), ...extra], hands: { bottom: ['o2c'] } });
  playOrder(state, 'o2c', 'G3');
  if (state.phaseName() === 'MOVE') act(state, 'end-moves');
  declare(state, 'battle:G3xG4');
  roll(state, 'flag', 'flag', 'light', 'light', 'light');
  expect(state.phaseName()).toBe('IGNORE');
  return { game, state };
}

group('the log says why flags were ignored (B.10)', () => {
  it('B.10 names the unit and the reasons the core reports: attached leader and support', async () => {
    const { game, state } = await flaggedAt(['t MI F4', 't MI H4']);
    const after = state.clone();
    after.apply('ignore:2');
    const line = text(describe(describeCode(game, game.codeOf('ignore:2')), state, after, ['Roman', 'Carthaginian'], 1));
    expect(line).toBe('Carthaginian medium infantry G4 ignores 2 flags (a leader is attached; supported by two neighbours)');
    after.free();
  });
  it('B.10 a flag not ignored says what could have been ignored, and why', async () => {
    const { game, state } = await flaggedAt([]);
    const after = state.clone();
    after.apply('ignore:0');
    const line = text(describe(describeCode(game, game.codeOf('ignore:0')), state, after, ['Roman', 'Carthaginian'], 1));
    expect(line).toBe('Carthaginian medium infantry G4 ignores no flag (it could ignore 1: a leader is attached)');
    after.free();
  });
});
