// The AI's strength levels as the picker and the client see them, and the agent spec a level plays
// with on a board (the network-guided level adds the shipped model's priors where it fits). No
// worker or onnxruntime import, so the page bundle and Node tests can read it.
// Callers: ai.ts (AiClient), picker.ts, main.ts, tests/e2e/neural-fit.test.ts.
import { neuralBoardRefusal, type BoardSize } from './neural.js';

export interface Level {
  id: string; label: string; spec: string; ms: number; parallel: boolean;
  /** Searches with the shipped network (models/ancients-small.onnx): only on boards it fits. */
  model?: boolean;
  /** MCTS guided by the shipped network's priors where its board fits; plain MCTS elsewhere. */
  priors?: boolean;
}

/** What a network-guided level adds to its MCTS spec (docs/search.md, "Network priors"). */
export const PRIOR_PARAMS = 'model=models/ancients-small.onnx,at=64';

/**
 * Root priors from the game's own heuristic that a level's plain MCTS adds, by engine id, where they
 * were measured to help (docs/strength.md: Napoleonics, `hp=5`, five of the six Austerlitz battles
 * past 75% against greedy; EPIC 601 in 8 seats 20-0 with it, 12-8 without).
 */
export const HEURISTIC_PRIORS: Readonly<Record<string, string>> = { napoleonics: 'hp=5' };

/** The agent spec a level plays with on a board of a game (engine id): network-guided where the
 *  shipped model fits; else a plain MCTS level adds the game's heuristic priors, if it has any. */
export function levelSpec(level: Level, board: BoardSize, game = ''): string {
  if (level.priors && neuralBoardRefusal(board) === null) return `${level.spec},${PRIOR_PARAMS}`;
  const hp = level.spec.startsWith('mcts:') ? HEURISTIC_PRIORS[game] : undefined;
  return hp ? `${level.spec},${hp}` : level.spec;
}

export const LEVELS: Level[] = [
  { id: 'instant', label: '1 · Recruit — answers at once, sees one step ahead', spec: 'greedy', ms: 0, parallel: false },
  { id: 'quick', label: '2 · Quick — thinks about 0.3 s a move', spec: 'mcts:ms=300', ms: 300, parallel: false },
  { id: 'normal', label: '3 · Veteran — thinks about 1 s a move', spec: 'mcts:ms=1000', ms: 1000, parallel: false },
  { id: 'strong', label: '4 · Strong — thinks about 3 s a move on several cores (the strongest)', spec: 'mcts:ms=3000', ms: 3000, parallel: true },
  { id: 'guided', label: 'Guided (experimental) — Strong, with hints from a trained network', spec: 'mcts:ms=3000', ms: 3000, parallel: true, priors: true },
  { id: 'neural', label: 'Neural (experimental) — a small trained network, 1 s a move', spec: 'puct:ms=1000', ms: 1000, parallel: false, model: true },
];

export function levelById(id: string): Level {
  return LEVELS.find((l) => l.id === id) ?? LEVELS[0];
}

/** Budget of the AI's answers inside the other side's turn (ignore a flag, evade, First Strike). */
export const ANSWER_MS = 250;

/**
 * The level the AI answers with inside the other side's turn: the same level when it is already
 * quick, else plain MCTS at ANSWER_MS on one worker, so the person waits at most about 0.3 s.
 */
export function answerLevel(level: Level): Level {
  if (level.ms <= ANSWER_MS && !level.model) return level;
  return { id: `${level.id}-answer`, label: `${level.label} (quick answer)`, spec: `mcts:ms=${ANSWER_MS}`, ms: ANSWER_MS, parallel: false };
}
