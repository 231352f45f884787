// `vex` on the Napoleonics scenarios (the six Austerlitz battles, GAMES.napoleonics), through the
// real launcher: scenarios lists them with their reconstruction label, play runs AI vs AI and a
// human at the terminal (src/cli/human.ts) over the game contract, perft counts are locked from
// fixed deals, arena and validate take them, selfplay writes records that replay, and bad input is
// one clean line.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runVex, hasStackTrace, ROOT } from './run-vex.js';
import { suiteTempDir } from '../temp-dir.js';

const tmp = suiteTempDir('vex-napo-');
const FILE_501 = join(ROOT, 'src/games/napoleonics/scenarios/501-sokolnitz-telnitz.json');
const LABEL = 'map reconstructed, not the printed map';

function expectCleanError(r: { code: number | null; stdout: string; stderr: string }, code: number, pattern: RegExp) {
  expect(r.code).toBe(code);
  const lines = r.stderr.split('\n').filter((l) => l !== '' && !l.startsWith('vex: note: '));
  expect(lines[0]).toMatch(/^vex: /);
  expect(lines[0]).toMatch(pattern);
  expect(hasStackTrace(r.stderr)).toBe(false);
  expect(hasStackTrace(r.stdout)).toBe(false);
}

describe('vex scenarios: the Napoleonics table', () => {
  it('lists the six Austerlitz battles with the reconstruction label, first player and banners', async () => {
    const r = await runVex(['scenarios']);
    expect(r.code).toBe(0);
    const table = r.stdout.trim().split('\n\n')[1]!.split('\n');
    expect(table[0]).toBe('Commands & Colors: Napoleonics (game napoleonics):');
    expect(table[1]).toMatch(/^id\s+name\s+board\s+first\s+bottom vs top\s+banners$/);
    expect(table).toHaveLength(10);
    expect(table[2]).toMatch(new RegExp(`^501-sokolnitz-telnitz\\s+Sokolnitz & Telnitz \\(${LABEL}\\)\\s+standard\\s+top\\s+French \\(11 units, 5 cards\\) vs Allied \\(Russian and Austrian\\) \\(17 units, 5 cards\\)\\s+8/8$`));
    expect(table[7]).toMatch(/^506-soult-attacks-south\s.*\sroll-off\s.*7\/7$/);
    // EPIC and La Grande (composed from the six; docs/scenarios-epic.md): their board and the label
    expect(table[8]).toMatch(new RegExp(`^601-epic-austerlitz\\s+Austerlitz \\(EPIC\\) \\(${LABEL}\\)\\s+epic\\s`));
    expect(table[9]).toMatch(new RegExp(`^602-la-grande-austerlitz\\s+Austerlitz \\(La Grande\\) \\(${LABEL}\\)\\s+grande\\s`));
    const json = JSON.parse((await runVex(['scenarios', '--json'])).stdout) as Array<{ game: string; id: string; label?: string }>;
    const napo = json.filter((x) => x.game === 'napoleonics');
    expect(napo.map((x) => x.id)).toEqual(['501-sokolnitz-telnitz', '502-davouts-counterattack', '503-soults-attack-centre', '504-lannes-vs-bagration', '505-russian-guard', '506-soult-attacks-south', '601-epic-austerlitz', '602-la-grande-austerlitz']);
    expect(napo.every((x) => x.label === LABEL)).toBe(true);
  });
});

describe('vex play on Napoleonics', () => {
  it('AI vs AI: one line per turn in Napoleonics notation, the result in banners, the same game from the same seed', async () => {
    const args = ['play', '501-sokolnitz-telnitz', '--bottom', 'greedy', '--top', 'random', '--seed', '3'];
    const r = await runVex(args);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    // Mother Russia's uses (C.16) come before the first card (Command or Tactician)
    expect(lines[0]).toMatch(/^turn 1 Allied \(Russian and Austrian\): (mother-russia:[a-z]+@[A-M]\d, )*(play|tactic):[a-z-]+/);
    expect(lines.at(-1)).toMatch(/^result: (French wins|Allied \(Russian and Austrian\) wins|draw), banners \d+-\d+, turn \d+, \d+ decisions$/);
    expect(r.stdout).not.toMatch(/play:(o2|o3|o4|insp|lead-any|mfm|clash)/); // no Ancients card names
    // the notes: the map is reconstructed, and the scenario facts the core leaves out
    expect(r.stderr).toContain(`vex: note: 501-sokolnitz-telnitz: ${LABEL}`);
    expect(r.stderr).not.toMatch(/not applied by the rules core yet/); // every fact of 501 is applied
    const again = await runVex(['play', '-s', 'sokolnitz-telnitz', '--bottom', 'greedy', '--top', 'random', '--seed', '3']);
    expect(again.stdout).toBe(r.stdout);
  });

  it('mcts (also with 2 workers) and greedy play battles to their end (--games, --quiet)', async () => {
    const r = await runVex(['play', '505', '--bottom', 'mcts:sims=20', '--top', 'greedy', '--games', '2', '--quiet']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^505-russian-guard: French \(mcts:sims=20.*\) \d+ wins, Russian \(Imperial Guard\) \(greedy.*\) \d+ wins/);
    expect(r.stderr).toBe('');
    // root-parallel search: each worker rebuilds the game from the contract's spec (the core-level form)
    const w = await runVex(['play', '506', '--bottom', 'mcts:sims=20,workers=2', '--top', 'random', '--quiet']);
    expect(w.code).toBe(0);
    expect(w.stdout).toMatch(/^result: .*, banners \d+-\d+, turn \d+, \d+ decisions\n$/);
  });

  it('a human plays a whole battle by number; the opponent\'s drawn cards stay hidden', async () => {
    const r = await runVex(['play', '505', '--bottom', 'human', '--top', 'random', '--seed', '2'], { input: '1\n'.repeat(4000) });
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n').at(-1)).toMatch(/^result: .*, banners \d+-\d+, turn \d+, \d+ decisions$/);
    // every action is printed as it happens; the top side's draws are hidden, the human's are not
    expect(r.stdout).toMatch(/^turn 1 Russian \(Imperial Guard\): play:/m);
    expect(r.stdout).toContain('  draw (hidden, Russian (Imperial Guard))');
    expect(r.stdout).toMatch(/^ {2}draw:[a-z-]+$/m);
    // the prompt shows the board, the hand and the numbered actions on stderr
    expect(r.stderr).toMatch(/your hand \(French\): /);
    expect(r.stderr).toMatch(/1:play:[a-z-]+/);
    expect(r.stderr).toMatch(/^ 9  /m);
    expect(r.stderr).toMatch(/^      A      B      C/m);
    expect(r.stderr).toMatch(/\(GGR4\)/);
  });

  it('a human\'s bad input is answered and asked again; text actions work; quit ends with one line', async () => {
    const r = await runVex(['play', '501', '--top', 'human', '--seed', '1'], { input: 'xyz\n99\nplay:probe-c\n?\nquit\n' });
    expect(r.code).toBe(1);
    // piped input echoes no newline after the prompt: the error line follows "top> "
    expect(r.stderr.endsWith('top> vex: game ended by the human player (quit)\n')).toBe(true);
    expect(hasStackTrace(r.stderr)).toBe(false);
    expect(r.stderr).toContain('top> cannot read action "xyz": unknown verb "xyz"');
    // the top player sees the board turned: row 1 (the French baseline) far away, columns M..A
    expect(r.stderr).toMatch(/^ 1 \[HC4\]/m);
    expect(r.stderr).toMatch(/^ +M +L +K +J/m);
    expect(r.stderr).toMatch(/top> no action 99: choose 1\.\.\d+, or type an action/);
    expect(r.stderr).toMatch(/"play:probe-c" is not legal now|top> /);
    const ended = await runVex(['play', '501', '--top', 'human', '--seed', '1'], { input: '' });
    expect(ended.code).toBe(1);
    expect(ended.stderr.endsWith('top> \nvex: the input ended before the game did\n')).toBe(true);
    expect(hasStackTrace(ended.stderr)).toBe(false);
  });

  it('a scenario file with game "napoleonics" plays; an invalid one is one line naming the fields', async () => {
    const r = await runVex(['play', FILE_501, '--quiet']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^result: /);
    const raw = JSON.parse((await import('node:fs')).readFileSync(FILE_501, 'utf8'));
    raw.units[0].type = 'A-GRZ';
    const bad = join(tmp, 'bad-501.json');
    writeFileSync(bad, JSON.stringify(raw));
    expectCleanError(await runVex(['play', bad]), 1, /^vex: .*bad-501\.json: invalid scenario: units\[0\]\.type: "A-GRZ" is not a FR unit code/);
    const v = await runVex(['validate', bad]);
    expectCleanError(v, 1, /bad-501\.json: invalid scenario \(1 problem\)/);
    expect(v.stderr).toContain('  units[0].type: "A-GRZ" is not a FR unit code');
    const ok = await runVex(['validate', FILE_501]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/: ok — 501-sokolnitz-telnitz "Sokolnitz & Telnitz" \(napoleonics, standard board, 28 units, 7 leaders\)\n$/);
  });

  it('bad input: unknown id, human with --games, --log, two scenarios', async () => {
    expectCleanError(await runVex(['play', '507']), 1, /unknown scenario "507"; valid ids: 001-akragas, .*; napoleonics: 501-sokolnitz-telnitz, /);
    expectCleanError(await runVex(['play', '501', '--top', 'human', '--games', '2']), 2, /^vex: --games: a human player plays one game at a time$/);
    // --log writes contract records (tests/cli/play-log-contract.test.ts); a person's game has none
    expectCleanError(await runVex(['play', '501', '--bottom', 'human', '--log', join(tmp, 'x.jsonl')]), 2, /--log: a game with a human player cannot be re-simulated from a record/);
    expectCleanError(await runVex(['play', '501', '-s', '502']), 2, /two scenarios given \("501" and --scenario "502"\)/);
    // self-play takes Napoleonics ids (tests/selfplay/selfplay-napoleonics.test.ts), one engine per --out
    expectCleanError(await runVex(['selfplay', '--scenario', '501,zama', '--games', '2', '--agent', 'random', '--out', join(tmp, 'sp')]), 2,
      /^vex: scenario 015-zama belongs to ancients, 501-sokolnitz-telnitz to napoleonics: one engine per --out$/);
  });

  it('a human plays an Ancients side the same way (the board with Ancients unit types)', async () => {
    const r = await runVex(['play', 'akragas', '--bottom', 'human', '--top', 'random', '--seed', '5'], { input: '1\n'.repeat(3000) });
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n').at(-1)).toMatch(/^result: (bottom wins|top wins|draw), banners \d+-\d+/);
    expect(r.stdout).toContain('  draw (hidden, Carthaginian)');
    expect(r.stderr).toMatch(/your hand \(Syracusan\): /);
  });
});

describe('vex perft on Napoleonics', () => {
  // fixed openings (the Tactician deal, the Command deal, 501's Mother Russia dice and their uses),
  // then the first decisions: locked counts (behaviour lock); the guard cards drawn (battle back
  // bonus, cavalry screen) are responses in the enemy turn, not plays before the card. Before the Tactician cards and Mother
  // Russia were applied by default (encoding v2 indexes them) the locks were, after the Command deal
  // alone: 501 5 / 33 / 364 / 3178, 503 6521 at depth 4, 501's opening 21608 at depth 3; those still
  // hold with { decisions: false } (tests/games/napoleonics-pieces-applied.test.ts). 501 at depth 4 was
  // 3169 while the Goldbach played as a C.15 fordable stream; with the Austerlitz stream rule 3178.
  const T501 = 'tactic-draw:call-forward-reserves tactic-draw:leader-orders-fall-back tactic-draw:infantry-melee-leader tactic-draw:hold-the-line-leader tactic-draw:leader-bonus tactic-draw:cavalry-screen tactic-draw:inspired-infantry-leader tactic-draw:battle-back-bonus';
  const D501 = `${T501} draw:probe-c draw:attack-l draw:assault-r draw:scout-c draw:bayonet draw:probe-l draw:attack-c draw:attack-r draw:cav-charge draw:bombard`
    + ' die:light die:heavy die:flag die:medium die:light mother-russia:line@I8 mother-russia:line@J8 mother-russia:artillery@H8 mother-russia:line@F6';
  const D503 = 'tactic-draw:call-forward-reserves,tactic-draw:leader-orders-fall-back,tactic-draw:infantry-melee-leader,tactic-draw:hold-the-line-leader,tactic-draw:leader-bonus,tactic-draw:cavalry-screen,tactic-draw:inspired-infantry-leader,'
    + 'draw:probe-c,draw:attack-l,draw:assault-r,draw:scout-c,draw:bayonet,draw:probe-l,draw:attack-c,draw:attack-r,draw:cav-charge';
  it('501 after a fixed opening: 6 / 38 / 552 / 4007; 503: 14343 at depth 4; the opening at depth 3', async () => {
    const counts: string[] = [];
    for (const d of ['1', '2', '3', '4']) counts.push((await runVex(['perft', '-s', '501', '-d', d, '--actions', D501])).stdout.replace(/ \(.*\)\n$/, ''));
    expect(counts).toEqual([1, 2, 3, 4].map((d, i) => `perft 501-sokolnitz-telnitz depth ${d}: ${[6, 38, 552, 4007][i]}`));
    expect((await runVex(['perft', '-s', '503', '-d', '4', '--actions', D503])).stdout).toMatch(/^perft 503-soults-attack-centre depth 4: 14343 \(/);
    expect((await runVex(['perft', '-s', '501', '-d', '3'])).stdout).toMatch(/^perft 501-sokolnitz-telnitz depth 3: 4091 \(/);
    const d = await runVex(['perft', '-s', '501', '-d', '1', '--divide', '--actions', D501]);
    expect(d.stdout.trim().split('\n')).toEqual(['play:probe-l: 1', 'play:attack-c: 1', 'play:attack-r: 1', 'play:bombard: 1', 'play:cav-charge: 1',
      'tactic:inspired-infantry-leader: 1', 'total: 6']);
  });
  it('refuses an action that is not legal with one line', async () => {
    expectCleanError(await runVex(['perft', '-s', '501', '-d', '1', '--actions', 'draw:o2l']), 2, /--actions: cannot read action "draw:o2l": unknown card "o2l"/);
    expectCleanError(await runVex(['perft', '-s', '501', '-d', '1', '--actions', 'end-moves']), 2, /--actions: "end-moves" is not legal here/);
  });
});

describe('vex selfplay and replay on Napoleonics', () => {
  it('greedy self-play on 504 writes a record that vex replay re-simulates (shards: tests/selfplay)', async () => {
    const out = join(tmp, 'sp-504');
    const r = await runVex(['selfplay', '-s', 'lannes-vs-bagration', '-n', '1', '-a', 'greedy', '-o', out, '--seed', '9', '--no-progress']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^selfplay: 1 games, \d+ positions in 1 new shards \(0 games skipped\) -> /);
    const rp = await runVex(['replay', join(out, '504-lannes-vs-bagration', 'games-000009-000009.jsonl.gz')]);
    expect(rp.code).toBe(0);
    expect(rp.stdout).toMatch(/^replay \(504-lannes-vs-bagration, seed 9, greedy on both sides\): reproduced \d+ actions and the agents' choices — .*, banners \d+-\d+, \d+ turns, \d+ decisions\n$/);
  });
});

describe('vex arena on Napoleonics', () => {
  it('plays paired games over the contract; "napoleonics" names the eight battles (the six, 601 EPIC, 602 La Grande)', async () => {
    const r = await runVex(['arena', '-a', 'mcts:sims=20', '-b', 'greedy', '-n', '2', '-s', '501,akragas', '--json', '--no-progress']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout) as { games: number; scenarios: string[]; perScenario: Record<string, { games: number }> };
    expect(s.scenarios).toEqual(['501-sokolnitz-telnitz', '001-akragas']);
    expect(s.games).toBe(4);
    expect(s.perScenario['501-sokolnitz-telnitz']!.games).toBe(2);
    const all = await runVex(['arena', '-a', 'random', '-b', 'greedy', '-n', '2', '-s', 'napoleonics', '-j', '2', '--json', '--no-progress']);
    expect(all.code).toBe(0);
    expect((JSON.parse(all.stdout) as { games: number }).games).toBe(16);
    expectCleanError(await runVex(['arena', '-a', 'random', '-b', 'greedy', '-s', '507']), 2, /unknown scenario "507"/);
  });
});
