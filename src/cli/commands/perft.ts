// `vex perft --scenario ID --depth N [--divide] [--actions "a b ..."]`: legal-action tree counts
// from the scenario's first position (or after the given actions), chance outcomes as branches.
import { perft, perftDivide } from '../../core/perft.js';
import { openScenario } from '../scenario-arg.js';
import { intOption, UsageError } from '../errors.js';

export async function perftCommand(opts: { scenario: string; depth: string; divide?: boolean; actions?: string }): Promise<number> {
  const depth = intOption('--depth', opts.depth, 0, 12);
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
    const t0 = performance.now();
    if (opts.divide) {
      let total = 0;
      for (const [text, n] of perftDivide(s, depth)) {
        process.stdout.write(`${text}: ${n}\n`);
        total += n;
      }
      process.stdout.write(`total: ${total}\n`);
    } else {
      const n = perft(s, depth);
      const secs = (performance.now() - t0) / 1000;
      process.stdout.write(`perft ${ref.id} depth ${depth}: ${n} (${secs.toFixed(2)} s)\n`);
    }
  } finally {
    s.free();
  }
  return 0;
}
