// `vex validate FILE`: checks a scenario file; prints "FILE: ok ..." or every problem with its
// field path (stderr, exit 1). An unreadable file or invalid JSON is one line. A file whose
// "game" is "napoleonics" is checked against the Napoleonics format (docs/scenarios-napoleonics.md).
import { loadScenarioFile, normalizeScenario } from '../../games/ancients/scenario.js';
import { createAncientsGame, napoleonicsGame } from '../../games/load.js';
import { loadNapoleonicsScenarioFile, normalizeNapoleonicsScenario } from '../../games/napoleonics/scenario.js';
import { toCoreScenario } from '../../games/napoleonics/core-form.js';

function problems(file: string, errors: string[]): number {
  if (errors.length === 1 && errors[0].startsWith(file + ':')) {
    process.stderr.write(`vex: ${errors[0]}\n`);
    return 1;
  }
  const n = errors.length;
  process.stderr.write(`vex: ${file}: invalid scenario (${n} problem${n === 1 ? '' : 's'})\n`);
  for (const e of errors) process.stderr.write(`  ${e}\n`);
  return 1;
}

async function validateNapoleonics(file: string): Promise<number> {
  const r = await loadNapoleonicsScenarioFile(file);
  if (!r.ok) return problems(file, r.errors);
  const core = toCoreScenario(normalizeNapoleonicsScenario(r.scenario));
  try {
    const g = await napoleonicsGame(core);
    g.newState().free();
  } catch (e) {
    process.stderr.write(`vex: ${file}: the engine rejects it: ${(e as Error).message.split('\n')[0]}\n`);
    return 1;
  }
  const leaders = core.leaders.length;
  process.stdout.write(`${file}: ok — ${core.id} "${core.name}" (napoleonics, ${r.scenario.board} board, ${core.units.length} units, ${leaders} leaders)\n`);
  if (core.notApplied?.length) process.stdout.write(`  not applied by the rules core yet: ${core.notApplied.join('; ')}\n`);
  return 0;
}

export async function validateCommand(file: string): Promise<number> {
  const r = await loadScenarioFile(file);
  if (!r.ok && r.errors.length === 1 && r.errors[0].startsWith('game: this is a "napoleonics" scenario')) return validateNapoleonics(file);
  if (!r.ok) return problems(file, r.errors);
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
