// The GM&T pieces in the EPIC two-card turn: rules digest C.16 (Guerrilla: after the French player
// plays a Command card, the Spanish player may spend a token; a sabre on the French die fails, any
// other result cancels the card and ends the French turn) with D.3 (the hand card is played first,
// then the display card is taken), and D.4 (no Tactician card may be used on a marched unit that
// turn). Inline EPIC positions (helpers.ts), the pieces configured through the core's scenarioNap.
import { describe, it, expect } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { createNapoleonicsGame } from '../../src/games/napoleonics/compile.ts';
import { epicScenario, drawNamed, act, legalWith, eq, invariantsOk, display, type EpicSpec } from './helpers.ts';

interface Gmt { guerrilla?: { side: 0 | 1; tokens: number }; tactician?: [number, number]; deck?: Record<string, number>; tdraws?: string[] }

const en = (s: State | { core: unknown }, name: string): number => {
  const core = ('game' in s ? s.game.core : s.core) as unknown as Record<string, WebAssembly.Global>;
  return core[name].value as number;
};

/** epicSetup with Guerrilla tokens and Tactician hands / deck; the Tactician deal is answered with `tdraws`. */
async function gmtSetup(spec: Omit<EpicSpec, 'tactician'>, p: Gmt): Promise<State> {
  const game = await createNapoleonicsGame(epicScenario(spec), { build: 'debug', rules: spec.rules });
  const c = game.core as unknown as { scenarioNap(id: number, a: number, b: number, c: number): number };
  const id = (n: string) => en(game, `NapScen.${n}`);
  if (p.tactician) { c.scenarioNap(id('TACTICIAN'), 0, p.tactician[0], 0); c.scenarioNap(id('TACTICIAN'), 1, p.tactician[1], 0); }
  for (const [k, n] of Object.entries(p.deck ?? {})) c.scenarioNap(id('TACTICIAN_DECK'), en(game, `TCard.${k}`), n, 0);
  if (p.guerrilla) c.scenarioNap(id('GUERRILLA'), p.guerrilla.side, p.guerrilla.tokens, 0);
  const state = game.newState();
  const shown = [...spec.display], tdraws = [...(p.tdraws ?? [])];
  while (state.currentPlayer() === 2) {
    const tact = state.phaseName() === 'TACT_DRAW';
    const next = (tact ? tdraws : shown).shift();
    if (next === undefined) throw new Error(`unexpected chance node (phase ${state.phaseName()})`);
    if (tact) act(state, `tactic-draw:${next}`); else drawNamed(state, next);
  }
  if (state.phaseName() !== 'PLAY') throw new Error(`setup did not reach PLAY (phase ${state.phaseName()})`);
  return state;
}

const UNITS = ['b FR_LN C2', 'b FR_LN K2', 'b FR_LN R2', 't SP_LN C10', 't SP_LN K10', 't SP_LN R10'];
const DISPLAY = ['probe-l', 'probe-r', 'attack-r', 'scout-r', 'assault-r'];
const HANDS = { bottom: ['probe-c', 'attack-l'], top: ['probe-c', 'probe-l'] };
const tokens = (s: State) => (s.game.core as unknown as Record<string, (p: number, side: number) => number>).guerrillaTokens(s.ptr, 1);

describe('C.16 Guerrilla after an EPIC hand card (D.3)', () => {
  it('C.16 / D.3: after the French hand card the Spanish side may spend a token; declined, the French player takes his display card', async () => {
    const state = await gmtSetup({ units: UNITS, hands: HANDS, display: DISPLAY }, { guerrilla: { side: 1, tokens: 2 } });
    act(state, 'play:probe-c');
    eq(state.game.core.getPhase(state.ptr), en(state, 'NAP_PHASE_GUERRILLA'), 'the Guerrilla decision comes before the pick');
    eq(state.currentPlayer(), 1, 'the Spanish side decides');
    expect(state.legalTexts().sort()).toEqual(['guerrilla', 'skip']);
    act(state, 'skip');
    eq(state.phaseName(), 'EPIC_PICK', 'the French turn goes on with the display card');
    eq(tokens(state), 2, 'no token spent');
    act(state, 'pick:probe-l', 'order:K2');
    invariantsOk(state);
  });

  it('C.16 / D.3: a sabre on the French die: the guerrillas failed, the token is spent, the display card is taken', async () => {
    const state = await gmtSetup({ units: UNITS, hands: HANDS, display: DISPLAY }, { guerrilla: { side: 1, tokens: 1 } });
    act(state, 'play:probe-c', 'guerrilla');
    eq(state.currentPlayer(), 2, 'the French die is a chance node');
    act(state, 'die:swords');
    eq(state.phaseName(), 'EPIC_PICK', 'back to the pick');
    eq(tokens(state), 0, 'token spent');
    act(state, 'pick:probe-l');
    expect(legalWith(state, 'order:').length).toBeGreaterThan(0);
    invariantsOk(state);
  });

  it('C.16 / D.3: any other result cancels the hand card and ends the French turn: no display card is taken, no unit ordered', async () => {
    const state = await gmtSetup({ units: UNITS, hands: HANDS, display: DISPLAY }, { guerrilla: { side: 1, tokens: 1 } });
    const before = state.discardCount();
    act(state, 'play:probe-c', 'guerrilla', 'die:flag');
    eq(state.discardCount(), before + 1, 'the cancelled hand card is discarded');
    eq(Object.values(display(state)).reduce((a, b) => a + b, 0), 5, 'the display keeps its five cards');
    eq(state.units().some((u) => u.ordered), false, 'nothing ordered');
    for (let i = 0; i < 10 && state.currentPlayer() === 2; i++) state.apply(state.chanceOutcomes()[0].code); // the French replacement draw
    eq(state.phaseName(), 'PLAY', 'the Spanish turn');
    eq(state.game.core.getActive(state.ptr), 1, 'the Spanish side is active');
    invariantsOk(state);
  });
});

describe('D.4 no Tactician card on marched units', () => {
  const units = ['b FR_LN I2 L', 'b FR_LN K2 L', 'b FR_LN B2', 't RU_LN R10'];
  it('D.4: a turn Tactician card (Infantry Forward Leader: +1 hex, our reconstruction) helps the ordered unit, not a marched one', async () => {
    const state = await gmtSetup(
      { units, hands: { bottom: ['scout-c', 'probe-c'], top: ['probe-c'] }, display: ['probe-r', 'attack-r', 'scout-r', 'assault-r', 'probe-r'] },
      { tactician: [1, 0], deck: { INFANTRY_FORWARD_LEADER: 4 }, tdraws: ['infantry-forward-leader'] },
    );
    act(state, 'tactic:infantry-forward-leader', 'play:scout-c', 'pick:probe-r');
    while (state.currentPlayer() === 2) state.apply(state.chanceOutcomes()[0].code); // the Scout's Tactician draw
    act(state, 'order:K2');
    eq(state.phaseName(), 'EPIC_MARCH', 'March Moves offered');
    const marchTo = legalWith(state, 'march:I2-').map((t) => t.slice(9));
    expect(marchTo.length).toBeGreaterThan(0);
    eq(marchTo.every((h) => Number(h.slice(1)) <= 3), true, 'the marched line infantry (leader attached) moves its own 1 hex, no card hex');
    act(state, 'march:I2-I3'); // the only other centre unit: the March Moves end
    eq(state.phaseName(), 'MOVE', 'movement');
    const moveTo = legalWith(state, 'move:K2-').map((t) => t.slice(8));
    expect(moveTo, 'the ordered line infantry with its leader moves 2 hexes under the card').toContain('K4');
    eq(legalWith(state, 'move:I3-'), [], 'the marched unit does not move again');
    invariantsOk(state);
  });
});
