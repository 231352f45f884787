// End-to-end tests of the web app: vite builds it, vite preview serves it on 127.0.0.1, and
// playwright-core drives Debian's chromium (/usr/bin/chromium, installed by .ci/run; never a
// downloaded browser). Screenshots of the main screens go to tests/e2e/artifacts/ (git-ignored).
// The turn-by-clicks test acts only through clicks; the full-game test reads the legal actions
// through the page's window.__vex hook and applies them as clicks would. No wall-clock asserts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { serveStatic, startApp, type AppUnderTest } from './static-host.js';
import type {} from './vex-hook.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ART = join(ROOT, 'tests/e2e/artifacts');
let OUT: string;
let app: AppUnderTest;

let browser: Browser;
let url: string;


/** A page that records console errors and uncaught exceptions. */
async function openPage(init?: () => void): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 960 }, acceptDownloads: true });
  if (init) await page.addInitScript(init);
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(url);
  await page.waitForSelector('#start', { timeout: 60_000 });
  return { page, errors };
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ART, name) });
}

/** Starts a battle from the picker: scenario id, side value ('bottom' | 'top' | 'hotseat'), level, seed. */
async function start(page: Page, scenario: string, side: string, level: string, seed: number): Promise<void> {
  await page.click(`[data-scenario="${scenario}"]`);
  await page.check(`input[name=side][value=${side}]`);
  await page.selectOption('#level', level);
  await page.fill('#seed', String(seed));
  await page.click('#start');
  await page.waitForSelector('svg.board [data-hex="E3"]');
}

const phase = (page: Page) => page.evaluate(() => window.__vex.state()!.phase);
const waitHuman = (page: Page, timeout = 90_000) => page.waitForFunction(() => window.__vex.humanToAct() || window.__vex.over(), null, { timeout, polling: 100 });

beforeAll(async () => {
  mkdirSync(ART, { recursive: true });
  app = await startApp(ROOT, 'vex-web-');
  OUT = app.out;
  url = app.url;
  browser = app.browser;
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
}, 180_000);

afterAll(async () => {
  await app?.close();
});

describe('web app (chromium)', () => {
  it('loads with no console errors, cross-origin isolated, and lists the scenarios', async () => {
    const { page, errors } = await openPage();
    expect(await page.evaluate(() => window.__vex.screen())).toBe('picker');
    expect(await page.locator('.scenario').count()).toBeGreaterThanOrEqual(15);
    expect(await page.evaluate(() => window.__vex.crossOriginIsolated())).toBe(true);
    await page.click('[data-scenario="007-cannae"]');
    await expect.poll(() => page.textContent('#scenario-detail')).toContain('Cannae');
    expect(await page.textContent('#scenario-detail')).toContain('Banners to win');
    await shot(page, '01-picker.png');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('explains why a scenario file does not validate', async () => {
    const { page, errors } = await openPage();
    const bad = { game: 'ancients', id: '999-bad', name: 'Bad', board: 'standard', first: 'bottom', sides: { bottom: { name: 'A', cards: 5, banners: 5 }, top: { name: 'B', cards: 5, banners: 5 } }, terrain: [], units: [{ side: 'bottom', type: 'HI', hex: 'Z9' }] };
    await page.setInputFiles('#scenario-file', { name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    await page.waitForSelector('#scenario-errors:not(.hidden)');
    const text = await page.textContent('#scenario-errors');
    expect(text).toContain('bad.json is not a valid scenario');
    expect(text).toContain('units[0].hex');
    await shot(page, '02-bad-scenario.png');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says plainly when the browser has no WebAssembly or the rules core does not load', async () => {
    const noWasm = await browser.newPage();
    await noWasm.addInitScript(() => { delete (globalThis as { WebAssembly?: unknown }).WebAssembly; });
    await noWasm.goto(url);
    await noWasm.waitForSelector('#fatal');
    expect(await noWasm.textContent('#fatal')).toContain('This browser has no WebAssembly');
    await noWasm.close();

    const noCore = await browser.newPage({ viewport: { width: 1000, height: 600 } });
    await noCore.route('**/*.wasm', (r) => r.fulfill({ status: 404, body: 'not found' }));
    await noCore.goto(url);
    await noCore.waitForSelector('#fatal');
    expect(await noCore.textContent('#fatal')).toContain('The rules core failed to load');
    await shot(noCore, '02b-core-missing.png');
    await noCore.close();
  });

  it('plays a full turn by clicks: card, orders, a move, a battle with dice; undo stops at the dice', async () => {
    const { page, errors } = await openPage();
    await start(page, '001-akragas', 'bottom', 'instant', 1);
    await waitHuman(page);
    expect(await phase(page)).toBe('PLAY');
    await shot(page, '03-play-start.png');

    // the card: Order Light Troops (seed 1 deals it); hovering shows no sections, clicking plays it
    await page.click('.card[data-card="light"]');
    expect(await phase(page)).toBe('ORDER');
    expect(await page.locator('.hl.hl-order').count()).toBeGreaterThan(1);
    await shot(page, '03b-orders.png');
    // orders: click highlighted units until the card's orders are used up or we have two bows
    for (const hex of ['D3', 'G3']) {
      await page.click(`[data-hex="${hex}"]`);
    }
    if ((await phase(page)) === 'ORDER') await page.click('button[data-action="end-orders"]');
    expect(await phase(page)).toBe('MOVE');
    // a move: the bow on G3 two hexes forward; destinations are highlighted after selecting it
    await page.click('[data-hex="G3"]');
    expect(await page.locator('.hl.hl-dest').count()).toBeGreaterThan(0);
    await shot(page, '03c-move.png');
    await page.click('[data-hex="G5"]');
    expect(await page.locator('[data-unit="G5"]').count()).toBe(1);
    if ((await phase(page)) === 'MOVE') await page.click('button[data-action="end-moves"]');
    expect(await phase(page)).toBe('BATTLE');
    // a battle: select the bow, targets show their dice; hovering draws line of sight
    await page.click('[data-hex="G5"]');
    const targets = page.locator('.hl.hl-target');
    expect(await targets.count()).toBeGreaterThan(0);
    const target = await targets.first().getAttribute('data-hl');
    await page.hover(`[data-hex="${target}"]`);
    expect(await page.locator('line.los').count()).toBe(1);
    expect(await page.locator('.badge').count()).toBeGreaterThan(0);
    await shot(page, '04-battle-targets.png');
    const logBefore = await page.locator('#log li.dice').count();
    await page.click(`[data-hex="${target}"]`);
    await page.waitForFunction((n) => document.querySelectorAll('#log li.dice').length > n, logBefore);
    expect(await page.locator('#dice .die').count()).toBeGreaterThan(0);
    expect(await page.textContent('#log')).toContain(`G5`);
    // the dice were rolled: undo may not take back the battle
    await waitHuman(page);
    if (await page.evaluate(() => window.__vex.humanToAct() && window.__vex.state()!.turn === 1)) {
      expect(await page.locator('#undo').isDisabled()).toBe(true);
    }
    await shot(page, '05-dice.png');
    // finish the turn (more battles or retreat choices may follow), then the AI answers
    for (let i = 0; i < 20 && (await page.evaluate(() => window.__vex.humanToAct() && window.__vex.state()!.turn === 1)); i++) {
      const end = page.locator('button[data-action="end-battles"]');
      if (await end.count()) await end.click();
      else {
        const hl = page.locator('.hl.hl-retreat, .hl.hl-advance, .hl.hl-evade').first();
        if (await hl.count()) await page.click(`[data-hex="${await hl.getAttribute('data-hl')}"]`);
        else await page.locator('#actions button.act').first().click();
      }
    }
    await page.waitForFunction(() => window.__vex.state()!.turn >= 3 || window.__vex.over(), null, { timeout: 90_000 });
    await waitHuman(page);
    expect(await page.evaluate(() => window.__vex.lastDecision())).not.toBeNull();
    expect(await page.locator('#log li.turn').count()).toBeGreaterThanOrEqual(2);
    await shot(page, '06-after-ai-turn.png');

    // undo: play a card, take it back, order a unit, take that back
    if (!(await page.evaluate(() => window.__vex.over()))) {
      expect(await phase(page)).toBe('PLAY');
      const handBefore = await page.locator('#hand .card').count();
      await page.locator('#hand .card.playable').first().click();
      expect(await page.locator('#hand .card').count()).toBe(handBefore - 1);
      expect(await page.locator('#undo').isDisabled()).toBe(false);
      await page.click('#undo');
      expect(await phase(page)).toBe('PLAY');
      expect(await page.locator('#hand .card').count()).toBe(handBefore);
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('the AI answers while the page stays responsive, with progress shown', async () => {
    const { page, errors } = await openPage();
    // the AI moves first (Akragas: bottom starts) at the quick MCTS level
    await start(page, '001-akragas', 'top', 'quick', 3);
    await page.evaluate(() => window.__vex.setDelay(0));
    await page.waitForSelector('#thinking', { timeout: 60_000 });
    // the main thread keeps painting and answering clicks while the worker searches
    const frames = await page.evaluate(() => new Promise<number>((resolve) => {
      let n = 0;
      const tick = () => { n++; if (n < 10) requestAnimationFrame(tick); else resolve(n); };
      requestAnimationFrame(tick);
    }));
    expect(frames).toBe(10);
    await page.click('#coords');
    expect(await page.locator('.coord').count()).toBeGreaterThan(100);
    await page.waitForFunction(() => (window.__vex.thinking()?.sims ?? 0) > 0 || window.__vex.humanToAct(), null, { timeout: 60_000, polling: 50 });
    await shot(page, '07-ai-thinking.png');
    await waitHuman(page, 120_000);
    const last = await page.evaluate(() => window.__vex.lastDecision());
    expect(last).not.toBeNull();
    // the AI's whole first turn came from the workers; decisions with a choice were searched
    const stats = (await page.evaluate(() => window.__vex.aiStats()))!;
    // a turn is at least two decisions (its card, then orders or ending them); with the seed and a
    // wall-time budget the AI may order nothing, so two is the bound the rules give
    expect(stats.decisions).toBeGreaterThanOrEqual(2);
    expect(stats.searched).toBeGreaterThan(0);
    expect(stats.searched).toBeLessThanOrEqual(stats.decisions);
    expect(stats.sims).toBeGreaterThan(0);
    const searched = await page.evaluate(() => window.__vex.actions().length);
    expect(searched).toBeGreaterThan(11);
    // the board is flipped for the top side: the human's own units are drawn in the lower half
    const box = await page.locator('[data-hex="E8"]').boundingBox();
    const low = await page.locator('[data-hex="E2"]').boundingBox();
    expect(box!.y).toBeGreaterThan(low!.y);
    await page.click('#estimate');
    expect(await page.textContent('#ai-panel')).toMatch(/Estimate for the Syracusan|no estimate|No search/);
    await shot(page, '08-ai-estimate.png');
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('saves in the browser and to a file, reloads, loads and continues', async () => {
    const { page, errors } = await openPage();
    await start(page, '003-bagradas', 'bottom', 'instant', 5);
    await page.evaluate(() => window.__vex.setDelay(0));
    await waitHuman(page);
    await page.locator('#hand .card.playable').first().click();
    const actions = await page.evaluate(() => window.__vex.actions());
    await page.click('#save');
    await page.waitForSelector('.toast');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
    const file = join(OUT, 'save.json');
    await download.saveAs(file);

    await page.reload();
    await page.waitForSelector('#start');
    expect(await page.locator('.load-slot').count()).toBeGreaterThan(0);
    await shot(page, '09-picker-saves.png');
    await page.locator('.load-slot').first().click();
    await page.waitForSelector('svg.board');
    await waitHuman(page);
    expect(await page.evaluate(() => window.__vex.actions())).toEqual(actions);
    // continue: the loaded game is in its ORDER phase; a click on a highlighted unit orders it
    expect(await phase(page)).toBe('ORDER');
    const hex = await page.locator('.hl.hl-order').first().getAttribute('data-hl');
    await page.click(`[data-hex="${hex}"]`);
    expect((await page.evaluate(() => window.__vex.actions())).length).toBeGreaterThan(actions.length);

    // the file: back to the picker, open it, same record
    await page.click('#new-game');
    await page.setInputFiles('#save-file', file);
    await page.waitForSelector('svg.board');
    await waitHuman(page);
    expect(await page.evaluate(() => window.__vex.actions())).toEqual(actions);
    expect(errors).toEqual([]);
    await page.close();
  }, 150_000);

  it('works from a plain static host without cross-origin isolation headers (single-threaded)', async () => {
    const plain = await serveStatic(OUT);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(plain.url);
    await page.waitForSelector('#start', { timeout: 60_000 });
    expect(await page.evaluate(() => self.crossOriginIsolated)).toBe(false);
    await start(page, '002-crimissos-river', 'top', 'instant', 4);
    await waitHuman(page);
    expect((await page.evaluate(() => window.__vex.actions())).length).toBeGreaterThan(10);
    expect(errors).toEqual([]);
    await page.close();
    await plain.close();
  }, 120_000);

  it('hotseat: both sides are played at this screen, no AI', async () => {
    const { page, errors } = await openPage();
    await start(page, '001-akragas', 'hotseat', 'instant', 2);
    await waitHuman(page);
    expect(await page.textContent('#ai-panel')).toContain('Hotseat');
    expect(await page.textContent('#hand')).toContain('Syracusan');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the strongest levels search root-parallel in several workers (one network-guided); the engine SearchPool runs here too', async () => {
    // pretend to be a 4-core machine: the strongest level then uses 3 workers and merges their roots
    const { page, errors } = await openPage(() => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 4 }));
    await start(page, '001-akragas', 'hotseat', 'instant', 2);
    await waitHuman(page);
    const legal = await page.evaluate(() => window.__vex.legal());
    const strong = await page.evaluate(() => window.__vex.thinkOnce('strong'));
    expect(strong.workers).toBe(3);
    expect(strong.spec).toBe('mcts:ms=3000');
    // the guided level: each worker's search takes priors from the shipped network (fetched by the worker)
    const guided = await page.evaluate(() => window.__vex.thinkOnce('guided'));
    expect(guided.workers).toBe(3);
    expect(guided.spec).toContain('model=models/ancients-small.onnx');
    expect(legal).toContain(guided.text);
    expect(guided.sims).toBeGreaterThan(0);
    expect(legal).toContain(strong.text);
    expect(strong.sims).toBeGreaterThan(0);
    expect(strong.children).toBeGreaterThan(1);
    const pooled = await page.evaluate(() => window.__vex.poolSearch(200));
    expect(legal).toContain(pooled.text);
    expect(pooled.sims).toBe(200);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('plays a seeded game to its end against the fastest AI, then replays it', async () => {
    const { page, errors } = await openPage();
    await start(page, '001-akragas', 'bottom', 'instant', 11);
    await page.evaluate(() => window.__vex.setDelay(0));
    // the person's side plays seeded random legal actions through the hook (as clicks would)
    await page.evaluate(async () => {
      const vex = window.__vex;
      let x = 12345;
      const rnd = (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return x % n; };
      for (let i = 0; i < 20000 && !vex.over(); i++) {
        if (!vex.humanToAct()) { await new Promise((r) => setTimeout(r, 5)); continue; }
        const legal = vex.legal();
        const nonEnd = legal.filter((t) => !t.startsWith('end-'));
        const pool = nonEnd.length && rnd(4) !== 0 ? nonEnd : legal;
        vex.apply(pool[rnd(pool.length)]);
        await new Promise((r) => setTimeout(r, 0));
      }
    });
    expect(await page.evaluate(() => window.__vex.over())).toBe(true);
    await page.waitForSelector('#summary:not(.hidden)');
    const summary = await page.textContent('#summary');
    expect(summary).toMatch(/victory|Draw/);
    expect(summary).toContain('Dice luck');
    await shot(page, '10-summary.png');
    const winner = await page.evaluate(() => window.__vex.winner());
    expect([0, 1, 2]).toContain(winner);
    await page.click('#summary-replay');
    await page.waitForSelector('#replay-bar:not(.hidden)');
    await page.click('#replay-next');
    await page.click('#replay-next');
    expect(await page.textContent('#replay-label')).toMatch(/^2\//);
    await page.click('#replay-end');
    await shot(page, '11-replay.png');
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
