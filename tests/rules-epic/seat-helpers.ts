// Helpers of the per-seat Tactician tests (rules digest D.7; d7-seat-*.test.ts): an inline EPIC
// position in a seat format with its Tactician deal answered by name, and a seat's hand read from its
// own observation (encode.ts G_TACT: the only public read of a hand).
import type { State } from '../../src/core/game.ts';
import { createNapoleonicsGame } from '../../src/games/napoleonics/compile.ts';
import { epicScenario, drawNamed, act, type EpicSpec } from './helpers.ts';

const G_TACT = 218; // encode.ts: the viewer's Tactician hand by kind (copies / 2)

/** The Tactician hand `seat` sees as its own (card name -> copies). */
export function seatHand(s: State, seat: number): Record<string, number> {
  const g = s.observation(seat).globals;
  const names = (s.game.enums as unknown as { TCard: { name: string[] } }).TCard.name;
  const out: Record<string, number> = {};
  for (let k = 0; k < names.length; k++) {
    const n = Math.round(g[G_TACT + k] * 2);
    if (n > 0) out[names[k].toLowerCase().replace(/_/g, '-')] = n;
  }
  return out;
}

/** An inline EPIC position in `seats` seats with Tactician cards [bottom, top]; the deal's Tactician
 *  draws are answered with `tdraws` in order, the display with `spec.display`. */
export interface SeatExtras {
  /** Called on the core before the first state (national items: scenarioIronWill, scenarioNap). */
  configure?: (core: Record<string, (...a: number[]) => number>, en: (name: string) => number) => void;
  /** Faces (Face member names) answering die chance nodes in order (the Mother Russia roll); with
   *  them the setup stops at the first decision, whatever its phase. */
  dice?: string[];
}

export async function seatSetup(spec: Omit<EpicSpec, 'tactician'>, seats: number, tact: [number, number], tdraws: string[], extras: SeatExtras = {}): Promise<State> {
  const game = await createNapoleonicsGame(epicScenario(spec), { build: 'debug', rules: { ...(spec.rules ?? {}), seats } });
  const c = game.core as unknown as { scenarioNap(id: number, a: number, b: number, c: number): number };
  const id = (game.core as unknown as Record<string, WebAssembly.Global>)['NapScen.TACTICIAN'].value as number;
  const en = (name: string): number => (game.core as unknown as Record<string, WebAssembly.Global>)[name].value as number;
  if (tact[0] + tact[1] > 0) { c.scenarioNap(id, 0, tact[0], 0); c.scenarioNap(id, 1, tact[1], 0); }
  extras.configure?.(game.core as unknown as Record<string, (...a: number[]) => number>, en);
  const state = game.newState();
  const shown = [...spec.display], td = [...tdraws], dice = [...(extras.dice ?? [])];
  while (state.currentPlayer() === 2) {
    const isTact = state.phaseName() === 'TACT_DRAW';
    if (!isTact && shown.length === 0 && dice.length > 0) { rollFace(state, dice.shift()!); continue; }
    const next = (isTact ? td : shown).shift();
    if (next === undefined) throw new Error(`unexpected chance node (phase ${state.phaseName()})`);
    if (isTact) act(state, `tactic-draw:${next}`); else drawNamed(state, next);
  }
  if (td.length > 0) throw new Error(`${td.length} Tactician draws left over`);
  if (!extras.dice && state.phaseName() !== 'PLAY') throw new Error(`setup did not reach PLAY (phase ${state.phaseName()})`);
  return state;
}


/** Answers the current die chance node with the face named (a Face member: LIGHT, MEDIUM, HEAVY, FLAG, SWORDS). */
export function rollFace(state: State, face: string): void {
  const f = (state.game.core as unknown as Record<string, WebAssembly.Global>)[`Face.${face}`].value as number;
  const o = state.chanceOutcomes().find((x) => ((x.code >>> 24) & 127) === f);
  if (!o) throw new Error(`no die face ${face} here (phase ${state.phaseName()})`);
  state.apply(o.code);
}
