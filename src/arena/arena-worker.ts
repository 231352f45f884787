// Worker entry for `vex arena --jobs N`: plays the games it is sent, one at a time, with its own
// core instances and agents. Speaks plain worker_threads messages ({id, scenario, seed, swapped,
// seats, plan} in, {id, game} or {id, error} out).
import { parentPort, workerData } from 'node:worker_threads';
import { createAgent } from '../agents/registry.js';
import { contractFromId } from '../games/load.js';
import type { GameDef } from '../core/contract.js';
import { openInSeatFormat } from '../core/seats.js';
import { playArenaGame } from './play-game.js';
import { parseSeatPlan } from './seat-plan.js';

const { a, b } = workerData as { a: string; b: string; entry: string };
const agentA = createAgent(a);
const agentB = createAgent(b);
const games = new Map<string, Promise<GameDef>>();

type Job = { id: number; scenario: string; seed: number; swapped: boolean; seats?: number; plan?: string | null };

parentPort?.on('message', async (m: Job | 'close') => {
  if (m === 'close') { agentA.close?.(); agentB.close?.(); process.exit(0); }
  try {
    const seats = m.seats ?? 2;
    const key = `${m.scenario}:${seats}`;
    let g = games.get(key);
    if (!g) { g = openInSeatFormat(seats, m.scenario, (rules) => contractFromId(m.scenario, { rules }), (d) => d); games.set(key, g); }
    const game = await playArenaGame(await g, agentA, agentB, m.seed, m.swapped, undefined, m.plan ? parseSeatPlan(m.plan) : null);
    parentPort?.postMessage({ id: m.id, game });
  } catch (e) {
    parentPort?.postMessage({ id: m.id, error: e instanceof Error ? e.message : String(e) });
  }
});
