// Enumerations and fixed tables of Commands & Colors: Ancients: unit types, classes, die faces,
// terrain, card kinds, phases and action kinds. This file is the single source of truth for every
// constant that crosses the wasm boundary: index.ts exports them, and the TypeScript facade reads
// them from the instance (never redefines them).
// Rule references (B.x) are to ../shared/rules/commands-and-colors.md.

// ---- rulesets: which game fills the ruleset table (setup.ts scenarioBeginRuleset) ------------------
export enum Ruleset { ANCIENTS, NAPOLEONICS, COUNT }

// ---- sides -------------------------------------------------------------------------------------
export const BOTTOM: i32 = 0;
export const TOP: i32 = 1;
export const CHANCE: i32 = 2;   // currentPlayer() at a chance node
export const TERMINAL: i32 = 3; // currentPlayer() when the game is over
export const NO_SIDE: i32 = 2;  // winner field before the end

// ---- action buffers ------------------------------------------------------------------------------
// Capacity, in codes, of every legal-action buffer of the core (actionBuffer(), the legal cache,
// rollout weights) and the least a caller's legal(out) buffer must hold (src/core/wasm-contract.ts
// reads it as the contract's maxActions).
export const MAX_ACTIONS: i32 = 1024;

// ---- unit types (B.3) --------------------------------------------------------------------------
export enum Unit { LI, LB, LS, AX, WA, MI, HI, LC, MC, HC, EL, HCH, WM, COUNT }
export const UNIT_TYPE_COUNT: i32 = Unit.COUNT;

// ---- Napoleonics unit types (digest C.6, C.7): one type per nation and unit, so each nation's
// numbers are table rows (napoleonics/tables.ts). Prefix = nation: FR France, BR Britain,
// PT Portugal, SP Spain, RU Russia, AU Austria, PR Prussia. The codes after the prefix are the
// digest's (LN line, LT light, GR grenadiers, MI militia, LC/HC light/heavy cavalry, FA/HA
// foot/horse artillery, G- guard ...). Indexes share the unit-type column space with Unit.
export enum NUnit {
  FR_LN, FR_LT, FR_GR, FR_YG, FR_OG, FR_MI, FR_LC, FR_LNCR, FR_HC, FR_CU, FR_GLC, FR_GHC, FR_FA, FR_GFA, FR_HA, FR_GHA,
  BR_LN, BR_LT, BR_RI, BR_GR, BR_GG, BR_LC, BR_HC, BR_GHC, BR_FA, BR_HA,
  PT_LN, PT_LT, PT_LC, PT_HC, PT_FA,
  SP_LN, SP_LT, SP_GR, SP_MI, SP_LC, SP_HC, SP_FA, SP_HA,
  RU_LN, RU_LT, RU_GR, RU_GLT, RU_GGR, RU_MI, RU_COS, RU_LC, RU_HC, RU_FA, RU_HA, RU_GHA,
  AU_LN, AU_LT, AU_GRZ, AU_GR, AU_MI, AU_LC, AU_HC, AU_FA, AU_HA,
  PR_LN, PR_LT, PR_GR, PR_GGR, PR_RES, PR_LW, PR_LC, PR_HC, PR_FA, PR_HA,
  GAR, // a garrison (D.10): left in a building by a departing infantry unit; either side
  RU_LNCR, RU_CU, RU_GLC, RU_GHC, // Russian lancers, cuirassiers, guard cavalry (C.7, D.11): appended
  BR_RB,   // British rocket battery (GM&T, C.10): appended
  COUNT
}

/** Die-symbol class of a unit: which face hits it and which troop card orders it (B.2, B.3). */
export enum Cls { LIGHT, MEDIUM, HEAVY, COUNT }

// ---- die faces (B.2): the first three equal the classes on purpose ------------------------------
// Napoleonics (C.2) reads them as LIGHT = infantry, MEDIUM = cavalry, HEAVY = artillery, SWORDS =
// crossed sabres; its die has two infantry sides and no LEADER side (ruleset.ts DIE_SIDES).
export enum Face { LIGHT, MEDIUM, HEAVY, LEADER, FLAG, SWORDS, COUNT }

// ---- terrain (B.12) ----------------------------------------------------------------------------
// Napoleonics (C.15) adds TOWN (town, village, windmill, building), CASTLE, CHURCH (church, walled
// farm) and ORCHARD (orchard, vineyard); it reads FORD as a fordable stream and RIVER as a
// non-fordable river.
// WALLED_GARDEN: Napoleonics GM&T (C.15), as forest plus the wall (napoleonics/dice.ts terrainFlags)
export enum Ter { OPEN, FOREST, HILL, BROKEN, MARSH, RIVER, FORD, LAKE, STEEP, CAMP, TOWN, CASTLE, CHURCH, ORCHARD, WALLED_GARDEN, COUNT }

// ---- command cards (B.6): one kind per distinct card; DECK_COUNTS gives copies ------------------
export enum Card {
  O2L, O2C, O2R, O3L, O3C, O3R, O4L, O4C, O4R, OUTFLANK, COORD,
  LIGHT, MEDIUM, HEAVY, MOUNTED,
  INSP_L, INSP_C, INSP_R, LEAD_ANY,
  LINE, CHARGE, MFM, DOUBLE, COUNTER, CLASH, DARKEN, FIRST_STRIKE, SPARTACUS, RALLY,
  COUNT
}
export const CARD_KIND_COUNT: i32 = Card.COUNT;

// ---- Napoleonics command cards (C.5): 28 kinds in the same card-kind slots as Card (NCard.COUNT
// must stay <= Card.COUNT: the state keeps counts for CARD_KIND_COUNT kinds).
export enum NCard {
  SCOUT_L, SCOUT_C, SCOUT_R, PROBE_L, PROBE_C, PROBE_R, ATTACK_L, ATTACK_C, ATTACK_R, ASSAULT_L, ASSAULT_C, ASSAULT_R,
  RECON, COORD_ADVANCE, FLANK_ATTACK, ADVANCE,
  BAYONET, BOMBARD, CAV_CHARGE, COUNTER, ELAN, FIRE_HOLD, FIRST_STRIKE, FORCE_MARCH, GRANDE_MANOEUVRE, LEADERSHIP,
  RALLY, TAKE_COMMAND,
  COUNT
}
export const NO_CARD: i32 = 255;

// ---- phases: who acts and what kind of decision is pending ------------------------------------
export enum Phase {
  DEAL,         // chance: initial hands are drawn one card at a time
  PLAY,         // active side plays a command card
  ORDER,        // active side orders units / leaders, then ends orders
  RALLY,        // active side assigns one rolled Rally symbol to a damaged unit
  MOVE,         // active side moves ordered pieces one at a time, then ends movement
  BATTLE,       // active side picks an ordered unit and a target, or ends battles
  RESPOND,      // defender: accept, evade, or play First Strike
  ROLL,         // chance: one die
  EVADE_TO,     // evading unit's owner picks its destination
  IGNORE,       // target's owner picks how many flags to ignore
  RETREAT,      // target's owner picks the next retreat hex
  LEADER_EVADE, // a leader's owner picks where the leader evades to (or off the board)
  ADVANCE,      // attacker: momentum advance into the vacated hex, or not
  EXTRA_HEX,    // attacker (cavalry): one further hex after advancing, or not
  BONUS,        // attacker: bonus close combat against an adjacent enemy, or not
  DRAW,         // chance: a replacement card is drawn
  OVER,         // terminal
  SQUARE_CARD,  // chance: the card taken at random from the hand of a unit forming square (Napoleonics C.13)
  COMBINE,      // attacker: an ordered artillery joins the attack (join:<hex>) or not (skip) (Napoleonics C.14)
  SCOUT,        // the Scout player discards one of the two cards drawn (Napoleonics C.5)
  COUNT
}

// ---- action kinds ------------------------------------------------------------------------------
// Action code layout (i32, always >= 0):
//   bits  0..5   kind (Act)
//   bits  6..14  a    (a hex index, or OFF_BOARD)
//   bits 15..23  b    (a hex index, or OFF_BOARD)
//   bits 24..30  c    (a small number: card kind, die face, flag count)
export enum Act {
  PLAY,          // c = card kind
  ORDER,         // a = hex of a unit (its attached leader goes with it)
  ORDER_LEADER,  // a = hex of a leader ordered on its own (lone, or detaching)
  END_ORDERS,
  RALLY,         // a = hex of the unit that regains a block
  MOVE,          // a = from, b = to (b = OFF_BOARD: exit over the enemy baseline, scenario rule)
  MOVE_LEADER,   // a = from, b = to
  END_MOVES,
  BATTLE,        // a = battling unit's hex, b = target hex (ranged or close by adjacency)
  END_BATTLES,
  ACCEPT,        // defender takes the attack
  EVADE,         // defender evades (destination chosen after the roll)
  FIRST_STRIKE,  // defender plays First Strike
  EVADE_TO,      // a = destination
  IGNORE,        // c = flags ignored
  RETREAT,       // a = next hex
  LEADER_EVADE,  // a = destination or OFF_BOARD
  ADVANCE,       // a = hex moved into
  SKIP,          // decline an optional step (advance, extra hex, bonus combat)
  DIE,           // chance: c = face
  DRAW,          // chance: c = card kind (also the card a forming square lays on the track, Napoleonics)
  SQUARE,        // defender: form square (Napoleonics C.13)
  JOIN,          // a = hex of an ordered artillery joining the attack (Napoleonics combined arms, C.14)
  DISCARD,       // c = card kind: Scout's drawn card given up (Napoleonics C.5)
  COUNT
}

export const OFF_BOARD: i32 = 511;

@inline export function actKind(code: i32): i32 { return code & 63; }
@inline export function actA(code: i32): i32 { return (code >> 6) & 511; }
@inline export function actB(code: i32): i32 { return (code >> 15) & 511; }
@inline export function actC(code: i32): i32 { return (code >> 24) & 127; }
@inline export function mkAct(kind: i32, a: i32, b: i32, c: i32): i32 {
  return kind | (a << 6) | (b << 15) | (c << 24);
}

// Unit statistics and properties, die faces, deck counts and card effects are the ruleset's
// table (ruleset.ts), filled by ancients/tables.ts.

// Section bits (bottom player's view): 1 = left, 2 = centre, 4 = right.
export const SEC_L: i32 = 1;
export const SEC_C: i32 = 2;
export const SEC_R: i32 = 4;
