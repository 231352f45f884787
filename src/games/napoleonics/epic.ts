// Switches the EPIC two-player turn on (rules digest D.2-D.6) for a compiled Napoleonics core game,
// from the scenario file's `format` field: "epic" (20 x 11 board, three wide sections), "standard" or
// absent (nothing changes); "grande" (La Grande, 26 x 11, six sections and seats, D.8): the core form
// marks it with `grande` (never `format`), so 2 seats keep the standard turn, and 8 seats play La
// Grande's own turn (D.8: EpicScen.GRANDE, assembly/cc/epic/grande-turn.ts; docs/scenarios-epic.md
// "La Grande's turn (D.8)"); the seat format (D.7: rule option `seats`). Sends the core's EpicScen items (assembly/cc/epic/
// config.ts) after scenarioEnd and names the EPIC phases in the instance's Phase table. Called by
// compile.ts (one line) once per Game; nothing here runs in a search loop.
import type { Game } from '../../core/game.js';

/** The scenario formats of the Napoleonics schema's `format` field. */
export type NapFormat = 'standard' | 'epic' | 'grande';

/**
 * Where the EPIC board's dotted lines fall (D.2: the printed positions are UNCONFIRMED), in doubled
 * column coordinates x2 = 2 * col + (row & 1): left is x2 <= b1, right x2 >= b2, centre in between.
 * "thirds" (default) keeps the core's rule for every board, the lines through the hexes nearest
 * (2W - 2) / 3 and 2 (2W - 2) / 3: on 20 x 11, b1 = 12 and b2 = 26 (left 6.5 hexes, centre 7, right
 * 6.5, the line hexes in both sections). A pair [b1, b2] names other lines.
 */
export type EpicSectionLines = 'thirds' | [number, number];

export interface EpicOptions {
  sectionLines?: EpicSectionLines;
  /** Messenger display size and the count at which it is refilled (D.3.3: 5 and 2). */
  display?: [number, number];
  /** March Moves per 3-star card (D.4: 3). */
  march?: number;
  /** La Grande (D.8), 8 seats: each corps commander's own Command hand by seat (core-form.ts; CinCs 0). */
  corpsCards?: number[];
  /** La Grande (D.8), 8 seats: each corps commander's starting Tactician cards by seat, from the file's
   *  `epic.seats[].tactician` (core-form.ts); absent, the D.7 deal (1 + an even share) stands. */
  corpsTact?: number[];
  /** La Grande (D.8), 8 seats: its own turn (EpicScen.GRANDE; set by applyEpicScenario for a La Grande file). */
  grandeTurn?: boolean;
}

type EpicCore = { scenarioEpic(id: number, a: number, b: number): number };

/**
 * The seat format (D.7) from the GameSpec's rule options: `seats` (2, 4, 6 or 8; default 2) and
 * `shareTeamHands` (1: teammates see their CinC's Command hand; default 0), `initiative8` (1: the
 * initiative roll in 8 seats too, D.7 [Interp]; default 0, 8 seats only), `grandeCorpsRedraw` (1: in
 * La Grande a corps commander who played a card of his own draws a Command card at the end of the
 * turn, the seed's other reading, D.8; default 0, La Grande in 8 seats only). Seats other than 2 need
 * an EPIC scenario. Throws one line naming the option for anything else.
 */
export interface EpicSeats { seats: number; shareTeamHands: boolean; initiative8?: boolean; grandeCorpsRedraw?: boolean }
export function epicSeatsOf(rules: Record<string, number> | undefined, format: string | undefined): EpicSeats {
  const seats = rules?.seats ?? 2;
  if (![2, 4, 6, 8].includes(seats)) throw new Error(`rule option seats must be 2, 4, 6 or 8 (got ${String(seats)})`);
  if (format === 'grande' && seats !== 2 && seats !== 8) throw new Error(`rule option seats = ${seats}: La Grande (format "grande", D.8) plays 2 or 8 seats`);
  if (seats !== 2 && format !== 'epic' && format !== 'grande') throw new Error(`rule option seats = ${seats} needs an EPIC scenario (format "epic"); this one is "${format ?? 'standard'}"`);
  const share = rules?.shareTeamHands ?? 0;
  if (share !== 0 && share !== 1) throw new Error(`rule option shareTeamHands must be 0 or 1 (got ${String(share)})`);
  const init8 = rules?.initiative8 ?? 0;
  if (init8 !== 0 && init8 !== 1) throw new Error(`rule option initiative8 must be 0 or 1 (got ${String(init8)})`);
  if (init8 === 1 && seats !== 8) throw new Error(`rule option initiative8 = 1 needs seats = 8 (got seats = ${seats})`);
  const redraw = rules?.grandeCorpsRedraw ?? 0;
  if (redraw !== 0 && redraw !== 1) throw new Error(`rule option grandeCorpsRedraw must be 0 or 1 (got ${String(redraw)})`);
  if (redraw === 1 && (format !== 'grande' || seats !== 8)) throw new Error('rule option grandeCorpsRedraw = 1 needs La Grande (format "grande") in 8 seats');
  return { seats, shareTeamHands: share === 1, initiative8: init8 === 1, grandeCorpsRedraw: redraw === 1 };
}

/** The rule options epic.ts reads (compile.ts keeps them out of the core's RuleOpt items). */
export const EPIC_RULE_KEYS = ['seats', 'shareTeamHands', 'initiative8', 'grandeCorpsRedraw'] as const;

/**
 * Seat names (seat = side + 2 * role; docs/contract.md "Seats and sides"): `<side>-<role>` with the
 * side's army name in lower case (or bottom / top) and the role: cinc; 4 seats sub; 6 seats left,
 * right (the CinC runs the centre); 8 seats left, centre, right (corps commanders).
 */
export function epicSeatNames(seats: number, sideNames: [string, string]): string[] {
  const roles = seats === 4 ? ['cinc', 'sub'] : seats === 6 ? ['cinc', 'left', 'right'] : seats === 8 ? ['cinc', 'left', 'centre', 'right'] : ['cinc'];
  const out: string[] = [];
  for (let seat = 0; seat < seats; seat++) out.push(`${sideNames[seat & 1]}-${roles[seat >> 1]}`);
  return out;
}

/** Turns EPIC on for `game` when `format` is "epic"; throws a one-line error for a format it cannot play. */
export function applyEpicFormat(game: Game, format: string | undefined, options: EpicOptions = {}, seats: EpicSeats = { seats: 2, shareTeamHands: false }): void {
  if (format === undefined || format === 'standard') return;
  if (format === 'grande') throw new Error('format "grande" (La Grande, digest D.8) is not supported by the core yet: it needs seats');
  if (format !== 'epic') throw new Error(`unknown scenario format "${format}" (known: standard, epic, grande)`);
  const core = game.core as unknown as EpicCore & Record<string, unknown>;
  const item = (name: string): number => {
    const g = core[`EpicScen.${name}`] as WebAssembly.Global | undefined;
    if (!g) throw new Error(`the core has no EpicScen.${name}: rebuild it (npm run build:core)`);
    return g.value as number;
  };
  const send = (name: string, a: number, b = 0): void => {
    if (core.scenarioEpic(item(name), a, b) !== 0) throw new Error(`bad EPIC setting ${name} ${a} ${b}`);
  };
  const lines = options.sectionLines ?? 'thirds';
  if (lines !== 'thirds') send('SECTIONS', lines[0], lines[1]);
  if (options.display) send('DISPLAY', options.display[0], options.display[1]);
  if (options.march !== undefined) send('MARCH', options.march);
  if (seats.seats !== 2) send('SEATS', seats.seats);
  if (seats.shareTeamHands) send('SHARE_HANDS', 1);
  if (seats.initiative8) send('INITIATIVE8', 1); // D.7 initiative roll in 8 seats ([Interp], epic/initiative.ts)
  if (seats.seats === 8 && options.grandeTurn) send('GRANDE', 1); // D.8: La Grande's own turn (assembly/cc/epic/grande-turn.ts)
  if (seats.seats === 8 && options.grandeTurn && seats.grandeCorpsRedraw) send('CORPS_REDRAW', 1); // D.8 [Interp] option
  if (seats.seats === 8 && options.corpsCards) for (let seat = 2; seat < 8; seat++) send('CORPS_CARDS', seat, options.corpsCards[seat] ?? 0); // D.8 corps hands
  if (seats.seats === 8 && options.corpsTact) for (let seat = 2; seat < 8; seat++) send('CORPS_TACT', seat, options.corpsTact[seat] ?? 0); // D.8 Tactician cards from the battle notes
  send('ON', 1);
  nameEpicPhases(game);
}

/** Names the EPIC phases (EPIC_PHASE_*) in the instance's Phase table, for phaseName() and logs. */
function nameEpicPhases(game: Game): void {
  const core = game.core as unknown as Record<string, WebAssembly.Global>;
  const phases = game.enums.Phase;
  for (const [name, key] of [['EPIC_PICK', 'EPIC_PHASE_PICK'], ['EPIC_MARCH', 'EPIC_PHASE_MARCH'], ['EPIC_GIVE', 'EPIC_PHASE_GIVE'],
    ['EPIC_INIT', 'EPIC_PHASE_INIT'], ['EPIC_INIT_ROLL', 'EPIC_PHASE_INIT_ROLL'], ['EPIC_INIT_ORDER', 'EPIC_PHASE_INIT_ORDER'],
    ['EPIC_INIT_LOSE', 'EPIC_PHASE_INIT_LOSE'], ['GRANDE_TO', 'GRANDE_PHASE_TO'], ['GRANDE_ANSWER', 'GRANDE_PHASE_ANSWER'],
    ['GRANDE_IDLE', 'GRANDE_PHASE_IDLE'], ['GRANDE_HALF', 'GRANDE_PHASE_HALF'], ['GRANDE_NOMARCH', 'GRANDE_PHASE_NOMARCH'],
    ['GRANDE_CMD_DRAW', 'GRANDE_PHASE_CMD_DRAW'], ['GRANDE_SCOUT_GIVE', 'GRANDE_PHASE_SCOUT_GIVE'],
    ['GRANDE_SQUARE', 'GRANDE_PHASE_SQUARE']] as const) {
    const v = core[key].value as number;
    phases.name[v] = name;
    phases.code[name] = v;
  }
}

/** The EPIC fields a core-level scenario may carry (the scenario file's `format`; test options), and
 *  `grande`: a La Grande file's EPIC options (core-form.ts; its Messenger display), read in 8 seats only. */
export interface EpicScenarioFields { format?: string; epic?: EpicOptions; grande?: EpicOptions }

/** The format epicSeatsOf judges: "grande" for a core form carrying `grande`, else its `format`. */
export function seatFormatOf(scenario: object): string | undefined {
  const f = scenario as EpicScenarioFields;
  return f.grande !== undefined ? 'grande' : f.format;
}

/** compile.ts's one call: EPIC from the core-level scenario's `format` (and `epic` options), with
 *  the seat format of the rule options. La Grande in 8 seats: the D.7 EPIC turn with the sections the
 *  six-section geometry already holds (compile.ts applySixSections: the pairs' lines; none sent here). */
export function applyEpicScenario(game: Game, scenario: object, rules?: Record<string, number>): void {
  const f = scenario as EpicScenarioFields;
  const seats = epicSeatsOf(rules, seatFormatOf(scenario));
  if (f.grande !== undefined) {
    if (seats.seats === 8) applyEpicFormat(game, 'epic', { ...f.grande, grandeTurn: true }, seats); // D.8's own turn
    return;
  }
  applyEpicFormat(game, f.format, f.epic, seats);
}
