// EPIC Austerlitz (601) with 4 and 8 seats (digest D.7: seat = side + 2 * role, role 0 the
// Commander-in-Chief) in Chromium: the picker's "Players: 4" lists four seats named from the game's
// contract; four people at one screen get a hand-over screen naming the next seat whenever the seat
// to act changes, with no card of any hand on show behind it, and each seat sees only its own hand
// (the CinC holds the side's Command hand, the sub-commander sees none); the CinC's give decision
// (D.7 4 players, `give:hand` / `give:display`) is taken by buttons that name both cards and is told
// in the log; one person with three (4 seats) or seven (8 seats) AI seats never gets a hand-over
// screen while the AI seats play through the worker; La Grande (602) offers 2 or 8 players (8: its own D.8
// turn; not 4 or 6) and says why in one line. No wall-clock asserts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startApp, type AppUnderTest } from './static-host.js';
import type {} from './vex-hook.js';
import { startSeats } from './nap-page.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let app: AppUnderTest;
beforeAll(async () => { app = await startApp(ROOT, 'epic-4seat-'); }, 600_000);
afterAll(async () => { await app?.close(); });

async function openPicker(prefix: string): Promise<{ page: Page; errors: string[] }> {
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 720 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(app.url);
  await page.waitForSelector('#nap-start', { timeout: 60_000 });
  const id = await page.$$eval('[data-nap-scenario]', (els, p) => els.map((e) => e.getAttribute('data-nap-scenario')!).find((x) => x.startsWith(p))!, prefix);
  await page.click(`[data-nap-scenario="${id}"]`);
  return { page, errors };
}

/** Opens 601 with one controller per seat (their number is the format) and starts it. */
async function openSeats(seatCtl: ('human' | 'ai')[], seed: number): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPicker('601');
  const n = seatCtl.length;
  await page.selectOption('#nap-players', String(n));
  await expect.poll(() => page.locator('#nap-seat-list li').count(), { timeout: 30_000 }).toBe(n);
  expect(await page.locator('#nap-seat-error').isVisible()).toBe(false);
  const rows = await page.locator('#nap-seat-list li').allTextContents();
  expect(rows[0]).toMatch(/French Commander-in-Chief/);
  expect(rows[1]).toMatch(/Allied Commander-in-Chief/);
  if (n === 4) expect(rows[2]).toMatch(/French sub-commander/);
  await startSeats(page, seatCtl.slice(0, n), seed);
  return { page, errors };
}

/**
 * The page's own loop plays the AI seats; the one person (seat 0) answers with seeded random legal
 * actions until the game reaches `turns` or ends. Counts the hand-over screens seen (none expected).
 */
async function playAgainstAi(page: Page, seed: number, turns: number) {
  return page.evaluate(async ([seed0, turns0]) => {
    const vex = window.__vex;
    let x = seed0, handovers = 0, mine = 0;
    const rnd = (k: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return (x >>> 8) % k; };
    // bounded by decisions taken (the person's and the AI's), not by time
    let lastPly = -1, stillPolls = 0;
    while (vex.state()!.turn < turns0 && !vex.over() && stillPolls < 20000) {
      if (document.getElementById('handover')) handovers++;
      const ply = vex.ply();
      stillPolls = ply === lastPly ? stillPolls + 1 : 0;
      lastPly = ply;
      if (!vex.humanToAct()) { await new Promise((res) => setTimeout(res, 5)); continue; }
      const legal = vex.legal();
      vex.apply(legal[rnd(legal.length)]);
      mine++;
      await new Promise((res) => setTimeout(res, 0));
    }
    return { handovers, mine, turn: vex.state()!.turn, over: vex.over(), ai: vex.aiStats()!.decisions, seats: vex.seats()!, log: vex.log() };
  }, [seed, turns] as const);
}

describe('EPIC Austerlitz with 4 seats (D.7)', () => {
  it('four people: the hand-over screen names the next seat at every change, each seat sees only its own hand, the CinC gives a card by a named button', async () => {
    const { page, errors } = await openSeats(['human', 'human', 'human', 'human'], 31);
    expect((await page.evaluate(() => window.__vex.seats()!)).numSeats).toBe(4);
    const acted = new Set<number>();
    let changes = 0, last = -1, gives = 0;
    let x = 31;
    const rnd = (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return (x >>> 8) % n; };
    for (let i = 0; i < 2000 && (changes < 8 || gives < 2) && !(await page.evaluate(() => window.__vex.over())); i++) {
      const st = await page.evaluate(() => window.__vex.seats()!);
      if (st.toAct < 0) { await page.waitForTimeout(5); continue; }
      if (st.toAct !== last) {
        await page.waitForSelector('#handover');
        expect(st.handover).toBe(st.toAct);
        expect(await page.textContent('#handover')).toContain(`I am the ${st.names[st.toAct]} player`);
        expect(await page.locator('#hand .card').count()).toBe(0);
        await page.click('#handover-ready');
        if (last >= 0) changes++;
        last = st.toAct;
      }
      acted.add(st.toAct);
      const now = await page.evaluate(() => window.__vex.seats()!);
      expect(now.viewSeat).toBe(st.toAct);
      // D.7 4 players: the CinC (seats 0, 1) holds the side's Command hand; the sub-commander sees none
      expect(now.handShown).toBe(st.toAct < 2);
      if (now.handShown) expect(await page.locator('#hand .card').count()).toBeGreaterThan(0);
      else expect(await page.locator('#hand .card').count()).toBe(0);
      const legal = await page.evaluate(() => window.__vex.legal());
      const giveTexts = legal.filter((t) => t.startsWith('give:'));
      if (giveTexts.length) {
        // the give decision: one button per choice, each naming the card given, the card kept and who gets it
        expect(st.toAct).toBeLessThan(2);
        const buttons = page.locator('#give-options button');
        expect(await buttons.count()).toBe(giveTexts.length);
        expect(await page.textContent('#give-options')).toContain(`Give a card to the ${st.names[st.toAct + 2]}`);
        for (const label of await buttons.allTextContents()) expect(label).toMatch(/^(Give .+ \((the hand|the display) card\) to the (French|Allied) sub-commander; keep .+ \((the hand|the display) card\)|Keep .+)$/);
        const pick = giveTexts[rnd(giveTexts.length)];
        await page.click(`#give-options button[data-action="${pick}"]`);
        const told = (await page.evaluate(() => window.__vex.log())).filter((l) => l.kind === 'action').at(-1)!;
        expect(told.text).toMatch(/(French|Allied) Commander-in-Chief \((Napoleon|Kutuzov)\) (gives .+ to the (French|Allied) sub-commander and keeps|keeps) /);
        gives++;
        continue;
      }
      await page.evaluate((t) => window.__vex.apply(t), legal[rnd(legal.length)]);
    }
    expect(changes).toBeGreaterThanOrEqual(8);
    expect(gives).toBeGreaterThanOrEqual(2);
    // both CinCs and at least one sub-commander took decisions
    expect(acted.has(0) && acted.has(1) && (acted.has(2) || acted.has(3))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 400_000);

  it('one person (the French Commander-in-Chief) and three AI seats: no hand-over screen, the AI seats play', async () => {
    const { page, errors } = await openSeats(['human', 'ai', 'ai', 'ai'], 9);
    // 8 turns: the Allied CinC (an AI seat) gives or keeps a card only when neither of his two cards
    // is a multi-section card (D.7 4 players), so a short game may have no such turn
    const r = await playAgainstAi(page, 9, 8);
    expect(r.handovers).toBe(0);
    expect(r.turn).toBeGreaterThanOrEqual(8);
    expect(r.mine).toBeGreaterThan(0);
    expect(r.ai).toBeGreaterThan(0);
    expect(r.seats.humans).toEqual([0]);
    // the AI seats' give decisions are told in the log like the person's
    expect(r.log.some((l) => /Allied Commander-in-Chief \(Kutuzov\) (gives|keeps) /.test(l.text))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 400_000);
});

describe('EPIC Austerlitz with 8 seats (D.7)', () => {
  it('one person (the French Commander-in-Chief) and seven AI seats: the game starts and plays a few turns without a hand-over screen', async () => {
    const { page, errors } = await openSeats(['human', 'ai', 'ai', 'ai', 'ai', 'ai', 'ai', 'ai'], 5);
    const names = (await page.evaluate(() => window.__vex.seats()!)).names;
    expect(names).toHaveLength(8);
    expect(names[2]).toBe('French left-flank commander (Lannes)'); // the file's person (nap/epic-people.ts)
    expect(names[4]).toBe('French centre commander'); // the file names no centre commander besides the CinC
    const r = await playAgainstAi(page, 5, 3);
    expect(r.handovers).toBe(0);
    expect(r.turn).toBeGreaterThanOrEqual(3);
    expect(r.ai).toBeGreaterThan(0);
    expect(r.seats.humans).toEqual([0]);
    expect(errors).toEqual([]);
    await page.close();
  }, 400_000);
});

describe('La Grande Manoeuvre (602) seats (D.8)', () => {
  it('offers 2 or 8 players (2 by default, two seats listed; 8: La Grande\'s own turn) and says why not 4 or 6; an 8-player game starts', async () => {
    const { page, errors } = await openPicker('602');
    await expect.poll(() => page.locator('#nap-seat-formats').isVisible(), { timeout: 60_000 }).toBe(true);
    const note = (await page.textContent('#nap-seat-formats'))!;
    expect(note).toMatch(/2 or 8 players\. With 8 players it is La Grande's own turn \(rules D\.8\)/);
    expect(note).toMatch(/4 and 6 players are not offered: .+\./);
    expect(note).not.toMatch(/not built/);
    const options = await page.$$eval('#nap-players option', (os) => os.map((o) => [(o as HTMLOptionElement).value, (o as HTMLOptionElement).disabled] as const));
    expect(options).toEqual([['2', false], ['4', true], ['6', true], ['8', false]]);
    expect(await page.inputValue('#nap-players')).toBe('2');
    await expect.poll(() => page.locator('#nap-seat-list li').count(), { timeout: 30_000 }).toBe(2);
    expect(await page.locator('#nap-seat-error').isVisible()).toBe(false);
    await page.selectOption('#nap-players', '8');
    await expect.poll(() => page.locator('#nap-seat-list li').count(), { timeout: 30_000 }).toBe(8);
    expect(await page.locator('#nap-seat-error').isVisible()).toBe(false);
    await page.selectOption('#nap-level', 'instant');
    await page.click('#nap-start');
    await page.waitForSelector('svg.board [data-hex="A1"]');
    expect((await page.evaluate(() => window.__vex.seats()!)).numSeats).toBe(8);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
