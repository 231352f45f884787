// Behaviour lock for the rules core and the search together (CONVENTIONS 15, issue 17): the search
// signature of tests/core/perft-signature.ts. A change that is meant to alter behaviour (a rule fix,
// a search change) updates SIGNATURE in the same commit and says why; a speed-up must leave it equal.
import { describe, expect, it } from 'vitest';
import { searchSignature } from './perft-signature.js';

const SIGNATURE = 2820921847;

describe('search signature (Bench: N)', () => {
  it('the debug build gives the locked signature', async () => {
    expect((await searchSignature('debug')).value).toBe(SIGNATURE);
  });

  it('the release build gives the same signature as the debug build', async () => {
    expect((await searchSignature('release')).value).toBe(SIGNATURE);
  });
});
