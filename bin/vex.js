#!/usr/bin/env node
// Launcher of the `vex` command: registers tsx so Node runs the TypeScript sources directly, then
// hands the arguments to src/cli/vex.ts. Exit code and output: see docs/cli.md.
import { register } from 'tsx/esm/api';

register();
try {
  const { main, installGuards } = await import('../src/cli/vex.ts');
  installGuards();
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  const msg = e instanceof Error ? e.message : String(e);
  process.stderr.write(`vex: cannot start: ${msg.split('\n')[0]}\n`);
  process.exitCode = 1;
}
