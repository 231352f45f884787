// Seeded random-play invariant harness, scenarios 001-005 (the checks are in random-play.ts).
import { describe } from 'vitest';
import { harnessSuite } from './suite.js';

describe('random-play harness (001-005)', () => harnessSuite(['001', '002', '003', '004', '005']));
