// The policy-index block table the C&C core exports (assembly/cc/encode.ts PolicyBlock/PolicyField,
// read by src/core/policy-blocks.ts; issue 17 Shape 5): it tiles the policy index, it describes
// where encode.ts really puts every legal action (kind -> block, hex slot and kind from the block's
// layout), and the trainer's generated copy (training/vexnet/policy_blocks_v1.json) is current.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gameFromId } from '../../src/games/load.js';
import { checkPolicyBlocks, policyBlocksDocument, POLICY_BLOCKS_FILE } from '../../src/core/policy-blocks.js';
import type { PolicyBlockInfo } from '../../src/core/contract.js';

/** The block an action kind goes to (encode.ts policyIndex), with the hex slot and entry it uses. */
const HEX_KINDS = ['ORDER', 'ORDER_LEADER', 'RALLY', 'EVADE_TO', 'RETREAT', 'LEADER_EVADE', 'ADVANCE'];
const SINGLES = ['END_ORDERS', 'END_MOVES', 'END_BATTLES', 'ACCEPT', 'EVADE', 'FIRST_STRIKE', 'SKIP'];
const OFF = 511;

function expected(kind: string, a: number, b: number, c: number): { block: string; slot?: number; k?: number } {
  if (kind === 'PLAY') return { block: 'CARD', k: c };
  if (SINGLES.includes(kind)) return { block: 'SINGLE', k: SINGLES.indexOf(kind) };
  if (kind === 'IGNORE') return { block: 'IGNORE', k: c };
  if (kind === 'ORDER' && a === OFF) return { block: 'RESERVE', k: 0 };
  if (kind === 'LEADER_EVADE' && a === OFF) return { block: 'LEADER_EVADE_OFF', k: 0 };
  if (HEX_KINDS.includes(kind)) return { block: 'HEX', slot: a, k: HEX_KINDS.indexOf(kind) };
  if (kind === 'MOVE' && a === OFF) return { block: 'ENTER', slot: b, k: c };
  if (kind === 'MOVE') return { block: 'MOVE', slot: a };
  if (kind === 'MOVE_LEADER') return { block: 'LEADER_MOVE', slot: a };
  if (kind === 'BATTLE') return { block: 'BATTLE', slot: a };
  throw new Error(`no block for ${kind}`);
}

/** Block, hex slot and entry of a policy index, decoded with the table's layout only. */
function decode(blocks: PolicyBlockInfo[], p: number): { block: string; slot?: number; k: number } {
  const b = blocks.find((x) => p >= x.start && p < x.start + x.size)!;
  const i = p - b.start;
  if (b.perHex === 0) return { block: b.name, k: i };
  const slots = b.size / b.perHex;
  return b.hexMajor ? { block: b.name, slot: Math.floor(i / b.perHex), k: i % b.perHex } : { block: b.name, slot: i % slots, k: Math.floor(i / slots) };
}

describe('policy-index block table', () => {
  it('tiles [0, POLICY_SIZE) in order; a gap or an overlap is refused with one line', async () => {
    const game = await gameFromId('001');
    const blocks = game.encoding.POLICY_BLOCKS!;
    expect(blocks.map((b) => b.name)).toEqual(['CARD', 'SINGLE', 'IGNORE', 'HEX', 'LEADER_EVADE_OFF', 'MOVE', 'LEADER_MOVE', 'BATTLE', 'RESERVE', 'ENTER']);
    expect(() => checkPolicyBlocks(blocks, game.encoding.POLICY_SIZE)).not.toThrow();
    expect(game.contract.encoding.POLICY_BLOCKS).toEqual(blocks);
    const gap = blocks.map((b, i) => (i === 3 ? { ...b, start: b.start + 1 } : b));
    expect(() => checkPolicyBlocks(gap, game.encoding.POLICY_SIZE)).toThrow(/^policy block HEX starts at 44, expected 43$/);
    expect(() => checkPolicyBlocks(blocks.slice(0, -1), game.encoding.POLICY_SIZE)).toThrow(/^policy blocks end at 66683, POLICY_SIZE is 70401$/);
  });

  it('says where encode.ts puts every legal action of the bottom side (block, hex slot, entry) in seeded random games', async () => {
    const seen = new Set<string>();
    let checked = 0;
    for (const id of ['001', '006', '011', '015']) {
      const game = await gameFromId(id);
      const blocks = game.encoding.POLICY_BLOCKS!;
      const act = game.enums.Act.name;
      game.seed(3);
      let x = 12345;
      for (let g = 0; g < 3; g++) {
        const s = game.newState();
        for (let step = 0; step < 400 && !s.isTerminal(); step++) {
          if (s.isChance()) { s.sampleChance(); continue; }
          const legal = s.legalActions();
          if (s.currentPlayer() === 0) { // the bottom side's view is the board's own frame: slot = hex
            for (const code of legal) {
              const want = expected(act[code & 63], (code >>> 6) & 511, (code >>> 15) & 511, (code >>> 24) & 127);
              const got = decode(blocks, s.policyIndex(code));
              expect(got.block, game.actionText(code)).toBe(want.block);
              if (want.slot !== undefined) expect(got.slot, game.actionText(code)).toBe(want.slot);
              if (want.k !== undefined) expect(got.k, game.actionText(code)).toBe(want.k);
              seen.add(want.block);
              checked++;
            }
          }
          x = (Math.imul(x, 1103515245) + 12345) >>> 0;
          s.apply(legal[x % legal.length]);
        }
        s.free();
      }
    }
    expect(checked).toBeGreaterThan(1000);
    for (const b of ['CARD', 'SINGLE', 'HEX', 'MOVE', 'LEADER_MOVE', 'BATTLE']) expect(seen.has(b), b).toBe(true);
  });

  it(`${POLICY_BLOCKS_FILE} (the trainer's copy) is the core's table: rerun npm run gen:policy-blocks if not`, async () => {
    const game = await gameFromId('001');
    const file = readFileSync(fileURLToPath(new URL(`../../${POLICY_BLOCKS_FILE}`, import.meta.url)), 'utf8');
    expect(file).toBe(policyBlocksDocument(game.encoding));
    expect(JSON.parse(file).POLICY_BLOCKS).toEqual(game.encoding.POLICY_BLOCKS);
  });
});
