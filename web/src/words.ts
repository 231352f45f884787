// Decisions in words for the AI panel, the buttons and the hand-over screen: "the Carthaginian
// heavy infantry on E7 attacks the Syracusan light bow on E5 with 4 dice" rather than "battle:E7xE5".
// Reads the pieces from a state and the dice from the core's targetsFrom; no rules of its own.
// Callers: view/play-view.ts, controller users.
import { parseHexText, type Act, type State } from './engine.js';
import { cardInfo } from './cards.js';
import { pickWords, unitName } from './log.js';
import { MR_WORDS, TACTICIAN_CARDS } from './nap/names.js';
import { giveWords } from './nap/give.js';
import { grandeWords, seatAt, type GrandeSeat } from './nap/grande.js';

/** Dice the unit on `from` would roll at each target (negative: close combat), from the core. */
export function targetDice(state: State, from: string): Map<string, number> {
  const g = state.game;
  const hex = parseHexText(g.board, from);
  if (hex === undefined) return new Map();
  const n = g.core.targetsFrom(state.ptr, hex, g.buffer);
  const v = new Int32Array(g.core.memory.buffer, g.buffer, n * 2);
  const out = new Map<string, number>();
  for (let i = 0; i < n; i++) out.set(g.hexText(v[2 * i]), v[2 * i + 1]);
  return out;
}

/** `seats`: La Grande's seats (nap/grande.ts), so a hand-out names the corps commander who gets the card. */
export function actWords(state: State, act: Act, sideNames: [string, string], seats: GrandeSeat[] | null = null): string {
  const at = (hex: string | null) => (hex ? state.units().find((u) => u.hex === hex) : undefined);
  const unit = (hex: string | null) => { const u = at(hex); return u ? `the ${unitName(u, sideNames)} on ${hex}` : `the unit on ${hex}`; };
  switch (act.kind) {
    case 'play': return `plays ${cardInfo(act.card ?? '').title}`;
    case 'order': return `orders ${unit(act.hexText)}`;
    case 'order-leader': return `orders the leader on ${act.hexText} on his own`;
    case 'end-orders': return 'ends orders';
    case 'rally': return `rallies ${unit(act.hexText)}`;
    case 'move': return act.offBoard ? `takes ${unit(act.hexText)} off the board` : `moves ${unit(act.hexText)} to ${act.toText}`;
    case 'enter': return `brings a reserve unit in at ${act.toText}`;
    case 'leader': return `moves the leader on ${act.hexText} to ${act.toText}`;
    case 'end-moves': return 'ends movement';
    case 'battle': {
      const d = targetDice(state, act.hexText!).get(act.toText!);
      const dice = d === undefined ? '' : ` with ${Math.abs(d)} ${Math.abs(d) === 1 ? 'die' : 'dice'}${d < 0 ? ' in close combat' : ''}`;
      return `${unit(act.hexText)} attacks ${unit(act.toText)}${dice}`;
    }
    case 'end-battles': return 'ends battles';
    case 'accept': return 'accepts the attack';
    case 'evade': return 'evades';
    case 'first-strike': return 'plays First Strike';
    case 'evade-to': return `evades to ${act.hexText}`;
    case 'ignore': return `ignores ${act.count} flag${act.count === 1 ? '' : 's'}`;
    case 'retreat': return `retreats to ${act.hexText}`;
    case 'leader-evade': return act.offBoard ? 'the leader escapes off the board' : `the leader escapes to ${act.hexText}`;
    case 'advance': return `advances to ${act.hexText}`;
    case 'skip': return 'declines';
    case 'square': return 'forms square';
    case 'join': return `adds ${unit(act.hexText)} to the attack (combined arms)`;
    case 'tactic': return `plays the Tactician card ${TACTICIAN_CARDS[act.detail ?? '']?.title ?? act.detail}${act.hexText ? `, moving ${unit(act.hexText)} to ${act.toText}` : ''}`;
    case 'guerrilla': return 'spends a Guerrilla token';
    case 'mother-russia': return `uses a Mother Russia result on ${act.hexText}: ${MR_WORDS[act.detail ?? ''] ?? act.detail}`;
    case 'leader-move': return `moves the leader on ${act.hexText} to ${act.toText}`;
    case 'discard': return act.detail && TACTICIAN_CARDS[act.detail] ? `gives up the Tactician card ${TACTICIAN_CARDS[act.detail].title}` : `discards ${cardInfo(act.detail ?? '').title}`;
    case 'time-pressure': return 'takes the Time Pressure banner (draws 1 card instead of 2)';
    case 'pick': return pickWords(act);
    case 'march': return `March Move: ${unit(act.hexText)} to ${act.toText}`;
    case 'give': return giveWords(act, state);
    // D.7's initiative roll (a commander with no order and no card, 6 and 8 seats; La Grande's idle commanders)
    case 'initiative': return act.detail === 'yes' ? 'rolls on initiative (each unit symbol orders a unit, a sabre costs a block)' : 'does not roll on initiative';
    case 'lose': return `takes the block the sabre costs from ${unit(act.hexText)}`;
    case 'hand-out': case 'answer': case 'half': case 'no-march': case 'square-ask': return grandeWords(act, state, seatAt(state), seats) ?? act.text;
    default: return act.text;
  }
}

/** A button's label for a decision the board and hand cannot take by a click. */
export function buttonLabel(act: Act): string {
  switch (act.kind) {
    case 'end-orders': return 'End orders';
    case 'end-moves': return 'End movement';
    case 'end-battles': return 'End battles';
    case 'accept': return 'Accept the attack';
    case 'evade': return 'Evade';
    case 'first-strike': return 'Play First Strike';
    case 'skip': return 'Skip';
    case 'ignore': return `Ignore ${act.count} flag${act.count === 1 ? '' : 's'}`;
    case 'order-leader': return `Order the leader on ${act.hexText} alone`;
    case 'move': return act.offBoard ? `Move ${act.hexText} off the board` : `Move ${act.hexText} to ${act.toText}`;
    case 'leader-evade': return act.offBoard ? 'Leader escapes off the board' : `Leader escapes to ${act.hexText}`;
    case 'enter': return `Bring in ${act.unitType} at ${act.toText}`;
    case 'square': return 'Form square';
    case 'guerrilla': return 'Spend a Guerrilla token';
    case 'mother-russia': return `Mother Russia on ${act.hexText}: ${MR_WORDS[act.detail ?? ''] ?? act.detail}`;
    case 'discard': return act.detail && TACTICIAN_CARDS[act.detail] ? `Give up ${TACTICIAN_CARDS[act.detail].title}` : `Discard ${cardInfo(act.detail ?? '').title}`;
    case 'leader-move': return `Move the leader on ${act.hexText} to ${act.toText}`;
    case 'join': return `Add the guns on ${act.hexText}`;
    case 'time-pressure': return 'Take the Time Pressure banner (draw 1 card)';
    case 'pick': return `Take ${pickWords(act).replace(/^takes /, '')}`;
    case 'march': return `March ${act.hexText} to ${act.toText}`;
    case 'give': return act.detail === 'none' ? 'Keep the card' : `Give the ${act.detail} card to the sub-commander`;
    case 'initiative': return act.detail === 'yes' ? 'Roll on initiative' : 'Do not roll';
    case 'lose': return `Lose the block on ${act.hexText}`;
    // La Grande (D.8): named with the cards and commanders by nap/grande.ts grandeLabel where the position is known
    case 'hand-out': return `Hand the card to the ${({ l: 'left', c: 'centre', r: 'right' } as Record<string, string>)[act.detail ?? ''] ?? ''} corps commander`;
    case 'answer': return act.detail === 'keep' ? "Play the Commander-in-Chief's card" : act.detail === 'pass' ? 'Pass' : `Play your own ${cardInfo(act.card ?? '').title}`;
    case 'half': return `Order in your ${act.detail === 'r' ? 'right' : 'left'} section`;
    case 'no-march': return `Draw a ${act.detail === 'tactician' ? 'Tactician' : 'Command'} card instead of a March Move`;
    case 'square-ask': return act.detail === 'give' ? 'Give a card for the square' : 'Refuse (no square)';
    default: return act.text;
  }
}

/** Win chance in words from a search value in [-1, 1] for the side that searched. */
export function winWords(value: number): string {
  const p = Math.round(((value + 1) / 2) * 100);
  return `${p}% to win`;
}

/** "The Carthaginian side wins the battle!" — side names are adjectives (Roman, Carthaginian). */
export function resultWords(winner: number, sideNames: [string, string]): string {
  return winner === 2 ? 'The battle is drawn.' : `The ${sideNames[winner]} side wins the battle!`;
}
