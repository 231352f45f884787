// La Grande's six sections (rules digest D.2, D.8) from a scenario file to the rules core. The file's
// `epic.sections` (six x2 ranges, left to right from the bottom side's view) become five dotted
// lines: the two between pairs are the core's three-section lines (EpicScen.SECTIONS, as an EPIC
// file's), the three inside the pairs split each pair in two (EpicScen.SUBSECTIONS, one item a pair;
// assembly/common/geometry.ts draws the result). core-form.ts reads the lines into the core-level
// form (`sixSections`), compile.ts sends them right after scenarioBeginRuleset so that every table
// scenarioEnd builds sees the final sections. Called once per Game; never in a search loop.
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
