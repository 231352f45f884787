// A structured description of one action code: what kind of decision it is and which hexes, card,
// unit type, die face or flag count it names. Callers that must act on actions (the web app's
// intent layer, its log and its AI panel) read this instead of parsing the notation's text.
// The kinds are the notation's verbs (docs/notation.md), so a description and a text always agree.
// Callers: web/src (intent.ts, log.ts, ai-words.ts); exported from src/index.ts.
//
// Action code layout (i32, the core's assembly/cc/types.ts, also read by notation.ts):
//
//   bit  31      24 23       15 14        6 5      0
//        | c (7)   | b (9)     | a (9)     | kind  |
//
//   kind = Act enum member; a, b = hex indices (OFF_BOARD = off the board); c = card kind, die face,
//   flag count or (for a reserve entering the board) the unit type.
import type { CoreEnums } from './enums.js';
import { cardId, FACE_IDS, type BoardDims } from './notation.js';

export type ActionKind =
  | 'play' | 'order' | 'order-leader' | 'end-orders' | 'rally' | 'move' | 'enter' | 'leader' | 'end-moves'
  | 'battle' | 'end-battles' | 'accept' | 'evade' | 'first-strike' | 'evade-to' | 'ignore' | 'retreat'
  | 'leader-evade' | 'advance' | 'skip' | 'die' | 'draw' | 'unknown';

export interface ActionInfo {
  code: number;
  kind: ActionKind;
  /**
   * The first hex the action names: the piece that acts (order, order-leader, rally, move, leader,
   * battle) or the one hex it goes to (evade-to, retreat, leader-evade, advance); null when none or
   * off the board.
   */
  hex: number | null;
  /** The second hex: a move's or leader move's destination, a battle's target; null when none or off the board. */
  to: number | null;
  /** True when a hex of the action is off the board (a unit leaving over the baseline, a leader escaping, a reserve entering). */
  offBoard: boolean;
  /** Card id (play, draw), as the notation writes it. */
  card: string | null;
  /** Die face id (die). */
  face: string | null;
  /** Flags ignored (ignore). */
  count: number | null;
  /** Unit type name of a reserve entering the board (enter). */
  unitType: string | null;
}

const KIND_OF: Record<string, ActionKind> = {
  PLAY: 'play', ORDER: 'order', ORDER_LEADER: 'order-leader', END_ORDERS: 'end-orders', RALLY: 'rally',
  MOVE: 'move', MOVE_LEADER: 'leader', END_MOVES: 'end-moves', BATTLE: 'battle', END_BATTLES: 'end-battles',
  ACCEPT: 'accept', EVADE: 'evade', FIRST_STRIKE: 'first-strike', EVADE_TO: 'evade-to', IGNORE: 'ignore',
  RETREAT: 'retreat', LEADER_EVADE: 'leader-evade', ADVANCE: 'advance', SKIP: 'skip', DIE: 'die', DRAW: 'draw',
};

/** The structured description of an action code on a board. */
export function actionInfo(enums: CoreEnums, _board: BoardDims, code: number): ActionInfo {
  const k = code & 63, a = (code >> 6) & 511, b = (code >> 15) & 511, c = (code >> 24) & 127;
  const name = enums.Act.name[k];
  let kind: ActionKind = (name && KIND_OF[name]) || 'unknown';
  const info: ActionInfo = { code, kind, hex: null, to: null, offBoard: false, card: null, face: null, count: null, unitType: null };
  const hex = (i: number): number | null => {
    if (i === enums.OFF_BOARD) { info.offBoard = true; return null; }
    return i;
  };
  switch (kind) {
    case 'play': case 'draw': info.card = cardId(enums, c); break;
    case 'order': case 'order-leader': case 'rally': case 'evade-to': case 'retreat': case 'leader-evade': case 'advance':
      info.hex = hex(a); break;
    case 'move':
      if (a === enums.OFF_BOARD) { kind = 'enter'; info.unitType = enums.Unit.name[c] ?? null; info.offBoard = true; info.to = b; break; }
      info.hex = hex(a); info.to = hex(b); break;
    case 'leader': case 'battle': info.hex = hex(a); info.to = hex(b); break;
    case 'ignore': info.count = c; break;
    case 'die': info.face = FACE_IDS[c] ?? null; break;
    default: break;
  }
  info.kind = kind;
  return info;
}
