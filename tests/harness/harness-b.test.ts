// Seeded random-play invariant harness, scenarios 006-010 (the checks are in random-play.ts).
import { describe } from 'vitest';
import { harnessSuite } from './suite.js';

describe('random-play harness (006-010)', () => harnessSuite(['006', '007', '008', '009', '010']));
