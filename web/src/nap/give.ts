// The 4-seat EPIC give decision in words (digest D.7 4 players: after the pick the Commander-in-Chief
// hands one of the turn's two cards to his sub-commander and keeps the other; a single card played
// stays with him). The notation is the core's (`give:hand`, `give:display`, `give:none`,
// src/core/notation.ts EPIC_GIVE); this module only names the cards behind `hand` and `display`,
// read from the position the decision is taken in (the played card: getPlayed; the display card:
// the EPIC field CARD2, nap/turn-fields.ts). Callers: log.ts (the battle log), words.ts (buttons, the AI panel), nap/epic.ts
// (the give buttons). No DOM.
import type { Act, Game, State } from '../engine.js';
import { cardInfo } from '../cards.js';
import { epicField, isCardKind } from './turn-fields.js';

/** The card id of a Command card kind ("probe-l"), or null. */
function cardIdOf(game: Game, k: number): string | null {
  return isCardKind(game, k) ? game.cardId(k) : null;
}

/** The turn's two cards in the position of the give decision: the one played from the hand and the one taken from the display. */
export function turnCards(st: State): { hand: string | null; display: string | null } {
  return { hand: cardIdOf(st.game, st.game.core.getPlayed(st.ptr)), display: cardIdOf(st.game, epicField(st, 'CARD2')) };
}

/** Which card a give action hands over: 'hand', 'display' or 'none' (the action's detail). */
export function giveWhich(act: Act): 'hand' | 'display' | 'none' {
  return act.detail === 'hand' || act.detail === 'display' ? act.detail : 'none';
}

const title = (id: string | null, fallback: string) => (id ? cardInfo(id).title : fallback);

/**
 * "gives Probe Left (the hand card) to the sub-commander and keeps Bayonet Charge (the display card)",
 * or "keeps Probe Left (the only card played)", in the position `st` the decision is taken in.
 */
export function giveWords(act: Act, st: State, sub = 'the sub-commander'): string {
  const { hand, display } = turnCards(st);
  const which = giveWhich(act);
  if (which === 'none') return `keeps ${title(hand, 'the hand card')} (the only card played)`;
  const given = which === 'hand' ? `${title(hand, 'the hand card')} (the hand card)` : `${title(display, 'the display card')} (the display card)`;
  const kept = which === 'hand' ? `${title(display, 'the display card')} (the display card)` : `${title(hand, 'the hand card')} (the hand card)`;
  return `gives ${given} to ${sub} and keeps ${kept}`;
}
