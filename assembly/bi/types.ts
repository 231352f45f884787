// Enums and the action-code layout of the Blood & Iron core. Exported to JavaScript as globals by
// index.ts (one source of truth for every constant that crosses the boundary).
//
// Action code (i32), built by mkAct and read by actKind/actA/actB/actC:
//
//   bit 31      24 23   21 20             12 11         5 4     0
//       | unused  |   c    |       b        |     a      | kind  |
//                 4 bits:   9 bits: hex       7 bits:     5 bits: Act
//                 dir 0-5,  index 0-383       unit or
//                 die 0-9,                    leader index
//                 chit 0-5
//
// Sides: PRUSSIAN = 0 moves first (seed III.B), FRENCH = 1. CHANCE = 2 is the "player" at a chance
// node, TERMINAL = 3 after the last turn.

export const PRUSSIAN: i32 = 0;
export const FRENCH: i32 = 1;
export const CHANCE: i32 = 2;
export const TERMINAL: i32 = 3;
export const DRAW: i32 = 2; // winner value of equal totals (R1)
export const NO_WINNER: i32 = 255;

export enum UType { INF = 0, CAV = 1, ART = 2, HART = 3 }
export enum Rating { A = 0, B = 1, C = 2, D = 3 }
export enum Level { ARMY = 0, CORPS = 1, DIVISION = 2 }

export enum Act {
  PASS = 0, // end the current stage, decline a choice, or pass in the reserve phase
  MOVE = 1, // a = unit, c = direction: one hex of movement
  LMOVE = 2, // a = leader, c = direction
  ENTER = 3, // a = unit, b = entry hex (reinforcement, R7)
  FIRE = 4, // a = firing unit, b = target hex (declare, or join the declared group)
  FIRE_GO = 5, // resolve the declared fire group
  MELEE = 6, // a = attacking unit, b = defending hex (declare, or join)
  MELEE_GO = 7, // resolve the declared melee
  BUY_MOVE = 8, // a = leader: reserve movement command (B2, 1 CP)
  BUY_COMBAT = 9, // reserve combat command (B2, 2 CP)
  BUY_STRAT = 10, // a = leader: strategic movement (B2, 1 CP, R12)
  BUY_REINF = 11, // reinforcements (B2, 1 CP, seed 8.4)
  ACTIVATE = 12, // a = unit: activate for the bought combat command
  RETREAT = 13, // a = unit, c = direction: one hex of retreat (R8)
  CHOOSE = 14, // a = unit: the owner's pick for a step loss, elimination or rout (seed 9.33, R2)
  ADVANCE = 15, // a = unit: advance into the vacated hex (seed 9.34)
  OPFIRE = 16, // a = French battery: opportunity fire (seed 7.21, R9)
  DIE = 17, // chance: c = d10 face - 1
  CHIT = 18, // chance: c = chit type (B7 T1..T6 = 0..5)
  LPLACE = 19, // a = leader, b = hex: the owner places a lone leader with one of the nearest friendly units (seed 5.4)
  SETUP = 20, // a = unit, b = hex: free setup within the unit's letter area (seed 11.1, option)
  _COUNT = 21,
}

@inline export function mkAct(kind: i32, a: i32, b: i32, c: i32): i32 {
  return kind | (a << 5) | (b << 12) | (c << 21);
}
@inline export function actKind(x: i32): i32 { return x & 31; }
@inline export function actA(x: i32): i32 { return (x >> 5) & 127; }
@inline export function actB(x: i32): i32 { return (x >> 12) & 511; }
@inline export function actC(x: i32): i32 { return (x >> 21) & 15; }

/** Flow stage: what the decision is when no task is pending (flow.ts). */
export enum Stage {
  MOVE = 0, // initial action phase, movement of the phasing side
  DFIRE = 1, // defensive fire of the non-phasing side (B10, R4)
  OFIRE = 2, // offensive fire of the phasing side
  MELEE = 3, // melee of the phasing side
  RESERVE = 4, // reserve action phase: buy a command or pass
  RMOVE = 5, // reserve movement command: move activated units
  RACT = 6, // reserve combat command: choose the activated units
  RENTER = 7, // reinforcements: enter and move
  STRAT = 8, // strategic movement
  OVER = 9, // game over
  SETUP = 10, // free setup before the first turn (seed 11.1): French first, one unit at a time
}

/** Which action phase the game is in, for the once-per-phase fire limit (seed 9.2). */
export enum APhase { INITIAL_P = 0, INITIAL_F = 1, RESERVE = 2 }
