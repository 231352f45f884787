// MCTS simulations per second of this checkout against a baseline checkout's src/ (same wasm
// build). Each measurement is a fresh Node process (two checkouts in one process bias the result:
// the second wasm instance measured ~10% slower than the first with identical code), and the
// processes alternate base/new for several rounds; the medians are compared. Rates are per second
// of the process's CPU time (process.cpuUsage) for a fixed simulation budget, not of wall time:
// on the shared 2-core machine wall-time rates of identical code differed by up to 1.6x. Three settings: the
// uniform evaluator (tree and legal-list cost only, the part a search refactor touches), rollouts
// cut at 40 decisions, and turn-aligned rollouts (2 turns, the mcts agent's default).
// Not a test (no timing is asserted anywhere): a tool for refactors of search (issue 17).
// Usage: npx tsx tests/search/compare-sims.ts BASE_DIR [scale=1] [rounds=5]   (scale multiplies the budgets)
//   BASE_DIR holds a baseline's src/ with build/ and node_modules/ beside it, e.g. made by
//   git archive REF src | tar -x -C BASE_DIR && ln -s $PWD/build $PWD/node_modules BASE_DIR/
import { resolve } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';

/** name, rollout cut, rollout turns, simulations per search */
const SETTINGS: [string, number, number, number][] = [['uniform', 0, 0, 30000], ['cut=40', 40, 0, 4000], ['turns=2', 0, 2, 4000]];

/** In a child: the median sims per CPU second of 3 searches on the Akragas opening, per setting (`scale` x the budgets). */
async function measure(root: string, scale: number): Promise<number[]> {
  const url = (p: string) => pathToFileURL(resolve(root, p)).href;
  const { existsSync } = await import('node:fs');
  const loader = existsSync(resolve(root, 'src/games/load.ts')) ? 'src/games/load.ts' : 'src/core/load.ts';
  const { gameFromId } = await import(url(loader));
  const { Mcts } = await import(url('src/search/mcts.ts'));
  const { RolloutEvaluator, UniformEvaluator } = await import(url('src/search/evaluator.ts'));
  const game = await gameFromId('001', { build: 'release' });
  game.seed(1);
  const s = game.newState();
  while (s.isChance()) s.sampleChance();
  const out: number[] = [];
  for (const [name, cut, turns, sims] of SETTINGS) {
    const m = new Mcts(game, name === 'uniform' ? new UniformEvaluator() : new RolloutEvaluator(cut, turns));
    m.search(s, { sims: Math.round(sims * scale / 3), seed: 0, widening: true }); // warm-up
    const rates: number[] = [];
    for (let r = 1; r <= 3; r++) {
      const c0 = process.cpuUsage();
      const res = m.search(s, { sims: Math.round(sims * scale), seed: r, widening: true });
      const c = process.cpuUsage(c0);
      rates.push(res.sims / ((c.user + c.system) / 1e6));
    }
    out.push(median(rates));
  }
  return out;
}

function median(a: number[]): number { const b = [...a].sort((x, y) => x - y); return b[b.length >> 1]; }

const args = process.argv.slice(2);
if (args[0] === '--child') {
  console.log(JSON.stringify(await measure(args[1], Number(args[2]))));
} else {
  const [baseDir, msArg, roundsArg] = args;
  if (!baseDir) { console.error('usage: compare-sims.ts BASE_DIR [scale] [rounds]'); process.exit(2); }
  const ms = Number(msArg ?? 1), rounds = Number(roundsArg ?? 5);
  const self = fileURLToPath(import.meta.url);
  const runs: Record<string, number[][]> = { base: [], new: [] };
  for (let r = 0; r < rounds; r++) {
    for (const [name, dir] of (r % 2 ? [['new', '.'], ['base', baseDir]] : [['base', baseDir], ['new', '.']])) {
      runs[name].push(JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', self, '--child', dir, String(ms)], { encoding: 'utf8' })) as number[]);
    }
  }
  SETTINGS.forEach(([name], i) => {
    const bs = runs.base.map((x) => x[i]), ns = runs.new.map((x) => x[i]);
    const b = median(bs), n = median(ns);
    // each round's new/base (the two processes of a round ran back to back)
    const ratios = ns.map((x, r) => x / bs[r]);
    console.log(`${name.padEnd(8)} base ${b.toFixed(0).padStart(7)} sims/s  new ${n.toFixed(0).padStart(7)} sims/s  new/base ${(n / b).toFixed(3)}  `
      + `(per round ${Math.min(...ratios).toFixed(2)}..${Math.max(...ratios).toFixed(2)}, median ${median(ratios).toFixed(3)}; CPU time; ${rounds} alternating processes, budget scale ${ms})`);
  });
}
