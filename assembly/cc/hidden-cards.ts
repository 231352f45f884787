// Command cards parked outside the hands while the player who drew them decides, and their hiding
// in determinization (docs/contract.md "Cards in no hand"). Called by contract.ts determinize only.
//
//   card                         where it waits (kind + 1, 0: none)     holder while it waits
//   the Scout's two draws (C.5)  state C_SCOUT1, C_SCOUT2 (also in the  the active side's hand (the
//                                active side's hand: discard: names them) CinC's in EPIC seats, D.6/D.7)
//   La Grande's Scout gift (D.8) EPIC block G_GIFT (in no hand: between  the CinC of the active side
//                                discard: and to:)
//
// Only the seat holding the active side's hand knows them: seat == active side (the CinC; 2 seats:
// the player), and with shareTeamHands his teammates, who see that hand anyway (epic/seats.ts
// seesOwnHand). For every other viewer parkHidden moves them into the deck (the unseen pool) before
// the hands are resampled, and redrawHidden draws as many again from that pool afterwards, into the
// same places: every count is kept (invariant 4) and the viewer learns nothing but how many there are.
import { active, misc, MISC_SCOUT, cGet, cSet, C_SCOUT1, C_SCOUT2, hand, setHand, deck, setDeck } from "./state";
import { takeCmdFromDeck } from "./napoleonics/seat-block";
import { seesOwnHand } from "./epic/seats";
import { epicOn, grandeOn } from "./epic/config";
import { eGet, eSet, G_GIFT } from "./epic/block";

let parkedScout: i32 = 0;    // bit 0: C_SCOUT1's card parked, bit 1: C_SCOUT2's
let parkedGift: bool = false;

/** Does `viewer` (a seat: side + 2 * role) know the cards of the active side's hand? */
export function knowsActiveHand(s: usize, viewer: i32): bool { return (viewer & 1) == active(s) && seesOwnHand(viewer); }

/** Moves the parked cards `viewer` may not know into the deck (header); nothing for the one who knows. */
export function parkHidden(s: usize, viewer: i32): void {
  parkedScout = 0;
  parkedGift = false;
  if (knowsActiveHand(s, viewer)) return;
  const side = active(s);
  if ((misc(s) & MISC_SCOUT) != 0) {
    for (let j = 0; j < 2; j++) {
      const f = j == 0 ? C_SCOUT1 : C_SCOUT2;
      const k = cGet(s, f) - 1;
      if (k < 0 || hand(s, side, k) == 0) continue;
      setHand(s, side, k, hand(s, side, k) - 1);
      setDeck(s, k, deck(s, k) + 1);
      cSet(s, f, 0);
      parkedScout |= 1 << j;
    }
  }
  if (epicOn && grandeOn) {
    const k = eGet(s, G_GIFT) - 1;
    if (k >= 0) { setDeck(s, k, deck(s, k) + 1); eSet(s, G_GIFT, 0); parkedGift = true; }
  }
}

/** Draws every card parkHidden parked again, at random from the deck (never empty here: the parked
 *  cards are in it), into its place (header). */
export function redrawHidden(s: usize, rng: usize): void {
  const side = active(s);
  for (let j = 0; j < 2; j++) {
    if ((parkedScout & (1 << j)) == 0) continue;
    const k = takeCmdFromDeck(s, rng);
    setHand(s, side, k, hand(s, side, k) + 1);
    cSet(s, j == 0 ? C_SCOUT1 : C_SCOUT2, k + 1);
  }
  if (parkedGift) eSet(s, G_GIFT, takeCmdFromDeck(s, rng) + 1);
  parkedScout = 0;
  parkedGift = false;
}
