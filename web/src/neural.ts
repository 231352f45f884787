// The experimental neural level's model, as the page sees it: the shipped card
// (models/ancients-small.card.json) and the board check the picker uses to grey the level out on
// scenarios the network was not built for. The network's input is one plane per board cell, so a
// model fits only the board size it was trained on (the shipped one: the 13x9 standard board).
// This is a display hint read from the card; the authoritative check is the engine's checkCard
// (src/eval/onnx.ts: versions, sizes and board), which the AI worker runs when it loads the model
// (web/src/neural-search.ts), so a model that does not fit is refused, never run.
// Imports no onnxruntime: the page bundle stays small. Callers: picker.ts, neural-search.ts, tests.
import card from '../../models/ancients-small.card.json' with { type: 'json' };
import type { ModelCard } from '../../src/eval/onnx.js';

/** The shipped model's card (the worker checks it against its core before loading the model). */
export const NEURAL_CARD = card as ModelCard;

/** The board a scenario is played on (NormalizedScenario.board, Game.board). */
export interface BoardSize { w: number; h: number }

/**
 * Why the shipped model cannot play on this board (one line), or null when the sizes match.
 * `what` names the scenario in the message.
 */
export function neuralBoardRefusal(board: BoardSize, what = 'this scenario', c: ModelCard = NEURAL_CARD): string | null {
  if (c.board.w === board.w && c.board.h === board.h) return null;
  // words for players: no model or file name (issue 20, the picker)
  return `its network was trained for the ${c.board.w}x${c.board.h} board; ${what} is ${board.w}x${board.h}`;
}
