// The observation's La Grande appends (OBS_VERSION 2, docs/encoding.md "La Grande's slots and the
// viewer's halves"; design: docs/scenarios-epic.md D.8 "Observation"): the viewer's role, the turn's
// slots (cards C and D, holder, source, half, quotas left) and the Scout gift for the CinC, plus the
// two planes of the viewer's own halves. Called by ../encode.ts observe only; reads, never writes.
//
//   global (from G, encode.ts G_GRANDE = 242)   content                                      when
//   G+0..3     the viewer's role one-hot (seat >> 1: CinC, then the format's roles)           EPIC with 4+ seats
//   G+4..32    slot C's card one-hot (29 kinds)                                              La Grande
//   G+33..61   slot D's card one-hot
//   G+62..73   per slot i (0..3) 3: its holder, one-hot left / centre / right commander       La Grande
//              (the viewer's frame: an enemy viewer sees the active side's left on his right)
//   G+74..85   per slot 3: its card's source one-hot: the CinC's hand / the holder's own / initiative
//   G+86..93   per slot 2: the half chosen, one-hot his left / his right (the viewer's frame)
//   G+94..105  per slot 3: the section quotas still to come / 8: his left half, the zone, his right
//              half (viewer's frame): a done slot 0, the slot ordering now its card's quotas as
//              orders.ts holds them (ORDER in section mode; other modes 0), a waiting slot what its
//              card will give (grande-turn.ts slotPrintedQuotas). Orders given are not subtracted
//              (orders.ts counts them against the quotas; plane 41 marks them)
//   G+106..134 the Scout gift (D.8) one-hot, in the view of the CinC who gives it only             La Grande
//   135 globals in all. A slot is in use once its card is handed out (slots 0, 1: holder != 0) or
//   opened (slots 2, 3: an idle commander's own card, or an initiative roll); every field of a slot
//   not in use is 0.
//
//   planes (encode.ts P_HALVES = 46, 47): the viewer's left half, right half (grande-seats.ts
//   grandeHalves: both on his inner line); 0 for a CinC and outside La Grande.
import { active, phase, orderMode, secQuota } from "../state";
import { CARD_KIND_COUNT, Phase } from "../types";
import { epicOn, grandeOn, seatCount } from "./config";
import { eGet, E_STAGE, ST_A, ST_B, ST_DONE, G_OSLOT, G_GIFT } from "./block";
import { slotHolder, slotCount } from "./seats";
import { slotCard, slotSource, slotHalf, slotPrintedQuotas } from "./grande-turn";
import { grandeHalves } from "./grande-seats";

export const GG_ROLE: i32 = 0;
export const GG_CARD_C: i32 = 4;
export const GG_HOLDER: i32 = GG_CARD_C + 2 * CARD_KIND_COUNT; // 62
export const GG_SOURCE: i32 = GG_HOLDER + 12;                 // 74
export const GG_HALF: i32 = GG_SOURCE + 12;                   // 86
export const GG_QUOTA: i32 = GG_HALF + 8;                     // 94
export const GG_GIFT: i32 = GG_QUOTA + 12;                    // 106
/** Globals this module writes (header). */
export const GRANDE_OBS_GLOBALS: i32 = GG_GIFT + CARD_KIND_COUNT; // 135

const OM_SECTION: i32 = 1; // orders.ts's section mode (the quotas are per section)

@inline function put(g: usize, i: i32, v: f32): void { store<f32>(g + (<usize>i << 2), v); }

/** Halves bits of hex h for the viewer `seat` (1 his left, 2 his right): La Grande corps commanders only. */
export function viewerHalves(h: i32, seat: i32): i32 {
  if (!epicOn || !grandeOn) return 0;
  return grandeHalves(h, seat & 1, seat >> 1);
}

/** Is slot i in use (header)? */
function slotInUse(s: usize, i: i32): bool {
  if (i < 2) return slotCard(s, i) >= 0 && slotHolder(s, i) != 0;
  return i < slotCount(s);
}

/** The section quotas of slot i still to come, packed as grande-turn.ts slotQuotas (header). */
function quotasLeft(s: usize, i: i32): i32 {
  if (slotCard(s, i) < 0) return 0; // an initiative roll: its orders are the dice's
  const st = eGet(s, E_STAGE);
  if (st == ST_DONE) return 0;
  const cur = st == ST_A ? 0 : st == ST_B ? eGet(s, G_OSLOT) : -1;
  if (i < cur) return 0;
  if (i == cur && phase(s) == Phase.ORDER) {
    return orderMode(s) == OM_SECTION ? secQuota(s, 0) | (secQuota(s, 1) << 8) | (secQuota(s, 2) << 16) : 0;
  }
  return slotPrintedQuotas(s, i);
}

/** Writes the globals of the header at g (the block's first global) for viewer `seat`; the caller zeroed them. */
export function grandeObsGlobals(s: usize, seat: i32, g: usize): void {
  if (!epicOn) return;
  if (seatCount > 2) put(g, GG_ROLE + ((seat >> 1) & 3), 1);
  if (!grandeOn) return;
  const turned = (seat & 1) != active(s); // roles and halves are the active side's
  for (let j = 0; j < 2; j++) {
    const k = slotCard(s, 2 + j);
    if (k >= 0 && k < CARD_KIND_COUNT) put(g, GG_CARD_C + j * CARD_KIND_COUNT + k, 1);
  }
  for (let i = 0; i < 4; i++) {
    if (!slotInUse(s, i)) continue;
    const r = slotHolder(s, i);
    if (r >= 1) put(g, GG_HOLDER + 3 * i + (turned ? 3 - r : r - 1), 1);
    const src = i >= 2 && slotCard(s, i) < 0 ? 2 : slotSource(s, i);
    put(g, GG_SOURCE + 3 * i + src, 1);
    const hf = slotHalf(s, i);
    if (hf == 1 || hf == 2) put(g, GG_HALF + 2 * i + (turned ? 2 - hf : hf - 1), 1);
    const q = quotasLeft(s, i);
    const ql = q & 255, qz = (q >> 8) & 255, qr = (q >> 16) & 255;
    put(g, GG_QUOTA + 3 * i, <f32>(turned ? qr : ql) / 8);
    put(g, GG_QUOTA + 3 * i + 1, <f32>qz / 8);
    put(g, GG_QUOTA + 3 * i + 2, <f32>(turned ? ql : qr) / 8);
  }
  const gift = eGet(s, G_GIFT) - 1;
  if (gift >= 0 && gift < CARD_KIND_COUNT && seat == active(s)) put(g, GG_GIFT + gift, 1);
}
