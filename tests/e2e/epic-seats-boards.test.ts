// EPIC in the browser (issue 19 part 6), Chromium: the seat picker and the big boards.
// Seats (digest D.7; web/src/seats.ts, nap/seat-picker.ts): EPIC Austerlitz (601) lists its seats
// named by side; the 2-player choice follows "Your side"; two people at one screen get a hand-over
// screen naming the next seat whenever the seat to act changes between them, with the hand hidden
// behind it; one person against the AI (chosen seat by seat) gets none while the AI's seat plays
// through the worker. Big boards (web/src/board-zoom.ts): 601 (20x11) and 602 (26x11) at 1280x720
// and at a phone's 390x844 fit their frame at zoom 1 (Fit), start readable (a phone starts zoomed to
// a tappable hex), zoom with the buttons, Ctrl + wheel and (phone) a two-finger pinch, pan by a mouse
// drag that never counts as a click (laptop), and a unit is ordered by a click on
// its hex after zooming. The terrain reference of Rules & keys (C.15) on 601; axe-core on the picker's
// seat list and the help. No wall-clock asserts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startApp, type AppUnderTest } from './static-host.js';
import { openNapPage } from './nap-page.js';
import type {} from './vex-hook.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ART = fileURLToPath(new URL('./artifacts/', import.meta.url));
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function axeSerious(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const v = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
  return v.filter((x) => x.impact === 'serious' || x.impact === 'critical').map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

let app: AppUnderTest;
beforeAll(async () => { app = await startApp(ROOT, 'epic-seats-'); mkdirSync(ART, { recursive: true }); }, 600_000);
afterAll(async () => { await app?.close(); });

const openPage = (width = 1280, height = 720) => openNapPage(app, width, height);

/** Chooses the battle whose id starts with `prefix` and waits for its seats to be listed. */
async function chooseBattle(page: Page, prefix: string): Promise<void> {
  const id = await page.$$eval('[data-nap-scenario]', (els, p) => els.map((e) => e.getAttribute('data-nap-scenario')!).find((x) => x.startsWith(p))!, prefix);
  await page.click(`[data-nap-scenario="${id}"]`);
  await expect.poll(() => page.locator('#nap-seat-list li').count(), { timeout: 30_000 }).toBe(2);
}

async function startIt(page: Page, seed: number): Promise<void> {
  await page.selectOption('#nap-level', 'instant');
  await page.fill('#nap-seed', String(seed));
  await page.click('#nap-start');
  await page.waitForSelector('svg.board [data-hex="A1"]');
  await page.evaluate(() => window.__vex.setDelay(0));
}

const seats = (page: Page) => page.evaluate(() => window.__vex.seats()!);

describe('EPIC seats in the browser (D.7)', () => {
  it('601: the seats are listed by side; two people by seat choice get a hand-over screen naming the next seat at every change, the hand hidden behind it', async () => {
    const { page, errors } = await openPage();
    await chooseBattle(page, '601');
    const rows = await page.locator('#nap-seat-list li').allTextContents();
    expect(rows[0]).toMatch(/Seat 1: French/);
    expect(rows[1]).toMatch(/Seat 2: Allied/);
    // the 2-player choice follows "Your side", and the side select follows the seats
    await page.selectOption('#nap-side', 'top');
    expect(await page.inputValue('[data-seat-ctl="0"]')).toBe('ai');
    expect(await page.inputValue('[data-seat-ctl="1"]')).toBe('human');
    await page.selectOption('[data-seat-ctl="0"]', 'human');
    expect(await page.inputValue('#nap-side')).toBe('hotseat');
    expect(await axeSerious(page)).toEqual([]); // the picker with its seat list
    await startIt(page, 21);
    expect((await seats(page)).humans).toEqual([0, 1]);

    let changes = 0, last = -1;
    let x = 21;
    const rnd = (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return (x >>> 8) % n; };
    for (let i = 0; i < 600 && changes < 4 && !(await page.evaluate(() => window.__vex.over())); i++) {
      const st = await seats(page);
      if (st.toAct < 0) { await page.waitForTimeout(5); continue; }
      if (st.toAct !== last) {
        // a new seat to act: the hand-over screen names it; no card of any hand is on show
        await page.waitForSelector('#handover');
        expect(st.handover).toBe(st.toAct);
        expect(await page.textContent('#handover')).toContain(`I am the ${st.names[st.toAct]} player`);
        expect(await page.locator('#hand .card').count()).toBe(0);
        await page.click('#handover-ready');
        expect(await page.locator('#handover').count()).toBe(0);
        expect((await seats(page)).handShown).toBe(true);
        if (last >= 0) changes++;
        last = st.toAct;
      } else {
        expect(await page.locator('#handover').count()).toBe(0);
      }
      const legal = await page.evaluate(() => window.__vex.legal());
      await page.evaluate((t) => window.__vex.apply(t), legal[rnd(legal.length)]);
    }
    expect(changes).toBe(4);
    await page.screenshot({ path: `${ART}epic-seats-handover.png` });
    expect(errors).toEqual([]);
    await page.close();
  }, 400_000);

  it('601: one person (seat 2) and the AI (seat 1), chosen seat by seat: no hand-over screen while the AI seat plays in its worker', async () => {
    const { page, errors } = await openPage();
    await chooseBattle(page, '601');
    await page.selectOption('[data-seat-ctl="0"]', 'ai');
    await page.selectOption('[data-seat-ctl="1"]', 'human');
    expect(await page.inputValue('#nap-side')).toBe('top');
    await startIt(page, 8);
    const played = await page.evaluate(async () => {
      const vex = window.__vex;
      let x = 8, n = 0, handovers = 0;
      const rnd = (k: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return (x >>> 8) % k; };
      for (let i = 0; i < 4000 && vex.state()!.turn < 4 && !vex.over(); i++) {
        if (document.getElementById('handover')) handovers++;
        if (!vex.humanToAct()) { await new Promise((r) => setTimeout(r, 5)); continue; }
        const legal = vex.legal();
        vex.apply(legal[rnd(legal.length)]);
        n++;
        await new Promise((r) => setTimeout(r, 0));
      }
      return { n, handovers, turn: vex.state()!.turn, ai: vex.aiStats()!.decisions, seats: vex.seats()! };
    });
    expect(played.handovers).toBe(0);
    expect(played.turn).toBeGreaterThanOrEqual(4);
    expect(played.ai).toBeGreaterThan(0);
    expect(played.seats.humans).toEqual([1]);
    expect(played.seats.viewSeat).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 400_000);
});

describe('the Napoleonics terrain reference in Rules & keys (C.15)', () => {
  it('601: the help lists the battle\'s terrain measured from the core, town with its C.15 reductions', async () => {
    const { page, errors } = await openPage();
    await chooseBattle(page, '601');
    await page.selectOption('#nap-side', 'bottom');
    await startIt(page, 2);
    await page.click('#help-btn');
    await page.waitForSelector('#nap-terrain-reference tr[data-terrain-type="town"]', { timeout: 60_000 });
    // town (C.15): stops; infantry melee 5 -> 3, cavalry 4 -> 1, artillery at 2 hexes 3 -> 2; blocks line of sight
    const town = (await page.locator('#nap-terrain-reference tr[data-terrain-type="town"] td').allTextContents()).map((t) => t.trim());
    expect(town).toEqual(['town', 'yes', 'yes', '3 (open ground 5)', '1 (open ground 4)', '2 (open ground 3)', 'yes']);
    expect(await page.locator('#nap-terrain-reference tr[data-terrain-type]').count()).toBeGreaterThanOrEqual(4);
    expect(await axeSerious(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});

describe('EPIC big boards: zoom and pan', () => {
  for (const [w, hgt] of [[1280, 720], [390, 844]] as const) {
    for (const prefix of ['601', '602']) {
      it(`${prefix} at ${w}x${hgt}: readable at the start, fits at Fit, zooms by buttons, Ctrl + wheel and pinch (phone), pans by drag (laptop), and a unit is ordered after zooming`, async () => {
        const { page, errors } = await openPage(w, hgt);
        await chooseBattle(page, prefix);
        await page.selectOption('#nap-side', 'bottom');
        await startIt(page, 4);
        // measured while the person is to act (the layout settles: the AI's card above the board comes and goes)
        await expect.poll(() => page.evaluate(() => window.__vex.humanToAct()), { timeout: 60_000 }).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
        const hexW = async () => (await page.locator('svg.board [data-hex="B2"]').boundingBox())!.width;
        const z0 = (await page.evaluate(() => window.__vex.zoom()))!;
        if (w < 700) {
          // a phone starts zoomed so a hex is big enough to tap
          expect(z0).toBeGreaterThan(1);
          await expect.poll(hexW).toBeGreaterThanOrEqual(38);
        } else {
          expect(z0).toBe(1);
        }
        // Fit: the whole board inside its frame (pressed after a zoom-in, so the fit is made afresh)
        if (z0 === 1) await page.click('#zoom-in');
        await page.click('#zoom-fit');
        expect(await page.evaluate(() => window.__vex.zoom())).toBe(1);
        // at 1280x720 the whole board stays readable at Fit (a counter's two text lines need about 24 px)
        if (w >= 700) expect(await hexW()).toBeGreaterThanOrEqual(prefix === '601' ? 24 : 22);
        const frame = (await page.locator('#board-wrap').boundingBox())!;
        const board = (await page.locator('svg.board').boundingBox())!;
        expect(board.width).toBeLessThanOrEqual(frame.width);
        expect(board.height).toBeLessThanOrEqual(frame.height);
        expect(await page.isDisabled('#zoom-fit')).toBe(true);
        // the buttons, then Ctrl + wheel over the board (a trackpad's pinch arrives as one)
        const fitHex = await hexW();
        await page.click('#zoom-in');
        await page.click('#zoom-in');
        expect(await hexW()).toBeGreaterThan(fitHex * 1.4);
        const before = (await page.evaluate(() => window.__vex.zoom()))!;
        await page.mouse.move(frame.x + frame.width / 2, frame.y + Math.min(frame.height / 2, 150));
        await page.keyboard.down('Control');
        await page.mouse.wheel(0, -300);
        await page.keyboard.up('Control');
        await expect.poll(() => page.evaluate(() => window.__vex.zoom())).toBeGreaterThan(before);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
        if (w < 700) {
          // two fingers pinching in (touch pointer events on the frame, moving from 200 px apart to 100): the zoom drops
          const z1 = (await page.evaluate(() => window.__vex.zoom()))!;
          await page.evaluate(() => {
            const wrap = document.getElementById('board-wrap')!;
            const r = wrap.getBoundingClientRect(), cx = r.left + r.width / 2, cy = r.top + r.height / 2;
            const ev = (type: string, id: number, x: number) => wrap.dispatchEvent(new PointerEvent(type, { pointerId: id, pointerType: 'touch', clientX: x, clientY: cy, bubbles: true }));
            ev('pointerdown', 1, cx - 100); ev('pointerdown', 2, cx + 100);
            for (let d = 95; d >= 50; d -= 5) { ev('pointermove', 1, cx - d); ev('pointermove', 2, cx + d); }
            ev('pointerup', 1, cx - 50); ev('pointerup', 2, cx + 50);
          });
          await expect.poll(() => page.evaluate(() => window.__vex.zoom())).toBeLessThan(z1 * 0.7);
        } else {
          // a mouse drag pans the zoomed board, and the drag's end is no click on a hex
          const ply0 = await page.evaluate(() => window.__vex.ply());
          const left0 = await page.evaluate(() => { const e = document.getElementById('board-wrap')!; e.scrollLeft = 200; return e.scrollLeft; });
          const cx = frame.x + frame.width / 2, cy = frame.y + Math.min(frame.height / 2, 150);
          await page.mouse.move(cx, cy);
          await page.mouse.down();
          await page.mouse.move(cx - 60, cy, { steps: 4 });
          await page.mouse.move(cx - 120, cy, { steps: 4 });
          await page.mouse.up();
          expect(await page.evaluate(() => document.getElementById('board-wrap')!.scrollLeft)).toBeGreaterThan(left0 + 80);
          expect(await page.evaluate(() => window.__vex.ply())).toBe(ply0);
        }
        // order a unit by a click on its hex, zoomed in: play cards etc. through the hook until orders are due
        const order = await page.evaluate(async () => {
          const vex = window.__vex;
          for (let i = 0; i < 3000 && !vex.over(); i++) {
            if (!vex.humanToAct()) { await new Promise((r) => setTimeout(r, 5)); continue; }
            const legal = vex.legal();
            const o = legal.find((t) => t.startsWith('order:') && t !== 'order:off');
            if (o) return o.slice(6);
            const play = legal.filter((t) => !t.startsWith('end-') && t !== 'skip');
            vex.apply((play.length ? play : legal)[0]);
            await new Promise((r) => setTimeout(r, 0));
          }
          return null;
        });
        expect(order, 'orders came up').not.toBeNull();
        const ply = await page.evaluate(() => window.__vex.ply());
        const hex = page.locator(`svg.board [data-hex="${order}"]`);
        await expect.poll(() => hex.scrollIntoViewIfNeeded({ timeout: 2000 }).then(() => true, () => false)).toBe(true);
        await hex.click();
        await expect.poll(() => page.evaluate(() => window.__vex.actions())).toContain(`order:${order}`);
        expect(await page.evaluate(() => window.__vex.ply())).toBeGreaterThan(ply);
        if (prefix === '602') await page.screenshot({ path: `${ART}epic-zoom-${prefix}-${w}x${hgt}.png` });
        expect(errors).toEqual([]);
        await page.close();
      }, 300_000);
    }
  }
});
