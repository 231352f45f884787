// EPIC configuration (rules digest D.2-D.6): whether the EPIC two-player turn is on, and its
// numbers, set by the scenario through setup.ts `scenarioEpic(id, a, b)` (EpicScen items below; the
// facade's src/games/napoleonics/epic.ts sends them); and the per-card EPIC facts the ruleset table
// has no column for (3-star cards, Take Command's spill), filled by name here as napoleonics/tables.ts
// does for the rest. Module-level configuration: one scenario per instance. Read by every epic/
// module and by the hooks in orders.ts, turn.ts, deck.ts, legal.ts, movement.ts.
import { setSectionBounds, setSubSectionLine } from "../../common/geometry";
import { NCard, CARD_KIND_COUNT } from "../types";

/** Scenario items of scenarioEpic(id, a, b). */
export enum EpicScen {
  ON,          // a = 1: the EPIC two-player turn (D.3-D.6) is on for this scenario
  SECTIONS,    // a, b = the dotted lines in doubled coordinates (geometry setSectionBounds; D.2 UNCONFIRMED)
  DISPLAY,     // a = Messenger display size (5), b = the count at which it is refilled (2) (D.3.3)
  MARCH,       // a = March Moves per 3-star card (3) (D.4)
  SEATS,       // a = seats of the game: 2 (one CinC a side, the default), 4, 6 or 8 (D.7; epic/seats.ts)
  SHARE_HANDS, // a = 1: teammates see the Command hand their CinC holds (D.7 "players at a table may"; off by default)
  INITIATIVE8, // a = 1: the 6-seat initiative roll in 8 seats too (D.7 [Interp]; off by default, the seed gives none)
  SUBSECTIONS, // a = pair 0..2 (bottom view), b = x2 of its inner dotted line: La Grande's six sections (D.2, D.8; geometry setSubSectionLine)
  CORPS_CARDS, // a = seat 2..7 (a corps commander), b = his own Command hand 0..8: La Grande's corps hands (D.8; napoleonics/seat-block.ts cmdHandsOn, 8 seats only)
  GRANDE,      // a = 1: La Grande's own turn (D.8, epic/grande-turn.ts) in 8 seats (after SEATS 8)
  CORPS_REDRAW, // a = 1: La Grande, a corps commander who played his own card draws a Command card at the end of the turn (D.8, the seed unclear; off by default)
  CORPS_TACT,  // a = seat 2..7 (a corps commander), b = his starting Tactician cards 0..10 from the battle notes: La Grande (D.8, 8 seats only; replaces D.7's 1 + share)
  COUNT
}

/** The EPIC turn is on (read once per hook: the Ancients and standard Napoleonics paths test only this). */
export let epicOn: bool = false;
export let displaySize: i32 = 5;
export let refillAt: i32 = 2;
export let marchMax: i32 = 3;
/** Seats of the game (D.7): 2, 4, 6 or 8; seat = side + 2 * role (epic/seats.ts). */
export let seatCount: i32 = 2;
/** Teammates see the hand their CinC holds (option SHARE_HANDS). */
export let shareTeamHands: bool = false;
/** La Grande's corps commanders' own Command hands (CORPS_CARDS items): on, and the cards per seat. */
export let corpsHands: bool = false;
export const corpsCards = new StaticArray<u8>(8);
/** La Grande's corps commanders' starting Tactician cards (CORPS_TACT items, D.8 "the number in the
 *  battle notes"): on, and the cards per seat; off, the D.7 deal (1 + an even share) stands. */
export let corpsTactOn: bool = false;
export const corpsTact = new StaticArray<u8>(8);
/** The initiative roll in 8 seats (option INITIATIVE8). */
export let initiative8: bool = false;
/** La Grande's own turn (D.8, epic/grande-turn.ts): 8 seats on the 26-wide board with six sections. */
export let grandeOn: bool = false;
/** La Grande: a corps commander's own card played earns him a Command card (option CORPS_REDRAW). */
export let grandeCorpsRedraw: bool = false;
/** Is the initiative roll (D.7) part of this format: 6 seats, 8 with the option, La Grande (D.8)? */
@inline export function initiativeOn(): bool { return seatCount == 6 || (seatCount == 8 && (initiative8 || grandeOn)); }

// per card kind: bit 0 a 3-star card (D.4: Scout, Elan, Leadership, Take Command); bit 1 its orders
// may extend into a second section (D.3: Take Command)
export const EC_STAR3: u8 = 1;
export const EC_SPILL: u8 = 2;
const EPIC_CARD = new StaticArray<u8>(64);
@inline export function epicCardHas(k: i32, bit: u8): bool { return k < CARD_KIND_COUNT && (unchecked(EPIC_CARD[k]) & bit) != 0; }

function fillEpicCards(): void {
  for (let k = 0; k < 64; k++) EPIC_CARD[k] = 0;
  EPIC_CARD[NCard.SCOUT_L] = EC_STAR3; EPIC_CARD[NCard.SCOUT_C] = EC_STAR3; EPIC_CARD[NCard.SCOUT_R] = EC_STAR3;
  EPIC_CARD[NCard.ELAN] = EC_STAR3; EPIC_CARD[NCard.LEADERSHIP] = EC_STAR3;
  EPIC_CARD[NCard.TAKE_COMMAND] = EC_STAR3 | EC_SPILL;
}

/** Resets the configuration (setup.ts scenarioBeginRuleset: a new scenario starts with EPIC off). */
export function epicReset(): void {
  epicOn = false; displaySize = 5; refillAt = 2; marchMax = 3; seatCount = 2; shareTeamHands = false; initiative8 = false; grandeOn = false; grandeCorpsRedraw = false;
  corpsHands = false; for (let i = 0; i < 8; i++) unchecked(corpsCards[i] = 0);
  corpsTactOn = false; for (let i = 0; i < 8; i++) unchecked(corpsTact[i] = 0);
}

/** Applies one scenario item; returns 0, or -1 for a bad item. `withDisplay(n)` is called when EPIC
 *  goes on, to deal the display in the template state (setup.ts). */
export function epicConfigure(id: i32, a: i32, b: i32): i32 {
  if (id == EpicScen.ON) { epicOn = a != 0; if (epicOn) fillEpicCards(); return 0; }
  if (id == EpicScen.SECTIONS) return setSectionBounds(a, b) ? 0 : -1;
  if (id == EpicScen.DISPLAY) {
    if (a < 1 || a > 10 || b < 0 || b >= a) return -1;
    displaySize = a; refillAt = b; return 0;
  }
  if (id == EpicScen.MARCH) { if (a < 0 || a > 8) return -1; marchMax = a; return 0; }
  if (id == EpicScen.SEATS) { if (a != 2 && a != 4 && a != 6 && a != 8) return -1; seatCount = a; return 0; }
  if (id == EpicScen.SHARE_HANDS) { shareTeamHands = a != 0; return 0; }
  if (id == EpicScen.INITIATIVE8) { initiative8 = a != 0; return 0; }
  if (id == EpicScen.SUBSECTIONS) return setSubSectionLine(a, b) ? 0 : -1;
  if (id == EpicScen.CORPS_CARDS) { if (a < 2 || a > 7 || b < 0 || b > 8) return -1; corpsHands = true; unchecked(corpsCards[a] = <u8>b); return 0; }
  if (id == EpicScen.GRANDE) { if (a != 0 && seatCount != 8) return -1; grandeOn = a != 0; return 0; }
  if (id == EpicScen.CORPS_REDRAW) { grandeCorpsRedraw = a != 0; return 0; }
  if (id == EpicScen.CORPS_TACT) { if (a < 2 || a > 7 || b < 0 || b > 10) return -1; corpsTactOn = true; unchecked(corpsTact[a] = <u8>b); return 0; }
  return -1;
}
