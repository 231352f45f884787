// Screenshots of the main screens at 1280x720, 1400x900 and 390x844 (the picker, the play screen,
// the AI's turn, the dice tray, the end-of-game summary and the scenario editor), written to
// .ci/out/screenshots/ (git-ignored) for people to look at. Each screen is also checked for what
// must be on it, so a screenshot of a broken screen fails the test instead of being saved quietly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { startApp, type AppUnderTest } from './static-host.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, '.ci/out/screenshots');
let app: AppUnderTest;
let browser: Browser;

interface Vex { legal(): string[]; apply(t: string): void; humanToAct(): boolean; over(): boolean; setDelay(ms: number): void; log(): { kind: string }[] }
declare global { interface Window { __vex: Vex } }

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

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  app = await startApp(ROOT, 'vex-shots-');
  browser = app.browser;
}, 180_000);

afterAll(async () => { await app?.close(); });

describe('screenshots (chromium)', () => {
  for (const [w, hgt] of [[1280, 720], [1400, 900], [390, 844]]) {
    it(`${w}x${hgt}: picker, play screen, AI's turn, dice, summary, editor`, async () => {
      const page = await browser.newPage({ viewport: { width: w, height: hgt } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const shot = (name: string) => page.screenshot({ path: join(OUT, `${w}x${hgt}-${name}.png`) });
      await page.goto(app.url);
      await page.waitForSelector('#start');
      await shot('1-picker');
      await page.check('input[name=side][value=top]');
      await page.selectOption('#level', 'instant');
      await page.fill('#seed', '5');
      await page.click('#start');
      await page.waitForSelector('svg.board [data-hex="E3"]');
      await page.selectOption('#speed', 'slow');
      await page.waitForFunction(() => document.querySelectorAll('#ai-steps li').length >= 2, null, { timeout: 60_000 });
      await shot('3-ai-turn');
      await waitHuman(page);
      await page.waitForTimeout(600);
      await shot('2-play');
      await page.evaluate(() => window.__vex.setDelay(0));
      await playUntil(page, async () => (await page.locator('#dice-tray').count()) > 0 && (await page.evaluate(() => window.__vex.humanToAct())), 5);
      expect(await page.locator('#dice-tray').count()).toBe(1);
      await page.locator('#dice-tray').scrollIntoViewIfNeeded();
      await shot('4-dice');
      await playUntil(page, () => page.evaluate(() => window.__vex.over()), 9);
      await page.waitForSelector('#summary-card');
      await shot('5-summary');
      await page.click('#summary-new');
      await page.waitForSelector('#start');
      if (await page.locator('#open-editor').count()) {
        await page.click('#open-editor');
        await page.waitForSelector('#editor');
        await shot('6-editor');
      }
      expect(errors).toEqual([]);
      await page.close();
    }, 240_000);
  }
});
