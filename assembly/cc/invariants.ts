// The state invariant checker (export to JavaScript, re-exported by index.ts), run at every step by
// the random-play harness (tests/harness).
import { MAX_HEX } from "../common/geometry";
import {
  phase, actor, turn, card, played, banners, unitCount, leaderCount, uHex, uBlocks, uMax, lHex, hand, deck, discard,
  unitAt, leaderAt, misc, NONE, MISC_CARD_IN_PLAY, uHas, uSide, UF_ORDERED, orderedWord, unitsBb, leadersBb, lSide,
} from "./state";
import { BB_BYTES, bbClear, bbSet, bbEquals } from "../common/bitboard";
import { sideUnitsWord } from "./pieces";
import { DECK_COUNTS, terIn, terImpassable } from "./ruleset";
import { terrainAt, bannersToWin } from "./scenario";
import { Phase, Ter, CARD_KIND_COUNT } from "./types";
import { trackCards } from "./napoleonics/squares";
import { cmdHandsOn, corpsCmdOf, cmdHandsConsistent } from "./napoleonics/seat-block";
import { epicOn } from "./epic/config";
import { GRANDE_PHASE_CMD_DRAW } from "./epic/actions";
import { epicCardsHeld } from "./epic/block";
import { seatsConsistent } from "./epic/seats";
import { EPIC_PHASE_INIT_ROLL } from "./epic/actions";
import { isNapChancePhase, napInvariants } from "./napoleonics/nap-legal";

// ---- invariants (checked at every step by the random-play harness) -------------------------------
/**
 * 0 when the state is consistent, otherwise a code naming the first broken invariant:
 * 1 unit occupancy map, 2 leader occupancy map, 3 blocks out of range, 4 card count per kind (the
 * corps commanders' own hands of La Grande included) or a corps hand out of its sorted form,
 * 5 banners past the target without the game being over, 6 actor/phase mismatch,
 * 7 unit on impassable terrain, 8 two units or two leaders on one hex, 9 Tactician cards not conserved
 * or a Guerrilla / Mother Russia count out of range, 10 the piece lists (pieces.ts side sets, the
 * state's ordered-units bitmask, the occupancy bitboards) disagree with the pieces' sides, flags and hexes,
 * 11 EPIC seats (epic/seats.ts): a card holder outside the format's roles, or seat bytes written with 2 seats.
 */
const occCheck = new StaticArray<u64>(4 * 5);

export function checkInvariants(s: usize): i32 {
  const nu = unitCount(s);
  for (let w = 0; w < 2; w++) {
    let ordered: u64 = 0, side0: u64 = 0, side1: u64 = 0;
    for (let u = w << 6; u < nu && u < (w + 1) << 6; u++) {
      const bit = <u64>1 << <u64>(u & 63);
      if (uHas(s, u, UF_ORDERED)) ordered |= bit;
      if (uSide(s, u) == 0) side0 |= bit; else side1 |= bit;
    }
    if (orderedWord(s, w) != ordered || sideUnitsWord(s, 0, w) != side0 || sideUnitsWord(s, 1, w) != side1) return 10;
  }
  // the occupancy bitboards (state.ts unitsBb / leadersBb) against the pieces' hexes
  const occ = changetype<usize>(occCheck);
  for (let i = 0; i < 4; i++) bbClear(occ + <usize>i * BB_BYTES);
  for (let u = 0; u < nu; u++) if (uHex(s, u) < MAX_HEX) bbSet(occ + <usize>uSide(s, u) * BB_BYTES, uHex(s, u));
  for (let l = 0; l < leaderCount(s); l++) if (lHex(s, l) < MAX_HEX) bbSet(occ + <usize>(2 + lSide(s, l)) * BB_BYTES, lHex(s, l));
  for (let side = 0; side < 2; side++) {
    if (!bbEquals(occ + <usize>side * BB_BYTES, unitsBb(s, side))) return 10;
    if (!bbEquals(occ + <usize>(2 + side) * BB_BYTES, leadersBb(s, side))) return 10;
  }
  for (let u = 0; u < nu; u++) {
    const h = uHex(s, u);
    if (h < MAX_HEX) {
      if (unitAt(s, h) != u) return 1;
      if (uBlocks(s, u) < 1 || uBlocks(s, u) > uMax(s, u)) return 3;
      const t = terrainAt(h);
      if (terIn(terImpassable, t)) return 7;
    }
  }
  for (let h = 0; h < MAX_HEX; h++) {
    const u = unitAt(s, h);
    if (u != NONE && (u >= nu || uHex(s, u) != h)) return 8;
    const l = leaderAt(s, h);
    if (l != NONE && (l >= leaderCount(s) || lHex(s, l) != h)) return 8;
  }
  const nl = leaderCount(s);
  for (let l = 0; l < nl; l++) {
    const h = lHex(s, l);
    if (h < MAX_HEX && leaderAt(s, h) != l) return 2;
  }
  const p = phase(s);
  const inPlay = played(s);
  const limbo = (misc(s) & MISC_CARD_IN_PLAY) != 0; // the played card is between the hand and the discards
  for (let k = 0; k < CARD_KIND_COUNT; k++) {
    let n = deck(s, k) + discard(s, k) + hand(s, 0, k) + hand(s, 1, k) + trackCards(s, 0, k) + trackCards(s, 1, k);
    if (limbo && k == inPlay) n++;
    if (epicOn) n += epicCardsHeld(s, k); // EPIC: the Messenger display and the display card in play
    if (cmdHandsOn()) n += corpsCmdOf(s, k); // La Grande: the corps commanders' own hands (D.8)
    if (n != <i32>DECK_COUNTS[k]) return 4;
  }
  if (!cmdHandsConsistent(s)) return 4; // corps hands: sorted slots, empty outside La Grande 8 seats
  if (p != Phase.OVER) {
    if (banners(s, 0) >= <i32>bannersToWin[0] || banners(s, 1) >= <i32>bannersToWin[1]) return 5;
  }
  const a = actor(s);
  const chanceNode = p == Phase.ROLL || p == Phase.DRAW || p == Phase.DEAL || p == Phase.SQUARE_CARD || isNapChancePhase(p) || p == EPIC_PHASE_INIT_ROLL || p == GRANDE_PHASE_CMD_DRAW;
  if (!napInvariants(s)) return 9; // Napoleonics GM&T / EPIC pieces (napoleonics/nap-legal.ts)
  if (chanceNode != (a == 2)) return 6;
  if (p == Phase.OVER && a != 3) return 6;
  if (epicOn && !seatsConsistent(s)) return 11; // EPIC seats (D.7)
  return 0;
}

