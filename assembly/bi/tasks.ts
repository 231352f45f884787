// Kinds of the pending-task stack (state.ts: tasks[32]). Combat results, morale checks, leader
// casualties, retreats and the command phase are queued as tasks and run last-in first-out by
// flow.ts settle(): deterministic tasks run at once; a chance task (a d10 roll or a chit draw) makes
// the state a chance node; a decision task asks its owner. Task fields: a u8, b u16, c u8, d u8.
export enum K {
  NONE = 0,
  CP = 1, // chance: a = side rolls on the Command Point Table (B1)
  CMDPHASE = 2, // command check (seed III.A.2), then the Prussian initial action phase
  CHIT = 3, // chance: a = unit draws its strength chit (seed 9.1), skipped if it has one
  FIRE_PREP = 4, // fire group declared: mark, reveal, then roll
  FIRE_ROLL = 5, // chance: fire combat die (B4)
  MELEE_PREP = 6, // odds; a 1-4 or worse attack is called off (ORIGINAL H2), else roll
  MELEE_ROLL = 7, // chance: melee die (B5)
  MORALE = 8, // chance: a = unit checks morale (B6); c = 1 in melee; d = unit that checks if a routs
  LCAS = 9, // chance: a = leader casualty check (seed 5.4, R17)
  RECOVER = 10, // chance: a = routed unit's recovery check (seed 10.4)
  ACTROLL = 11, // chance: activation die of a reserve command; a = 0 movement, 1 combat (B2)
  OPROLL = 12, // chance: opportunity-fire die; a = battery, d = target (R9)
  OVERRUN = 13, // chance: a = leader overrun (seed 5.4)
  RETREAT = 14, // decision (owner): a = unit, b = hexes left, c = reference (0 all enemies, 1 ctxAtt, 2 ctxDef)
  PICK = 15, // decision (owner): a = mode (PickMode), b = count, c = 0 attackers / 1 defenders
  ADVANCE = 16, // decision (attacker): b = vacated hex
  OPFIRE = 17, // decision (French): batteries in opBatteries may fire at opMover
  ROUT = 18, // a = unit routs; c = 1 in melee; d = reference for the retreat
  MORALE_ALL = 19, // c = 0 attackers / 1 defenders check morale (melee)
  LPLACE = 20, // b = hex: leaders left alone there join the nearest friendly unit (seed 5.4)
  TURNEND = 21, // end of the turn: victory at the last turn, else the next command phase
  FIRE_D2 = 22, // a = top unit, d = other unit: D2 of the fire table (seed 9.24)
  OPPREP = 23, // a = battery, d = target: draw chits done, roll next
  WITHDRAW = 24, // decision (a = side): its cavalry may withdraw before the fire step (R16)
  TOPDECL = 25, // decision (owner of the stack in hex b): which unit is on top (R2)
  LEADERTIE = 26, // decision (a = leader): which of the equally near friendly units he joins (seed 5.4)
}

export enum PickMode { STEP = 0, ELIM = 1, ROUT = 2 }
export const REF_ALL: i32 = 0;
export const REF_ATT: i32 = 1;
export const REF_DEF: i32 = 2;
