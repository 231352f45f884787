// A fresh page on the Napoleonics section of the built web app, for the Napoleonics and EPIC e2e
// files (napoleonics-play, epic-play, epic-seats-boards): the viewport, the page's errors collected
// (Chromium's "ResizeObserver loop completed with undelivered notifications" is a benign notice, not
// a page error, and is left out), and the battle picker ready.
import type { Page } from 'playwright-core';
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
