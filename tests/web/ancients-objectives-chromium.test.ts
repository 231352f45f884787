// The board's D.9 objective pennants in an Ancients game, in Chromium (playwright-core driving
// Debian's /usr/bin/chromium; the app built and served by tests/e2e/static-host.ts): an Ancients
// scenario file with objectives, opened in the editor and played, draws one pennant per objective hex
// in its holder's colour with the banners it gives and its name in words (rules digest B.13 / D.9),
// and the pennant follows the play. The Node check of the same marks is ancients-objectives.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApp, type AppUnderTest } from '../e2e/static-host.js';
import type {} from '../e2e/vex-hook.js';
import { scenarioOf } from '../rules/helpers.js';
import { testTempDir } from '../temp-dir.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let app: AppUnderTest;

beforeAll(async () => { app = await startApp(ROOT, 'vex-ancobj-'); }, 180_000);
afterAll(async () => { await app?.close(); });

describe('B.13 / D.9 objective pennants on an Ancients board (chromium)', () => {
  it('an Ancients file with objectives shows their pennants, and the one taken turns to the taker\'s colour', async () => {
    const file = path.join(testTempDir('ancobj-'), 'objectives.json');
    writeFileSync(file, JSON.stringify({
      ...scenarioOf({ units: ['b MI G2', 'b MI F2', 't MI G8', 't MI A9'], hands: { bottom: ['o2c', 'o2c'], top: ['o2c', 'o2c'] } }),
      id: 'objective-test', name: 'Objective test',
      objectives: [
        { id: 'ford', type: 'temporary-hex', name: 'The ford', hexes: ['G3'], banners: 1, side: 'either' },
        { id: 'ridge', type: 'permanent-hex', name: 'The ridge', hexes: ['C5'], banners: 2, side: 'top', startsWith: 'top' },
      ],
    }));
    const page = await app.browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(app.url);
    await page.waitForSelector('#start');
    await page.click('#open-editor');
    await page.setInputFiles('#editor-open', file);
    await page.waitForSelector('[data-epiece="G2"]');
    await page.click('#editor-play');
    await page.waitForSelector('svg.board [data-hex="G3"]');
    await page.waitForFunction(() => window.__vex.humanToAct(), null, { timeout: 60_000 });
    const pennant = async (hex: string) => page.evaluate((h) => {
      const g = document.querySelector(`svg.board [data-objective="${h}"]`);
      return g ? { cls: g.getAttribute('class'), label: g.querySelector('text')?.textContent, title: g.querySelector('title')?.textContent } : null;
    }, hex);
    expect(await pennant('G3')).toEqual({ cls: 'objective holder-2', label: '', title: 'objective on G3: The ford; held by nobody' });
    expect(await pennant('C5')).toEqual({ cls: 'objective holder-1', label: '2', title: 'objective on C5: The ridge; held by the Top side, 2 banners' });
    expect(await pennant('G2')).toBeNull();
    await page.evaluate(() => {
      window.__vex.apply('play:o2c');
      window.__vex.apply('order:G2');
      if (window.__vex.legal().includes('end-orders')) window.__vex.apply('end-orders');
      window.__vex.apply('move:G2-G3');
    });
    await page.waitForFunction(() => document.querySelector('svg.board [data-objective="G3"]')?.getAttribute('class') === 'objective holder-0');
    expect(await pennant('G3')).toMatchObject({ label: '1', title: 'objective on G3: The ford; held by the Bottom side, 1 banner' });
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
