// What to do now in a Napoleonics battle, for the prompt: the phases the GM&T pieces add (the
// core's NAP_PHASE_* globals, assembly/cc/napoleonics/actions.ts) and the Napoleonics moments of the
// shared phases (forming square when charged, combined arms, a Tactician card before the Command
// card). Returns null where the Ancients hint fits. Caller: view/panels.ts.
import { coreConst, type Game, type State } from '../engine.js';
import type { Intents } from '../intent.js';

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
  if (is('EPIC_PHASE_MARCH')) return 'March Moves: click a unit marked M, then a green hex, or Skip (E).';
  if (is('NAP_PHASE_GUERRILLA')) return 'spend a Guerrilla token against the French card just played, or Skip (E).';
  const name = st.phaseName();
  if (name === 'SCOUT') return 'Scout: of the two Command cards drawn, choose the one you give back.';
  if (name === 'COMBINE') return 'combined arms: click a ringed artillery unit to add its dice to this attack, or Skip (E) to attack alone.';
  if (name === 'RESPOND' && it.legal.some((a) => a.kind === 'square')) return 'your infantry is charged by cavalry: Form square (a random card of your hand goes on the Square track), accept (A), or play First Strike.';
  if (name === 'PLAY' && it.tactics.length) return 'play a Tactician card first if you wish (Tactician cards panel), then a Command card.';
  return null;
}
