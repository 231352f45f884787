// `npm run demo`: plays one seeded game on the default scenario (Akragas) between two random agents
// in the terminal and prints a readable log and the result (the web app is `npm start`).
// Usage: npm run demo [-- --seed N] [-- --scenario ID]
import { gameFromId } from '../games/load.js';
import { DEFAULT_SCENARIO } from '../games/registry.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

async function main(): Promise<void> {
  const seed = Number(arg('seed', '1'));
  if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer, got "${arg('seed', '')}"`);
  const game = await gameFromId(arg('scenario', DEFAULT_SCENARIO));
  const sc = game.scenario;
  game.seed(seed);
  const s = game.newState();
  console.log(`${sc.name}: ${sc.sides[0].name} (bottom, ${sc.sides[0].cards} cards, ${sc.sides[0].banners} banners to win) vs ${sc.sides[1].name} (top, ${sc.sides[1].cards} cards, ${sc.sides[1].banners} banners); seed ${seed}`);
  let rnd = seed >>> 0;
  const next = () => { rnd = (Math.imul(rnd ^ (rnd >>> 15), 2246822519) + 0x9e3779b9) >>> 0; return rnd / 4294967296; };
  let dice: string[] = [];
  let lastTurn = -1;
  while (!s.isTerminal()) {
    if (s.isChance()) {
      const code = s.sampleChance();
      const t = game.actionText(code);
      if (t.startsWith('die:')) dice.push(t.slice(4));
      continue;
    }
    if (dice.length) { console.log(`      dice: ${dice.join(' ')}`); dice = []; }
    if (s.turn() !== lastTurn) {
      lastTurn = s.turn();
      console.log(`turn ${lastTurn} — ${s.active() === 0 ? sc.sides[0].name : sc.sides[1].name} (banners ${s.banners(0)}-${s.banners(1)})`);
    }
    const legal = s.legalActions();
    const code = legal[Math.floor(next() * legal.length)];
    const who = s.currentPlayer() === 0 ? sc.sides[0].name : sc.sides[1].name;
    console.log(`  ${who}: ${game.actionText(code)}`);
    s.apply(code);
  }
  if (dice.length) console.log(`      dice: ${dice.join(' ')}`);
  const w = s.winner();
  console.log(`result: ${w === 2 ? 'draw' : `${sc.sides[w].name} win`} ${s.banners(0)}-${s.banners(1)} after ${s.turn()} turns`);
}

main().catch((e: unknown) => {
  console.error(`vexillum: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
