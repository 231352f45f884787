// `vex arena` with a model the engine refuses (an Ancients network on a Napoleonics battle, issue
// 18): one line on stderr and exit 1, also with the progress bar on (the default), whose timer
// used to keep the process alive after the error (the command hung).
import { describe, it, expect } from 'vitest';
import { runVex, hasStackTrace } from './run-vex.js';

describe('vex arena with a refused model', () => {
  it('an Ancients model on 506 is refused in one line and the command exits, progress bar on', async () => {
    const r = await runVex(['arena', '-a', 'mcts:sims=20,model=models/ancients-small.onnx,at=8', '-b', 'greedy', '-n', '2', '-s', '506', '--seed', '1', '--jobs', '1', '--json']);
    expect(r.code).toBe(1);
    expect(hasStackTrace(r.stderr)).toBe(false);
    // besides the progress bar's lines, one line: the refusal
    const lines = r.stderr.split('\n').filter((l) => l !== '' && !l.startsWith('arena '));
    expect(lines).toEqual(['vex: model models/ancients-small.onnx was trained for OBS_VERSION 1, this engine has 2: retrain or use a matching engine']);
    expect(r.stdout).toBe('');
  }, 60_000);
});
