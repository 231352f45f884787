// The only module of the Commands & Colors core that exports to JavaScript: re-exports only.
// Everything crossing the boundary is an integer, a pointer into this instance's memory, or an enum member (exported
// as globals like "Unit.LI", "Act.MOVE", which the facade in src/core reads: one source of truth).
// Lifecycle: scenarioBegin -> scenarioTerrain/Unit/Leader/Side/Option... -> scenarioEnd, then
// stateNew() gives fresh states at the deal. One scenario per instance; any number of states.
export * from "../common/geometry-exports";
export { Unit, Cls, Face, Ter, Card, Phase, Act, Ruleset, NUnit, NCard } from "./types";
export { Nation } from "./ruleset";
export { RuleOpt, ScenOpt } from "./scenario";
export { NapScen, ObjKind } from "./napoleonics/config";
export { TCard } from "./napoleonics/tactician-deck";
export {
  NAP_ACT_TACTIC, NAP_ACT_GUERRILLA, NAP_ACT_MOTHER_RUSSIA, NAP_ACT_LEADER_MOVE, NAP_ACT_TACT_DISCARD, NAP_ACT_TACT_DRAW, NAP_ACT_TIME_PRESSURE, NAP_PHASE_LEADER_MOVE, NAP_PHASE_LEADER_DISCARD, NAP_PHASE_TACT_DRAW, NAP_PHASE_GUERRILLA, NAP_PHASE_GUERRILLA_ROLL,
  NAP_PHASE_MR_ROLL, NAP_PHASE_MR_PLACE, NAP_PHASE_ROLLOFF, NAP_PHASE_TACT_RESPONSE, NAP_PHASE_TIME_PRESSURE, MR_LINE, MR_COSSACK, MR_ARTILLERY, MR_WORKS, MR_LIGHT,
} from "./napoleonics/actions";
export { OFF_BOARD, BOTTOM, TOP, CHANCE, TERMINAL, MAX_ACTIONS, NO_CARD, UNIT_TYPE_COUNT, CARD_KIND_COUNT } from "./types";
export { MAX_UNITS, MAX_LEADERS, NONE, GONE, RESERVE } from "./state";

export { MISC_BENEVENTUM, MISC_CARD_IN_PLAY, MISC_TOP_FIRST } from "./state";
export { DIE_MISS, DIE_HIT, DIE_FLAG, BattleKind, FlagIgnore } from "./combat";
// the unit property bits of the ruleset table (unitTypeProps), by name for the UI's unit reference
export {
  P_MOUNTED, P_CAVALRY, P_LIGHT_FOOT, P_FOREST_FIGHTER, P_NO_SWORDS, P_ELEPHANT, P_WARRIOR, P_WAR_MACHINE, P_CHARIOT,
  P_AUXILIA, P_SHIES_ELEPHANTS, P_NO_RALLY, P_NO_ROUGH,
} from "./ruleset";
export { CombatField } from "./state";
export { RollMode } from "./checks";
export * from "./setup";
export * from "./contract";
export * from "./queries";
export * from "./invariants";
export * from "./nap-queries";
export * from "./epic-queries";
export { EpicScen } from "./epic/config";
export { GrandeSource, GrandeZone, GrandeField, grandeCardField } from "./epic/grande-cards";
export { grandePair, grandeHalvesAt } from "./epic/grande-seats";
export { cmdHandsOn, cmdDealOf, seatCmd, seatCmdSize, addSeatCmd, takeSeatCmd } from "./napoleonics/seat-block";
export {
  EPIC_ACT_PICK, EPIC_ACT_MARCH, EPIC_ACT_GIVE, EPIC_PHASE_PICK, EPIC_PHASE_MARCH, EPIC_PHASE_GIVE, EPIC_NO_PICK, GIVE_NONE, GIVE_HAND, GIVE_DISPLAY,
  EPIC_ACT_INIT, EPIC_ACT_LOSE, EPIC_PHASE_INIT, EPIC_PHASE_INIT_ROLL, EPIC_PHASE_INIT_ORDER, EPIC_PHASE_INIT_LOSE,
  GRANDE_ACT_TO, GRANDE_ACT_OWN, GRANDE_ACT_HALF, GRANDE_ACT_NOMARCH, GRANDE_KEEP, GRANDE_PASS, GRANDE_PHASE_TO, GRANDE_PHASE_ANSWER,
  GRANDE_PHASE_IDLE, GRANDE_PHASE_HALF, GRANDE_PHASE_NOMARCH, GRANDE_PHASE_CMD_DRAW, GRANDE_PHASE_SCOUT_GIVE,
  GRANDE_ACT_SQUARE, GRANDE_SQ_GIVE, GRANDE_SQ_REFUSE, GRANDE_PHASE_SQUARE,
} from "./epic/actions";
export { grandeField, GrandeTurnField } from "./epic/grande-queries";
export * from "./encodings";
// the observation's hand globals by name (encode.ts; web/src/nap/seat-hands.ts reads them)
export { OBS_G_HAND, OBS_HAND_SCALE, OBS_G_TACT, OBS_TACT_KINDS, OBS_G_CMD_SIZES, OBS_CMD_SIZE_ROLES, OBS_CMD_SIZE_SCALE } from "./encode";
