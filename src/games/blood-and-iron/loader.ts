/**
 * Blood & Iron scenario loader: validates a scenario file and its map (schema.ts for the shape, the
 * cross-field checks here), resolves a variant (`base` + `overrides`, seed 11.4) and produces the
 * normalized numeric form the wasm core is loaded from (state.ts). Every problem found is one line;
 * all of them are reported together. The bundled files are imported statically, so nothing reads
 * the file system or anything outside the project at run time. Callers: src/games/blood-and-iron/state.ts, tests.
 */
import froeschweiler from './scenarios/froeschweiler.json' with { type: 'json' };
import froeschweilerBattle from './scenarios/froeschweiler-battle.json' with { type: 'json' };
import sedanFloing from './scenarios/sedan-floing.json' with { type: 'json' };
import mapFroeschweiler from './data/map-froeschweiler-20x14.json' with { type: 'json' };
import mapFloing from './data/map-sedan-floing-box.json' with { type: 'json' };
import {
  MapSchema, FullScenarioSchema, VariantScenarioSchema, zodProblems, TERRAINS, UNIT_TYPES,
  type BiMap, type BiFullScenario, type BiUnit, type BiLeader,
} from './schema.js';

export const BI_SCENARIO_IDS = ['froeschweiler', 'froeschweiler-battle', 'sedan-floing'] as const;
const SCENARIOS: Record<string, unknown> = {
  froeschweiler, 'froeschweiler-battle': froeschweilerBattle, 'sedan-floing': sedanFloing,
};
const MAPS: Record<string, unknown> = { 'froeschweiler-20x14': mapFroeschweiler, 'sedan-floing-box': mapFloing };

/** Side numbers of the core: the Prussian moves first (seed III.B). */
export const SIDE_NUM = { prussian: 0, french: 1 } as const;
export const FEATURE_BITS = { stream: 1, river: 2, bridge: 4, road: 8, fortification: 16 } as const;

export interface NormUnit { id: string; name: string; side: number; type: number; rating: number; corps: number; div: number; ma: number; setup: number; arrTurn: number; arrArea: number }
export interface NormLeader { id: string; name: string; side: number; level: number; form: number; command: number; range: number; repCommand: number; repRange: number; arrTurn: number; arrArea: number; setup: number }
export interface NormalizedBi {
  id: string; title: string; label: string;
  map: { id: string; c0: number; r0: number; cols: number; rows: number; hexes: { id: number; ter: number; elev: number; flags: number }[]; sides: { a: number; b: number; f: number }[] };
  turns: { first: number; last: number }; special: boolean;
  /** Letter areas: entry hexes, and the setup centre and radius (centre 0 = none). */
  areas: { letter: string; entry: number[]; center: number; radius: number }[];
  formations: string[];
  units: NormUnit[]; leaders: NormLeader[];
  vp: { hex: number; vp: number; owner: number }[]; occupy: { hex: number; side: number } | null;
}

export class BiScenarioError extends Error {
  constructor(readonly problems: string[]) { super(problems.join('\n')); }
}

const cube = (id: string) => { const c = +id.slice(0, 2), r = +id.slice(2); const z = r - (c - (c & 1)) / 2; return [c, -c - z, z]; };
export const hexDistance = (a: string, b: string) => { const A = cube(a), B = cube(b); return Math.max(...A.map((v, i) => Math.abs(v - B[i]))); };

/** Checks a map; returns its problems (empty when valid). */
export function checkMap(raw: unknown): { map?: BiMap; problems: string[] } {
  const r = MapSchema.safeParse(raw);
  if (!r.success) return { problems: zodProblems('map', r.error) };
  const m = r.data;
  const p: string[] = [];
  const ids = new Set<string>();
  if (m.hexes.length !== m.cols * m.rows) p.push(`map ${m.id}: ${m.hexes.length} hexes, expected cols x rows = ${m.cols * m.rows}`);
  for (const h of m.hexes) {
    if (h.id !== String(h.col).padStart(2, '0') + String(h.row).padStart(2, '0')) p.push(`map ${m.id}: hex ${h.id} does not match col ${h.col} row ${h.row}`);
    if (h.col < m.first_col || h.col >= m.first_col + m.cols || h.row < m.first_row || h.row >= m.first_row + m.rows) p.push(`map ${m.id}: hex ${h.id} outside the map window`);
    if (ids.has(h.id)) p.push(`map ${m.id}: hex ${h.id} listed twice`);
    ids.add(h.id);
  }
  for (const s of m.hexsides) {
    if (!ids.has(s.a) || !ids.has(s.b)) p.push(`map ${m.id}: hexside ${s.a}|${s.b} names a hex not on the map`);
    else if (hexDistance(s.a, s.b) !== 1) p.push(`map ${m.id}: hexside ${s.a}|${s.b} joins hexes that are not adjacent`);
  }
  return { map: m, problems: p };
}

/** Validates scenario `raw` (a full scenario or a variant whose base is `baseRaw`) on map `mapRaw`. */
export function normalizeBiScenario(raw: unknown, mapRaw: unknown, baseRaw?: unknown): NormalizedBi {
  const problems: string[] = [];
  let sc: BiFullScenario;
  const isVariant = typeof raw === 'object' && raw !== null && (raw as { base?: unknown }).base !== undefined;
  const variant = VariantScenarioSchema.safeParse(raw);
  if (isVariant && !variant.success) throw new BiScenarioError(zodProblems('variant scenario', variant.error));
  if (isVariant && variant.success) {
    const base = FullScenarioSchema.safeParse(baseRaw);
    if (!base.success) throw new BiScenarioError(zodProblems(`base of ${variant.data.id}`, base.error));
    const v = variant.data;
    const over = (list: { id: string; setup?: unknown; arrival?: unknown }[], pieces: (BiUnit | BiLeader)[], kind: string) => {
      const byId = new Map(list.map((o) => [o.id, o]));
      for (const o of list) if (!pieces.some((x) => x.id === o.id)) problems.push(`${v.id}: override names unknown ${kind} "${o.id}"`);
      return pieces.map((x) => {
        const o = byId.get(x.id);
        if (!o) return x;
        const { setup: _s, arrival: _a, ...rest } = x;
        return { ...rest, ...(o.setup ? { setup: o.setup } : {}), ...(o.arrival ? { arrival: o.arrival } : {}) };
      });
    };
    sc = {
      ...base.data, id: v.id, title: v.title, label: v.label, turns: v.turns, victory: typeof v.victory === 'object' ? v.victory : base.data.victory,
      units: over(v.overrides.units, base.data.units, 'unit') as BiUnit[],
      leaders: over(v.overrides.leaders, base.data.leaders, 'leader') as BiLeader[],
    };
  } else {
    const full = FullScenarioSchema.safeParse(raw);
    if (!full.success) throw new BiScenarioError(zodProblems('scenario', full.error));
    sc = full.data;
  }
  const mr = checkMap(mapRaw);
  problems.push(...mr.problems);
  if (!mr.map) throw new BiScenarioError(problems);
  const m = mr.map;
  if (m.id !== sc.map) problems.push(`${sc.id}: scenario map "${sc.map}" but the map given is "${m.id}"`);
  const hexIds = new Set(m.hexes.map((h) => h.id));
  const hexNum = (id: string, what: string): number => { if (!hexIds.has(id)) { problems.push(`${sc.id}: ${what}: hex ${id} is not on map ${m.id}`); return 0; } return +id; };
  const { first, last } = sc.turns;
  if (first > last) problems.push(`${sc.id}: turns.first ${first} is after turns.last ${last}`);

  const forms = new Map(sc.formations.map((f) => [f.id, f]));
  const formIndex = new Map(sc.formations.map((f, i) => [f.id, i]));
  const areaIndex = new Map(sc.areas.map((a, i) => [a.letter, i]));
  const areas = sc.areas.map((a) => ({
    letter: a.letter, entry: a.entry_hexes.map((h) => hexNum(h, `area ${a.letter} entry`)),
    center: hexNum(a.center, `area ${a.letter} centre`), radius: a.radius,
  }));
  const seen = new Set<string>();
  const stack = new Map<string, BiUnit[]>();
  const placement = (x: BiUnit | BiLeader, side: string) => {
    if (seen.has(x.id)) problems.push(`${sc.id}: id "${x.id}" used twice`);
    seen.add(x.id);
    if (!!x.setup === !!x.arrival) { problems.push(`${sc.id}: ${x.id} must have exactly one of setup and arrival`); return { setup: 0, arrTurn: 0, arrArea: 0 }; }
    if (x.setup) {
      const a = sc.areas.find((ar) => ar.letter === x.setup!.area);
      const h = hexNum(x.setup.hex, `${x.id} setup`);
      if (!a) problems.push(`${sc.id}: ${x.id} sets up in unknown area "${x.setup.area}"`);
      else if (h && hexIds.has(a.center) && hexDistance(x.setup.hex, a.center) > a.radius) problems.push(`${sc.id}: ${x.id} setup hex ${x.setup.hex} is more than ${a.radius} hexes from area ${a.letter} (${a.center})`);
      return { setup: h, arrTurn: 0, arrArea: areaIndex.get(x.setup.area) ?? 0 };
    }
    const ar = x.arrival!;
    const a = sc.areas.find((q) => q.letter === ar.area);
    hexNum(ar.hex, `${x.id} arrival`);
    if (!a) problems.push(`${sc.id}: ${x.id} arrives at unknown area "${ar.area}"`);
    else {
      if (!a.entry_hexes.includes(ar.hex)) problems.push(`${sc.id}: ${x.id} arrival hex ${ar.hex} is not an entry hex of area ${a.letter}`);
      if (a.side !== side) problems.push(`${sc.id}: ${x.id} arrives at area ${a.letter} of the other side`);
    }
    // an arrival before the first turn comes on at the start (R19); one after the last never does
    if (ar.turn > last) problems.push(`${sc.id}: ${x.id} arrives on turn ${ar.turn}, after the last turn ${last}`);
    return { setup: 0, arrTurn: Math.max(ar.turn, first), arrArea: areaIndex.get(ar.area) ?? 0 };
  };
  const units = sc.units.map((u): NormUnit => {
    const corps = forms.get(u.corps);
    if (!corps || corps.kind !== 'corps' || corps.side !== u.side) problems.push(`${sc.id}: ${u.id}: corps "${u.corps}" is not a ${u.side} corps of this scenario`);
    if (u.division !== null && corps && corps.kind === 'corps') {
      const dv = forms.get(u.division);
      if (!dv || dv.kind !== 'division' || dv.parent !== u.corps) problems.push(`${sc.id}: ${u.id}: division "${u.division}" is not a division of corps ${u.corps}`);
    }
    const pl = placement(u, u.side);
    if (u.setup && pl.setup) { const l = stack.get(u.setup.hex) ?? []; l.push(u); stack.set(u.setup.hex, l); }
    return {
      id: u.id, name: u.name, side: SIDE_NUM[u.side], type: UNIT_TYPES.indexOf(u.type), rating: 'ABCD'.indexOf(u.rating),
      corps: formIndex.get(u.corps) ?? 0, div: u.division === null ? 255 : formIndex.get(u.division) ?? 255, ma: u.ma, ...pl,
    };
  });
  for (const [h, us] of stack) {
    const okStack = us.length === 1 || (us.length === 2 && us[0].side === us[1].side && us.some((u) => u.type.includes('artillery')));
    if (!okStack) problems.push(`${sc.id}: stacking at ${h}: ${us.map((u) => u.id).join(', ')} (one artillery unit may join one other unit, seed VI)`);
  }
  const leaders = sc.leaders.map((l): NormLeader => {
    let form = 255;
    if (l.formation === '*') { if (l.level !== 'army') problems.push(`${sc.id}: ${l.id}: only an army leader may command "*"`); }
    else {
      const f = forms.get(l.formation);
      if (!f || f.kind !== l.level || f.side !== l.side) problems.push(`${sc.id}: ${l.id}: formation "${l.formation}" is not a ${l.side} ${l.level}`);
      form = formIndex.get(l.formation) ?? 255;
    }
    if (l.level === 'army' && l.replacement !== null) problems.push(`${sc.id}: ${l.id}: army leaders have no replacement (seed 5.4)`);
    const pl = placement(l, l.side);
    return {
      id: l.id, name: l.name, side: SIDE_NUM[l.side], level: ['army', 'corps', 'division'].indexOf(l.level), form,
      command: l.command, range: l.range, repCommand: l.replacement?.command ?? 0, repRange: l.replacement?.range ?? 255,
      arrTurn: pl.arrTurn, arrArea: pl.arrArea, setup: pl.setup,
    };
  });
  const vp = (sc.victory.vp_hexes ?? []).map((v) => ({ hex: hexNum(v.hex, 'victory hex'), vp: v.vp, owner: SIDE_NUM[v.initial_control] }));
  const ec = sc.victory.end_condition;
  const occupy = ec ? { hex: hexNum(ec.hex, 'victory condition'), side: SIDE_NUM[ec.side] } : null;
  if (!ec && vp.length === 0) problems.push(`${sc.id}: victory has neither vp_hexes nor end_condition`);
  if (vp.length > 8) problems.push(`${sc.id}: at most 8 victory hexes`);
  if (sc.areas.length > 16) problems.push(`${sc.id}: at most 16 areas`);
  for (const a of sc.areas) if (a.entry_hexes.length > 6) problems.push(`${sc.id}: area ${a.letter} has more than 6 entry hexes`);
  if (problems.length) throw new BiScenarioError(problems);
  return {
    id: sc.id, title: sc.title, label: sc.label,
    map: {
      id: m.id, c0: m.first_col, r0: m.first_row, cols: m.cols, rows: m.rows,
      hexes: m.hexes.map((h) => ({ id: +h.id, ter: TERRAINS.indexOf(h.terrain), elev: h.elev, flags: h.fortified ? 1 : 0 })),
      sides: m.hexsides.map((s) => ({ a: +s.a, b: +s.b, f: s.features.reduce((f, x) => f | FEATURE_BITS[x], 0) })),
    },
    turns: { first, last }, special: sc.command_table === 'special', areas, formations: sc.formations.map((f) => f.id),
    units, leaders, vp, occupy,
  };
}

/** Loads a bundled scenario by id; throws BiScenarioError (one line per problem) when invalid. */
export function loadBiScenario(id: string): NormalizedBi {
  const raw = SCENARIOS[id] as { map?: string; base?: string } | undefined;
  if (!raw) throw new BiScenarioError([`unknown Blood & Iron scenario "${id}" (known: ${BI_SCENARIO_IDS.join(', ')})`]);
  const base = raw.base ? SCENARIOS[raw.base] : undefined;
  return normalizeBiScenario(raw, MAPS[raw.map ?? ''], base);
}
