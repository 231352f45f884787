// La Grande Manoeuvre (602) in 8 seats in Chromium: La Grande's own turn (rules digest D.8) with the
// seats named from the file. One person as the French centre corps commander (Soult) and seven AI
// seats: the page's own loop plays the AI seats through the worker, the person never gets a hand-over
// screen, his hand on show is his own (read from his seat's observation: web/src/nap/seat-hands.ts),
// and he takes La Grande's decisions (keep / own / pass, the half, the initiative roll) by their
// worded buttons; the log tells the Commanders-in-Chief's hand-outs in words. One person as the
// French Commander-in-Chief: each hand-out (`to:`) by a button beside the card it hands out, naming
// the corps commander. Two people on the same
// side (the French left and centre corps commanders) with six AI seats: the hand-over screen names the
// next seat whenever the person to act changes, nothing of any hand is on show behind it, and each
// sees only his own Command and Tactician cards. One person as Napoleon again for the marks: a hovered
// hand card rings the units of the corps commanders it can go to (nap/handed-orders.ts), the units a
// display card ordered carry the "D" mark with the legend line (nap/display-orders.ts), the units and
// leaders the turn's other slots ordered carry their holder's tag (L / C / R in the slot's colour) with
// its words and a legend line a slot (nap/slot-orders.ts), and at 390 px
// the other seats' hand sizes stay on screen. No wall-clock asserts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startApp, type AppUnderTest } from './static-host.js';
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { openNapPage, startSeats } from './nap-page.js';
import type {} from './vex-hook.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const ART = fileURLToPath(new URL('./artifacts/', import.meta.url));

/** axe-core's serious and critical violations on the page (none expected). */
async function axeSerious(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const v = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
  return v.filter((x) => x.impact === 'serious' || x.impact === 'critical').map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

let app: AppUnderTest;
beforeAll(async () => { app = await startApp(ROOT, 'grande-seats-'); mkdirSync(ART, { recursive: true }); }, 600_000);
afterAll(async () => { await app?.close(); });

/** La Grande's decisions of a corps commander (D.8) and D.7's initiative roll. */
const GRANDE_DECISION = /^(keep|pass|own:.+|half:[lr]|initiative|no-initiative|draw:(command|tactician))$/;

/** Opens 602 with 8 players, one controller per seat, and starts it at the instant level. */
async function openGrande(ctl: ('human' | 'ai')[], seed: number): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openNapPage(app);
  const id = await page.$$eval('[data-nap-scenario]', (els) => els.map((e) => e.getAttribute('data-nap-scenario')!).find((x) => x.startsWith('602'))!);
  await page.click(`[data-nap-scenario="${id}"]`);
  await expect.poll(() => page.locator('#nap-seat-formats').isVisible(), { timeout: 60_000 }).toBe(true);
  await page.selectOption('#nap-players', '8');
  await expect.poll(() => page.locator('#nap-seat-list li').count(), { timeout: 30_000 }).toBe(8);
  const rows = await page.locator('#nap-seat-list li').allTextContents();
  expect(rows[0]).toMatch(/French Commander-in-Chief \(Napoleon\)/);
  expect(rows[4]).toMatch(/French centre corps commander \(Soult\)/);
  expect(rows[7]).toMatch(/Allied right corps commander \(Bagration\)/);
  await startSeats(page, ctl.slice(0, 8), seed);
  return { page, errors };
}

/** The Command cards and Tactician cards the page shows in the hand and the Tactician panel. */
async function shownCards(page: Page): Promise<{ command: string[]; tactician: string[] }> {
  return page.evaluate(() => ({
    command: [...document.querySelectorAll<HTMLElement>('#hand .card')].map((e) => e.dataset.card!),
    tactician: [...document.querySelectorAll<HTMLElement>('#tactician-hand [data-tactician]')].map((e) => e.dataset.tactician!),
  }));
}

/** Clicks the button of action `t` (scrolled into view first: the panels may be long). */
async function clickAction(page: Page, scope: string, t: string): Promise<string> {
  const b = page.locator(`${scope} button[data-action="${t}"]`).first();
  await expect.poll(() => b.scrollIntoViewIfNeeded({ timeout: 2000 }).then(() => true, () => false), { timeout: 20_000 }).toBe(true);
  const label = (await b.textContent())!.trim();
  await b.click();
  return label;
}

describe('La Grande (602) in 8 seats: its own turn in the browser (D.8)', () => {
  it('one person (the French centre corps commander) and seven AI seats: his own hand, La Grande decisions by worded buttons, hand-outs told in the log', async () => {
    const { page, errors } = await openGrande(['ai', 'ai', 'ai', 'ai', 'human', 'ai', 'ai', 'ai'], 11);
    expect((await page.evaluate(() => window.__vex.seats()!)).humans).toEqual([4]);
    let x = 11, handovers = 0, mine = 0, lastPly = -1, still = 0;
    const rnd = (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return (x >>> 8) % n; };
    const decided: string[] = [];
    let handClicks = 0;
    const labels: string[] = [];
    for (let i = 0; i < 4000 && still < 4000; i++) {
      const st = await page.evaluate(() => ({ turn: window.__vex.state()!.turn, over: window.__vex.over(), human: window.__vex.humanToAct(), ply: window.__vex.ply() }));
      if (st.over || (st.turn >= 6 && decided.filter((t) => /^(keep|pass|own:)/.test(t)).length >= 2)) break;
      still = st.ply === lastPly ? still + 1 : 0;
      lastPly = st.ply;
      if (await page.locator('#handover').count()) handovers++;
      if (!st.human) { await page.waitForTimeout(5); continue; }
      // his hand on show is his own seat's (its observation), titled with his name
      const hand = (await page.evaluate(() => window.__vex.seatHand()))!;
      expect(hand.seat).toBe(4);
      const shown = await shownCards(page);
      expect(shown.command).toEqual(hand.command);
      expect(shown.tactician).toEqual(hand.tactician);
      expect(await page.textContent('#hand .hand-title')).toContain('Soult');
      // the other seats: sizes only
      expect(await page.locator('#seat-sizes [data-seat-size]').count()).toBe(hand.sizes.filter((n, s) => n !== null && s !== 4).length);
      const legal = await page.evaluate(() => window.__vex.legal());
      const grande = legal.filter((t) => GRANDE_DECISION.test(t));
      if (grande.length) {
        const t = grande[rnd(grande.length)]!;
        // his own card: the first time by a click on it in his hand, then by its button
        if (t.startsWith('own:') && !handClicks) {
          const card = page.locator(`#hand .card.playable[data-card="${t.slice(4)}"]`).first();
          await expect.poll(() => card.scrollIntoViewIfNeeded({ timeout: 2000 }).then(() => true, () => false), { timeout: 20_000 }).toBe(true);
          const before = await page.evaluate(() => window.__vex.ply());
          await card.click();
          // the click took his own card: the next action of the record is it
          await expect.poll(() => page.evaluate((i) => window.__vex.actions()[i], before), { timeout: 20_000 }).toBe(t);
          handClicks++;
          decided.push(t);
          mine++;
          continue;
        }
        const label = await clickAction(page, '#actions .buttons', t);
        expect(label).not.toBe(t); // worded, not the notation
        labels.push(label);
        decided.push(t);
        mine++;
        continue;
      }
      await page.evaluate((t) => window.__vex.apply(t), legal[rnd(legal.length)]!);
      mine++;
    }
    const r = await page.evaluate(() => ({ turn: window.__vex.state()!.turn, ai: window.__vex.aiStats()!.decisions, log: window.__vex.log() }));
    expect(handovers).toBe(0);
    expect(r.turn).toBeGreaterThanOrEqual(6);
    expect(mine).toBeGreaterThan(0);
    expect(r.ai).toBeGreaterThan(0);
    expect(decided.length).toBeGreaterThanOrEqual(2);
    // he answered a hand-out (keep or his own card) or, idle, played his own card or passed (D.8)
    expect(decided.filter((t) => /^(keep|pass|own:)/.test(t)).length).toBeGreaterThanOrEqual(1);
    for (const l of labels) expect(l).toMatch(/^(Play the Commander-in-Chief's card|Play your own .+ instead|Play your .+|Pass \(play no card this turn\)|Order in your (left|right) section|Roll on initiative|Do not roll|Draw a (Command|Tactician) card instead of a March Move)/);
    // the Commanders-in-Chief's hand-outs, in words, naming the corps commander by his name
    const outs = r.log.filter((l) => / Commander-in-Chief \((Napoleon|Kutuzov)\) hands .+ to (Lannes|Soult|Davout|Buxhowden|Miloradovich|Bagration) \((left|centre|right) corps\)$/.test(l.text));
    expect(outs.length).toBeGreaterThanOrEqual(4);
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);

  it('one person as the French Commander-in-Chief (Napoleon): each hand-out by a button beside the card it hands out, naming the corps commander, told in the log', async () => {
    const { page, errors } = await openGrande(['human', 'ai', 'ai', 'ai', 'ai', 'ai', 'ai', 'ai'], 7);
    let x = 7, outs = 0;
    const rnd = (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return (x >>> 8) % n; };
    for (let i = 0; i < 4000 && outs < 6; i++) {
      const st = await page.evaluate(() => ({ over: window.__vex.over(), human: window.__vex.humanToAct() }));
      if (st.over) break;
      if (!st.human) { await page.waitForTimeout(5); continue; }
      const legal = await page.evaluate(() => window.__vex.legal());
      const to = legal.filter((t) => /^to:[lcr]$/.test(t));
      if (!to.length) { await page.evaluate((t) => window.__vex.apply(t), legal[rnd(legal.length)]!); continue; }
      // the card handed out, drawn with its text, and one button per legal receiver beside it
      const buttons = page.locator('#grande-out button.hand-out');
      await expect.poll(() => buttons.count(), { timeout: 20_000 }).toBe(to.length);
      const t = to[rnd(to.length)]!;
      const card = (await page.textContent('#grande-out #grande-handed .mtitle'))!.trim();
      if ((await page.textContent('#grande-out h3'))!.includes('Scout')) {
        // the Scout gift (D.8 end of turn): the card he chose to give away, named on his screen only
        for (const label of await buttons.allTextContents()) expect(label).toMatch(new RegExp(`^Give the ${card} card \\(the Scout's second card\\) to (Lannes|Soult|Davout) \\((left|centre|right) corps\\)$`));
        await clickAction(page, '#grande-out', t);
        continue;
      }
      for (const label of await buttons.allTextContents()) expect(label).toMatch(new RegExp(`^Hand the ${card} card to (Lannes|Soult|Davout) \\((left|centre|right) corps\\)$`));
      const label = await clickAction(page, '#grande-out', t);
      const who = label.slice(label.indexOf(' card to ') + 9);
      await expect.poll(async () => (await page.evaluate(() => window.__vex.log())).some((l) => l.text === `French Commander-in-Chief (Napoleon) hands ${card} to ${who}`), { timeout: 20_000 }).toBe(true);
      outs++;
    }
    expect(outs).toBeGreaterThanOrEqual(6);
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);

  it('one person as Napoleon: a hovered hand card rings the units of the corps commanders it can reach, display-card orders marked D with a legend, the other slots\' orders tagged by holder with a legend, hand sizes on screen at 390 px', async () => {
    const { page, errors } = await openGrande(['human', 'ai', 'ai', 'ai', 'ai', 'ai', 'ai', 'ai'], 31);
    let x = 31, hovered = 0, marksSeen = 0, tagsSeen = 0;
    const tagSlots = new Set<string>();
    const rnd = (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return (x >>> 8) % n; };
    const ringsShown = () => page.$$eval('svg.board [data-hl].hl-orderable', (els) => els.map((e) => e.getAttribute('data-hl')!));
    for (let i = 0; i < 6000 && (hovered < 2 || marksSeen < 2 || tagsSeen < 2 || tagSlots.size < 2); i++) {
      // the display card's orders (D.3, D.8), whoever gave them: a D mark on each unit, its words, the
      // legend; read in one snapshot of the page (the AI seats play on, and one render draws all three)
      const snap = await page.evaluate(() => {
        const legend = document.querySelector('#display-legend');
        return {
          marks: [...document.querySelectorAll('svg.board [data-display-order]')].map((e) => {
            const hex = e.getAttribute('data-display-order')!;
            return { hex, title: e.querySelector('title')?.textContent ?? '', aria: document.querySelector(`svg.board polygon.hex[data-hex="${hex}"]`)?.getAttribute('aria-label') ?? '' };
          }),
          legend: legend ? legend.textContent!.replace(/\s+/g, ' ') : null, card: legend?.querySelector('b')?.textContent?.trim() ?? null,
        };
      });
      if (snap.marks.length) {
        expect(snap.legend, 'the legend line beside the D marks').not.toBeNull();
        // the legend counts the units and the leaders (ordered on their own) the marks name; a unit and
        // a leader on one hex share one mark
        const counts = /the (?:(\d+) units?)?(?: and )?(?:(\d+) leaders?)? ordered by the display card /.exec(snap.legend!);
        expect(counts, snap.legend!).not.toBeNull();
        const pieces = Number(counts![1] ?? 0) + Number(counts![2] ?? 0);
        expect(snap.legend).toContain(`ordered by the display card ${snap.card} (handed to `);
        let named = 0;
        for (const m of snap.marks) {
          const re = new RegExp(`^(.+) on ${m.hex}: ordered by the display card \\(${snap.card}\\), handed to \\w+ \\((left|centre|right) corps\\)$`);
          expect(m.title).toMatch(re);
          // the hex's accessible name says it too, with each unit or leader the mark names
          expect(m.aria).toContain(`ordered by the display card (${snap.card})`);
          const who = m.title.match(re)![1]!.split(' and ');
          for (const w of who) expect(m.aria).toContain(w.replace(/^(French|Allied|Russian|Austrian) /, ''));
          named += who.length;
        }
        expect(named, 'the pieces the marks name are those the legend counts').toBe(pieces);
        if (!marksSeen) await page.screenshot({ path: `${ART}grande-display-orders-1280x720.png` });
        marksSeen++;
      }
      // the other slots' orders (D.8: the hand card, a corps commander's own card, the initiative roll):
      // a tag a hex and slot with its holder's corps letter in the slot's colour, its words in the
      // tooltip and the hex's accessible name, one legend line a slot counting what its tags name
      const tags = await page.evaluate(() => ({
        tags: [...document.querySelectorAll('svg.board [data-slot-order]')].map((e) => {
          const hex = e.getAttribute('data-slot-order')!;
          return {
            hex, slot: e.getAttribute('data-slot')!, letter: e.querySelector('text')?.textContent ?? '', fill: getComputedStyle(e.querySelector('rect')!).fill,
            title: e.querySelector('title')?.textContent ?? '', aria: document.querySelector(`svg.board polygon.hex[data-hex="${hex}"]`)?.getAttribute('aria-label') ?? '',
          };
        }),
        legend: [...document.querySelectorAll('#slot-legend [data-slot-legend]')].map((e) => ({
          slot: e.getAttribute('data-slot-legend')!, letter: e.querySelector('.slot-key')?.textContent ?? '', text: e.textContent!.replace(/\s+/g, ' ').trim(),
        })),
      }));
      if (tags.tags.length) {
        const fills = new Map<string, string>();
        for (const t of tags.tags) {
          const m = /^(.+) on ([A-Z]\d+): (ordered (?:by the hand card \(.+\), handed to \w+ \((?:left|centre|right) corps\)|by \w+'s own card \(.+\)|on initiative by \w+ \((?:left|centre|right) corps\)))$/.exec(t.title);
          expect(m, t.title).not.toBeNull();
          expect(m![2]).toBe(t.hex);
          expect(t.letter).toMatch(/^[LCR]$/);
          expect(t.aria).toContain(m![3]!);
          const line = tags.legend.find((l) => l.slot === t.slot);
          expect(line, `a legend line for slot ${t.slot}`).toBeDefined();
          expect(line!.letter).toBe(t.letter);
          expect(line!.text).toContain(`${m![3]} this turn`);
          expect(fills.get(t.slot) ?? t.fill, 'one colour a slot').toBe(t.fill);
          fills.set(t.slot, t.fill);
          tagSlots.add(t.slot);
        }
        expect(new Set(fills.values()).size, 'a colour per slot').toBe(fills.size);
        for (const l of tags.legend) {
          // the legend's count is the pieces the slot's tags name
          const c = /the (?:(\d+) units?)?(?: and )?(?:(\d+) leaders?)? ordered /.exec(l.text);
          expect(c, l.text).not.toBeNull();
          const named = tags.tags.filter((t) => t.slot === l.slot).reduce((n, t) => n + t.title.slice(0, t.title.indexOf(' on ')).split(' and ').length, 0);
          expect(named, l.text).toBe(Number(c![1] ?? 0) + Number(c![2] ?? 0));
        }
        if (!tagsSeen) await page.screenshot({ path: `${ART}grande-slot-tags-1280x720.png` });
        tagsSeen++;
      }
      const st = await page.evaluate(() => ({ over: window.__vex.over(), human: window.__vex.humanToAct() }));
      if (st.over) break;
      if (!st.human) { await page.waitForTimeout(5); continue; }
      const legal = await page.evaluate(() => window.__vex.legal());
      const plays = legal.filter((t) => t.startsWith('play:'));
      if (plays.length && hovered < 2) {
        // his hand cards go to the corps commanders (D.8): hovering one rings their units, all French
        const french = new Set((await page.evaluate(() => window.__vex.state()!.units)).filter((u) => u.side === 'bottom').map((u) => u.hex));
        const leaders = new Set(await page.$$eval('svg.board [data-leader]', (els) => els.map((e) => e.getAttribute('data-leader')!)));
        let rung = 0;
        for (const t of plays.slice(0, 3)) {
          await page.locator(`#hand .card.playable[data-card="${t.slice(5)}"]`).first().hover();
          const rings = await expect.poll(ringsShown, { timeout: 5000 }).not.toEqual([]).then(() => ringsShown(), () => [] as string[]);
          for (const h of rings) expect(french.has(h) || leaders.has(h), `${t} rang ${h}`).toBe(true);
          if (rings.length && !rung && !hovered) await page.screenshot({ path: `${ART}grande-cinc-hover-1280x720.png` });
          if (rings.length) rung++;
        }
        expect(rung, 'cards of the CinC ringing units').toBeGreaterThan(0);
        await page.mouse.move(1, 1);
        hovered++;
        await page.evaluate((t) => window.__vex.apply(t), plays[rnd(plays.length)]!);
        continue;
      }
      await page.evaluate((t) => window.__vex.apply(t), legal[rnd(legal.length)]!);
    }
    expect(hovered).toBe(2);
    expect(marksSeen).toBeGreaterThanOrEqual(2);
    expect(tagsSeen, 'positions with slot tags').toBeGreaterThanOrEqual(2);
    expect(tagSlots.size, 'tags of two slots or more').toBeGreaterThanOrEqual(2);
    expect(await axeSerious(page)).toEqual([]);
    // the phone layout: the other seven seats' Command hand sizes stay visible, compact, inside the screen
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.locator('#seat-sizes').isVisible(), { timeout: 20_000 }).toBe(true);
    const sizes = page.locator('#seat-sizes [data-seat-size]');
    expect(await sizes.count()).toBe(7);
    for (let k = 0; k < 7; k++) {
      const b = (await sizes.nth(k).boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(390);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height).toBeLessThanOrEqual(844);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${ART}grande-seat-sizes-390x844.png` });
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);

  it('two people on one side (French left and centre corps) and six AI seats: hand-over at every change, nothing shown behind it, each sees only his own hands', async () => {
    const { page, errors } = await openGrande(['ai', 'ai', 'human', 'ai', 'human', 'ai', 'ai', 'ai'], 23);
    const names = (await page.evaluate(() => window.__vex.seats()!)).names;
    expect(names[2]).toBe('French left corps commander (Lannes)');
    expect(names[4]).toBe('French centre corps commander (Soult)');
    let x = 23, changes = 0, last = -1;
    const rnd = (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return (x >>> 8) % n; };
    const acted = new Set<number>();
    for (let i = 0; i < 6000 && changes < 4; i++) {
      const st = await page.evaluate(() => ({ seats: window.__vex.seats()!, human: window.__vex.humanToAct(), over: window.__vex.over() }));
      if (st.over) break;
      if (!st.human) { await page.waitForTimeout(5); continue; }
      const seat = st.seats.toAct;
      if (seat !== last) {
        // the hand-over screen names the seat; no card of any hand is on show behind it
        await page.waitForSelector('#handover');
        expect(st.seats.handover).toBe(seat);
        expect(await page.textContent('#handover')).toContain(`I am the ${names[seat]} player`);
        expect(await shownCards(page)).toEqual({ command: [], tactician: [] });
        await page.click('#handover-ready');
        if (last >= 0) changes++;
        last = seat;
      }
      acted.add(seat);
      // his own Command and Tactician cards, from his own seat's observation
      const hand = (await page.evaluate(() => window.__vex.seatHand()))!;
      expect(hand.seat).toBe(seat);
      expect(await shownCards(page)).toEqual({ command: hand.command, tactician: hand.tactician });
      expect(await page.textContent('#hand .hand-title')).toContain(seat === 2 ? 'Lannes' : 'Soult');
      const legal = await page.evaluate(() => window.__vex.legal());
      await page.evaluate((t) => window.__vex.apply(t), legal[rnd(legal.length)]!);
    }
    expect(changes).toBeGreaterThanOrEqual(4);
    expect([...acted].sort()).toEqual([2, 4]);
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);
});
