// Blood & Iron save, load, replay, hotseat and the end-of-game summary in Chromium: a Frœschwiller
// game against the Recruit AI (seed 7) with a few Prussian decisions clicked on the map, saved in the
// browser, left, and loaded again from the picker's list: the same position (the viewer's JSON view),
// record and log; the replay steps from the start to the end of that record; a save of another
// version is refused on the picker in one line and the stored list is left as it was. Hotseat on
// Sedan–Floing: the map leaves the page while the screen changes hands (the chits are hidden from
// the other side, H1) and comes back in the next side's view; played to the end, the summary card
// opens with the core's result. No console errors; axe-core finds no serious or critical violation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startApp, type AppUnderTest } from './static-host.js';
import { policy } from './bi-policy.js';
import { BI_E2E_SEED } from './bi-seed.js';
import type { Axe } from './vex-hook.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ART = fileURLToPath(new URL('./artifacts/', import.meta.url));
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface BiHook {
  legal(): string[]; toAct(): string; aphase(): number; stage(): string; selected(): string | null; ply(): number;
  state(): { units: { id: string; hex: string | null; side: string }[] }; log(): { text: string }[]; setDelay(ms: number): void;
  apply(text: string): void; over(): boolean; result(): string | null; actions(): string[]; seat(): number;
  handoverDue(): boolean; takeOver(): void; notice(): string; replayPly(): number | null; replayState(): unknown;
}
/** The page's window as these tests see it (bi-play.test.ts declares its own narrower hook globally). */
type W = { __bi: BiHook; axe: Axe };

let app: AppUnderTest;
beforeAll(async () => { app = await startApp(ROOT, 'bi-save-'); mkdirSync(ART, { recursive: true }); }, 600_000);
afterAll(async () => { await app?.close(); });

async function axeSerious(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const v = await page.evaluate(async () => (await (window as unknown as W).axe.run(document, { resultTypes: ['violations'] })).violations);
  return v.filter((x) => x.impact === 'serious' || x.impact === 'critical').map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

const waitHuman = (page: Page) => page.waitForFunction(() => (window as unknown as W).__bi.toAct() === 'human' || (window as unknown as W).__bi.toAct() === 'over', null, { timeout: 120_000, polling: 50 });

async function start(page: Page, scenario: string, side: string, seed: number): Promise<void> {
  await page.goto(app.url);
  await page.waitForSelector('#bi-start', { timeout: 60_000 });
  await page.click(`[data-bi-scenario="${scenario}"]`);
  await page.selectOption('#bi-side', side);
  await page.selectOption('#bi-level', 'recruit');
  await page.fill('#bi-seed', String(seed));
  await page.click('#bi-start');
  await page.waitForSelector('#bi-board, #bi-handover', { timeout: 60_000 });
  await page.evaluate(() => (window as unknown as W).__bi.setDelay(0));
}

describe('Blood & Iron: save, load and replay in the browser', () => {
  it('a saved game loads back to the same position; the replay walks its record; a wrong-version save is refused', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const errors = watchErrors(page);
    await start(page, 'froeschweiler', '0', BI_E2E_SEED);
    // a few Prussian decisions, clicked on the map (bi-policy.ts chooses them)
    const mem = { fired: false, meleed: false };
    let clicked = 0;
    for (let i = 0; i < 40 && clicked < 6; i++) {
      await waitHuman(page);
      const [stage, legal, view] = await page.evaluate(() => [(window as unknown as W).__bi.stage(), (window as unknown as W).__bi.legal(), (window as unknown as W).__bi.state()] as const);
      const act = policy(stage, legal, view, mem);
      if (act === null) break;
      const ply = await page.evaluate(() => (window as unknown as W).__bi.ply());
      const [verb, a, b] = act.split(' ');
      if (verb === 'move' && b) {
        const at = view.units.find((u) => u.id === a)!.hex!;
        for (let k = 0; k < 4 && (await page.evaluate(() => (window as unknown as W).__bi.selected())) !== a; k++) await page.click(`#bi-board .bi-hit[data-hex="${at}"]`);
        await page.click(`#bi-board .bi-hit[data-hex="${b}"]`);
        clicked++;
      } else await page.evaluate((t) => (window as unknown as W).__bi.apply(t), act);
      await page.waitForFunction((p) => (window as unknown as W).__bi.ply() > p, ply, { timeout: 30_000 });
    }
    expect(clicked).toBe(6);
    await waitHuman(page);
    const before = await page.evaluate(() => ({ state: (window as unknown as W).__bi.state(), actions: (window as unknown as W).__bi.actions(), log: (window as unknown as W).__bi.log().map((l) => l.text), ply: (window as unknown as W).__bi.ply() }));

    // the replay: from the start to the end of the record, then back to the game
    await page.click('#bi-replay');
    await page.waitForSelector('#bi-rp-at');
    expect(await page.textContent('#bi-rp-at')).toBe(`0 / ${before.ply}`);
    await page.click('#bi-rp-next');
    const p1 = await page.evaluate(() => (window as unknown as W).__bi.replayPly());
    expect(p1).toBeGreaterThan(0);
    expect(await page.textContent('#bi-replay-at')).toContain(`decision ${p1} of ${before.ply}`);
    expect(await page.locator('.bi-act').count()).toBe(0); // nothing to play in the replay
    expect(await page.isDisabled('#bi-undo')).toBe(true);
    await page.click('#bi-rp-last');
    expect(await page.evaluate(() => (window as unknown as W).__bi.replayState())).toEqual(before.state);
    await page.screenshot({ path: `${ART}bi-replay-1280x720.png` });
    expect(await axeSerious(page)).toEqual([]);
    await page.click('#bi-rp-close');
    await page.waitForSelector('#bi-save');

    // save in the browser, leave, load from the picker's list
    await page.click('#bi-save');
    await expect.poll(() => page.textContent('#bi-notice')).toMatch(/^Saved in this browser as “Frœschwiller.* — turn 1 — /);
    expect(await axeSerious(page)).toEqual([]);
    await page.click('#bi-exit');
    await page.waitForSelector('.bi-load-slot');
    expect(await page.locator('.bi-load-slot').count()).toBe(1);
    await page.locator('#bi-saves').screenshot({ path: `${ART}bi-saves.png` });
    expect(await page.locator('#bi-continue').count()).toBe(1);
    expect(await page.textContent('#bi-saves li:has(#bi-continue)')).toContain(`Frœschwiller`);
    expect(await page.textContent('#bi-saves li:has(#bi-continue)')).toContain(`, ${before.ply} actions`);
    expect(await axeSerious(page)).toEqual([]);
    await page.click('.bi-load-slot');
    await page.waitForSelector('#bi-board');
    await waitHuman(page);
    const after = await page.evaluate(() => ({ state: (window as unknown as W).__bi.state(), actions: (window as unknown as W).__bi.actions(), log: (window as unknown as W).__bi.log().map((l) => l.text), ply: (window as unknown as W).__bi.ply() }));
    expect(after).toEqual(before);
    expect(await page.isDisabled('#bi-undo')).toBe(true); // a loaded game starts with nothing to undo

    // a save of another version: one line on the picker, and the stored list is not written over
    await page.click('#bi-exit');
    await page.waitForSelector('.bi-load-slot');
    const stored = await page.evaluate(() => {
      const list = JSON.parse(localStorage.getItem('vexillum.bi.saves')!) as { name: string; save: { version: number } }[];
      list.unshift({ name: 'from the future', save: { ...list[0].save, version: 99 } });
      localStorage.setItem('vexillum.bi.saves', JSON.stringify(list));
      return localStorage.getItem('vexillum.bi.saves');
    });
    await page.reload();
    await page.waitForSelector('.bi-load-slot[data-slot="from the future"]', { timeout: 60_000 });
    await page.click('.bi-load-slot[data-slot="from the future"]');
    await page.waitForSelector('#bi-save-errors:not(.hidden)');
    expect(await page.textContent('#bi-save-errors')).toBe('Cannot load “from the future”: Blood & Iron save version 99 is not supported (this app reads version 1).');
    expect(await page.evaluate(() => localStorage.getItem('vexillum.bi.saves'))).toBe(stored);
    expect(await page.locator('#bi-board').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);

  it('hotseat: the map leaves the page at the hand-over and comes back in the next side\'s view; the summary opens at the end', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const errors = watchErrors(page);
    await start(page, 'sedan-floing', 'hotseat', 5);
    await page.waitForSelector('#bi-board');
    expect(await page.textContent('#bi-you')).toContain('hotseat');
    // the Prussian passes until the French is to act
    await page.evaluate(() => { for (let i = 0; i < 500 && !(window as unknown as W).__bi.handoverDue() && !(window as unknown as W).__bi.over(); i++) { const l = (window as unknown as W).__bi.legal(); (window as unknown as W).__bi.apply(l.includes('pass') ? 'pass' : l[0]); } });
    expect(await page.evaluate(() => (window as unknown as W).__bi.handoverDue())).toBe(true);
    await page.waitForSelector('#bi-handover');
    expect(await page.textContent('#bi-ho-title')).toBe('The French player\'s turn');
    expect(await page.locator('#bi-board').count()).toBe(0);
    expect(await page.locator('.bi-counter').count()).toBe(0);
    await page.screenshot({ path: `${ART}bi-handover-1280x720.png` });
    expect(await page.evaluate(() => { try { (window as unknown as W).__bi.apply((window as unknown as W).__bi.legal()[0]); return 'played'; } catch (e) { return (e as Error).message; } })).toBe('the screen must be handed over first');
    expect(await axeSerious(page)).toEqual([]);
    await page.click('#bi-ho-show');
    await page.waitForSelector('#bi-board');
    expect(await page.evaluate(() => (window as unknown as W).__bi.seat())).toBe(1);
    expect(await page.textContent('#bi-you')).toContain('French');
    // the rest of the game: each side passes where it may, taking the screen at each hand-over
    await page.evaluate(() => {
      for (let i = 0; i < 20_000 && !(window as unknown as W).__bi.over(); i++) {
        if ((window as unknown as W).__bi.handoverDue()) { (window as unknown as W).__bi.takeOver(); continue; }
        const l = (window as unknown as W).__bi.legal();
        (window as unknown as W).__bi.apply(l.includes('pass') ? 'pass' : l[0]);
      }
    });
    expect(await page.evaluate(() => (window as unknown as W).__bi.over())).toBe(true);
    await page.waitForSelector('#bi-summary');
    const result = (await page.evaluate(() => (window as unknown as W).__bi.result()))!;
    expect(await page.textContent('#bi-summary #bi-over')).toContain(result);
    expect(await page.locator('#bi-over').count()).toBe(1);
    expect(await page.textContent('#bi-sum-title')).toMatch(/^(Prussian victory|French victory|A draw)$/);
    expect(await page.locator('#bi-sum-table tbody tr').count()).toBe(8);
    await page.screenshot({ path: `${ART}bi-summary-1280x720.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${ART}bi-summary-390x844.png` });
    expect(await page.evaluate(() => document.querySelector('#bi-summary')!.getBoundingClientRect().width)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });
    expect(await axeSerious(page)).toEqual([]);
    await page.click('#bi-sum-close');
    expect(await page.locator('#bi-summary').count()).toBe(0);
    expect(await page.textContent('#bi-over')).toContain(result); // the result box stays on the map
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);
});
