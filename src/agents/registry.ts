// Agent kinds by name, with their parameter declarations; `createAgent("greedy:noise=0.1")` builds
// one. Adding a kind (mcts, onnx) means adding one entry here. Callers: CLI (--bottom/--top),
// protocol (think), tests.
import type { Agent } from './agent.js';
import { parseAgentSpec, typeParams, formatAgentSpec, type ParamDecl, type ParamValues } from './spec.js';
import { RandomAgent } from './random.js';
import { GreedyAgent, DEFAULT_CLOSE } from './greedy.js';
import { MctsAgent } from './mcts.js';
import { PuctAgent, DEFAULT_MODEL } from './puct-agent.js';

export interface AgentKind {
  help: string;
  params: Record<string, ParamDecl>;
  create(spec: string, params: ParamValues): Agent;
}

export const AGENT_KINDS: Record<string, AgentKind> = {
  random: {
    help: 'a uniformly random legal action',
    params: {},
    create: () => new RandomAgent(),
  },
  greedy: {
    help: 'one-ply heuristic: best expected hits, closes on weak enemies, keeps units supported',
    params: {
      noise: { type: 'number', default: 0.01, min: 0, max: 1000, help: 'size of the random tie-break term' },
      close: { type: 'number', default: DEFAULT_CLOSE, min: 0, max: 100, help: 'weight of closing on weak enemies per hex' },
    },
    create: (spec, p) => new GreedyAgent(spec, { noise: (p.noise as number | undefined) ?? 0.01, close: (p.close as number | undefined) ?? DEFAULT_CLOSE }),
  },
  mcts: {
    help: 'information-set MCTS with wasm rollouts (budget: sims or ms per decision)',
    params: {
      sims: { type: 'int', default: 1000, min: 0, max: 10_000_000, help: 'simulations per decision (0: use ms)' },
      ms: { type: 'int', default: 0, min: 0, max: 3_600_000, help: 'milliseconds per decision (0: use sims)' },
      c: { type: 'number', default: 1, min: 0, max: 100, help: 'UCB exploration constant' },
      cut: { type: 'int', default: 40, min: 0, max: 100000, help: 'rollout cut in decisions, then static value (0: full games); used when turns=0' },
      turns: { type: 'int', default: 2, min: 0, max: 1000, help: 'turn-aligned rollout cut: static value after N complete turns (0: cut by decisions; default 2, or 0 when cut is given)' },
      eval: { type: 'string', default: 'rollout', help: 'leaf evaluator: rollout or uniform' },
      widening: { type: 'bool', default: true, help: 'progressive widening for long turns' },
      canon: { type: 'bool', default: false, help: 'canonical orders: a simulation orders units in increasing hex order' },
      reuse: { type: 'bool', default: false, help: 'tree reuse: keep the chosen subtree when the turn goes on' },
      workers: { type: 'int', default: 1, min: 1, max: 64, help: 'root-parallel search workers' },
      model: { type: 'string', default: '', help: 'policy model whose priors guide the root (.onnx with its .card.json; empty: none)' },
      pw: { type: 'number', default: 1, min: 0, max: 100, help: 'weight of the prior term' },
      at: { type: 'int', default: 0, min: 0, max: 1_000_000, help: 'visits at which a node below the root gets priors: from the model, or without one from the heuristic when hp>0 (0: root only)' },
      vw: { type: 'number', default: 0, min: 0, max: 1_000_000, help: 'with a model and at>0: weight, in simulations, of a node\'s network value (0: rollouts only)' },
      hp: { type: 'number', default: 0, min: 0, max: 1000, help: 'without a model: root priors from the game heuristic, softmax temperature (0: none)' },
    },
    create: (spec, p) => {
      const ev = (p.eval as string | undefined) ?? 'rollout';
      if (ev !== 'rollout' && ev !== 'uniform') throw new Error(`agent mcts: eval=${ev} is not rollout or uniform`);
      return new MctsAgent(spec, {
        sims: (p.sims as number | undefined) ?? ((p.ms as number | undefined) ? 0 : 1000),
        ms: (p.ms as number | undefined) ?? 0,
        c: (p.c as number | undefined) ?? 1,
        cut: (p.cut as number | undefined) ?? 40,
        // a rollout cut given in decisions (cut=N) keeps the decision cut unless turns is also given
        turns: (p.turns as number | undefined) ?? (p.cut === undefined ? 2 : 0),
        eval: ev,
        widening: (p.widening as boolean | undefined) ?? true,
        canon: (p.canon as boolean | undefined) ?? false,
        reuse: (p.reuse as boolean | undefined) ?? false,
        workers: (p.workers as number | undefined) ?? 1,
        model: (p.model as string | undefined) ?? '',
        pw: (p.pw as number | undefined) ?? 1,
        at: (p.at as number | undefined) ?? 0,
        vw: (p.vw as number | undefined) ?? 0,
        hp: (p.hp as number | undefined) ?? 0,
      });
    },
  },
  puct: {
    help: 'PUCT search guided by an ONNX policy/value model (budget: sims or ms per decision)',
    params: {
      model: { type: 'string', default: DEFAULT_MODEL, help: 'model file (.onnx with its .card.json)' },
      sims: { type: 'int', default: 200, min: 0, max: 10_000_000, help: 'simulations per decision (0: use ms)' },
      ms: { type: 'int', default: 0, min: 0, max: 3_600_000, help: 'milliseconds per decision (0: use sims)' },
      c: { type: 'number', default: 1.5, min: 0, max: 100, help: 'PUCT exploration constant' },
      batch: { type: 'int', default: 8, min: 1, max: 1024, help: 'leaves per network batch (virtual loss)' },
      noise: { type: 'number', default: 0, min: 0, max: 1, help: 'Dirichlet noise weight at the root (self-play)' },
    },
    create: (spec, p) => new PuctAgent(spec, {
      model: (p.model as string | undefined) ?? DEFAULT_MODEL,
      sims: (p.sims as number | undefined) ?? ((p.ms as number | undefined) ? 0 : 200),
      ms: (p.ms as number | undefined) ?? 0,
      c: (p.c as number | undefined) ?? 1.5,
      batch: (p.batch as number | undefined) ?? 8,
      noise: (p.noise as number | undefined) ?? 0,
    }),
  },
};

/** An agent from a spec string; throws a one-line Error naming the problem. */
export function createAgent(text: string): Agent {
  const { name, raw } = parseAgentSpec(text);
  const kind = Object.hasOwn(AGENT_KINDS, name) ? AGENT_KINDS[name] : undefined;
  if (kind === undefined) throw new Error(`unknown agent "${name}" (known: ${Object.keys(AGENT_KINDS).join(', ')})`);
  const params = typeParams(name, kind.params, raw);
  return kind.create(formatAgentSpec(name, kind.params, params), params);
}

/** One line per agent kind with its parameters, for --help texts and docs. */
export function describeAgents(): string[] {
  return Object.entries(AGENT_KINDS).map(([name, k]) => {
    const ps = Object.entries(k.params).map(([p, d]) => `${p}=${String(d.default)} (${d.help})`);
    return `${name}${ps.length ? ':' + ps.join(',') : ''} — ${k.help}`;
  });
}
