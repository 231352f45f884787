// Agent kinds by name, with their parameter declarations; `createAgent("greedy:noise=0.1")` builds
// one. Adding a kind (mcts, onnx) means adding one entry here. Callers: CLI (--bottom/--top),
// protocol (think), tests.
import type { Agent } from './agent.js';
import { parseAgentSpec, typeParams, formatAgentSpec, type ParamDecl, type ParamValues } from './spec.js';
import { RandomAgent } from './random.js';
import { GreedyAgent } from './greedy.js';

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
    },
    create: (spec, p) => new GreedyAgent(spec, { noise: (p.noise as number | undefined) ?? 0.01 }),
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
