// The scenario editor's round trip in Chromium (playwright-core driving Debian's /usr/bin/chromium;
// the app built and served by static-host.ts): start from an empty board, paint terrain, place
// units and a leader for both sides, see the engine's verdict change as you edit, keep the battle
// in the browser (it joins the list of battles), download it as JSON, open that file again after a
// reload, and play it at once; start from a shipped battle and from the epic board too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { startApp, type AppUnderTest } from './static-host.js';
import type {} from './vex-hook.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let app: AppUnderTest;
let browser: Browser;


beforeAll(async () => {
  app = await startApp(ROOT, 'vex-editor-');
  browser = app.browser;
}, 180_000);

afterAll(async () => { await app?.close(); });

describe('scenario editor (chromium)', () => {
  it('builds a battle, checks it while editing, keeps it, downloads it, opens it again and plays it', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(app.url);
    await page.waitForSelector('#start');
    await page.click('#open-editor');
    await page.waitForSelector('#editor');
    // an empty board is not a battle yet: the engine says why
    expect(await page.textContent('#editor-errors')).toMatch(/unit/);
    await page.click('[data-tool="terrain:forest"]');
    await page.click('[data-ehex="E5"]');
    await page.click('[data-tool="terrain:lake"]');
    await page.click('[data-ehex="H5"]');
    await page.click('[data-tool="unit:HI"]');
    await page.click('[data-ehex="E2"]');
    await page.click('[data-ehex="F2"]');
    await page.click('[data-tool="leader"]');
    await page.click('[data-ehex="E2"]');
    await page.check('input[name=editor-side][value=top]');
    await page.click('[data-tool="unit:MI"]');
    await page.click('[data-ehex="E8"]');
    await page.waitForSelector('#editor-ok');
    // a unit on a lake is refused, its hex marked; undo takes it back
    await page.click('[data-ehex="H5"]');
    expect(await page.textContent('#editor-errors')).toContain('H5');
    expect(await page.getAttribute('[data-ehex="H5"]', 'class')).toContain('bad');
    expect(await page.isDisabled('#editor-play')).toBe(true);
    await page.click('#editor-undo');
    await page.waitForSelector('#editor-ok');
    // side fields are checked as they change
    await page.fill('#ed-bottom-cards', '0');
    await page.dispatchEvent('#ed-bottom-cards', 'change');
    expect(await page.textContent('#editor-errors')).toContain('sides.bottom.cards');
    await page.fill('#ed-bottom-cards', '4');
    await page.dispatchEvent('#ed-bottom-cards', 'change');
    // options and objectives as JSON: text that is not JSON is refused, a bad option is the engine's error
    await page.fill('#ed-options', '{nope');
    await page.dispatchEvent('#ed-options', 'change');
    expect(await page.textContent('#editor-message')).toContain('Options: not JSON');
    await page.fill('#ed-options', '{"sacredBandd":"E8"}');
    await page.dispatchEvent('#ed-options', 'change');
    expect(await page.textContent('#editor-errors')).toContain('sacredBandd');
    await page.fill('#ed-options', '');
    await page.dispatchEvent('#ed-options', 'change');
    await page.waitForSelector('#editor-ok');
    await page.fill('#ed-name', 'Ridge of the test');
    await page.dispatchEvent('#ed-name', 'change');
    await page.fill('#ed-id', 'test-ridge');
    await page.dispatchEvent('#ed-id', 'change');
    await page.waitForSelector('#editor-ok');
    // kept in this browser: it joins the battles of the picker
    await page.click('#editor-save');
    expect(await page.textContent('#editor-message')).toContain('Kept');
    // downloaded as JSON
    const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#editor-download')]);
    const file = await dl.path();
    const sc = JSON.parse(readFileSync(file!, 'utf8'));
    expect(sc.id).toBe('test-ridge');
    expect(sc.sides.bottom.cards).toBe(4);
    expect(sc.terrain).toEqual([{ hex: 'E5', type: 'forest' }, { hex: 'H5', type: 'lake' }]);
    expect(sc.units).toEqual([{ side: 'bottom', type: 'HI', hex: 'E2', leader: true }, { side: 'bottom', type: 'HI', hex: 'F2' }, { side: 'top', type: 'MI', hex: 'E8' }]);
    await page.click('#editor-back');
    await page.waitForSelector('[data-scenario="test-ridge"]');
    expect(await page.textContent('[data-scenario="test-ridge"]')).toContain('(yours)');
    // after a reload: open the file in the editor and play it at once
    await page.reload();
    await page.waitForSelector('#start');
    await page.click('#open-editor');
    await page.setInputFiles('#editor-open', file!);
    await page.waitForSelector('[data-epiece="E8"]');
    expect(await page.inputValue('#ed-name')).toBe('Ridge of the test');
    await page.click('#editor-play');
    await page.waitForSelector('svg.board [data-hex="E3"]');
    await page.waitForFunction(() => window.__vex.humanToAct(), null, { timeout: 60_000 });
    const units = (await page.evaluate(() => window.__vex.state()!.units)).map((u) => `${u.side} ${u.type} ${u.hex}${u.leader ? ' leader' : ''}`);
    expect(units.sort()).toEqual(['bottom HI E2 leader', 'bottom HI F2', 'top MI E8']);
    expect(await page.textContent('header h1')).toBe('Ridge of the test');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('starts from a shipped battle or an empty epic board', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(app.url);
    await page.waitForSelector('#start');
    await page.click('[data-scenario="007-cannae"]');
    await page.click('#edit-this');
    await page.waitForSelector('#editor-ok');
    expect(await page.inputValue('#ed-id')).toBe('007-cannae-copy');
    expect(await page.locator('[data-epiece]').count()).toBeGreaterThan(20);
    await page.selectOption('#editor-from', 'empty:epic');
    await page.click('#editor-start');
    expect(await page.textContent('#ed-board')).toContain('epic (20×11)');
    expect(await page.locator('[data-ehex="T11"]').count()).toBe(1);
    expect(await page.locator('[data-epiece]').count()).toBe(0);
    await page.click('#editor-undo');
    expect(await page.locator('[data-epiece]').count()).toBeGreaterThan(20);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
