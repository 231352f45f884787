// Blood & Iron in the browser (issue 23, item 5): Frœschwiller picked on the start screen, the
// Prussian initial action phase of turn 1 played by clicks in Chromium against the Recruit AI with
// seed 7 (bi-policy.ts chooses what to click; bi-policy.test.ts is its Node twin), with the combat
// panel checked before and after a fire and a melee (the column and modifiers before, the d10, the
// table cell it hit and the results after) and the morale check shown; no console errors; the enemy's
// unrevealed chits never shown; the zones of control toggle and the reference; screenshots at
// 1280x720 and 390x844 in tests/e2e/artifacts/; axe-core with no serious or critical violation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readdirSync } from 'node:fs';
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

interface UnitRow { id: string; hex: string | null; side: string; chit: number | null; strength: number | null; revealed: boolean }
interface BiHook {
  legal(): string[]; toAct(): string; aphase(): number; stage(): string; selected(): string | null; ply(): number;
  state(): { units: UnitRow[] };
  log(): { text: string; kind: string }[]; setDelay(ms: number): void; apply(text: string): void; over(): boolean; result(): string | null;
  aiStats(): { decisions: number; searched: number; sims: number }; thinking(): { sims: number } | null;
}
declare global { interface Window { __bi: BiHook; axe: Axe } }

let app: AppUnderTest;
beforeAll(async () => { app = await startApp(ROOT, 'bi-play-'); mkdirSync(ART, { recursive: true }); }, 600_000);
afterAll(async () => { await app?.close(); });

const waitHuman = (page: Page) => page.waitForFunction(() => window.__bi.toAct() === 'human' || window.__bi.toAct() === 'over' || window.__bi.aphase() !== 0, null, { timeout: 120_000, polling: 50 });

/** Clicks the unit's hex until the page has it selected (a stack cycles), then the target hex. */
async function clickUnitThenHex(page: Page, unit: string, hex: string): Promise<void> {
  const at = await page.evaluate((u) => window.__bi.state().units.find((x) => x.id === u)?.hex ?? null, unit);
  expect(at, `${unit} is on the map`).not.toBeNull();
  for (let i = 0; i < 4 && (await page.evaluate(() => window.__bi.selected())) !== unit; i++) await page.click(`#bi-board .bi-hit[data-hex="${at}"]`);
  expect(await page.evaluate(() => window.__bi.selected())).toBe(unit);
  await page.click(`#bi-board .bi-hit[data-hex="${hex}"]`);
}

async function axeSerious(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const v = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
  return v.filter((x) => x.impact === 'serious' || x.impact === 'critical').map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

describe('Blood & Iron: a Frœschwiller turn by clicks', () => {
  it('the build carries the Blood & Iron release core and not its debug build', () => {
    const wasm = readdirSync(`${app.out}/assets`).filter((f) => f.endsWith('.wasm'));
    expect(wasm.some((f) => /^bi-[\w-]+\.wasm$/.test(f))).toBe(true);
    expect(wasm.filter((f) => f.includes('debug'))).toEqual([]);
  });

  it('fire, melee and a morale check shown with the core\'s numbers; hidden chits stay hidden; no console errors', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await page.goto(app.url);
    await page.waitForSelector('#bi-start', { timeout: 60_000 });
    // the picker lists the three scenarios, each labelled ORIGINAL (their files say the data is invented)
    expect(await page.locator('[data-bi-scenario]').count()).toBe(3);
    expect(await page.locator('[data-bi-scenario] .bi-original').count()).toBe(3);
    await page.click('[data-bi-scenario="froeschweiler"]');
    await page.selectOption('#bi-side', '0');
    await page.selectOption('#bi-level', 'recruit');
    await page.fill('#bi-seed', String(BI_E2E_SEED));
    await page.click('#bi-start');
    await page.waitForSelector('#bi-board .bi-hit[data-hex="1506"]', { timeout: 60_000 });
    await page.evaluate(() => window.__bi.setDelay(0));

    // the turn made plain
    await waitHuman(page);
    await expect.poll(() => page.textContent('#bi-phase')).toContain('Prussian initial action phase: movement');
    expect(await page.textContent('#bi-cp')).toMatch(/Prussian \d+ · French \d+/);
    expect(await page.textContent('#bi-may')).toMatch(/\d+ of your units may still act/);

    // zones of control on request
    expect(await page.locator('.bi-zoc').count()).toBe(0);
    await page.click('#bi-zoc');
    expect(await page.locator('.bi-zoc').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${ART}bi-zoc-1280x720.png` });
    await page.click('#bi-zoc');

    const mem = { fired: false, meleed: false };
    const seen = { firePreview: '', meleePreview: '', fireReport: '', meleeReport: '', morale: '' };
    for (let step = 0; step < 200; step++) {
      await waitHuman(page);
      if (await page.evaluate(() => window.__bi.aphase() !== 0 || window.__bi.toAct() !== 'human')) break;
      const [stage, legal, view] = await page.evaluate(() => [window.__bi.stage(), window.__bi.legal(), window.__bi.state()] as const);
      const act = policy(stage, legal, view, mem);
      if (act === null) break;
      const ply = await page.evaluate(() => window.__bi.ply());
      const [verb, a, b] = act.split(' ');
      if (b && ['move', 'fire', 'melee', 'retreat', 'advance'].includes(verb)) {
        if (verb === 'fire' || verb === 'melee') {
          // hovering the target shows the combat the core would compute (on a copy of the state)
          const at = view.units.find((u) => u.id === a)!.hex!;
          for (let i = 0; i < 4 && (await page.evaluate(() => window.__bi.selected())) !== a; i++) await page.click(`#bi-board .bi-hit[data-hex="${at}"]`);
          await page.hover(`#bi-board .bi-hit[data-hex="${b}"]`);
          await page.waitForSelector('#bi-preview');
          expect(await page.textContent('#bi-pv-title')).toContain(`${verb} at ${b}`);
        }
        await clickUnitThenHex(page, a, b);
      } else {
        if (act === 'fire-go' || act === 'melee-go') {
          await page.waitForSelector('#bi-preview');
          const text = (await page.textContent('#bi-preview'))!;
          if (act === 'fire-go') seen.firePreview = text; else seen.meleePreview = text;
        }
        await page.click(`.bi-act[data-text="${act}"]`);
      }
      await page.waitForFunction((p) => window.__bi.ply() > p, ply, { timeout: 30_000 });
      if (act === 'fire-go' || act === 'melee-go') {
        await waitHuman(page);
        await page.waitForSelector('#bi-report #bi-crt td.hit');
        const rep = (await page.textContent('#bi-report'))!;
        if (act === 'fire-go') { seen.fireReport = rep; await page.screenshot({ path: `${ART}bi-fire-1280x720.png` }); }
        else {
          seen.meleeReport = rep;
          if (await page.locator('#bi-morale').count()) seen.morale = (await page.textContent('#bi-morale'))!;
          await page.screenshot({ path: `${ART}bi-melee-1280x720.png` });
        }
      }
    }
    // before: the fire's strength, column and shifts; the melee's odds, shifts and die modifier
    expect(seen.firePreview).toMatch(/Declared: fire at \d{4}/);
    expect(seen.firePreview).toMatch(/Fire strength .* → column/);
    expect(seen.firePreview).toMatch(/Fire table column: /);
    expect(seen.meleePreview).toMatch(/Declared: melee at \d{4}/);
    expect(seen.meleePreview).toMatch(/odds/);
    expect(seen.meleePreview).toMatch(/Die modifier/);
    // after: the d10, the column and the table row it hit, and the result
    expect(seen.fireReport).toMatch(/Last fire at \d{4}/);
    expect(seen.fireReport).toMatch(/Fire table \(B4\): row \d+, column /);
    expect(seen.meleeReport).toMatch(/Last melee at \d{4}/);
    expect(seen.meleeReport).toMatch(/Melee table \(B5\): row (≤1|12\+|\d+), column /);
    expect(seen.morale).toMatch(/needed \d+ or less, rolled \d+: (passed|failed)/);
    const log = await page.evaluate(() => window.__bi.log().map((l) => l.text));
    expect(log.some((t) => /^Morale check of .*: needs \d+ or less, d10 = \d+/.test(t))).toBe(true);
    expect(await page.textContent('#bi-log')).toContain('Morale check of');

    // hidden information: an unrevealed French chit is never in the page's view, and never drawn
    const units = await page.evaluate(() => window.__bi.state().units);
    const hidden = units.filter((u) => u.side === 'french' && !u.revealed && u.hex);
    expect(hidden.length).toBeGreaterThan(0);
    for (const u of hidden) {
      expect(u.chit).toBeNull();
      expect(await page.textContent(`.bi-counter[data-unit="${u.id}"] .bi-str`)).toBe('?');
    }
    const revealed = units.filter((u) => u.side === 'french' && u.revealed && u.hex);
    for (const u of revealed) expect(await page.textContent(`.bi-counter[data-unit="${u.id}"] .bi-str`)).toBe(String(u.strength));

    // the unit and terrain reference
    await page.click('#bi-ref-open');
    await page.waitForSelector('#bi-ref');
    expect(await page.textContent('#bi-ref')).toContain('Morale numbers');
    await page.screenshot({ path: `${ART}bi-reference-1280x720.png` });
    expect(await axeSerious(page)).toEqual([]);
    await page.click('#bi-ref-close');

    await page.screenshot({ path: `${ART}bi-play-1280x720.png` });
    expect(await axeSerious(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${ART}bi-play-390x844.png` });
    await page.screenshot({ path: `${ART}bi-play-390x844-full.png`, fullPage: true });
    expect(await axeSerious(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 600_000);

  it('the AI thinks in a worker at Quick (MCTS through the game contract): progress shown, the page keeps answering', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await page.goto(app.url);
    await page.waitForSelector('#bi-start', { timeout: 60_000 });
    await page.click('[data-bi-scenario="sedan-floing"]');
    await page.selectOption('#bi-side', '1'); // the person plays the French: the Prussian AI moves first
    await page.selectOption('#bi-level', 'quick');
    await page.fill('#bi-seed', '3');
    await page.click('#bi-start');
    await page.waitForSelector('#bi-thinking', { timeout: 60_000 });
    expect(await page.textContent('#bi-thinking')).toMatch(/Thinking… \d+ positions tried/);
    // the page answers a click while the worker searches
    await page.click('#bi-zoc');
    expect(await page.getAttribute('#bi-zoc', 'aria-pressed')).toBe('true');
    // Quick is a time budget (0.3 s), so the moves it finds depend on the machine's speed: the AI's
    // turn may end after its first searched decision (then the person is to act) or go on
    await page.waitForFunction(() => {
      const s = window.__bi.aiStats();
      return s.searched >= 2 || (s.searched >= 1 && window.__bi.toAct() === 'human');
    }, null, { timeout: 120_000 });
    const st = await page.evaluate(() => window.__bi.aiStats());
    expect(st.sims).toBeGreaterThan(st.searched);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);

  it('a move made with the keyboard alone (arrow keys in the map, Enter), then undone', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(app.url);
    await page.waitForSelector('#bi-start', { timeout: 60_000 });
    await page.click('[data-bi-scenario="froeschweiler"]');
    await page.selectOption('#bi-level', 'recruit');
    await page.fill('#bi-seed', String(BI_E2E_SEED));
    await page.click('#bi-start');
    await page.waitForSelector('#bi-board-frame');
    await waitHuman(page);
    await page.focus('#bi-board-frame');
    await page.keyboard.press('ArrowUp'); // the first press lands on a unit that may act
    const start = (await page.textContent('#bi-focus'))!.slice(0, 4);
    await page.keyboard.press('Enter');
    const unit = await page.evaluate(() => window.__bi.selected());
    expect(unit).not.toBeNull();
    // a step straight north or south of it, if the core allows one
    const north = String(Number(start) - 1).padStart(4, '0'), south = String(Number(start) + 1).padStart(4, '0');
    const legal = await page.evaluate(() => window.__bi.legal());
    const to = [north, south].find((h) => legal.includes(`move ${unit} ${h}`));
    expect(to, `a north or south step of ${unit} from ${start}`).toBeDefined();
    const ply = await page.evaluate(() => window.__bi.ply());
    await page.keyboard.press(to === north ? 'ArrowUp' : 'ArrowDown');
    expect((await page.textContent('#bi-focus'))!.slice(0, 4)).toBe(to);
    await page.keyboard.press('Enter');
    await page.waitForFunction((p) => window.__bi.ply() > p, ply);
    expect(await page.evaluate((u) => window.__bi.state().units.find((x) => x.id === u)?.hex, unit)).toBe(to);
    // undo takes the step back (no die was rolled since)
    await page.click('#bi-undo');
    expect(await page.evaluate((u) => window.__bi.state().units.find((x) => x.id === u)?.hex, unit)).toBe(start);
    expect(await page.evaluate(() => window.__bi.ply())).toBe(ply);
    await page.close();
  }, 300_000);

  it('a whole Sedan–Floing game played to its end against Recruit (the person plays random legal actions through the hook)', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await page.goto(app.url);
    await page.waitForSelector('#bi-start', { timeout: 60_000 });
    await page.click('[data-bi-scenario="sedan-floing"]');
    await page.selectOption('#bi-level', 'recruit');
    await page.fill('#bi-seed', '11');
    await page.click('#bi-start');
    await page.waitForSelector('#bi-board-frame');
    await page.evaluate(() => window.__bi.setDelay(0));
    let x = 12345;
    for (let i = 0; i < 5000; i++) {
      await page.waitForFunction(() => window.__bi.toAct() === 'human' || window.__bi.over(), null, { timeout: 120_000, polling: 20 });
      if (await page.evaluate(() => window.__bi.over())) break;
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      await page.evaluate((k) => { const l = window.__bi.legal(); window.__bi.apply(l[k % l.length]); }, x >>> 8);
    }
    expect(await page.evaluate(() => window.__bi.over())).toBe(true);
    await page.waitForSelector('#bi-over');
    await page.screenshot({ path: `${ART}bi-over-1280x720.png` });
    expect(await page.textContent('#bi-over')).toMatch(/(wins|A draw): victory points Prussian \d+, French \d+/);
    expect(errors).toEqual([]);
    await page.click('#bi-over button');
    await page.waitForSelector('#bi-start');
    await page.close();
  }, 600_000);
});
