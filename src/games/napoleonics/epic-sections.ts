// La Grande's six sections (rules digest D.2, D.8) from a scenario file to the rules core. The file's
// `epic.sections` (six x2 ranges, left to right from the bottom side's view) become five dotted
// lines: the two between pairs are the core's three-section lines (EpicScen.SECTIONS, as an EPIC
// file's), the three inside the pairs split each pair in two (EpicScen.SUBSECTIONS, one item a pair;
// assembly/common/geometry.ts draws the result). core-form.ts reads the lines into the core-level
// form (`sixSections`), compile.ts sends them right after scenarioBeginRuleset so that every table
// scenarioEnd builds sees the final sections. Called once per Game; never in a search loop.
// grandeSeatRoles names each of the file's La Grande seats by its D.7 8-seat role, from the pair its
// sections make (assembly/cc/epic/grande-seats.ts draws the mirror for the top side).
//
//   sections  [0,8] [8,16] [16,26] [26,34] [34,42] [42,50]    (602-la-grande-austerlitz)
//   lines          8     16      26      34      42            sixSectionLines
//   core      SUBSECTIONS(0, 8)  SECTIONS(16, 34)  SUBSECTIONS(1, 26)  SUBSECTIONS(2, 42)
import type { Game } from '../../core/game.js';
import type { NormalizedEpicSetup } from './epic-check.js';

/** The five dotted lines of six sections, left to right (x2). */
export type SixSectionLines = [number, number, number, number, number];

/**
 * The dotted lines of a six-section layout whose neighbours share their line (the hexes on it
 * belong to both, as the core draws every section line); null for any other layout (a boundary
 * between two x2 values has no hex in both sections: the core cannot draw it).
 */
export function sixSectionLines(e: NormalizedEpicSetup): SixSectionLines | null {
  const s = e.sections;
  if (s.length !== 6) return null;
  const lines: number[] = [];
  for (let i = 1; i < 6; i++) {
    if (s[i]!.x2From !== s[i - 1]!.x2To) return null;
    lines.push(s[i]!.x2From);
  }
  return lines as SixSectionLines;
}

type SectionCore = { scenarioEpic(id: number, a: number, b: number): number };

/** Sends the six sections to the core (header); throws one line for lines the core refuses. */
export function applySixSections(game: Game, lines: SixSectionLines): void {
  const core = game.core as unknown as SectionCore & Record<string, unknown>;
  const item = (name: string): number => {
    const g = core[`EpicScen.${name}`] as WebAssembly.Global | undefined;
    if (!g) throw new Error(`the core has no EpicScen.${name}: rebuild it (npm run build:core)`);
    return g.value as number;
  };
  const send = (name: string, a: number, b: number): void => {
    if (core.scenarioEpic(item(name), a, b) !== 0) throw new Error(`bad La Grande section lines ${lines.join(', ')} (${name} ${a} ${b})`);
  };
  send('SECTIONS', lines[1], lines[3]);
  for (let p = 0; p < 3; p++) send('SUBSECTIONS', p, lines[2 * p]!);
}

/**
 * The 8-seat role (0 CinC; 1 left, 2 centre, 3 right corps commander, his side's view) of each seat
 * of a La Grande file, in the file's order per side: a corps commander's role comes from the pair his
 * sections make (sections 2p and 2p + 1 of the file: pair p, bottom view; bottom role p + 1, top role
 * 3 - p), never from the list order. Throws one line for a seat that holds no pair (epic-check.ts
 * refuses such a file first).
 */
export function grandeSeatRoles(e: NormalizedEpicSetup): { bottom: number[]; top: number[] } {
  if (e.seats === null || e.sections.length !== 6) throw new Error('La Grande seat roles need six sections and the seats');
  const ids = e.sections.map((s) => s.id);
  const roleOf = (side: 'bottom' | 'top', seat: { role: string; name: string; sections: string[] }): number => {
    if (seat.role === 'commander-in-chief') return 0;
    const idx = seat.sections.map((id) => ids.indexOf(id)).sort((a, b) => a - b);
    if (idx.length !== 2 || idx[0]! < 0 || idx[0]! % 2 !== 0 || idx[1] !== idx[0]! + 1) {
      throw new Error(`epic.seats.${side}: ${seat.name} holds no pair of sections (${seat.sections.join(', ')})`);
    }
    const p = idx[0]! / 2;
    return side === 'bottom' ? p + 1 : 3 - p;
  };
  return { bottom: e.seats.bottom.map((r) => roleOf('bottom', r)), top: e.seats.top.map((r) => roleOf('top', r)) };
}

