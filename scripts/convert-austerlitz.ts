/**
 * Converts the six standard-size Austerlitz battles of tests/fixtures/austerlitz-reconstructed.json
 * (battle notes transcribed, every hex RECONSTRUCTED) into Vexillum Napoleonics scenario files,
 * src/games/napoleonics/scenarios/<NNN>-<slug>.json (501..506).
 *
 * Run:   node --import tsx scripts/convert-austerlitz.ts [path/to/austerlitz-reconstructed.json]
 * Check: node --import tsx scripts/convert-austerlitz.ts --check   (exit 1 if a committed file differs)
 *
 * Deterministic: the same data file always gives byte-identical output (key order is fixed here,
 * no dates, no map ordering). Every file is validated with parseNapoleonicsScenario before it is
 * written. Conversion rules: docs/scenarios-napoleonics.md ("Conversion").
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { parseNapoleonicsScenario } from '../src/games/napoleonics/scenario.js';
import {
  NATION_UNITS,
  type Nation,
  type NapoleonicsObjective,
  type NapoleonicsOptions,
  type NapoleonicsScenarioFile,
  type NapoleonicsUnitEntry,
  type NapoleonicsSideSetup,
} from '../src/games/napoleonics/schema.js';
import { writeScenarioFiles, runIfMain } from './lib/scenario-files.js';

// ---- the data file's shape (only the fields used here) -------------------------------------------

type Side = 'bottom' | 'top';
type SpecialRule = NonNullable<NapoleonicsScenarioFile['specialRules']>[number];

interface DataSide {
  army: string;
  nations: Nation[];
  commanders: string[];
  cards: number;
  tactician: number;
  banners: number;
  seedLines: [number, number];
}

interface DataScenario {
  id: string;
  number: number;
  name: string;
  date: string;
  time: string;
  reconstruction: boolean;
  seedLines: [number, number];
  orientation: { bottom: string; top: string; bottomSideLeft: string; bottomSideRight: string };
  sides: Record<Side, DataSide>;
  firstPlayer: { rule: 'fixed'; side: Side } | { rule: 'roll-off'; dice: number; symbol: 'sabre'; tie: Side };
  terrain: Array<{ hex: string; type: string; name?: string }>;
  units: Array<{ side: Side; nation: Nation; type: string; blocks: number; hex: string; name?: string; leader?: string }>;
  leaders: Array<{ side: Side; name: string; hex: string; attached: boolean }>;
  objectives: Array<Record<string, unknown> & { id: string; type: string }>;
  specialRules: Array<{ name: string; text: string; seedLines: [number, number] | null }>;
}

/** Scenario number (501.. so numeric aliases never meet the Ancients 001-124) and slug. */
const FILE_IDS: Readonly<Record<string, string>> = {
  'austerlitz-1': '501-sokolnitz-telnitz',
  'austerlitz-2': '502-davouts-counterattack',
  'austerlitz-3': '503-soults-attack-centre',
  'austerlitz-4': '504-lannes-vs-bagration',
  'austerlitz-5': '505-russian-guard',
  'austerlitz-6': '506-soult-attacks-south',
};

const RECONSTRUCTED =
  'Every terrain tile, every unit (its type and hex) and every leader hex, which army is at the bottom, ' +
  'and how the objectives are drawn on the map: reconstructed from the battle notes, historical orders of ' +
  'battle and modern geography. This is not the printed GMT map.';

// ---- conversion ---------------------------------------------------------------------------------

function side(d: DataSide): NapoleonicsSideSetup {
  return {
    army: d.army,
    nations: [...d.nations],
    commanders: [...d.commanders],
    cards: d.cards,
    tactician: d.tactician,
    banners: d.banners,
  };
}

/** The name of the data's tiles of `type` (all tiles of that type must share one name). */
function tileName(sc: DataScenario, type: string): string {
  const names = [...new Set(sc.terrain.filter((t) => t.type === type).map((t) => t.name))];
  if (names.length !== 1 || names[0] === undefined) {
    throw new Error(`${sc.id}: expected one name for its ${type} tiles, found ${JSON.stringify(names)}`);
  }
  return names[0];
}

/**
 * Special rules of the data as named options, and the rules in words with the option each sets;
 * a rule name not known here is an error.
 */
function options(sc: DataScenario): { options: NapoleonicsOptions; rules: SpecialRule[] } {
  const o: NapoleonicsOptions = {};
  const rules: SpecialRule[] = [];
  for (const r of sc.specialRules) {
    const before = new Set(Object.keys(o));
    switch (r.name) {
      case 'goldbachStream':
      case 'stream':
        o.austerlitzStream = { terrainName: tileName(sc, 'stream') };
        break;
      case 'satschanMereImpassable':
        o.satschanMere = { terrainName: tileName(sc, 'pond') };
        break;
      case 'satschanPondImpassable':
        // The data says so itself: the base C.15 lake rule, not a scenario rule; ponds are impassable.
        break;
      case 'motherRussiaRoll':
        o.motherRussia = { roll: true, voidResults: ['sabre', 'cavalry'], flagMayChooseVoided: false };
        break;
      case 'noMotherRussiaRoll':
        o.motherRussia = { roll: false };
        break;
      case 'firstPlayerRollOff': {
        const f = sc.firstPlayer;
        if (f.rule !== 'roll-off') throw new Error(`${sc.id}: firstPlayerRollOff without a roll-off first player`);
        o.firstPlayerRollOff = { dice: f.dice, symbol: f.symbol, tie: f.tie };
        break;
      }
      case 'alliedNoRetreat':
        o.cannotRetreat = { side: 'top' };
        break;
      case 'frenchRetreatEitherBaseline':
        o.retreatEitherBaseline = { side: 'bottom' };
        break;
      default:
        throw new Error(`${sc.id}: special rule "${r.name}" has no scenario option; add one to schema.ts`);
    }
    const added = Object.keys(o).filter((k) => !before.has(k)) as SpecialRule['option'][];
    rules.push(added.length === 1 ? { option: added[0], text: r.text } : { text: r.text });
  }
  return { options: o, rules };
}

function objective(sc: DataScenario, d: Record<string, unknown>): NapoleonicsObjective {
  const out: Record<string, unknown> = { id: d.id, type: d.type, name: d.name };
  for (const key of ['hexes', 'perHex', 'banners', 'side', 'startsWith', 'unitFilter', 'condition']) {
    if (d[key] !== undefined) out[key] = d[key];
  }
  if (out.startsWith === undefined) out.startsWith = null;
  if (typeof d.type !== 'string') throw new Error(`${sc.id}: objective without a type`);
  return out as NapoleonicsObjective;
}

export function convertAusterlitz(sc: DataScenario): NapoleonicsScenarioFile {
  const id = FILE_IDS[sc.id];
  if (id === undefined) throw new Error(`unknown Austerlitz scenario id "${sc.id}"`);
  if (sc.reconstruction !== true) throw new Error(`${sc.id}: expected "reconstruction": true in the data`);

  // Every leader of the data is attached to the unit on his hex; check it rather than assume.
  const lone = sc.leaders.filter((l) => !l.attached);
  for (const l of sc.leaders.filter((x) => x.attached)) {
    const u = sc.units.find((x) => x.hex === l.hex && x.side === l.side);
    if (u === undefined || u.leader !== l.name) throw new Error(`${sc.id}: leader ${l.name} on ${l.hex} has no unit naming him`);
  }

  const units: NapoleonicsUnitEntry[] = sc.units.map((u) => {
    const rowOf = NATION_UNITS[u.nation][u.type];
    const e: NapoleonicsUnitEntry = { side: u.side, nation: u.nation, type: u.type, hex: u.hex };
    if (rowOf === undefined || u.blocks !== rowOf.blocks) e.blocks = u.blocks;
    if (u.leader !== undefined) e.leader = u.leader;
    if (u.name !== undefined) e.name = u.name;
    return e;
  });

  const [from, to] = sc.seedLines;
  const file: NapoleonicsScenarioFile = {
    game: 'napoleonics',
    id,
    name: sc.name.replace(/^Austerlitz - /, ''),
    battle: 'Austerlitz',
    date: sc.date,
    time: sc.time,
    note:
      `${sc.orientation.bottom} at the bottom; ${sc.orientation.top} at the top. ` +
      `The bottom side's left is ${sc.orientation.bottomSideLeft}, its right ${sc.orientation.bottomSideRight}.`,
    reconstruction: true,
    provenance: {
      transcribed:
        'Scenario name, armies and nations, commanders, Command-card hands, Tactician cards, first player, ' +
        `banners to win, objectives and special rules: the EPIC rulebook's battle notes (seed lines ${from}-${to}).`,
      reconstructed: RECONSTRUCTED,
      source: `tests/fixtures/austerlitz-reconstructed.json, scenario "${sc.id}" (method: austerlitz-reconstructed.md)`,
    },
    board: 'standard',
    sides: { bottom: side(sc.sides.bottom), top: side(sc.sides.top) },
    first: sc.firstPlayer.rule === 'roll-off' ? 'roll-off' : sc.firstPlayer.side,
    terrain: sc.terrain.map((t) => {
      const e: NapoleonicsScenarioFile['terrain'][number] = { hex: t.hex, type: t.type as NapoleonicsScenarioFile['terrain'][number]['type'] };
      if (t.name !== undefined) e.name = t.name;
      return e;
    }),
    units,
  };
  if (lone.length > 0) file.leaders = lone.map((l) => ({ side: l.side, hex: l.hex, name: l.name }));
  file.objectives = sc.objectives.map((o) => objective(sc, o));
  const { options: opts, rules } = options(sc);
  file.options = opts;
  file.specialRules = rules;
  return file;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--check');
  if (unknown.length > 0) throw new Error(`unknown flag ${unknown[0]} (usage: convert-austerlitz.ts [--check] [data.json])`);
  const dataArg = args.find((a) => !a.startsWith('--'));
  const dataPath = dataArg ?? fileURLToPath(new URL('../tests/fixtures/austerlitz-reconstructed.json', import.meta.url));
  const outDir = fileURLToPath(new URL('../src/games/napoleonics/scenarios/', import.meta.url));

  let data: { scenarios: DataScenario[] };
  try {
    data = JSON.parse(await readFile(dataPath, 'utf8')) as { scenarios: DataScenario[] };
  } catch (e) {
    throw new Error(`${dataPath}: cannot read the data file: ${e instanceof Error ? e.message : String(e)}`);
  }
  const six = [...data.scenarios].sort((a, b) => a.number - b.number);
  if (six.length !== 6) throw new Error(`expected the six Austerlitz scenarios, found ${six.length}`);

  const stale = await writeScenarioFiles(six.map(convertAusterlitz), outDir, check, parseNapoleonicsScenario);
  if (stale > 0) process.exit(1);
}

runIfMain(import.meta.url, main);
