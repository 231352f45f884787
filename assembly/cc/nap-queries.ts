// Exports (re-exported by index.ts): read access to the GM&T / EPIC pieces of a state for the facade,
// the UI and tests: objective banners held, Tactician hands and deck, pending draws, Guerrilla tokens,
// garrison pools, and the cards in effect. Hidden information: the facade shows a side's Tactician
// hand only to that side (tacticianHand), the other side's by count (tacticianHandCount).
import { tHand, tDeck, tDiscard, tPending, xGet, X_GUERRILLA, X_TACT_TURN, X_TACT_GUARD } from "./napoleonics/extension";
import { tHandCount, tDeckCount } from "./napoleonics/tactician";
import { objHolder, objHeld } from "./napoleonics/objectives";
import { garrisonPool } from "./napoleonics/garrisons";

/** The side holding objective o's banners (2: nobody). */
export function objectiveHolder(s: usize, o: i32): i32 { return objHolder(s, o); }
/** Banners objective o gives its holder now. */
export function objectiveBanners(s: usize, o: i32): i32 { return objHeld(s, o); }
/** Tactician cards of kind k in side's hand. */
export function tacticianHand(s: usize, side: i32, k: i32): i32 { return tHand(s, side, k); }
export function tacticianHandCount(s: usize, side: i32): i32 { return tHandCount(s, side); }
export function tacticianDeck(s: usize, k: i32): i32 { return tDeck(s, k); }
export function tacticianDeckCount(s: usize): i32 { return tDeckCount(s); }
export function tacticianDiscard(s: usize, k: i32): i32 { return tDiscard(s, k); }
export function tacticianPending(s: usize, side: i32): i32 { return tPending(s, side); }
/** The Tactician card in effect for the active side's turn / the guard card, + 1 (0: none). */
export function tacticianInEffect(s: usize, guard: i32): i32 { return xGet(s, guard != 0 ? X_TACT_GUARD : X_TACT_TURN); }
export function guerrillaTokens(s: usize, side: i32): i32 { return xGet(s, X_GUERRILLA + side); }
export function garrisonBlocks(s: usize, side: i32): i32 { return garrisonPool(s, side); }
