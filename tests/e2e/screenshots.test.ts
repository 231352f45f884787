// Screenshots of the main screens at 1280x720, 1400x900 and 390x844 (the picker, the play screen,
// the AI's turn, the dice tray, the end-of-game summary, the rules help and the scenario editor),
// written to .ci/out/screenshots/ (git-ignored) for people to look at. One seeded game is played
// and the window resized at each stage, so each stage is seen at every size. Each screen is also
// checked for what must be on it, so a broken screen fails the test instead of being saved quietly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { startApp, type AppUnderTest } from './static-host.js';
import type {} from './vex-hook.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, '.ci/out/screenshots');
const SIZES: [number, number][] = [[1280, 720], [1400, 900], [390, 844]];
let app: AppUnderTest;
let browser: Browser;

const waitHuman = (page: Page, timeout = 90_000) => page.waitForFunction(() => window.__vex.humanToAct() || window.__vex.over(), null, { timeout, polling: 50 });

/** The person's side plays seeded choices, battles preferred, until `done` holds. */
async function playUntil(page: Page, done: () => Promise<boolean>, seed: number): Promise<void> {
  let x = seed;
  for (let i = 0; i < 3000 && !(await done()); i++) {
    await waitHuman(page);
    if (await page.evaluate(() => window.__vex.over())) break;
    const legal = await page.evaluate(() => window.__vex.legal());
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const battles = legal.filter((t) => t.startsWith('battle:'));
    const pool = battles.length && x % 3 !== 0 ? battles : legal;
    await page.evaluate((t) => window.__vex.apply(t), pool[x % pool.length]);
  }
}

/** One screenshot per size of the current screen; `check` runs at each size first. */
async function shots(page: Page, name: string, check?: () => Promise<void>): Promise<void> {
  for (const [w, h] of SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(150);
    if (check) await check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
    await page.screenshot({ path: join(OUT, `${w}x${h}-${name}.png`) });
  }
}

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  app = await startApp(ROOT, 'vex-shots-');
  browser = app.browser;
}, 180_000);

afterAll(async () => { await app?.close(); });

describe('screenshots (chromium)', () => {
  it('picker, play screen, AI turn, dice, summary, help and editor at 1280x720, 1400x900 and 390x844', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(app.url);
    await page.waitForSelector('#start');
    await shots(page, '1-picker', async () => { expect(await page.locator('.scenario').count()).toBeGreaterThanOrEqual(15); });
    await page.check('input[name=side][value=top]');
    await page.selectOption('#level', 'instant');
    await page.fill('#seed', '5');
    await page.click('#start');
    await page.waitForSelector('svg.board [data-hex="E3"]');
    // the AI's turn at the slow speed: its card stays up for the whole turn while the shots are taken
    await page.selectOption('#speed', 'slow');
    await page.waitForFunction(() => document.querySelectorAll('#ai-steps li').length >= 2, null, { timeout: 120_000 });
    await shots(page, '3-ai-turn', async () => { expect(await page.locator('#ai-card').isVisible()).toBe(true); });
    await page.evaluate(() => window.__vex.setDelay(0));
    // the person's turn: answer anything the AI's turn asks (accept an attack) until the card play
    await playUntil(page, () => page.evaluate(() => window.__vex.humanToAct() && window.__vex.state()!.phase === 'PLAY'), 3);
    await shots(page, '2-play', async () => { expect(await page.locator('#hand .card.playable').count()).toBeGreaterThan(0); });
    // the phone: a tap on a card opens its full text
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('#hand .card.playable').first().click();
    await page.waitForSelector('#card-peek');
    await page.screenshot({ path: join(OUT, '390x844-2b-card-peek.png') });
    await page.click('#peek-close');
    await playUntil(page, async () => (await page.locator('#dice-tray').count()) > 0 && (await page.evaluate(() => window.__vex.humanToAct())), 5);
    await shots(page, '4-dice', async () => { await page.locator('#dice-tray').scrollIntoViewIfNeeded(); expect(await page.locator('#dice-tray .die').count()).toBeGreaterThan(0); });
    await page.keyboard.press('?');
    await page.waitForSelector('#unit-reference', { timeout: 30_000 });
    await shots(page, '7-help');
    await page.keyboard.press('Escape');
    await playUntil(page, () => page.evaluate(() => window.__vex.over()), 9);
    await page.waitForSelector('#summary-card');
    await shots(page, '5-summary', async () => { expect(await page.locator('#summary-replay').isVisible()).toBe(true); });
    await page.click('#summary-new');
    await page.waitForSelector('#start');
    await page.click('[data-scenario="007-cannae"]');
    await page.click('#edit-this');
    await page.waitForSelector('#editor-ok');
    await shots(page, '6-editor');
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
