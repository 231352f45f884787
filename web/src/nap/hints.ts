// What to do now in a Napoleonics battle, for the prompt: the phases the GM&T pieces add (the
// core's NAP_PHASE_* globals, assembly/cc/napoleonics/actions.ts) and the Napoleonics moments of the
// shared phases (forming square when charged, combined arms, a Tactician card before the Command
// card), and the EPIC seats' phases (D.7's initiative roll, La Grande's hand-outs and answers: D.8).
// Returns null where the Ancients hint fits. Caller: view/panels.ts.
import { coreConst, type Game, type State } from '../engine.js';
import type { Intents } from '../intent.js';
import { corpsHands } from './seat-hands.js';

export function napHint(game: Game, st: State, it: Intents): string | null {
  const ph = game.core.getPhase(st.ptr);
  const is = (name: string) => ph === coreConst(game, name);
  if (is('NAP_PHASE_LEADER_MOVE')) return 'you may move one leader up to 3 hexes (click him, then a green hex) and give up a Tactician card, or Skip (E).';
  if (is('NAP_PHASE_LEADER_DISCARD')) return 'choose the Tactician card you give up for the leader move.';
  if (is('NAP_PHASE_MR_PLACE')) return 'Mother Russia: use each result of the roll on a hex (one button per choice).';
  if (is('NAP_PHASE_TACT_RESPONSE')) return "the enemy is attacking: you may answer with a Tactician card (its Play button in the Tactician cards panel), or Skip (E).";
  if (is('NAP_PHASE_TIME_PRESSURE')) return 'Time Pressure (D.9): take the banner and draw 1 card instead of the Scout\'s 2, or decline.';
  if (is('EPIC_PHASE_PICK')) return 'take a second card from the Messenger display: click a card of the display, then how to play it.';
  if (is('EPIC_PHASE_GIVE')) return 'give one of your two cards to your sub-commander (D.7, 4 players): he orders and moves with it, you play the other (buttons in the Messenger display panel).';
  // D.7's initiative roll (a commander with no order and no card)
  if (is('EPIC_PHASE_INIT')) return 'no card and no order for you this turn: roll on initiative (each unit symbol orders one of your units, a sabre costs a block) or do not roll.';
  if (is('EPIC_PHASE_INIT_ORDER')) return 'initiative: click a unit to order it for the symbol rolled.';
  if (is('EPIC_PHASE_INIT_LOSE')) return 'initiative: a sabre was rolled: click the unit of yours that loses a block.';
  // La Grande's own turn (D.8)
  if (is('GRANDE_PHASE_TO')) return 'hand this card to one of your corps commanders (buttons beside the card in the Messenger display panel): two different commanders, a section card to its own commander.';
  if (is('GRANDE_PHASE_ANSWER')) return "the Commander-in-Chief handed you a card: play it, or play one of your own instead (click it in your hand).";
  if (is('GRANDE_PHASE_IDLE')) return 'no card from the Commander-in-Chief this turn: play one of your own (click it in your hand) or pass.';
  if (is('GRANDE_PHASE_HALF')) return 'this card orders in one of your two sections: choose the left or the right one.';
  if (is('GRANDE_PHASE_NOMARCH')) return 'your 3-star card gave no March Move: draw a Command card or a Tactician card instead.';
  if (is('GRANDE_PHASE_SQUARE')) return 'a corps commander with no card of his own asks for a card so that his infantry can form square: give one (drawn at random from your hand) or refuse (no square; the melee goes on).';
  if (is('GRANDE_PHASE_SCOUT_GIVE')) return "Scout: give the second card drawn to one of your corps commanders (buttons in the Messenger display panel).";
  if (is('EPIC_PHASE_MARCH')) return 'March Moves: click a unit marked M, then a green hex, or Skip (E).';
  if (is('NAP_PHASE_GUERRILLA')) return 'spend a Guerrilla token against the French card just played, or Skip (E).';
  const name = st.phaseName();
  // La Grande (D.8): the Scout card given up goes to a corps commander (GRANDE_PHASE_SCOUT_GIVE next)
  if (name === 'SCOUT' && corpsHands(game)) return 'Scout: of the two Command cards drawn, choose the one you give to one of your corps commanders (you keep the other).';
  if (name === 'SCOUT') return 'Scout: of the two Command cards drawn, choose the one you give back.';
  if (name === 'COMBINE') return 'combined arms: click a ringed artillery unit to add its dice to this attack, or Skip (E) to attack alone.';
  if (name === 'RESPOND' && it.legal.some((a) => a.kind === 'square')) return 'your infantry is charged by cavalry: Form square (a random card of your hand goes on the Square track), accept (A), or play First Strike.';
  if (name === 'PLAY' && it.tactics.length) return 'play a Tactician card first if you wish (Tactician cards panel), then a Command card.';
  return null;
}
