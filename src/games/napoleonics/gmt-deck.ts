// The GM&T 90-card green Command deck (rules digest C.5; option `commandDeck: "gmt90"`), by core card
// kind (assembly/cc/types.ts NCard member names). The digest knows the deck has 90 cards, not its
// counts: these are OUR ESTIMATE (UNCONFIRMED), the 70-card deck's kinds with every kind one copy
// richer or so, so that the section cards stay about two thirds of the deck. Read by core-pieces.ts,
// which sends them as NapScen.COMMAND_DECK items; docs/rules-coverage.md (C.5) says so.
//
//   section cards 60: Scout 2/3/2, Probe 5/7/5, Attack 5/7/5, Assault 2/3/2, Recon in Force 3,
//   Coordinated Advance 3, Flank Attack 3, Advance 3
//   tactics 30: Bayonet 3, Bombard 3, Cavalry Charge 4, Counter-Attack 3, Elan 2, Fire and Hold 3,
//   First Strike 3, Force March 2, La Grande Manoeuvre 1, Leadership 3, Rally 1, Take Command 2

export const GMT90_DECK: Readonly<Record<string, number>> = {
  SCOUT_L: 2, SCOUT_C: 3, SCOUT_R: 2, PROBE_L: 5, PROBE_C: 7, PROBE_R: 5, ATTACK_L: 5, ATTACK_C: 7, ATTACK_R: 5,
  ASSAULT_L: 2, ASSAULT_C: 3, ASSAULT_R: 2, RECON: 3, COORD_ADVANCE: 3, FLANK_ATTACK: 3, ADVANCE: 3,
  BAYONET: 3, BOMBARD: 3, CAV_CHARGE: 4, COUNTER: 3, ELAN: 2, FIRE_HOLD: 3, FIRST_STRIKE: 3, FORCE_MARCH: 2,
  GRANDE_MANOEUVRE: 1, LEADERSHIP: 3, RALLY: 1, TAKE_COMMAND: 2,
};
