// Seeded random-play invariant harness, scenarios 011-015 (the checks are in random-play.ts).
import { describe } from 'vitest';
import { harnessSuite } from './suite.js';

describe('random-play harness (011-015)', () => harnessSuite(['011', '012', '013', '014', '015']));
