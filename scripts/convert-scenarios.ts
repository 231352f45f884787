/**
 * Converts the 15 base scenarios of tests/fixtures/ancients-base-scenarios.json (ids 001-015, set "base")
 * into Vexillum scenario files, src/games/ancients/scenarios/<NNN>-<slug>.json.
 *
 * Run:   node --import tsx scripts/convert-scenarios.ts [path/to/ancients-scenarios.json]
 * Check: node --import tsx scripts/convert-scenarios.ts --check   (exit 1 if a committed file differs)
 *
 * Deterministic: the same data file always gives byte-identical output (no dates, no map ordering).
 * The output is committed; re-run only when the data file or this conversion changes. Every file
 * written is validated with parseScenario first, so a conversion bug fails here, not in the engine.
 * Conversion rules are documented in docs/scenarios.md ("Conversion").
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { writeScenarioFiles, runIfMain } from './lib/scenario-files.js';

import { parseScenario } from '../src/games/ancients/scenario.js';
import type { ScenarioFile, ScenarioOptions, TerrainEntry, PieceEntry, UnitEntry, UnitType } from '../src/games/ancients/schema.js';
import { UNIT_TYPES } from '../src/games/ancients/schema.js';

// ---- the data file's shape (only the fields used here) -------------------------------------------

type DataSide = 'top' | 'bottom';
type DataTerrain = [string, number, number, Record<string, unknown>?];
type DataUnit = [string, number, number, Record<string, unknown>?];
type DataLeader = [string, number, number];

interface DataScenario {
  id: string;
  name: string;
  year?: string;
  set: string;
  top: { army: string; commander?: string };
  bottom: { army: string; commander?: string };
  hand_sizes: Record<DataSide, number>;
  first: DataSide;
  banners_to_win: number;
  terrain: DataTerrain[];
  units: Record<DataSide, DataUnit[]>;
  leaders: Record<DataSide, DataLeader[]>;
  offboard_reserves?: Array<{ side: DataSide; type: string }>;
  offboard_reserve_leaders?: Array<{ side: DataSide; name: string }>;
  special_rules_summary?: string;
}

// ---- fixed tables ---------------------------------------------------------------------------------

/** Standard board rows; the data's r counts from the top edge, Vexillum's row number from the bottom. */
const BOARD_ROWS = 9;

/** Historical notes, written for Vexillum (one or two sentences each). */
const NOTES: Readonly<Record<string, string>> = {
  '001':
    'While Himilco\'s Carthaginians besieged Akragas in Sicily, a Syracusan relief army under Daphnaeus beat part of the besiegers in the field; the city still fell after a long siege.',
  '002':
    'Timoleon of Corinth struck a far larger Carthaginian army while it was crossing the Crimissos; a storm blew in the Carthaginians\' faces and their elite Sacred Band was destroyed.',
  '003':
    'The Spartan mercenary Xanthippus retrained Carthage\'s army and fought Regulus on open ground, where elephants and cavalry crushed the Roman invasion of Africa and Regulus was taken prisoner.',
  '004':
    'The first clash of Hannibal\'s invasion of Italy: his cavalry rode down a Roman force of horse and light infantry, and the consul Publius Scipio was wounded.',
  '005':
    'Hannibal provoked Sempronius into wading the icy Trebbia at dawn, then a force hidden under his brother Mago fell on the Roman rear; only part of the legions cut their way out.',
  '006':
    'Hannibal hid his army on the hills above the shore of Lake Trasimene and trapped the consul Flaminius\'s marching column between slopes and water; Flaminius died with much of his army.',
  '007':
    'Hannibal let his centre bend back before the massed legions while his African foot and his cavalry closed on both flanks and the rear, destroying the army of Varro and Paullus.',
  '008':
    'Near the Ebro the brothers Gnaeus and Publius Scipio broke Hasdrubal Barca\'s army when its Spanish centre gave way, keeping reinforcements in Spain away from Hannibal.',
  '009':
    'Tiberius Gracchus, leading legions of volunteer slaves promised their freedom for victory, defeated Hanno\'s army near Beneventum in southern Italy.',
  '010':
    'Publius Scipio tried to defeat the Carthaginian armies in Spain one at a time, was caught near Castulo by Numidian cavalry and Spanish troops, and died with much of his army.',
  '011':
    'The younger Scipio attacked Hasdrubal Barca on a terraced ridge in Spain, pinning the front with light troops while his legions climbed the flanks; Hasdrubal escaped with part of his army towards Italy.',
  '012':
    'Hasdrubal Barca, marching to join his brother in Italy, was trapped beside the Metaurus by the armies of Livius and Nero; Nero\'s march behind the Roman line turned the Carthaginian flank and Hasdrubal was killed.',
  '013':
    'Scipio reversed his usual order on the morning of battle, legions on the wings and Spanish allies in the centre, and his advancing wings broke Hasdrubal Gisgo\'s army, ending Carthaginian rule in Spain.',
  '014':
    'In Africa Scipio routed a newly raised army of Carthaginians and Numidians; the Celtiberian mercenaries in its centre stood and fought until they were cut down.',
  '015':
    'Scipio opened lanes in his lines to let Hannibal\'s elephants through, and his returning Roman and Numidian cavalry struck the Carthaginian rear, ending the Second Punic War.',
};

/** Spelling corrections applied to leader names (the data file's transcription slips). */
const LEADER_NAME_FIXES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '001': { Daphaeus: 'Daphnaeus' },
};

// ---- helpers --------------------------------------------------------------------------------------

/** Slug of a scenario name: lowercase ASCII, runs of anything else become '-'. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Data offset (r from the top, c) -> Vexillum notation. */
export function dataHex(r: number, c: number): string {
  return String.fromCharCode(65 + c) + String(BOARD_ROWS - r);
}

function fail(sc: DataScenario, msg: string): never {
  throw new Error(`scenario ${sc.id} (${sc.name}): ${msg}`);
}

function unitType(sc: DataScenario, t: string): UnitType {
  if (!(UNIT_TYPES as readonly string[]).includes(t)) fail(sc, `unknown unit type ${t}`);
  return t as UnitType;
}

/** How the summary overrides the per-hex ford flags: 'all', 'none', or per-hex. */
function fordRule(summary: string): 'all' | 'none' | 'per-hex' {
  if (/fordable everywhere|both streams fordable/i.test(summary)) return 'all';
  if (/\bnot fordable\b/i.test(summary)) return 'none';
  return 'per-hex';
}

function convertTerrain(sc: DataScenario): TerrainEntry[] {
  const rule = fordRule(sc.special_rules_summary ?? '');
  return sc.terrain.map(([type, r, c, opts]): TerrainEntry => {
    const hex = dataHex(r, c);
    switch (type) {
      case 'forest':
      case 'hill':
      case 'broken':
      case 'marsh':
      case 'lake':
        return { hex, type };
      case 'steep':
        return { hex, type: 'steep-hill' };
      case 'river': {
        const ford = rule === 'all' ? true : rule === 'none' ? false : opts?.['ford'] === true;
        return { hex, type: ford ? 'ford' : 'river' };
      }
      case 'camp': {
        // A camp belongs to the army whose baseline is nearer (r = 0 is the top baseline).
        const mid = (BOARD_ROWS - 1) / 2;
        if (r === mid) fail(sc, `camp at ${hex} is on the middle row; its owner is ambiguous`);
        return { hex, type: 'camp', owner: r < mid ? 'top' : 'bottom' };
      }
      default:
        return fail(sc, `unknown terrain type ${type}`);
    }
  });
}

function convertPieces(sc: DataScenario): PieceEntry[] {
  const fixes = LEADER_NAME_FIXES[sc.id] ?? {};
  const out: PieceEntry[] = [];
  for (const side of ['bottom', 'top'] as const) {
    const leaders = new Map<string, string>();
    for (const [name, r, c] of sc.leaders[side]) {
      const hex = dataHex(r, c);
      if (leaders.has(hex)) fail(sc, `two ${side} leaders on ${hex}`);
      leaders.set(hex, fixes[name] ?? name);
    }
    for (const [type, r, c] of sc.units[side]) {
      const hex = dataHex(r, c);
      const unit: UnitEntry = { side, type: unitType(sc, type), hex };
      const leader = leaders.get(hex);
      if (leader !== undefined) {
        unit.leader = leader === '' ? true : leader;
        leaders.delete(hex);
      }
      out.push(unit);
    }
    for (const [hex, name] of leaders) {
      out.push(name === '' ? { side, type: 'leader', hex } : { side, type: 'leader', hex, name });
    }
  }
  return out;
}

/** Named options from the summary's leading `name (...)`; terrain-only summaries give none. */
function convertOptions(sc: DataScenario): ScenarioOptions | undefined {
  const summary = sc.special_rules_summary ?? '';
  const m = /^([a-z]+[A-Z][A-Za-z]*|castulo)\s*\(/.exec(summary);
  if (m === null) return undefined;
  const name = m[1]!;
  switch (name) {
    case 'sacredBand': {
      const hits: string[] = [];
      for (const [, r, c, extra] of sc.units.top) {
        if (typeof extra?.['elite'] === 'string' && /sacredband/i.test(extra['elite'])) hits.push(dataHex(r, c));
      }
      if (hits.length !== 1) fail(sc, `expected one Sacred Band unit, found ${hits.length}`);
      return { sacredBand: hits[0]! };
    }
    case 'magoAmbush': {
      const reserves = sc.offboard_reserves ?? [];
      const leaders = sc.offboard_reserve_leaders ?? [];
      if (reserves.length === 0) fail(sc, 'magoAmbush without off-board reserves');
      const side = reserves[0]!.side;
      if (reserves.some((x) => x.side !== side)) fail(sc, 'off-board reserves on both sides');
      const leader = leaders.find((l) => l.side === side)?.name;
      return {
        magoAmbush: {
          side,
          units: reserves.map((x) => unitType(sc, x.type)),
          ...(leader !== undefined ? { leader } : {}),
        },
      };
    }
    case 'trasimenusHand':
      return { trasimenusHand: true };
    case 'beneventumHand':
      return { beneventumHand: true };
    case 'castulo': {
      const scipio = sc.leaders.bottom.filter(([n]) => /scipio/i.test(n));
      if (scipio.length !== 1) fail(sc, `expected one bottom leader named Scipio, found ${scipio.length}`);
      const [, r, c] = scipio[0]!;
      return { castulo: { scipio: dataHex(r, c) } };
    }
    case 'baeculaCamps':
      return { baeculaCamps: true };
    default:
      return fail(sc, `special rule "${name}" has no converter; add it to schema.ts and here`);
  }
}

export function convertScenario(sc: DataScenario): ScenarioFile {
  const note = NOTES[sc.id];
  if (note === undefined) fail(sc, 'no historical note');
  const options = convertOptions(sc);
  const file: ScenarioFile = {
    game: 'ancients',
    id: `${sc.id}-${slugify(sc.name)}`,
    name: sc.name,
    ...(sc.year !== undefined ? { year: sc.year } : {}),
    note,
    board: 'standard',
    first: sc.first,
    sides: {
      bottom: {
        name: sc.bottom.army,
        cards: sc.hand_sizes.bottom,
        banners: sc.banners_to_win,
        ...(sc.bottom.commander !== undefined ? { commander: sc.bottom.commander } : {}),
      },
      top: {
        name: sc.top.army,
        cards: sc.hand_sizes.top,
        banners: sc.banners_to_win,
        ...(sc.top.commander !== undefined ? { commander: sc.top.commander } : {}),
      },
    },
    terrain: convertTerrain(sc),
    units: convertPieces(sc),
    ...(options !== undefined ? { options } : {}),
  };
  return file;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--check');
  if (unknown.length > 0) throw new Error(`unknown flag ${unknown[0]} (usage: convert-scenarios.ts [--check] [data.json])`);
  const dataArg = args.find((a) => !a.startsWith('--'));
  const dataPath = dataArg ?? fileURLToPath(new URL('../tests/fixtures/ancients-base-scenarios.json', import.meta.url));
  const outDir = fileURLToPath(new URL('../src/games/ancients/scenarios/', import.meta.url));

  let data: { scenarios: DataScenario[] };
  try {
    data = JSON.parse(await readFile(dataPath, 'utf8')) as { scenarios: DataScenario[] };
  } catch (e) {
    throw new Error(`${dataPath}: cannot read the data file: ${e instanceof Error ? e.message : String(e)}`);
  }
  const base = data.scenarios
    .filter((s) => s.set === 'base' && /^0(0[1-9]|1[0-5])$/.test(s.id))
    .sort((a, b) => a.id.localeCompare(b.id));
  if (base.length !== 15) throw new Error(`expected 15 base scenarios (001-015), found ${base.length}`);

  const stale = await writeScenarioFiles(base.map(convertScenario), outDir, check, parseScenario);
  if (stale > 0) process.exit(1);
}

runIfMain(import.meta.url, main);
