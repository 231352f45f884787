// The ONNX evaluator against the PyTorch outputs saved by the exporter (tests/fixtures/README.md
// says how the tiny models were made): onnxruntime-web's values and logits equal PyTorch's, for a
// card-version-2 model (logits at given policy indices) and a version-1 one (all logits); batched
// evaluation gives bottom-side values and priors over the legal actions; a model whose card does
// not fit the core or the board is refused with one line; the puct agent plays with it.
import { describe, it, expect } from 'vitest';
import { readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { gameFromId } from '../../src/games/load.js';
import { OnnxEvaluator, checkCard, type ModelCard } from '../../src/eval/onnx.js';
import { parseNpz } from '../../src/selfplay/npz.js';
import { createAgent } from '../../src/agents/registry.js';
import { chooseAction } from '../../src/agents/agent.js';
import { Rng } from '../../src/agents/rng.js';
import { Puct } from '../../src/search/puct.js';
import { createSearcher } from '../../src/selfplay/searcher.js';
import { testTempDir } from '../temp-dir.js';

const MODEL = 'tests/fixtures/onnx/tiny.onnx';
const CARD = 'tests/fixtures/onnx/tiny.card.json';
const MODEL_V1 = 'tests/fixtures/onnx/tiny-v1.onnx';

/** The check file's inputs, values and logits at its indices against a model's `run`. */
async function expectParity(model: string, check: string): Promise<OnnxEvaluator> {
  const game = await gameFromId('001');
  const ev = await OnnxEvaluator.fromFile(model, game);
  const c = parseNpz(readFileSync(check));
  const B = c.value.shape[0];
  const M = c.policy_idx.shape[1];
  const index = Int32Array.from(c.policy_idx.data as Int32Array);
  // all at once and one by one (the batch axis is dynamic), the logits at the check's indices
  const all = await ev.run(c.planes.data as Float32Array, c.globals.data as Float32Array, B, index);
  expect(all.policy.length).toBe(B * M);
  const P = c.planes.data.length / B, G = c.globals.data.length / B;
  for (let i = 0; i < B; i++) {
    const one = await ev.run((c.planes.data as Float32Array).slice(i * P, (i + 1) * P), (c.globals.data as Float32Array).slice(i * G, (i + 1) * G), 1, index.slice(i * M, (i + 1) * M));
    for (const [r, row] of [[all, i], [one, 0]] as const) {
      expect(Math.abs(r.value[row] - c.value.data[i])).toBeLessThan(1e-5);
      for (let k = 0; k < M; k++) expect(Math.abs(r.policy[row * M + k] - c.policy_at.data[i * M + k])).toBeLessThan(1e-4);
    }
  }
  return ev;
}

describe('ONNX evaluator', () => {
  it('matches the PyTorch outputs saved by the exporter (card version 2: logits at given indices)', async () => {
    const ev = await expectParity(MODEL, 'tests/fixtures/onnx/tiny.check.npz');
    expect(ev.indexed).toBe(true);
    const c = parseNpz(readFileSync('tests/fixtures/onnx/tiny.check.npz'));
    await expect(ev.run(c.planes.data as Float32Array, c.globals.data as Float32Array, c.value.shape[0])).rejects.toThrow(/only at given policy indices/);
    await expect(ev.run(c.planes.data as Float32Array, c.globals.data as Float32Array, c.value.shape[0], new Int32Array(7))).rejects.toThrow(/7 policy indices for a batch of 6/);
    await ev.close();
  });

  it('still reads a card-version-1 model (all 70,401 logits), with or without indices', async () => {
    const ev = await expectParity(MODEL_V1, 'tests/fixtures/onnx/tiny-v1.check.npz');
    expect(ev.indexed).toBe(false);
    const c = parseNpz(readFileSync('tests/fixtures/onnx/tiny-v1.check.npz'));
    const B = c.value.shape[0], M = c.policy_idx.shape[1], size = ev.card.POLICY_SIZE;
    const full = await ev.run(c.planes.data as Float32Array, c.globals.data as Float32Array, B);
    expect(full.policy.length).toBe(B * size);
    for (let i = 0; i < B; i++) {
      for (let k = 0; k < M; k++) expect(Math.abs(full.policy[i * size + c.policy_idx.data[i * M + k]] - c.policy_at.data[i * M + k])).toBeLessThan(1e-4);
    }
    await ev.close();
  });

  it('evaluates states in a batch: bottom-side values, priors over the legal actions', async () => {
    const game = await gameFromId('001');
    const ev = await OnnxEvaluator.fromFile(MODEL, game);
    game.seed(3); // sampleChance draws from the instance generator
    const s = game.newState();
    const rng = new Rng(3);
    const states = [];
    while (states.length < 5) {
      if (s.isChance()) s.sampleChance();
      else {
        states.push(s.clone());
        const l = s.legalActions();
        s.apply(l[rng.below(l.length)]);
      }
    }
    const top = states.find((x) => x.currentPlayer() === 1);
    expect(top).toBeDefined();
    const legal = states.map((x) => x.legalActions());
    const out = await ev.evaluate(states, legal);
    for (let i = 0; i < states.length; i++) {
      expect(out[i].priors.length).toBe(legal[i].length);
      expect(Math.abs(out[i].priors.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-5);
      expect(Math.abs(out[i].value)).toBeLessThan(1);
      // the network's own value is for the side to act; the evaluator turns it to the bottom side
      const o = states[i].observation(states[i].currentPlayer());
      const r = await ev.run(o.planes, o.globals, 1, Int32Array.of(0));
      expect(out[i].value).toBeCloseTo(states[i].currentPlayer() === 0 ? r.value[0] : -r.value[0], 5);
    }
    await ev.close();
  });

  it('refuses a model whose card does not fit the core or the board, in one line', async () => {
    const game = await gameFromId('001');
    const card = JSON.parse(readFileSync(CARD, 'utf8')) as ModelCard;
    expect(() => checkCard(card, game)).not.toThrow();
    // the policy block table: a card without one (the shipped card predates it) or with the engine's fits
    expect(card.POLICY_BLOCKS).toBeUndefined();
    expect(() => checkCard({ ...card, POLICY_BLOCKS: game.encoding.POLICY_BLOCKS }, game)).not.toThrow();
    const moved = game.encoding.POLICY_BLOCKS!.map((b, i) => (i === 1 ? { ...b, name: 'OTHER' } : b));
    expect(() => checkCard({ ...card, POLICY_BLOCKS: moved }, game)).toThrow(/^model was trained for another policy block table \(POLICY_BLOCKS\) than this engine's: retrain or use a matching engine$/);
    const cases: [Partial<ModelCard>, RegExp][] = [
      [{ OBS_VERSION: 2 }, /^model was trained for OBS_VERSION 2, this engine has 1: retrain or use a matching engine$/],
      [{ ACTION_VERSION: 7 }, /ACTION_VERSION 7, this engine has 1/],
      [{ POLICY_SIZE: 5 }, /POLICY_SIZE 5, this engine has 70401/],
      [{ board: { w: 20, h: 9 } }, /^model was trained for a 20x9 board, scenario 001-akragas is 13x9$/],
      [{ format: 'x' }, /not a vex model card/],
      [{ version: 3 }, /^model: card version 3 is not one this engine reads \(1, 2\)$/],
    ];
    for (const [patch, msg] of cases) expect(() => checkCard({ ...card, ...patch }, game)).toThrow(msg);
    const dir = testTempDir('vex-onnx-');
    copyFileSync(MODEL, join(dir, 'm.onnx'));
    writeFileSync(join(dir, 'm.card.json'), JSON.stringify({ ...card, OBS_VERSION: 2 }));
    await expect(OnnxEvaluator.fromFile(join(dir, 'm.onnx'), game)).rejects.toThrow(/^model .*m\.onnx was trained for OBS_VERSION 2, this engine has 1/);
    // the card's version must say what the graph is
    writeFileSync(join(dir, 'm.card.json'), JSON.stringify({ ...card, version: 1 }));
    await expect(OnnxEvaluator.fromFile(join(dir, 'm.onnx'), game)).rejects.toThrow(/card says version 1 but the graph has a policy_index input/);
    copyFileSync(MODEL_V1, join(dir, 'old.onnx'));
    writeFileSync(join(dir, 'old.card.json'), JSON.stringify({ ...card, version: 2 }));
    await expect(OnnxEvaluator.fromFile(join(dir, 'old.onnx'), game)).rejects.toThrow(/card says version 2 but the graph has no policy_index input/);
    copyFileSync(MODEL, join(dir, 'lone.onnx'));
    await expect(OnnxEvaluator.fromFile(join(dir, 'lone.onnx'), game)).rejects.toThrow(/has no card .*lone\.card\.json/);
    await expect(OnnxEvaluator.fromFile(join(dir, 'none.onnx'), game)).rejects.toThrow(/cannot read model/);
  });

  it('PUCT with the network and the puct agent choose legal actions', async () => {
    const game = await gameFromId('001');
    const ev = await OnnxEvaluator.fromFile(MODEL, game);
    game.seed(1);
    const s = game.newState();
    while (s.isChance()) s.sampleChance();
    const r = await new Puct(game, ev).search(s, { sims: 40, seed: 1, batch: 8 });
    expect(r.sims).toBe(40);
    expect(r.children.reduce((t, c) => t + c.visits, 0)).toBe(40 - 1); // the first simulation expands the root
    expect(s.legalActions()).toContain(r.action);
    expect(Math.abs(r.children.reduce((t, c) => t + c.prior, 0) - 1)).toBeLessThan(1e-5);
    const agent = createAgent(`puct:model=${MODEL},sims=24`);
    expect(s.legalActions()).toContain(await chooseAction(agent, s, new Rng(1)));
    expect(() => agent.choose(s, new Rng(1))).toThrow(/chooseAsync/);
    agent.close?.();
    // self-play with the puct agent: its root visits become the policy target
    const searcher = createSearcher(`puct:model=${MODEL},sims=17`);
    const d = await searcher.decide(s, new Rng(2));
    expect(d.visits.reduce((t, v) => t + v.visits, 0)).toBe(16);
    expect(d.visits.map((v) => v.action)).toContain(d.action);
    searcher.close();
    const missing = createAgent('puct:model=nowhere/x.onnx,sims=4');
    await expect(chooseAction(missing, s, new Rng(1))).rejects.toThrow(/cannot read model nowhere\/x\.onnx/);
  });
});
