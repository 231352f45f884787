// The immutable part of a game (OpenSpiel's Game): board size, terrain per hex, LOS-blocking
// terrain, hill groups, hand sizes, banners to win, scenario options and rule options. Written once
// by the facade through index.ts (scenarioBegin .. scenarioEnd) before any state is created; read
// everywhere else. One scenario per wasm instance.
import { MAX_HEX } from "../common/geometry";
import { Ter } from "./types";

// ---- terrain per hex ---------------------------------------------------------------------------
const terrain = new StaticArray<u8>(MAX_HEX);
/** Camp owner per hex: 0 bottom, 1 top, 2 none. */
const campOwner = new StaticArray<u8>(MAX_HEX);
/** Connected hill group per hex (0 = not a hill). */
const hillGroup = new StaticArray<u8>(MAX_HEX);

@inline export function terrainAt(h: i32): i32 { return <i32>unchecked(terrain[h]); }
@inline export function campOwnerAt(h: i32): i32 { return <i32>unchecked(campOwner[h]); }
@inline export function hillGroupAt(h: i32): i32 { return <i32>unchecked(hillGroup[h]); }
export function setTerrain(h: i32, t: i32, owner: i32): void {
  terrain[h] = <u8>t;
  campOwner[h] = <u8>owner;
}
export function setHillGroup(h: i32, g: i32): void { hillGroup[h] = <u8>g; }
export function clearTerrain(): void {
  for (let h = 0; h < MAX_HEX; h++) { terrain[h] = <u8>Ter.OPEN; campOwner[h] = 2; hillGroup[h] = 0; }
}

/** Does the scenario have units waiting off the board (reserves)? Move generation skips them otherwise. */
export let hasReserves: bool = false;
export function setHasReserves(v: bool): void { hasReserves = v; }

/** Impassable for units (B.12): river (non-fordable), lake, steep hills. */
@inline export function impassable(h: i32): bool {
  const t = terrainAt(h);
  return t == Ter.RIVER || t == Ter.LAKE || t == Ter.STEEP;
}
/** Terrain that stops all units and lone leaders on entry (B.7). */
@inline export function stopsAll(h: i32): bool {
  const t = terrainAt(h);
  return t == Ter.FOREST || t == Ter.MARSH || t == Ter.FORD;
}
/** Terrain that caps close-combat dice at 2 when either combatant stands in it (B.9). */
@inline export function capsMelee(h: i32): bool {
  const t = terrainAt(h);
  return t == Ter.FOREST || t == Ter.MARSH || t == Ter.FORD || t == Ter.BROKEN;
}
/** Terrain that blocks line of sight, hills aside (B.8, B.12). */
@inline export function blocksSight(h: i32): bool {
  const t = terrainAt(h);
  return t == Ter.FOREST || t == Ter.STEEP || t == Ter.CAMP;
}

// ---- sides ------------------------------------------------------------------------------------
export const handSize = new StaticArray<u8>(2);   // War Council hand size (Command) at the start
export const bannersToWin = new StaticArray<u8>(2);
export let firstSide: i32 = 0;

// ---- scenario options (named; see docs/scenarios.md) ------------------------------------------
export let optTrasimenus: bool = false; // bottom starts with 2 cards, +1 card after each of its first 2 turns
export let optBeneventum: bool = false; // bottom draws 2 more on its 3rd banner, Command 6 from then on
export let optCastulo: bool = false;    // losing the marked leader loses; bottom units may exit for a banner
export let optBaecula: bool = false;    // bottom unit ending a move on a top camp: 1 banner per camp
export let optAmbush: bool = false;     // top reserves enter on the bottom baseline with a Leadership card
export let ambushSide: i32 = 1;
/** Scenario option ids (the facade maps the scenario file's option names onto these). */
export enum ScenOpt { TRASIMENUS_HAND, BENEVENTUM_HAND, CASTULO, BAECULA_CAMPS, MAGO_AMBUSH, COUNT }
export function setScenarioOption(id: i32, v: i32): void {
  if (id == ScenOpt.TRASIMENUS_HAND) optTrasimenus = v != 0;
  else if (id == ScenOpt.BENEVENTUM_HAND) optBeneventum = v != 0;
  else if (id == ScenOpt.CASTULO) optCastulo = v != 0;
  else if (id == ScenOpt.BAECULA_CAMPS) optBaecula = v != 0;
  else if (id == ScenOpt.MAGO_AMBUSH) { optAmbush = v != 0; ambushSide = v == 2 ? 0 : 1; }
}
export function resetScenarioOptions(): void {
  optTrasimenus = false; optBeneventum = false; optCastulo = false; optBaecula = false; optAmbush = false;
}

// ---- rule options: values the digest marks UNCONFIRMED or edition-dependent ---------------------
// Each has the digest's value as default; docs/rules-coverage.md lists them.
export enum RuleOpt {
  WARRIOR_DAMAGED_DICE,     // dice of warriors after their first loss (3; early edition: 4 - 1 = 3)
  MFM_SECOND_MOVE_FULL,     // Move-Fire-Move second move: 0 = remaining allowance, 1 = full allowance
  LONE_LEADER_TARGETABLE,   // 1: lone leaders may be battled (3rd edition+); 0: not
  ELEPHANT_IGNORE_SWORDS,   // 1: sword results never hit elephants (B.11)
  MAX_TURNS,                // game ends in a draw after this many turns in total (0 = no limit)
  COUNT
}
const ruleOpts = new StaticArray<i32>(RuleOpt.COUNT);
export function resetRuleOptions(): void {
  ruleOpts[RuleOpt.WARRIOR_DAMAGED_DICE] = 3;
  ruleOpts[RuleOpt.MFM_SECOND_MOVE_FULL] = 0;
  ruleOpts[RuleOpt.LONE_LEADER_TARGETABLE] = 1;
  ruleOpts[RuleOpt.ELEPHANT_IGNORE_SWORDS] = 1;
  ruleOpts[RuleOpt.MAX_TURNS] = 400;
}
@inline export function ruleOpt(id: i32): i32 { return unchecked(ruleOpts[id]); }
export function setRuleOpt(id: i32, v: i32): void { if (id >= 0 && id < RuleOpt.COUNT) ruleOpts[id] = v; }
