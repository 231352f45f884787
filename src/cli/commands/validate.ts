// `vex validate FILE`: checks a scenario file; prints "FILE: ok ..." or every problem with its
// field path (stderr, exit 1). An unreadable file or invalid JSON is one line.
import { loadScenarioFile, normalizeScenario } from '../../games/ancients/scenario.js';
import { createAncientsGame } from '../../games/load.js';

export async function validateCommand(file: string): Promise<number> {
  const r = await loadScenarioFile(file);
  if (!r.ok) {
    if (r.errors.length === 1 && r.errors[0].startsWith(file + ':')) {
      process.stderr.write(`vex: ${r.errors[0]}\n`);
      return 1;
    }
    const n = r.errors.length;
    process.stderr.write(`vex: ${file}: invalid scenario (${n} problem${n === 1 ? '' : 's'})\n`);
    for (const e of r.errors) process.stderr.write(`  ${e}\n`);
    return 1;
  }
  // the schema is satisfied; the core must also accept it (hex collisions, roster limits)
  const norm = normalizeScenario(r.scenario);
  try {
    const g = await createAncientsGame(norm);
    g.newState().free();
  } catch (e) {
    process.stderr.write(`vex: ${file}: the engine rejects it: ${(e as Error).message.split('\n')[0]}\n`);
    return 1;
  }
  const units = norm.units.length;
  process.stdout.write(`${file}: ok — ${norm.id} "${norm.name}" (${norm.board.name} board, ${units} units, ${norm.leaders.length} leaders)\n`);
  return 0;
}
