// The GM&T default action of C.8: at the end of its turn, before drawing, a side may discard a
// Tactician card to reposition one of its leaders up to 3 hexes. The leader moves as a lone leader
// does (C.8, the skeleton's B.4 rule): through friendly pieces, never through enemies, stopping in a
// terrain that stops units and on entering a friendly unit's hex (he attaches), never ending on
// another leader. The walk is this module's own (movement.ts sits above napoleonics/); the decision
// and the discard are phases of actions.ts driven by ../nap-flow.ts, listed by nap-legal.ts.
import { MAX_HEX, neighbor } from "../../common/geometry";
import { unitAt, leaderAt, uSide, lSide, lHex, lAlive, leaderCount, NONE } from "../state";
import { impassable, stopsAll } from "../scenario";
import { mkAct } from "../types";
import { NAP_ACT_LEADER_MOVE } from "./actions";
import { inSquare } from "./squares";

const dist = new StaticArray<u8>(MAX_HEX);
const queue = new StaticArray<i16>(MAX_HEX);
const seen = new StaticArray<i16>(MAX_HEX);

@inline function put(out: usize, n: i32, code: i32): i32 { store<i32>(out + (<usize>n << 2), code); return n + 1; }

/** Writes the leader moves of side (NAP_ACT_LEADER_MOVE codes) into out after n codes; the count. */
export function genLeaderMoves(s: usize, side: i32, out: usize, n: i32): i32 {
  const nl = leaderCount(s);
  for (let l = 0; l < nl; l++) {
    if (!lAlive(s, l) || lSide(s, l) != side || lHex(s, l) >= MAX_HEX) continue;
    const start = lHex(s, l);
    if (unitAt(s, start) != NONE && inSquare(s, unitAt(s, start))) continue; // no detaching from a square (C.4)
    let qh = 0, qt = 0, ns = 0;
    unchecked(dist[start] = 1); unchecked(seen[ns++] = <i16>start);
    unchecked(queue[qt++] = <i16>start);
    while (qh < qt) {
      const h = <i32>unchecked(queue[qh++]);
      const d = <i32>unchecked(dist[h]) - 1;
      if (d >= 3) continue;
      if (h != start && (stopsAll(h) || unitAt(s, h) != NONE)) continue; // he stops there
      for (let k = 0; k < 6; k++) {
        const m = neighbor(h, k);
        if (m < 0 || unchecked(dist[m]) != 0 || impassable(m)) continue;
        const o = unitAt(s, m), lm = leaderAt(s, m);
        if (o != NONE && uSide(s, o) != side) continue;
        if (o == NONE && lm != NONE && lSide(s, lm) != side) continue;
        unchecked(dist[m] = <u8>(d + 2)); unchecked(seen[ns++] = <i16>m);
        unchecked(queue[qt++] = <i16>m);
        if (lm == NONE) n = put(out, n, mkAct(NAP_ACT_LEADER_MOVE, start, m, 0));
      }
    }
    for (let i = 0; i < ns; i++) unchecked(dist[unchecked(seen[i])] = 0);
  }
  return n;
}
