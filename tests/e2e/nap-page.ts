// A fresh page on the Napoleonics section of the built web app, for the Napoleonics and EPIC e2e
// files (napoleonics-play, epic-play, epic-seats-boards): the viewport, the page's errors collected
// (Chromium's "ResizeObserver loop completed with undelivered notifications" is a benign notice, not
// a page error, and is left out), and the battle picker ready; and the start of a seat-format game
// from the seat picker (epic-4seat-hotseat, grande-seats).
import type { Page } from 'playwright-core';
import type {} from './vex-hook.js';
import type { AppUnderTest } from './static-host.js';

export async function openNapPage(app: AppUnderTest, width = 1280, height = 720): Promise<{ page: Page; errors: string[] }> {
  const page = await app.browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' && !/ResizeObserver loop/.test(m.text())) errors.push(m.text()); });
  page.on('pageerror', (e) => { if (!/ResizeObserver loop/.test(e.message)) errors.push(`pageerror: ${e.message}`); });
  await page.goto(app.url);
  await page.waitForSelector('#nap-start', { timeout: 60_000 });
  return { page, errors };
}

/** Sets each seat's controller in the seat picker (`ctl[i]`: 'human' or 'ai'), the Recruit level and
 *  the seed, starts the battle, waits for its board and turns the AI's step delay off. */
export async function startSeats(page: Page, ctl: readonly string[], seed: number): Promise<void> {
  for (let i = 0; i < ctl.length; i++) await page.selectOption(`[data-seat-ctl="${i}"]`, ctl[i]!);
  await page.selectOption('#nap-level', 'instant');
  await page.fill('#nap-seed', String(seed));
  await page.click('#nap-start');
  await page.waitForSelector('svg.board [data-hex="A1"]');
  await page.evaluate(() => window.__vex.setDelay(0));
}
