// A leader ordered by the Messenger display card, marked in the browser (rules digest D.3.1: the EPIC
// turn's second card gives its own orders; web/src/nap/display-orders.ts over the core's
// epicLeaderOrderedByDisplay): 601 in 2 seats, one person against the AI, the person ordering a
// leader on his own whenever he may. Once a leader carries the "D" mark: its tooltip names the leader
// and the display card, the hex's accessible name says it, the legend line counts the leader, and
// every mark is on its own hex. Screenshot: artifacts/epic-leader-display-order-1280x720.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { startApp, type AppUnderTest } from './static-host.js';
import { openNapPage, startSeats } from './nap-page.js';
import type {} from './vex-hook.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ART = fileURLToPath(new URL('./artifacts/', import.meta.url));

let app: AppUnderTest;
beforeAll(async () => { app = await startApp(ROOT, 'epic-leader-mark-'); mkdirSync(ART, { recursive: true }); }, 600_000);
afterAll(async () => { await app?.close(); });

describe('EPIC (601): a leader ordered by the display card (D.3.1)', () => {
  it('carries the D mark, named in its tooltip, the hex\'s accessible name and the legend', async () => {
    const { page, errors } = await openNapPage(app);
    const id = await page.$$eval('[data-nap-scenario]', (els) => els.map((e) => e.getAttribute('data-nap-scenario')!).find((x) => x.startsWith('601'))!);
    await page.click(`[data-nap-scenario="${id}"]`);
    await expect.poll(() => page.locator('#nap-seat-list li').count(), { timeout: 30_000 }).toBe(2);
    await startSeats(page, ['human', 'ai'], 5);
    let x = 5, seen: { hex: string; title: string; aria: string; legend: string | null; hexes: string[] } | null = null;
    const rnd = (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return (x >>> 8) % n; };
    for (let i = 0; i < 4000 && !seen; i++) {
      const snap = await page.evaluate(() => {
        const marks = [...document.querySelectorAll('svg.board [data-display-order]')].map((e) => {
          const hex = e.getAttribute('data-display-order')!;
          return { hex, title: e.querySelector('title')?.textContent ?? '', aria: document.querySelector(`svg.board polygon.hex[data-hex="${hex}"]`)?.getAttribute('aria-label') ?? '' };
        });
        const legend = document.querySelector('#display-legend')?.textContent?.replace(/\s+/g, ' ') ?? null;
        return { marks, legend, over: window.__vex.over(), human: window.__vex.humanToAct() };
      });
      const m = snap.marks.find((k) => / leader( \w+)? (and .+ )?on [A-Z]\d+: /.test(k.title));
      if (m) { seen = { ...m, legend: snap.legend, hexes: snap.marks.map((k) => k.hex) }; break; }
      if (snap.over) break;
      if (!snap.human) { await page.waitForTimeout(5); continue; }
      const legal = await page.evaluate(() => window.__vex.legal());
      const lead = legal.filter((t) => t.startsWith('order-leader:'));
      const pick = lead.length ? lead : legal;
      await page.evaluate((t) => window.__vex.apply(t), pick[rnd(pick.length)]!);
    }
    expect(seen, 'a leader marked as ordered by the display card').not.toBeNull();
    const s = seen!;
    expect(s.title).toMatch(new RegExp(`^(.+ and )?(French|Allied) leader( \\w+)? on ${s.hex}: ordered by the display card \\(.+\\)$`));
    expect(s.aria).toContain('ordered by the display card (');
    expect(s.aria).toMatch(/(French|Allied) leader/);
    expect(s.legend).toMatch(/the (\d+ units? and )?\d+ leaders? ordered by the display card /);
    expect(new Set(s.hexes).size, 'one mark a hex').toBe(s.hexes.length);
    await page.screenshot({ path: `${ART}epic-leader-display-order-1280x720.png` });
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);
});
