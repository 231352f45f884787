// One rules core under measurement, for bench/core.bench.ts: loads the TypeScript facade and the
// search of a source tree (this checkout, or another git ref unpacked and built by bench/against.ts)
// and measures one round of every core figure on it. Both sides of `--against` go through this file,
// so they are measured the same way; only the facade calls every ref has had since issue 4 are used
// (gameFromId, State.clone/copyFrom/randomPlayout/legalActions, core.legalActions/stateClone/
// stateSize, Mcts.search, RolloutEvaluator, Tree.bytesPerNode).
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { Bench } from 'tinybench';

/** The parts of a facade the bench uses (typed loosely: another ref's facade may differ elsewhere). */
/* eslint-disable @typescript-eslint/no-explicit-any */
export interface Engine {
  label: string;
  game: any;
  start: any;
  work: any;
  positions: number[];
  mcts: any;
  stateBytes: number;
  nodeBytes: number;
  /** Steps (decisions + chance outcomes) per random game, measured while sampling positions. */
  stepsPerGame: number;
}

export interface RoundFigures {
  gamesPerSec: number;
  stepsPerSec: number;
  legalPerSec: number;
  simsPerSec: number;
}

/** Loads the facade and search under `root` (a checkout whose build/ holds cc.wasm + cc.debug.js). */
export async function loadEngine(root: string, label: string): Promise<Engine> {
  const imp = (p: string) => import(pathToFileURL(join(root, p)).href);
  // the loader lives in src/games/load.ts since issue 17; older refs kept it in src/core/load.ts
  const loader = existsSync(join(root, 'src/games/load.ts')) ? 'src/games/load.ts' : 'src/core/load.ts';
  const { gameFromId } = await imp(loader);
  const { Mcts } = await imp('src/search/mcts.ts');
  const { RolloutEvaluator } = await imp('src/search/evaluator.ts');
  const { Tree } = await imp('src/search/tree.ts');
  const game = await gameFromId('001', { build: 'release' });
  game.seed(2026);
  const start = game.newState();
  const work = start.clone();
  const core = game.core;
  // positions for move generation: every decision node of 20 seeded random games
  const positions: number[] = [];
  const walker = start.clone();
  let steps = 0;
  for (let g = 0; g < 20; g++) {
    walker.copyFrom(start);
    while (!walker.isTerminal()) {
      if (!walker.isChance()) positions.push(core.stateClone(walker.ptr));
      const legal = walker.legalActions();
      if (walker.isChance()) walker.sampleChance();
      else walker.apply(legal[(positions.length * 7919) % legal.length]);
      steps++;
    }
  }
  const mcts = new Mcts(game, new RolloutEvaluator(40));
  return {
    label, game, start, work, positions, mcts, stateBytes: core.stateSize(), nodeBytes: Tree.bytesPerNode,
    stepsPerGame: steps / 20,
  };
}

/** The MCTS position: the Akragas opening after the deal, as bench/search.bench.ts uses. */
function searchRoot(e: Engine): any {
  const s = e.start.clone();
  e.game.seed(1);
  while (s.isChance()) s.sampleChance();
  return s;
}

/** One round of measurements of `timeMs` each (tinybench medians; MCTS: one timed search). */
export async function measureRound(e: Engine, timeMs: number, round: number): Promise<RoundFigures> {
  const core = e.game.core;
  const buf = e.game.buffer;
  let pi = 0;
  let steps = 0, games = 0;
  e.game.seed(2026 + round);
  const bench = new Bench({ time: timeMs, warmup: true, warmupTime: Math.min(200, timeMs / 4) });
  bench
    .add('games', () => {
      e.work.copyFrom(e.start);
      steps += e.work.randomPlayout(1_000_000);
      games++;
    })
    .add('legal', () => {
      for (let i = 0; i < 100; i++) {
        core.legalActions(e.positions[pi], buf);
        pi = pi + 1 === e.positions.length ? 0 : pi + 1;
      }
    });
  await bench.run();
  const p50 = (name: string) => {
    const t = bench.tasks.find((x) => x.name === name)!;
    return (t.result as unknown as { latency: { p50: number } }).latency.p50;
  };
  const gamesPerSec = 1000 / p50('games');
  const root = searchRoot(e);
  const res = e.mcts.search(root, { ms: timeMs, seed: round + 1, widening: true });
  root.free();
  return {
    gamesPerSec,
    stepsPerSec: gamesPerSec * (steps / Math.max(1, games)),
    legalPerSec: (1000 / p50('legal')) * 100,
    simsPerSec: res.sims / (res.elapsedMs / 1000),
  };
}
