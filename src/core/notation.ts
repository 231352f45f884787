// Action notation (docs/notation.md): a stable text form for every action code, including chance
// outcomes, and its parser. Hexes are written as in DESIGN.md ("A1" bottom-left). Callers: the
// facade (State.apply with text), the CLI, the protocol, logs and replays.
import type { CoreEnums } from './enums.js';

export interface BoardDims {
  w: number;
  h: number;
}

/** Card ids: the core's enum names in lower case ("O2L" -> "o2l", "FIRST_STRIKE" -> "first-strike"). */
export function cardId(enums: CoreEnums, k: number): string {
  return enums.Card.name[k].toLowerCase().replace(/_/g, '-');
}
export function cardCode(enums: CoreEnums, id: string): number | undefined {
  const key = id.toUpperCase().replace(/-/g, '_');
  return enums.Card.code[key];
}

export const FACE_IDS = ['light', 'medium', 'heavy', 'leader', 'flag', 'swords'] as const;

export function hexText(b: BoardDims, index: number): string {
  const row = Math.floor(index / b.w);
  const col = index - row * b.w;
  return String.fromCharCode(65 + col) + String(row + 1);
}

export function parseHexText(b: BoardDims, text: string): number | undefined {
  const m = /^([A-Za-z])(\d{1,2})$/.exec(text);
  if (!m) return undefined;
  const col = m[1].toUpperCase().charCodeAt(0) - 65;
  const row = Number(m[2]) - 1;
  if (row < 0 || row >= b.h || col < 0 || col >= b.w) return undefined;
  if (row % 2 === 1 && col === b.w - 1) return undefined;
  return row * b.w + col;
}

const kindOf = (code: number) => code & 63;
const aOf = (code: number) => (code >> 6) & 511;
const bOf = (code: number) => (code >> 15) & 511;
const cOf = (code: number) => (code >> 24) & 127;
export const makeAction = (kind: number, a = 0, b = 0, c = 0) => kind | (a << 6) | (b << 15) | (c << 24);

/** The text form of an action code. */
export function actionText(enums: CoreEnums, b: BoardDims, code: number): string {
  const A = enums.Act.code;
  const k = kindOf(code);
  const hx = (i: number) => (i === enums.OFF_BOARD ? 'off' : hexText(b, i));
  switch (k) {
    case A.PLAY: return `play:${cardId(enums, cOf(code))}`;
    case A.ORDER: return `order:${hx(aOf(code))}`;
    case A.ORDER_LEADER: return `order-leader:${hx(aOf(code))}`;
    case A.END_ORDERS: return 'end-orders';
    case A.RALLY: return `rally:${hx(aOf(code))}`;
    case A.MOVE:
      // a reserve unit entering the board names its type: units of a type are interchangeable
      if (aOf(code) === enums.OFF_BOARD) return `enter:${enums.Unit.name[cOf(code)]}-${hx(bOf(code))}`;
      return `move:${hx(aOf(code))}-${hx(bOf(code))}`;
    case A.MOVE_LEADER: return `leader:${hx(aOf(code))}-${hx(bOf(code))}`;
    case A.END_MOVES: return 'end-moves';
    case A.BATTLE: return `battle:${hx(aOf(code))}x${hx(bOf(code))}`;
    case A.END_BATTLES: return 'end-battles';
    case A.ACCEPT: return 'accept';
    case A.EVADE: return 'evade';
    case A.FIRST_STRIKE: return 'first-strike';
    case A.SQUARE: return 'square';
    case A.JOIN: return `join:${hx(aOf(code))}`;
    case A.DISCARD: return `discard:${cardId(enums, cOf(code))}`;
    case A.EVADE_TO: return `evade-to:${hx(aOf(code))}`;
    case A.IGNORE: return `ignore:${cOf(code)}`;
    case A.RETREAT: return `retreat:${hx(aOf(code))}`;
    case A.LEADER_EVADE: return `leader-evade:${hx(aOf(code))}`;
    case A.ADVANCE: return `advance:${hx(aOf(code))}`;
    case A.SKIP: return 'skip';
    case A.DIE: return `die:${FACE_IDS[cOf(code)]}`;
    case A.DRAW: return `draw:${cardId(enums, cOf(code))}`;
    default: return napActionText(enums, b, code) ?? epicActionText(enums, b, code) ?? `unknown:${code}`;
  }
}

// ---- the GM&T / EPIC decisions of Napoleonics (assembly/cc/napoleonics/actions.ts NAP_ACT_*). The
// core does not export these kind numbers yet (they are kept apart from Act on purpose), so they are
// written here once; tests/games/napoleonics-pieces-applied.test.ts checks them against legal codes.
//   tactic:<card>            a Tactician card (c = TCard kind; names from the TCard enum when read)
//   tactic:<card>@A1-B2      ... that moves the unit at A1 to B2 (reserves, fall back, short supply)
//   guerrilla                the Spanish side spends a Guerrilla token
//   mother-russia:<use>@A1   a Mother Russia result used on A1 (use: line, cossack, artillery, works, light)
//   leader-move:A1-B2        the GM&T leader move at the end of a turn (C.8)
//   tactic-discard:<card>    the Tactician card given up after that move (C.8)
//   tactic-draw:<card>       chance: a Tactician card drawn (C.17)
//   time-pressure            the D.9 Time Pressure banner, drawing 1 card instead of Scout's 2
export const NAP_ACT = { TACTIC: 48, GUERRILLA: 49, MOTHER_RUSSIA: 50, LEADER_MOVE: 51, TACT_DISCARD: 52, TACT_DRAW: 53, TIME_PRESSURE: 54 } as const;
const MR_USES = ['line', 'cossack', 'artillery', 'works', 'light'] as const;
type WithTCard = CoreEnums & { TCard?: { code: Record<string, number>; name: string[] } };
const tcardId = (enums: CoreEnums, k: number): string => (enums as WithTCard).TCard?.name[k]?.toLowerCase().replace(/_/g, '-') ?? String(k);
function tcardCode(enums: CoreEnums, id: string): number | undefined {
  if (/^\d+$/.test(id)) return Number(id);
  return (enums as WithTCard).TCard?.code[id.toUpperCase().replace(/-/g, '_')];
}

function napActionText(enums: CoreEnums, b: BoardDims, code: number): string | undefined {
  const hx = (i: number) => (i === enums.OFF_BOARD ? 'off' : hexText(b, i));
  switch (kindOf(code)) {
    case NAP_ACT.TACTIC: {
      const moves = aOf(code) !== 0 || bOf(code) !== 0;
      return `tactic:${tcardId(enums, cOf(code))}${moves ? `@${hx(aOf(code))}-${hx(bOf(code))}` : ''}`;
    }
    case NAP_ACT.GUERRILLA: return 'guerrilla';
    case NAP_ACT.TIME_PRESSURE: return 'time-pressure';
    case NAP_ACT.MOTHER_RUSSIA: return `mother-russia:${MR_USES[cOf(code)] ?? String(cOf(code))}@${hx(aOf(code))}`;
    case NAP_ACT.LEADER_MOVE: return `leader-move:${hx(aOf(code))}-${hx(bOf(code))}`;
    case NAP_ACT.TACT_DISCARD: return `tactic-discard:${tcardId(enums, cOf(code))}`;
    case NAP_ACT.TACT_DRAW: return `tactic-draw:${tcardId(enums, cOf(code))}`;
    default: return undefined;
  }
}

function parseNapAction(enums: CoreEnums, b: BoardDims, verb: string, arg: string): { code: number } | string | undefined {
  const hex = (s: string): number | undefined => (s.toLowerCase() === 'off' ? enums.OFF_BOARD : parseHexText(b, s));
  const pair = (s: string): [number, number] | undefined => {
    const i = s.indexOf('-');
    const h1 = i < 0 ? undefined : hex(s.slice(0, i));
    const h2 = i < 0 ? undefined : hex(s.slice(i + 1));
    return h1 === undefined || h2 === undefined ? undefined : [h1, h2];
  };
  switch (verb) {
    case 'guerrilla': return arg === '' ? { code: makeAction(NAP_ACT.GUERRILLA) } : 'takes no argument';
    case 'time-pressure': return arg === '' ? { code: makeAction(NAP_ACT.TIME_PRESSURE) } : 'takes no argument';
    case 'tactic': {
      const [card, where] = arg.split('@');
      const k = tcardCode(enums, card);
      if (k === undefined) return `unknown Tactician card "${card}"`;
      if (where === undefined) return { code: makeAction(NAP_ACT.TACTIC, 0, 0, k) };
      const p = pair(where);
      return p ? { code: makeAction(NAP_ACT.TACTIC, p[0], p[1], k) } : 'expected tactic:CARD@FROM-TO';
    }
    case 'mother-russia': {
      const [use, where = ''] = arg.split('@');
      const u = (MR_USES as readonly string[]).indexOf(use);
      const h = hex(where);
      if (u < 0) return `unknown Mother Russia use "${use}" (${MR_USES.join(', ')})`;
      return h === undefined ? `"${where}" is not a hex on this board` : { code: makeAction(NAP_ACT.MOTHER_RUSSIA, h, 0, u) };
    }
    case 'tactic-discard':
    case 'tactic-draw': {
      const k = tcardCode(enums, arg);
      if (k === undefined) return `unknown Tactician card "${arg}"`;
      return { code: makeAction(verb === 'tactic-draw' ? NAP_ACT.TACT_DRAW : NAP_ACT.TACT_DISCARD, 0, 0, k) };
    }
    case 'leader-move': {
      const p = pair(arg);
      return p ? { code: makeAction(NAP_ACT.LEADER_MOVE, p[0], p[1]) } : 'expected FROM-TO';
    }
    default: return undefined;
  }
}

// ---- the EPIC two-player turn (assembly/cc/epic/actions.ts EPIC_ACT_*; digest D.3, D.4), written
// here once like NAP_ACT and checked against the core's exports by tests/rules-epic:
//   pick:<card>              the display card taken; neither card is a tactic card
//   pick:<card>@<h><d>       ... h = the section the hand card is played in, d = the display card's
//                            (each one of - l c r; "-" for a section or multi-section card)
//   pick:none@<h>-           the display is empty: only the hand card is played
//   march:A1-B2              a March Move of a 3-star card (declining the rest: skip)
export const EPIC_ACT = { PICK: 56, MARCH: 57, NO_PICK: 127 } as const;
//   give:hand | give:display | give:none   4 seats (D.7): the card the CinC gives his sub-commander
//                            (c = GIVE_HAND 1, GIVE_DISPLAY 2, GIVE_NONE 0: the only card played stays)
export const EPIC_GIVE = { KIND: 58, WORDS: ['none', 'hand', 'display'] } as const;
//   initiative | no-initiative   6 seats (8 with initiative8), D.7: a commander without orders rolls
//                            on initiative or not (c = 1, 0); the dice are die:<face> chance outcomes
//   lose:A1                  D.7: the roller's unit that loses the block a sabre costs
//                            (a unit symbol's order is order:A1)
export const EPIC_INIT = { KIND: 59, WORDS: ['no-initiative', 'initiative'] } as const;
export const EPIC_LOSE = 60;
const EPIC_SEC = ['-', 'l', 'c', '', 'r'] as const;
// La Grande's own turn (assembly/cc/epic/actions.ts GRANDE_ACT_*; digest D.8; 602 in 8 seats):
//   to:l | to:c | to:r       the CinC hands a card (or gives the Scout's second card) to his left,
//                            centre or right corps commander (his side's view; c = role 1, 2, 3)
//   keep | own:<card> | pass a receiver plays the CinC's card (keep) or one of his own instead; an idle
//                            commander plays one of his own or nothing (pass) (c = card, 126 keep, 125 pass)
//   half:l | half:r          the half of his two sections a one-section card orders in, or where a
//                            multi-section card's free orders go (c = 1, 2)
//   draw:command | draw:tactician   a 3-star card gave no March Move: the card he draws (c = 0, 1)
export const GRANDE_ACT = { TO: 55, OWN: 61, HALF: 62, NOMARCH: 63, KEEP: 126, PASS: 125 } as const;
//   square-give | square-refuse   D.5 La Grande: a corps commander with no card asked for a square's
//                            card; his CinC lets one be drawn from his hand or refuses (kind 47, c = 1, 0)
export const GRANDE_SQUARE = { KIND: 47, WORDS: ['square-refuse', 'square-give'] } as const;
const GRANDE_ROLE = ['', 'l', 'c', 'r'] as const;
const GRANDE_HALF = ['', 'l', 'r'] as const;
const GRANDE_DRAW = ['command', 'tactician'] as const;

function epicActionText(enums: CoreEnums, b: BoardDims, code: number): string | undefined {
  switch (kindOf(code)) {
    case EPIC_ACT.PICK: {
      const k = cOf(code);
      const card = k === EPIC_ACT.NO_PICK ? 'none' : cardId(enums, k);
      const sa = aOf(code), sb = bOf(code);
      return sa === 0 && sb === 0 ? `pick:${card}` : `pick:${card}@${EPIC_SEC[sa] ?? '?'}${EPIC_SEC[sb] ?? '?'}`;
    }
    case EPIC_ACT.MARCH: return `march:${hexText(b, aOf(code))}-${hexText(b, bOf(code))}`;
    case EPIC_GIVE.KIND: return `give:${EPIC_GIVE.WORDS[cOf(code)] ?? '?'}`;
    case EPIC_INIT.KIND: return EPIC_INIT.WORDS[cOf(code)] ?? `unknown:${code}`;
    case EPIC_LOSE: return `lose:${hexText(b, aOf(code))}`;
    case GRANDE_ACT.TO: return `to:${GRANDE_ROLE[cOf(code)] || '?'}`;
    case GRANDE_ACT.OWN: {
      const k = cOf(code);
      return k === GRANDE_ACT.KEEP ? 'keep' : k === GRANDE_ACT.PASS ? 'pass' : `own:${cardId(enums, k)}`;
    }
    case GRANDE_ACT.HALF: return `half:${GRANDE_HALF[cOf(code)] || '?'}`;
    case GRANDE_ACT.NOMARCH: return `draw:${GRANDE_DRAW[cOf(code)] ?? '?'}`;
    case GRANDE_SQUARE.KIND: return GRANDE_SQUARE.WORDS[cOf(code)] ?? `unknown:${code}`;
    default: return undefined;
  }
}

function parseEpicAction(enums: CoreEnums, b: BoardDims, verb: string, arg: string): { code: number } | string | undefined {
  switch (verb) {
    case 'pick': {
      const [card, where = '--'] = arg.split('@');
      const k = card === 'none' ? EPIC_ACT.NO_PICK : cardCode(enums, card);
      if (k === undefined) return `unknown card "${card}"`;
      const sec = (ch: string | undefined) => (ch === undefined ? -1 : (EPIC_SEC as readonly string[]).indexOf(ch));
      const sa = sec(where[0]), sb = sec(where[1]);
      if (where.length !== 2 || sa < 0 || sb < 0) return 'expected pick:CARD or pick:CARD@HD (H, D one of - l c r)';
      return { code: makeAction(EPIC_ACT.PICK, sa, sb, k) };
    }
    case 'march': {
      const i = arg.indexOf('-');
      const h1 = i < 0 ? undefined : parseHexText(b, arg.slice(0, i));
      const h2 = i < 0 ? undefined : parseHexText(b, arg.slice(i + 1));
      return h1 === undefined || h2 === undefined ? 'expected march:FROM-TO' : { code: makeAction(EPIC_ACT.MARCH, h1, h2) };
    }
    case 'give': {
      const c = (EPIC_GIVE.WORDS as readonly string[]).indexOf(arg);
      return c < 0 ? 'expected give:hand, give:display or give:none' : { code: makeAction(EPIC_GIVE.KIND, 0, 0, c) };
    }
    case 'initiative':
    case 'no-initiative':
      return arg !== '' ? 'takes no argument' : { code: makeAction(EPIC_INIT.KIND, 0, 0, verb === 'initiative' ? 1 : 0) };
    case 'lose': {
      const h = parseHexText(b, arg);
      return h === undefined ? 'expected lose:HEX' : { code: makeAction(EPIC_LOSE, h) };
    }
    case 'to': {
      const r = (GRANDE_ROLE as readonly string[]).indexOf(arg);
      return r < 1 ? 'expected to:l, to:c or to:r' : { code: makeAction(GRANDE_ACT.TO, 0, 0, r) };
    }
    case 'keep':
    case 'pass':
      return arg !== '' ? 'takes no argument' : { code: makeAction(GRANDE_ACT.OWN, 0, 0, verb === 'keep' ? GRANDE_ACT.KEEP : GRANDE_ACT.PASS) };
    case 'own': {
      const k = cardCode(enums, arg);
      return k === undefined ? `unknown card "${arg}"` : { code: makeAction(GRANDE_ACT.OWN, 0, 0, k) };
    }
    case 'half': {
      const h = (GRANDE_HALF as readonly string[]).indexOf(arg);
      return h < 1 ? 'expected half:l or half:r' : { code: makeAction(GRANDE_ACT.HALF, 0, 0, h) };
    }
    case 'square-give':
    case 'square-refuse':
      return arg !== '' ? 'takes no argument' : { code: makeAction(GRANDE_SQUARE.KIND, 0, 0, verb === 'square-give' ? 1 : 0) };
    default: return undefined;
  }
}

/** Parses an action text; returns the code, or an error message. */
export function parseAction(enums: CoreEnums, b: BoardDims, text: string): { code: number } | { error: string } {
  const A = enums.Act.code;
  const t = text.trim();
  const [verb, arg = ''] = t.includes(':') ? [t.slice(0, t.indexOf(':')), t.slice(t.indexOf(':') + 1)] : [t, ''];
  const hex = (s: string): number | undefined => (s.toLowerCase() === 'off' ? enums.OFF_BOARD : parseHexText(b, s));
  const bad = (why: string) => ({ error: `cannot read action "${text}": ${why}` });
  const one = (kind: number) => {
    const h = hex(arg);
    return h === undefined ? bad(`"${arg}" is not a hex on this board`) : { code: makeAction(kind, h) };
  };
  const two = (kind: number, sep: string) => {
    const i = arg.indexOf(sep);
    if (i < 0) return bad(`expected FROM${sep}TO`);
    const h1 = hex(arg.slice(0, i));
    const h2 = hex(arg.slice(i + 1));
    if (h1 === undefined || h2 === undefined) return bad('a hex is not on this board');
    return { code: makeAction(kind, h1, h2) };
  };
  const plain: Record<string, number> = {
    'end-orders': A.END_ORDERS, 'end-moves': A.END_MOVES, 'end-battles': A.END_BATTLES, accept: A.ACCEPT,
    evade: A.EVADE, 'first-strike': A.FIRST_STRIKE, skip: A.SKIP, square: A.SQUARE,
  };
  if (verb in plain) return arg === '' ? { code: makeAction(plain[verb]) } : bad('takes no argument');
  switch (verb) {
    case 'play':
    case 'draw':
    case 'discard': {
      const d = (GRANDE_DRAW as readonly string[]).indexOf(arg); // La Grande's no-March draw (D.8)
      if (verb === 'draw' && d >= 0) return { code: makeAction(GRANDE_ACT.NOMARCH, 0, 0, d) };
      const k = cardCode(enums, arg);
      if (k === undefined) return bad(`unknown card "${arg}"`);
      return { code: makeAction(verb === 'play' ? A.PLAY : verb === 'draw' ? A.DRAW : A.DISCARD, 0, 0, k) };
    }
    case 'order': return one(A.ORDER);
    case 'order-leader': return one(A.ORDER_LEADER);
    case 'rally': return one(A.RALLY);
    case 'evade-to': return one(A.EVADE_TO);
    case 'join': return one(A.JOIN);
    case 'retreat': return one(A.RETREAT);
    case 'leader-evade': return one(A.LEADER_EVADE);
    case 'advance': return one(A.ADVANCE);
    case 'move': return two(A.MOVE, '-');
    case 'enter': {
      const i = arg.indexOf('-');
      const t = i < 0 ? undefined : enums.Unit.code[arg.slice(0, i).toUpperCase()];
      const h = i < 0 ? undefined : parseHexText(b, arg.slice(i + 1));
      if (t === undefined || h === undefined) return bad('expected enter:TYPE-HEX, e.g. enter:WA-C1');
      return { code: makeAction(A.MOVE, enums.OFF_BOARD, h, t) };
    }
    case 'leader': return two(A.MOVE_LEADER, '-');
    case 'battle': return two(A.BATTLE, 'x');
    case 'ignore': {
      if (!/^\d$/.test(arg)) return bad('expected a number of flags');
      return { code: makeAction(A.IGNORE, 0, 0, Number(arg)) };
    }
    case 'die': {
      const f = (FACE_IDS as readonly string[]).indexOf(arg);
      if (f < 0) return bad(`unknown die face "${arg}" (${FACE_IDS.join(', ')})`);
      return { code: makeAction(A.DIE, 0, 0, f) };
    }
    default: {
      const nap = parseNapAction(enums, b, verb, arg) ?? parseEpicAction(enums, b, verb, arg);
      if (nap === undefined) return bad(`unknown verb "${verb}"`);
      return typeof nap === 'string' ? bad(nap) : nap;
    }
  }
}
