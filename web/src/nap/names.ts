// Napoleonics as people read it: unit types by nation and class ("Russian line infantry"), the short
// two-line counter label ("RU" over "Line"), each type's die class (C.2: infantry, cavalry,
// artillery), the Command cards (C.4, digest card list) and the Tactician cards (C.17, the core's deck
// table described in words; two are ORIGINAL cards of this project). Display tables only: the rules
// are the core's (assembly/cc/napoleonics). Ids are the notation's ("probe-c", "FR_LN",
// "infantry-ranged-leader"). Callers: cards.ts (merged into the shared tables), nap/*.ts.
import type { CardInfo } from '../cards.js';

export const NATIONS: Record<string, string> = {
  FR: 'French', BR: 'British', PT: 'Portuguese', SP: 'Spanish', RU: 'Russian', AU: 'Austrian', PR: 'Prussian',
};

/** Unit kind by the core type's suffix: words, the counter's short label, and its die class (0 infantry, 1 cavalry, 2 artillery). */
const KINDS: Record<string, { words: string; label: string; cls: 0 | 1 | 2 }> = {
  LN: { words: 'line infantry', label: 'Line', cls: 0 }, LT: { words: 'light infantry', label: 'Light', cls: 0 },
  GR: { words: 'grenadiers', label: 'Gren', cls: 0 }, YG: { words: 'Young Guard infantry', label: 'Y.Guard', cls: 0 },
  OG: { words: 'Old Guard infantry', label: 'O.Guard', cls: 0 }, MI: { words: 'militia', label: 'Militia', cls: 0 },
  RI: { words: 'rifles', label: 'Rifles', cls: 0 }, GG: { words: 'Foot Guards', label: 'Guard', cls: 0 },
  GLT: { words: 'Guard light infantry', label: 'G.Light', cls: 0 }, GGR: { words: 'Guard grenadiers', label: 'G.Gren', cls: 0 },
  GRZ: { words: 'Grenzer light infantry', label: 'Grenz', cls: 0 }, RES: { words: 'reserve infantry', label: 'Reserve', cls: 0 },
  LW: { words: 'Landwehr', label: 'Landw', cls: 0 },
  LC: { words: 'light cavalry', label: 'L.Cav', cls: 1 }, LNCR: { words: 'lancers', label: 'Lancer', cls: 1 },
  HC: { words: 'heavy cavalry', label: 'H.Cav', cls: 1 }, CU: { words: 'cuirassiers', label: 'Cuir', cls: 1 },
  GLC: { words: 'Guard light cavalry', label: 'G.L.Cav', cls: 1 }, GHC: { words: 'Guard heavy cavalry', label: 'G.H.Cav', cls: 1 },
  COS: { words: 'Cossacks', label: 'Cossack', cls: 1 },
  FA: { words: 'foot artillery', label: 'Foot Art', cls: 2 }, GFA: { words: 'Guard foot artillery', label: 'G.Art', cls: 2 },
  HA: { words: 'horse artillery', label: 'Horse Art', cls: 2 }, GHA: { words: 'Guard horse artillery', label: 'G.H.Art', cls: 2 },
};

/** The parts of a core unit type ("RU_COS" -> nation RU, kind COS); the garrison has no nation. */
function parts(type: string): { nation: string; kind: string } {
  const i = type.indexOf('_');
  return i < 0 ? { nation: '', kind: type } : { nation: type.slice(0, i), kind: type.slice(i + 1) };
}

/** "Russian line infantry", "garrison"; the type itself when unknown. */
export function napUnitWords(type: string): string {
  if (type === 'GAR') return 'garrison';
  const { nation, kind } = parts(type);
  const k = KINDS[kind];
  return k ? `${NATIONS[nation] ?? nation} ${k.words}` : type;
}

/** Is this a Napoleonics core type ("FR_LN", "GAR")? Ancients types have no nation prefix. */
export function isNapType(type: string): boolean { return type === 'GAR' || (type.includes('_') && KINDS[parts(type).kind] !== undefined); }

/** A unit of a Napoleonics type named for the log: its nation's words, or the side's for a garrison. */
export function napUnitName(type: string, sideName: string): string { return type === 'GAR' ? `${sideName} garrison` : napUnitWords(type); }

/** The counter's two short lines: nation code and kind ("RU", "Line"). */
export function napUnitLabel(type: string): [string, string] {
  if (type === 'GAR') return ['', 'Garrison'];
  const { nation, kind } = parts(type);
  return [nation, KINDS[kind]?.label ?? kind];
}

/** Die class of a type: 0 infantry, 1 cavalry, 2 artillery (the Napoleonics die, C.2). */
export function napUnitClass(type: string): 0 | 1 | 2 {
  return KINDS[parts(type).kind]?.cls ?? 0;
}

/** Every core unit type name this table knows (for the merged display tables). */
export function napTypes(coreTypes: readonly string[]): string[] { return coreTypes.filter((t) => t === 'GAR' || KINDS[parts(t).kind]); }

const secCard = (n: number, s: 'L' | 'C' | 'R', title: string, extra = ''): CardInfo => ({
  title, text: `Order ${n} unit${n > 1 ? 's' : ''} or leaders in the ${s === 'L' ? 'left' : s === 'C' ? 'centre' : 'right'} section.${extra}`, sections: { [s]: n },
});
const SCOUT = ' At the end of the turn draw 2 Command cards and keep 1.';

/** The Napoleonics Command deck (C.4), by the notation's card id. */
export const NAP_CARDS: Record<string, CardInfo> = {
  'scout-l': secCard(1, 'L', 'Scout Left', SCOUT), 'scout-c': secCard(1, 'C', 'Scout Centre', SCOUT), 'scout-r': secCard(1, 'R', 'Scout Right', SCOUT),
  'probe-l': secCard(2, 'L', 'Probe Left'), 'probe-c': secCard(2, 'C', 'Probe Centre'), 'probe-r': secCard(2, 'R', 'Probe Right'),
  'attack-l': secCard(3, 'L', 'Attack Left'), 'attack-c': secCard(3, 'C', 'Attack Centre'), 'attack-r': secCard(3, 'R', 'Attack Right'),
  'assault-l': { title: 'Assault Left', text: 'Order units or leaders equal to your command in the left section.', sections: { L: 4 } },
  'assault-c': { title: 'Assault Centre', text: 'Order units or leaders equal to your command in the centre section.', sections: { C: 4 } },
  'assault-r': { title: 'Assault Right', text: 'Order units or leaders equal to your command in the right section.', sections: { R: 4 } },
  recon: { title: 'Recon in Force', text: 'Order 1 unit or leader in each section.', sections: { L: 1, C: 1, R: 1 } },
  'coord-advance': { title: 'Coordinated Advance', text: 'Order 1 unit on the left, 2 in the centre and 1 on the right.', sections: { L: 1, C: 2, R: 1 } },
  'flank-attack': { title: 'Flank Attack', text: 'Order 2 units on the left and 2 on the right.', sections: { L: 2, R: 2 } },
  advance: { title: 'Advance', text: 'Order 2 units in each section.', sections: { L: 2, C: 2, R: 2 } },
  bayonet: { title: 'Bayonet Charge', text: 'Order up to 4 infantry: they may move 2 hexes and still melee; no fire this turn.', sections: null },
  bombard: { title: 'Bombard', text: 'Order up to 4 artillery: move up to 3 hexes and not battle, or stay and battle with 2 extra dice.', sections: null },
  'cav-charge': { title: 'Cavalry Charge', text: 'Order up to 4 cavalry or horse artillery; cavalry battles with 1 extra die this turn.', sections: null },
  elan: { title: 'Elan', text: 'Roll dice equal to your command: each unit symbol orders a unit of that type, which battles with 1 extra die. Then the deck is reshuffled.', sections: null },
  'fire-hold': { title: 'Fire and Hold', text: 'Order up to 4 infantry or artillery not next to an enemy: they do not move and fire with 1 extra die.', sections: null },
  'force-march': { title: 'Force March', text: 'Order the infantry of one section: they may move one hex farther and still battle.', sections: null },
  'grande-manoeuvre': { title: 'La Grande Manoeuvre', text: 'Order up to 4 units or leaders for a move of up to 4 hexes; they do not battle.', sections: null },
  leadership: { title: 'Leadership', text: 'Order leaders and the units with them.', sections: null },
  'take-command': { title: 'Take Command', text: 'Order units or leaders equal to your command, anywhere.', sections: null },
};

/** The Tactician cards (C.17) by the notation's id: the core's deck table (timing, effect, filter) in words. */
export const TACTICIAN_CARDS: Record<string, CardInfo> = {
  'call-forward-reserves': { title: 'Call Forward the Reserves', text: 'Now: a unit on your baseline moves next to one of your leaders.', sections: null },
  'infantry-forward-leader': { title: 'Infantry Forward', text: 'This turn: ordered infantry with a leader move 1 hex farther.', sections: null },
  'inspired-infantry-leader': { title: 'Inspired Infantry', text: 'This turn: ordered infantry with a leader ignore 1 flag.', sections: null },
  'leader-orders-fall-back': { title: 'Leader Orders Fall Back', text: 'Now: a unit with a leader steps 1 hex toward your baseline.', sections: null },
  'light-infantry-skirmish': { title: 'Light Infantry Skirmish', text: 'This turn: ordered light infantry fire with 1 extra die.', sections: null },
  'battle-back-bonus': { title: 'Battle Back', text: "Until the end of the enemy's next turn: your units battle back with 1 extra die.", sections: null },
  'infantry-melee-leader': { title: 'Infantry Melee', text: 'This turn: ordered infantry with a leader melee with 1 extra die.', sections: null },
  'infantry-ranged-leader': { title: 'Infantry Fire', text: 'This turn: ordered infantry with a leader fire with 1 extra die.', sections: null },
  'cavalry-leader': { title: 'Cavalry Leader', text: 'This turn: ordered cavalry with a leader melee with 1 extra die.', sections: null },
  'hold-the-line-leader': { title: 'Hold the Line', text: "Until the end of the enemy's next turn: your units with a leader ignore 1 flag.", sections: null },
  sapper: { title: 'Sapper', text: "Until the end of the enemy's next turn: your units in cover ignore 1 flag.", sections: null },
  'capable-tactician': { title: 'Capable Tactician', text: 'Now: draw 2 Tactician cards.', sections: null },
  'leader-bonus': { title: 'Leader Bonus', text: 'This turn: ordered units with a leader battle with 1 extra die.', sections: null },
  'short-supply': { title: 'Short Supply', text: 'Now: a unit not in square, with its leader, goes back to a free hex of its own baseline in its section.', sections: null },
  'grand-battery': { title: 'Grand Battery (ORIGINAL card)', text: 'This turn: ordered artillery fire with 1 extra die. An original card of this project.', sections: null },
  'cavalry-screen': { title: 'Cavalry Screen (ORIGINAL card)', text: "Until the end of the enemy's next turn: your cavalry ignore 1 flag. An original card of this project.", sections: null },
};

/** Mother Russia results (C.16) by the notation's use id. */
export const MR_WORDS: Record<string, string> = {
  line: '+1 block to a line infantry unit', cossack: 'a 2-block Cossack unit next to a Russian unit', artillery: '+1 block to an artillery unit',
  works: 'a field-works marker', light: '+1 block to a light infantry unit',
};
