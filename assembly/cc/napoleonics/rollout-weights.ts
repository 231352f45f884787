// The Napoleonics row of the rollout policy's weight block (../rollout.ts RW_*; issue 18, the second
// attempt at 502/506 in docs/strength.md). Data only: ../rollout.ts copies it into its block when the
// ruleset is Napoleonics (EPIC and La Grande play the same ruleset). What it adds over the Ancients row:
// - a battle is weighted by the dice it would roll (the core's own meleeDice / rangedDice: blocks,
//   artillery by range, terrain, squares), so a rollout fires where it hurts, and more so at a unit
//   its dice can likely take off (banners for units: how 502 and 506 are won, bench/nap-profile.ts);
// - a move or advance that ends on an objective hex (D.9 banners) is preferred, and a move that leaves
//   one for a hex that is not is avoided;
// - the static value adds the objective banners a side will take at the start of its next turn
//   (start-of-turn objectives held now but not yet scored; a turn-aligned cut sees them before the
//   flow awards them).
// The weights were set once from the Ancients row's scale, not tuned on results.
//
//   slot (../rollout.ts)       Ancients  Napoleonics
//   RW_ORDER                      4         4
//   RW_MOVE_EXIT                  6         6
//   RW_MOVE_NEAR                  6         6
//   RW_MOVE                       2         2
//   RW_MOVE_LEADER                1         1
//   RW_BATTLE                     8         4   (+ RW_BATTLE_DIE per die)
//   RW_BATTLE_DIE                 0         2
//   RW_IGNORE (per flag)          4         4
//   RW_ADVANCE                    3         3
//   RW_OTHER                      1         1
//   RW_ONTO_OBJECTIVE             0        12   (0: objectives not read)
//   RW_OFF_OBJECTIVE              0         1   (0: not read)
//   RW_EVAL_OBJ_PCT               0       100   (static value: pending objective banners, %)
//   RW_EVAL_BLOCKS_PCT           25        25
//   RW_BATTLE_WEAK                0         8   (a battle whose dice reach twice the target's blocks)
export const NAP_ROLLOUT_WEIGHTS: StaticArray<i32> = [4, 6, 6, 2, 1, 4, 2, 4, 3, 1, 12, 1, 100, 25, 8];
