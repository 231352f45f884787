// The battle log's entries: each applied decision told in words, with units named by type and
// side ("Carthaginian heavy infantry"), hexes kept structured ({ hex }) so the UI can link them to
// the board, and what changed on the board (blocks lost, units and leaders eliminated, banners).
// Built by session.ts from the structured action (engine.describeCode) and the states before and
// after it; dice are read by dice-read.ts, the reasons for ignoring flags by the core. No DOM here.
import type { Act, FlagIgnoreReason, Game, State, UnitView } from './engine.js';
import { cardInfo, UNIT_NAMES } from './cards.js';
import { isNapType, napUnitName, napUnitWords, TACTICIAN_CARDS, MR_WORDS } from './nap/names.js';
import { giveWords } from './nap/give.js';

export type Part = string | { hex: string };
export type FaceMark = 'hit' | 'flag' | 'miss';

export interface DiceRoll {
  /** Side whose unit (or card) rolled, 0 bottom / 1 top. */
  side: number;
  label: Part[];
  faces: string[];
  marks: FaceMark[];
  /** Probability that one die of this roll scores a hit (the core's count of hitting faces / 6; for the luck summary); 0 for checks. */
  pHit: number;
  /** A battle's main roll (not a casualty check, a card roll or dice at a lone leader). */
  main: boolean;
  /** Napoleonics dice: faces named infantry, cavalry, artillery, sabre, flag (view/dice.ts). */
  nap?: boolean;
}

export interface LogEntry {
  ply: number;
  turn: number;
  /** 0 / 1 for a side's decision, 2 for chance. */
  who: number;
  parts: Part[];
  kind: 'turn' | 'action' | 'dice' | 'event' | 'draw';
  dice?: DiceRoll;
  /** For a retreat: the unit's id, so the next step of the same retreat joins this entry. */
  retreatOf?: number;
  /** For a retreat: the hexes it went through, first to last. */
  path?: string[];
  /** For a retreat: the ply of each step, and the unit's name. */
  pathPlies?: number[];
  name?: string;
  /** For a draw seen by the viewer: the card id. */
  card?: string;
  /** Napoleonics: a unit formed square and this Command card went on its side's Square track (C.13). */
  square?: { unit: number; card: string };
  /** Napoleonics: a Mother Russia result used on a hex (C.16), drawn on the board as a token. */
  motherRussia?: { hex: string; use: string };
}

export const H = (hex: string): Part => ({ hex });
export const unitType = (t: string): string => UNIT_NAMES[t] ?? napUnitWords(t);
/** "Carthaginian heavy infantry"; a Napoleonics type names its nation itself ("Russian line infantry"). */
export const typeName = (type: string, sideName: string): string => (isNapType(type) ? napUnitName(type, sideName) : `${sideName} ${unitType(type)}`);
export const unitName = (u: UnitView, sideNames: [string, string]): string => typeName(u.type, sideNames[u.side === 'bottom' ? 0 : 1]);

/** A leader's name from the scenario (leaders are placed in the scenario's order), or null when unnamed. */
export function leaderName(game: Game, id: number): string | null {
  return game.scenario.leaders[id]?.name ?? null;
}

/** "Carthaginian leader Hannibal" or "Carthaginian leader". */
export function leaderTitle(game: Game, id: number, side: 'bottom' | 'top', sideNames: [string, string]): string {
  const n = leaderName(game, id);
  return `${sideNames[side === 'bottom' ? 0 : 1]} leader${n ? ` ${n}` : ''}`;
}

/** What changed on the board between two states: eliminations, block losses and gains, leaders, banners. */
export function boardEvents(game: Game, before: State, after: State, sideNames: [string, string]): Part[][] {
  const out: Part[][] = [];
  const b = new Map<number, UnitView>(before.units().map((u) => [u.id, u]));
  const a = new Map<number, UnitView>(after.units().map((u) => [u.id, u]));
  for (const [id, u] of b) {
    const v = a.get(id);
    const name = unitName(u, sideNames);
    if (!v) out.push([`${name} `, H(u.hex), ' is eliminated']);
    else if (v.blocks < u.blocks) out.push([`${name} `, H(v.hex), ` loses ${u.blocks - v.blocks} block${u.blocks - v.blocks > 1 ? 's' : ''} (${v.blocks} left)`]);
    else if (v.blocks > u.blocks) out.push([`${name} `, H(v.hex), ` regains ${v.blocks - u.blocks} block${v.blocks - u.blocks > 1 ? 's' : ''}`]);
  }
  const al = new Set(after.leaders().map((l) => l.id));
  for (const l of before.leaders()) if (!al.has(l.id)) out.push([`${leaderTitle(game, l.id, l.side, sideNames)} `, H(l.hex), ' is lost']);
  for (const s of [0, 1]) {
    const d = after.banners(s) - before.banners(s);
    if (d > 0) out.push([`${sideNames[s]} side ${d > 1 ? `wins ${d} banners` : 'wins a banner'} (${after.banners(s)}/${game.scenario.sides[s].banners})`]);
  }
  return out;
}

/** The unit whose hex changed between two states (a move, retreat, evade or advance), if any. */
export function movedUnit(before: State, after: State): { from: UnitView; to: UnitView } | null {
  const a = new Map(after.units().map((u) => [u.id, u]));
  for (const u of before.units()) {
    const v = a.get(u.id);
    if (v && v.hex !== u.hex) return { from: u, to: v };
  }
  return null;
}

/** Why a unit may ignore flags (the core's FlagIgnore reasons, B.10), in words. */
export const IGNORE_REASON_WORDS: Record<FlagIgnoreReason, string> = {
  leader: 'a leader is attached', support: 'supported by two neighbours', camp: 'foot on a camp',
  warriors: 'warriors at full strength', sacred: 'the Sacred Band', elephant: 'an elephant rolled at by mounted troops',
};

/** The readable form of one decision (dice and draws are handled by the caller). */
export function describe(act: Act, before: State, after: State, sideNames: [string, string], actor: number): Part[] {
  const side = sideNames[actor] ?? '';
  const at = (hex: string | null) => (hex ? before.units().find((u) => u.hex === hex) ?? null : null);
  const named = (hex: string | null) => { const u = at(hex); return u ? `${unitName(u, sideNames)} ` : ''; };
  const moved = movedUnit(before, after);
  const leaderAt = (hex: string | null) => { const l = hex ? before.leaders().find((x) => x.hex === hex) : undefined; return l ? leaderTitle(before.game, l.id, l.side, sideNames) : `${side} leader`; };
  const h = act.hexText, t = act.toText;
  switch (act.kind) {
    case 'play': return [`${side} plays ${cardInfo(act.card ?? '').title}`];
    case 'order': { const u = at(h); return [`${side} orders ${u ? `the ${unitType(u.type)}` : 'the unit'} `, H(h!)]; }
    case 'order-leader': return [`${side} orders ${leaderAt(h).replace(`${side} `, '')} `, H(h!), ' on his own'];
    case 'end-orders': return [`${side} ends orders`];
    case 'rally': return [`${named(h)}`, H(h!), ' rallies'];
    case 'move': return act.offBoard ? [named(h), H(h!), ' leaves the board'] : [named(h), H(h!), ' moves to ', H(t!)];
    case 'enter': return [`${side} ${unitType(act.unitType ?? '')} enters at `, H(t!)];
    case 'leader': return [`${leaderAt(h)} `, H(h!), ' moves to ', H(t!)];
    case 'end-moves': return [`${side} ends movement`];
    case 'battle': return [named(h), H(h!), ' battles ', named(t), H(t!)];
    case 'end-battles': return [`${side} ends battles`];
    case 'accept': return [`${side} accepts the attack`];
    case 'evade': return [`${side} chooses to evade`];
    case 'first-strike': return [`${side} plays First Strike`];
    case 'evade-to': return moved ? [`${unitName(moved.from, sideNames)} evades from `, H(moved.from.hex), ' to ', H(h!)] : [`${side} evades to `, H(h!)];
    case 'ignore': {
      const n = before.flagIgnoreReasons().length;
      const unit = before.combat().struck;
      const u = unit === null ? undefined : before.units().find((x) => x.id === unit);
      const who = u ? [`${unitName(u, sideNames)} `, H(u.hex)] : [side];
      const what = act.count === 0 ? ` ignores no flag (it could ignore ${n}` : ` ignores ${act.count} flag${act.count === 1 ? '' : 's'} (`;
      const why = before.flagIgnoreReasons().map((x) => IGNORE_REASON_WORDS[x]).join('; ');
      return [...who, act.count === 0 ? `${what}: ${why})` : `${what}${why})`];
    }
    case 'retreat': return moved ? [`${unitName(moved.from, sideNames)} retreats from `, H(moved.from.hex), ' to ', H(h!)] : [`${side} retreats to `, H(h!)];
    case 'leader-evade': return act.offBoard ? [`${side} leader escapes off the board`] : [`${side} leader escapes to `, H(h!)];
    case 'advance': return moved ? [`${unitName(moved.from, sideNames)} advances from `, H(moved.from.hex), ' to ', H(h!)] : [`${side} advances to `, H(h!)];
    case 'skip': return [`${side} declines`];
    // Napoleonics (C.13 squares, C.14 combined arms, C.16 national rules, C.17 Tactician cards, C.8 leader move)
    case 'square': { const u = before.combat().defenderHex; const d = u >= 0 ? at(before.game.hexText(u)) : null; return d ? [`${unitName(d, sideNames)} `, H(d.hex), ' forms square'] : [`${side} forms square`]; }
    case 'join': return [named(h), H(h!), ' joins the attack (combined arms)'];
    case 'tactic': return [`${side} plays the Tactician card ${TACTICIAN_CARDS[act.detail ?? '']?.title ?? act.detail ?? ''}`, ...(h && t ? [': ', named(h), H(h), ' to ', H(t)] : [])];
    case 'guerrilla': return [`${side} spends a Guerrilla token against the card just played`];
    case 'mother-russia': return [`Mother Russia: ${MR_WORDS[act.detail ?? ''] ?? act.detail ?? ''} at `, H(h!)];
    case 'leader-move': return [`${leaderAt(h)} `, H(h!), ' moves to ', H(t!), ' (leader move)'];
    case 'discard': return [`${side} gives up the Tactician card ${TACTICIAN_CARDS[act.detail ?? '']?.title ?? act.detail ?? ''}`];
    case 'time-pressure': return [`${side} takes the Time Pressure banner and draws 1 card instead of 2`];
    case 'pick': return [`${side} ${pickWords(act)}`];
    case 'march': return [named(h), H(h!), ' March Move to ', H(t!)];
    // D.7 4 players: the CinC hands one of the turn's two cards to his sub-commander
    case 'give': return [`${side} Commander-in-Chief ${giveWords(act, before, `the ${side} sub-commander`)}`];
    default: return [act.text];
  }
}

const SECTION_WORDS: Record<string, string> = { l: 'left', c: 'centre', r: 'right' };
/** "takes Bayonet Charge from the Messenger display (played in the centre)" for an EPIC pick ("bayonet@-c"). */
export function pickWords(act: Act): string {
  const [card = '', at = ''] = (act.detail ?? '').split('@');
  const [h = '-', d = '-'] = at.split('');
  const where = [h !== '-' ? `hand card in the ${SECTION_WORDS[h] ?? h}` : '', d !== '-' ? `display card in the ${SECTION_WORDS[d] ?? d}` : ''].filter(Boolean).join(', ');
  const what = card === 'none' ? 'no card (the Messenger display is empty)' : `${cardInfo(card).title} from the Messenger display`;
  return `takes ${what}${where ? ` (${where})` : ''}`;
}
