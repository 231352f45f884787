// `npm run gen:policy-blocks`: writes training/vexnet/policy_blocks_v1.json, the policy-index block
// table the core exports (assembly/cc/encode.ts, read by src/core/policy-blocks.ts), for the
// Python trainer to fall back on when a model card or a data set written before the table was
// shipped has none (training/vexnet/layout.py). tests/core/policy-blocks.test.ts fails when the
// file and the core disagree; rerun this then (after npm run build:core).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gameFromId } from '../src/games/load.js';
import { POLICY_BLOCKS_FILE, policyBlocksDocument } from '../src/core/policy-blocks.js';

const game = await gameFromId('001', { build: 'debug' });
writeFileSync(fileURLToPath(new URL(`../${POLICY_BLOCKS_FILE}`, import.meta.url)), policyBlocksDocument(game.encoding));
console.log(`wrote ${POLICY_BLOCKS_FILE}`);
