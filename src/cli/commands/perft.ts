// `vex perft --scenario ID --depth N [--divide] [--actions "a b ..."]`: legal-action tree counts
// from the scenario's first position (or after the given actions), chance outcomes as branches.
// A scenario of another engine (a Napoleonics id or file, a Blood & Iron id) is counted over the
// game contract (--actions comma separated; Napoleonics actions, which hold no spaces, may also be
// separated by spaces).
import { perft, perftDivide } from '../../core/perft.js';
import { openScenario, openContractTarget, type ContractTarget } from '../scenario-arg.js';
import { intOption, UsageError } from '../errors.js';
import type { StateRef } from '../../core/contract.js';

export async function perftCommand(opts: { scenario: string; depth: string; divide?: boolean; actions?: string }): Promise<number> {
  const depth = intOption('--depth', opts.depth, 0, 12);
  const target = await openContractTarget(opts.scenario);
  if (target) return contractPerft(target, opts, depth);
  const { game, ref } = await openScenario(opts.scenario);
  const s = game.newState();
  try {
    const actions = (opts.actions ?? '').split(/[\s,]+/).filter((a) => a !== '');
    for (const a of actions) {
      try {
        s.apply(a);
      } catch (e) {
        throw new UsageError(`--actions: ${(e as Error).message}`);
      }
    }
    report(s, depth, opts.divide, ref.id);
  } finally {
    s.free();
  }
  return 0;
}

/** Perft of another engine's scenario over the contract; --actions are comma separated (its texts hold spaces). */
async function contractPerft(target: ContractTarget, opts: { scenario: string; divide?: boolean; actions?: string }, depth: number): Promise<number> {
  const game = target.contract;
  const s = game.newState();
  const sep = target.facade ? /[\s,]+/ : ',';
  try {
    for (const a of (opts.actions ?? '').split(sep).map((x) => x.trim()).filter((x) => x !== '')) {
      const p = game.parseAction(a);
      if ('error' in p) throw new UsageError(`--actions: ${p.error}`);
      if (!s.apply(p.code)) throw new UsageError(`--actions: "${a}" is not legal here`);
    }
    report(s, depth, opts.divide, game.variant);
  } finally {
    s.free();
  }
  return 0;
}

/** Prints the count (or the per-action breakdown with --divide). */
function report(s: StateRef, depth: number, divide: boolean | undefined, id: string): void {
  const t0 = performance.now();
  if (divide) {
    let total = 0;
    for (const [text, n] of perftDivide(s, depth)) {
      process.stdout.write(`${text}: ${n}\n`);
      total += n;
    }
    process.stdout.write(`total: ${total}\n`);
  } else {
    const n = perft(s, depth);
    const secs = (performance.now() - t0) / 1000;
    process.stdout.write(`perft ${id} depth ${depth}: ${n} (${secs.toFixed(2)} s)\n`);
  }
}
