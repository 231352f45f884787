// Worker entry for `vex arena --jobs N`: plays the games it is sent, one at a time, with its own
// core instances and agents. Speaks plain worker_threads messages ({id, scenario, seed, swapped}
// in, {id, game} or {id, error} out).
import { parentPort, workerData } from 'node:worker_threads';
import { createAgent } from '../agents/registry.js';
import { contractFromId } from '../games/load.js';
import type { GameDef } from '../core/contract.js';
import { playArenaGame } from './play-game.js';

const { a, b } = workerData as { a: string; b: string; entry: string };
const agentA = createAgent(a);
const agentB = createAgent(b);
const games = new Map<string, Promise<GameDef>>();

parentPort?.on('message', async (m: { id: number; scenario: string; seed: number; swapped: boolean } | 'close') => {
  if (m === 'close') { agentA.close?.(); agentB.close?.(); process.exit(0); }
  try {
    let g = games.get(m.scenario);
    if (!g) { g = contractFromId(m.scenario); games.set(m.scenario, g); }
    const game = await playArenaGame(await g, agentA, agentB, m.seed, m.swapped);
    parentPort?.postMessage({ id: m.id, game });
  } catch (e) {
    parentPort?.postMessage({ id: m.id, error: e instanceof Error ? e.message : String(e) });
  }
});
