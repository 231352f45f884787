// The GM&T / EPIC pieces of a Napoleonics scenario in the core's terms, and their setup: turns a
// normalised scenario's items (D.9 objectives, C.15 field works, D.10 conscripts, C.17 Tactician
// hands, C.16 Guerrilla tokens and Mother Russia, and the Austerlitz battle rules: the roll-off for
// the first player, the side that cannot retreat, the Goldbach) into the core's `scenarioNap(id, a,
// b, c)` items (assembly/cc/napoleonics/config.ts NapScen). core-form.ts calls corePieces once per
// game creation; compile.ts calls applyCorePieces right after the scenario compiles (before any
// state exists). Items with no core mechanism are returned as notes (notApplied), never dropped.
//
//   file item                               ->  core item                       docs/scenarios-napoleonics.md
//   D.9 hex objectives                      ->  OBJECTIVE / OBJECTIVE_HEX (the table in ../objectives.ts)
//   unitFilter.excludeTypes                 ->  OBJECTIVE_EXCLUDE per core unit type
//   unitFilter.excludeBuildingHexes         ->  the building hexes are left out of the group
//   options.austerlitzStream hexes          ->  BATTLE_OUT 1 (the hexes themselves are clear: core-form.ts)
//   options.cannotRetreat                   ->  HOLD_GROUND
//   options.retreatEitherBaseline           ->  RETREAT_EITHER
//   objective "breakthrough" (side)         ->  BREAKTHROUGH (1 banner per unit leaving; 2 = both sides)
//   objective "time-pressure" (side)        ->  TIME_PRESSURE
//   options.commandDeck "gmt90"             ->  COMMAND_DECK per card kind (gmt-deck.ts, OUR ESTIMATE)
//   options.tacticianDeck                   ->  TACTICIAN_DECK per Tactician card (replaces the default 50)
import type { CoreExports } from '../../core/wasm.js';
import { coreUnitType } from './unit-codes.js';
import { GMT90_DECK } from './gmt-deck.js';
import { NATION_UNITS, type Nation } from './schema.js';
import type { NapoleonicsNormalizedScenario } from './scenario.js';
import {
  applyCoreObjectives, coreObjectivesOf, MAX_CORE_OBJECTIVES, napWriter, type CoreObjKind, type CoreObjective,
} from '../objectives.js';

export type { CoreObjKind, CoreObjective };

/** The pieces of a scenario in the core's terms (every hex an index). */
export interface CorePieces {
  /** hex -> direction bits (Dir 0..5: E, NE, NW, W, SW, SE) of its field-works hexsides. */
  fieldWorks?: { index: number; sides: number }[];
  /** Positions in the core-level `units` list of French line units with a Conscript marker. */
  conscripts?: number[];
  objectives?: CoreObjective[];
  /** Tactician cards dealt at the start, per side (absent: no Tactician cards in play). */
  tactician?: [number, number];
  guerrilla?: { side: 0 | 1; tokens: number };
  /** The Russian side's pre-battle roll; void = Face member names; dice 0 = its Command cards. */
  motherRussia?: { side: 0 | 1; void: string[]; dice: number };
  /** Roll-off for the first player: dice per side, the counted Face member, the tie's winner. */
  rollOff?: { dice: number; face: string; tie: 0 | 1 };
  /** The side whose units never retreat (each flag not ignored costs a block). */
  holdGround?: 0 | 1;
  /** The side whose units retreat toward the nearer baseline of either side (Austerlitz #6). */
  retreatEither?: 0 | 1;
  /** D.9 Breakthrough: the sides (2: both) whose units may leave over the enemy baseline. */
  breakthrough?: (0 | 1 | 2)[];
  /** D.9 Time Pressure: the side that may take it. */
  timePressure?: 0 | 1;
  /** Command deck copies by NCard member name (absent: the ruleset's 70-card deck). */
  commandDeck?: Record<string, number>;
  /** Tactician deck copies by TCard member name (absent: the default 50 cards). */
  tacticianDeck?: Record<string, number>;
  /** Hexes whose units battle with `dice` fewer dice. */
  battleOut?: { index: number; dice: number }[];
}

/** File die symbols (schema.ts) -> the core's Face members (C.2: infantry = light ...). */
const FACE: Readonly<Record<string, string>> = { infantry: 'LIGHT', cavalry: 'MEDIUM', artillery: 'HEAVY', sabre: 'SWORDS', flag: 'FLAG' };
export { MAX_CORE_OBJECTIVES };

/**
 * Pieces that add decisions of their own: Tactician plays and the GM&T leader move (C.17, kinds 48
 * and 51 of assembly/cc/napoleonics/actions.ts), the Guerrilla attempt (49) and the Mother Russia
 * uses (C.16, kind 50). The core's encoding version 2 gives each of them a policy index, so the
 * shipped battles apply them by default; `decisions: false` leaves them out (noted in notApplied),
 * for a comparison with the battles as they were played before.
 */
export interface PiecesOptions { decisions?: boolean }
const NO_POLICY = 'left out: decisions: false';

/** The scenario's pieces and the notes of what the core does not apply. */
export function corePieces(n: NapoleonicsNormalizedScenario, opts: PiecesOptions = {}): { pieces: CorePieces; notApplied: string[] } {
  const notApplied: string[] = [];
  const pieces: CorePieces = {};
  const decisions = opts.decisions !== false;
  const fw = n.terrain.filter((t) => t.type === 'field-works');
  if (fw.length > 0) pieces.fieldWorks = fw.map((t) => ({ index: t.index, sides: t.hexsides.reduce((m, d) => m | (1 << d), 0) }));
  const conscripts = n.units.flatMap((u, i) => (u.conscript ? [i] : []));
  if (conscripts.length > 0) pieces.conscripts = conscripts;
  for (const ob of n.objectives) {
    if (ob.type === 'breakthrough') {
      (pieces.breakthrough ??= []).push(ob.side);
      if (ob.banners !== 1) notApplied.push(`objective ${ob.id} (breakthrough gives 1 banner per unit, not ${ob.banners})`);
    } else if (ob.type === 'time-pressure') {
      if (ob.side === 2) notApplied.push(`objective ${ob.id} (time-pressure for either side: the core has one side)`);
      else pieces.timePressure = ob.side;
      if (ob.banners !== 1) notApplied.push(`objective ${ob.id} (time-pressure gives 1 banner, not ${ob.banners})`);
    }
  }
  const objectives = coreObjectives(n, notApplied);
  if (objectives.length > MAX_CORE_OBJECTIVES) {
    notApplied.push(`objective banners beyond the core's ${MAX_CORE_OBJECTIVES} (${objectives.slice(MAX_CORE_OBJECTIVES).map((o) => o.id).join(', ')})`);
    objectives.length = MAX_CORE_OBJECTIVES;
  }
  if (objectives.length > 0) pieces.objectives = objectives;
  if (n.sides.some((s) => s.tactician > 0)) {
    if (decisions) pieces.tactician = [n.sides[0].tactician, n.sides[1].tactician];
    else notApplied.push(`Tactician cards (C.17: ${NO_POLICY})`);
  }
  const g = n.sides.findIndex((s) => s.guerrilla > 0);
  if (g >= 0 && !decisions) notApplied.push(`Guerrilla tokens (C.16: ${NO_POLICY})`);
  else if (g >= 0) pieces.guerrilla = { side: g as 0 | 1, tokens: n.sides[g].guerrilla };
  if (n.sides.filter((s) => s.guerrilla > 0).length > 1) notApplied.push('Guerrilla tokens of the second side (the core has one Spanish side)');
  const o = n.options;
  if (o.motherRussia?.roll) {
    const ru = n.sides.findIndex((s) => s.nations.includes('RU'));
    if (ru < 0) notApplied.push('motherRussia (no Russian side)');
    else if (!decisions) notApplied.push(`motherRussia (the pre-battle roll, C.16: ${NO_POLICY})`);
    else pieces.motherRussia = { side: ru as 0 | 1, void: o.motherRussia.voidResults.map((r) => FACE[r]), dice: o.motherRussia.dice ?? 0 };
    if (o.motherRussia.flagMayChooseVoided) notApplied.push('motherRussia.flagMayChooseVoided (set the rule option NAP_MR_FLAG_MAY_CHOOSE_VOIDED=1 to play it)');
  }
  if (o.firstPlayerRollOff) pieces.rollOff = { dice: o.firstPlayerRollOff.dice, face: FACE[o.firstPlayerRollOff.symbol], tie: o.firstPlayerRollOff.tie };
  if (o.cannotRetreat) pieces.holdGround = o.cannotRetreat.side;
  if (o.retreatEitherBaseline) pieces.retreatEither = o.retreatEitherBaseline.side;
  if (o.commandDeck === 'gmt90') pieces.commandDeck = { ...GMT90_DECK };
  if (o.tacticianDeck) {
    pieces.tacticianDeck = Object.fromEntries(Object.entries(o.tacticianDeck).map(([id, n]) => [id.toUpperCase().replace(/-/g, '_'), n]));
    if (!pieces.tactician) notApplied.push('options.tacticianDeck (no side holds Tactician cards)');
  }
  if (o.austerlitzStream) pieces.battleOut = o.austerlitzStream.hexes.map((index) => ({ index, dice: 1 }));
  return { pieces, notApplied };
}

function coreObjectives(n: NapoleonicsNormalizedScenario, notApplied: string[]): CoreObjective[] {
  const building = new Set(n.buildingHexes);
  return n.objectives.flatMap((ob) => {
    const exclude = [...new Set(ob.excludeCodes.flatMap((code) =>
      (Object.keys(NATION_UNITS) as Nation[]).filter((na) => code in NATION_UNITS[na]).map((na) => coreUnitType(na, code))))];
    const hexes = ob.excludeBuildingHexes ? ob.hexes.filter((h) => !building.has(h)) : ob.hexes;
    return coreObjectivesOf(ob, hexes, exclude, notApplied); // breakthrough, time-pressure: corePieces
  });
}

/**
 * Writes the pieces into a compiled scenario (after scenarioEnd, before the first state).
 * `unitIndex[i]` is scenarioUnit's return for the core-level units[i]. Throws one line on a refusal.
 */
export function applyCorePieces(core: CoreExports, p: CorePieces, unitIndex: number[]): void {
  const { nap, en } = napWriter(core);
  for (const f of p.fieldWorks ?? []) nap('FIELD_WORKS', f.index, f.sides, 0, 'a field-works tile');
  for (const i of p.conscripts ?? []) nap('CONSCRIPT', unitIndex[i], 0, 0, 'a Conscript marker');
  applyCoreObjectives(core, p.objectives ?? []);
  if (p.tactician) { nap('TACTICIAN', 0, p.tactician[0], 0, 'Tactician cards'); nap('TACTICIAN', 1, p.tactician[1], 0, 'Tactician cards'); }
  for (const [card, n] of Object.entries(p.commandDeck ?? {})) nap('COMMAND_DECK', en(`NCard.${card}`), n, 0, `the deck's ${card} count`);
  for (const [card, n] of Object.entries(p.tacticianDeck ?? {})) {
    const g = (core as Record<string, unknown>)[`TCard.${card}`] as WebAssembly.Global | undefined;
    if (g === undefined) throw new Error(`options.tacticianDeck: unknown Tactician card "${card.toLowerCase().replace(/_/g, '-')}"`);
    nap('TACTICIAN_DECK', g.value as number, n, 0, `the Tactician deck's ${card} count`);
  }
  if (p.guerrilla) nap('GUERRILLA', p.guerrilla.side, p.guerrilla.tokens, 0, 'Guerrilla tokens');
  if (p.rollOff) nap('ROLL_OFF', p.rollOff.tie, p.rollOff.dice, en(`Face.${p.rollOff.face}`), 'the roll-off');
  if (p.holdGround !== undefined) nap('HOLD_GROUND', p.holdGround, 0, 0, 'cannotRetreat');
  if (p.retreatEither !== undefined) nap('RETREAT_EITHER', p.retreatEither, 0, 0, 'retreatEitherBaseline');
  for (const side of p.breakthrough ?? []) nap('BREAKTHROUGH', side, 0, 0, 'a breakthrough objective');
  if (p.timePressure !== undefined) nap('TIME_PRESSURE', p.timePressure, 0, 0, 'a time-pressure objective');
  for (const b of p.battleOut ?? []) nap('BATTLE_OUT', b.index, b.dice, 0, 'a battle-out hex');
  if (p.motherRussia) {
    const mask = p.motherRussia.void.reduce((m, f) => m | (1 << en(`Face.${f}`)), 0);
    nap('MOTHER_RUSSIA', p.motherRussia.side, mask, p.motherRussia.dice, 'Mother Russia');
  }
}
