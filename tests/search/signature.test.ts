// The seeded search signature (issue 17 "Must hold"): the decisions of greedy, random, mcts (three
// settings), plain Mcts and Puct on 12 fixed positions of four scenarios must equal the recorded
// lines in signature.json. A change of behaviour anywhere in search, agents or the core shows here.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { signatureLines } from './signature.js';

describe('search signature', () => {
  it('the seeded decisions on the fixed positions are the recorded ones', async () => {
    const want = JSON.parse(readFileSync(new URL('./signature.json', import.meta.url), 'utf8')) as string[];
    const got = await signatureLines();
    expect(got.length).toBe(want.length);
    for (let i = 0; i < want.length; i++) expect(got[i], `line ${i}`).toBe(want[i]);
  });
});
