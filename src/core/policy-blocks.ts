// The policy-index block table of a wasm core, read from its exports (assembly/cc/encode.ts
// `PolicyBlock`, `PolicyField`, `policyBlock(b, f)`), so no TypeScript or Python file re-types it.
// Callers: the facade (game.ts) and the wasm contract (wasm-contract.ts) put it in their
// `encoding.POLICY_BLOCKS`; self-play meta/manifests and model cards copy it from there. The
// table depends on the ruleset in play (ACTION_VERSION 1: 10 blocks; Napoleonics' version 2 adds
// SQUARE, JOIN, DISCARD, the nine GM&T blocks TACTIC … TIME_PRESSURE, then MOVE_FAR, EPIC_PICK, EPIC_MARCH: 25 in all): `policyBlockCount()` says how many rows count, so read it after the
// scenario began (src/games/napoleonics/compile.ts refreshes the facade's copy).
//
//   row (one per PolicyBlock member, lowest index first):
//     { name: "MOVE", start: B_MOVE, size: N * 62, perHex: 62, hexMajor: true }
import type { CoreExports } from './wasm.js';
import type { PolicyBlockInfo } from './contract.js';
import { readEnum } from './enums.js';

/** The core's block table, or undefined when the core exports none (another engine). Throws on a table that does not tile [0, POLICY_SIZE). */
export function readPolicyBlocks(core: CoreExports): PolicyBlockInfo[] | undefined {
  if (typeof core.policyBlock !== 'function') return undefined;
  const blocks = readEnum(core, 'PolicyBlock');
  const field = readEnum(core, 'PolicyField').code;
  const get = (b: number, f: string): number => {
    if (field[f] === undefined) throw new Error(`the core's PolicyField has no ${f}`);
    return core.policyBlock(b, field[f]) as number;
  };
  const out: PolicyBlockInfo[] = [];
  const count = typeof core.policyBlockCount === 'function' ? (core.policyBlockCount() as number) : blocks.name.length;
  for (let b = 0; b < count; b++) {
    out.push({ name: blocks.name[b], start: get(b, 'START'), size: get(b, 'SIZE'), perHex: get(b, 'PER_HEX'), hexMajor: get(b, 'HEX_MAJOR') === 1 });
  }
  const size = (core.POLICY_SIZE as WebAssembly.Global).value as number;
  checkPolicyBlocks(out, size);
  return out;
}

/** Throws a one-line Error unless the blocks tile [0, policySize) in order with whole hex slots. */
export function checkPolicyBlocks(blocks: PolicyBlockInfo[], policySize: number): void {
  let next = 0;
  for (const b of blocks) {
    if (b.start !== next) throw new Error(`policy block ${b.name} starts at ${b.start}, expected ${next}`);
    if (b.size <= 0 || (b.perHex > 0 && b.size % b.perHex !== 0)) throw new Error(`policy block ${b.name}: size ${b.size} is not a whole number of hex slots of ${b.perHex}`);
    next = b.start + b.size;
  }
  if (next !== policySize) throw new Error(`policy blocks end at ${next}, POLICY_SIZE is ${policySize}`);
}

/** Where the trainer's copy of the table lives (scripts/gen-policy-blocks.ts writes it). */
export const POLICY_BLOCKS_FILE = 'training/vexnet/policy_blocks_v1.json';

/** The text of that file for an encoding: its ACTION_VERSION, POLICY_SIZE and POLICY_BLOCKS. */
export function policyBlocksDocument(e: { ACTION_VERSION: number; POLICY_SIZE: number; POLICY_BLOCKS?: PolicyBlockInfo[] }): string {
  if (!e.POLICY_BLOCKS) throw new Error('this core exports no policy block table');
  const rows = e.POLICY_BLOCKS.map((b) => `    ${JSON.stringify(b)}`).join(',\n');
  return `{\n  "generated": "npm run gen:policy-blocks (from the core's export, assembly/cc/encode.ts); do not edit",\n`
    + `  "ACTION_VERSION": ${e.ACTION_VERSION},\n  "POLICY_SIZE": ${e.POLICY_SIZE},\n  "POLICY_BLOCKS": [\n${rows}\n  ]\n}\n`;
}
