// One Blood & Iron game on the page, with no DOM: the core state, the action record, chance outcomes
// drawn from the game seed and the ply (the same seed gives the same dice), and the log in words.
// Every action goes through apply(), which checks it against the core's legal list and writes what
// happened: the decision, each d10 roll with what it was for, and the board's changes seen by the
// viewer (steps lost, routs, eliminations, retreats, chits revealed: an enemy chit is told only once
// the core marks it revealed). A fire or melee opens a combat report (the column, the modifiers, the
// roll, the table's cell it hit, the results that followed). In hotseat (two people) both sides are
// 'human', the screen shows the seat it was handed to (`seat`), and the log tells no side's hidden
// chit. Callers: play.ts, save.ts, replay.ts, tests (Node).
import { BiGame, BiState, plySeed, enumName, fields, hexText, FIRE_COLUMNS, MELEE_COLUMNS } from './engine.js';
import { readPreview, moraleNeed, type CombatPreview } from './combat-read.js';
import type { BiOptions } from '../../../src/games/blood-and-iron/state.js';
import { SIDE_NAMES, actionHex, actionPiece, aphaseWords, decisionWords, leaderName, stageWords, unitName } from './words.js';

/** `human`: the person's side against the AI (ignored in hotseat); `hotseat`: two people share the
 *  screen; `rules`: the core's rule options (B5's monotonic cell, the free setup). */
export interface BiConfig { scenario: string; seed: number; human: number; level: string; hotseat?: boolean; rules?: BiOptions }
export interface LogLine { ply: number; turn: number; who: number; kind: string; text: string }
export interface TableView { title: string; cols: string[]; rows: { label: string; cells: string[] }[]; hitRow: number; hitCol: number }
export interface CombatReport {
  kind: 'fire' | 'melee' | 'opfire'; target: string; preview: CombatPreview | null;
  roll: number; drm: number; column: string; result: string; table: TableView; lines: string[];
}
export interface MoraleReport { unit: string; need: number; roll: number; passed: boolean }

interface UnitSnap { hex: number; lost: number; routed: boolean; revealed: boolean; strength: number | null }
interface LeaderSnap { hex: number; replaced: boolean }

export class BiSession {
  readonly actions: number[] = [];
  readonly log: LogLine[] = [];
  combat: CombatReport | null = null;
  /** The last morale check since the last combat roll, with the number it needed (the core's) and its roll. */
  morale: MoraleReport | null = null;
  /** The last decision by a side (not chance) and, where it was on the map, its arrow. */
  private last: { who: number; arrow: { from: string; to: string; kind: 'move' | 'fire' | 'melee' } | null } | null = null;
  /** Every applied action in notation (what a save holds), parallel to `actions`. */
  readonly texts: string[] = [];
  /** Who took each action (0, 1, or 2 for chance), parallel to `actions`. */
  readonly who: number[] = [];
  /** Every combat d10 (fire, opportunity fire, melee) with the side that fired or attacked: the one
   *  whose decision (fire-go, opportunity fire, melee-go) led to the roll. For the summary's dice line. */
  readonly rolls: { side: number; kind: 'fire' | 'opfire' | 'melee'; roll: number }[] = [];
  /** In hotseat, the side the screen was last handed to (the viewer); else the person's side. */
  seat: number;
  /** Units declared in the fire or melee group not resolved yet (shown on the board). */
  readonly declared = new Set<number>();
  private open = false;
  /** Snapshots before each action (undo): state bytes, log length, declared group, arrow, report state. */
  private snaps: { bytes: Uint8Array; log: number; declared: number[]; last: BiSession['last']; open: boolean; lines: number; combat: CombatReport | null; morale: MoraleReport | null; rolls: number }[] = [];
  /** Undo stops here: just after the last chance outcome or opponent decision. */
  private floor = 0;

  private constructor(readonly game: BiGame, public state: BiState, readonly cfg: BiConfig) { this.seat = cfg.hotseat ? 0 : cfg.human; }

  static async create(cfg: BiConfig): Promise<BiSession> {
    if (!cfg.hotseat && cfg.human !== 0 && cfg.human !== 1) throw new Error(`the person's side must be 0 (Prussian) or 1 (French), not ${String(cfg.human)}`);
    const g = await BiGame.create(cfg.scenario, 'release', cfg.rules ?? {});
    const s = new BiSession(g, g.newState(), cfg);
    s.note(2, 'phase', `${g.scenario.title}. Turn ${s.turn()} (the last is ${g.scenario.turns.last}): the command phase.`);
    return s;
  }

  /** The side whose view the screen shows: the person's, or in hotseat the seat the screen was handed to. */
  get viewer(): number { return this.cfg.hotseat ? this.seat : this.cfg.human; }
  /** The side whose hidden chits the log may tell: the person's; in hotseat nobody's (2). */
  get logViewer(): number { return this.cfg.hotseat ? 2 : this.cfg.human; }
  get hotseat(): boolean { return this.cfg.hotseat === true; }
  /** The opponent's (of the viewer) last decision on the map, if it is the last decision taken. */
  get lastOther(): { from: string; to: string; kind: 'move' | 'fire' | 'melee' } | null { return this.last && this.last.who !== this.viewer ? this.last.arrow : null; }
  get ply(): number { return this.actions.length; }
  turn(): number { return this.state.turn(); }
  /** 'human', 'ai', 'chance' or 'over'. */
  toAct(): 'human' | 'ai' | 'chance' | 'over' {
    const p = this.state.currentPlayer();
    if (p === 3) return 'over';
    if (p === 2) return 'chance';
    return this.cfg.hotseat || p === this.cfg.human ? 'human' : 'ai';
  }
  legal(): number[] { return this.state.legalActions(); }

  private note(who: number, kind: string, text: string): void {
    this.log.push({ ply: this.ply, turn: this.turn(), who, kind, text });
    if (this.open && this.combat && kind !== 'phase') this.combat.lines.push(text);
  }

  /** Draws the pending chance outcome from the seed and the ply, and plays it. */
  resolveChance(): void {
    this.game.seed(plySeed(this.cfg.seed, this.ply));
    this.apply(this.state.sampleChance());
  }

  /** Plays a legal action code (throws a one-line Error otherwise) and logs what happened. */
  apply(code: number): void {
    const st = this.state, g = this.game, c = g.core, p = st.ptr, A = c.Act, f = fields(code);
    if (!st.legalActions().includes(code)) throw new Error(`not a legal action here: ${st.actionText(code)}`);
    const who = st.currentPlayer();
    const task = enumName(g, 'K', c.pendingTask(p));
    const taskUnit = c.pendingTaskUnit(p);
    const before = this.snap();
    const phase = { turn: st.turn(), stage: c.stageOf(p), aphase: c.aphaseOf(p), active: c.activeOf(p) };
    const cpBefore = [c.cpOf(p, 0), c.cpOf(p, 1)];
    let preview: CombatPreview | null = null;
    let need = -1;
    if (task === 'FIRE_ROLL' || task === 'MELEE_ROLL') preview = readPreview(st, this.logViewer);
    if (task === 'MORALE') need = moraleNeed(st, taskUnit);
    const words = f.kind === A.DIE || f.kind === A.CHIT ? '' : decisionWords(st, code);
    let last = this.last;
    if (who < 2) {
      const to = actionHex(st, code), pc = actionPiece(st, code);
      const from = pc ? ('unit' in pc ? c.unitHex(p, pc.unit) : c.leaderHex(p, pc.leader)) : -1;
      last = { who, arrow: to && from > 0 ? { from: hexText(from), to, kind: f.kind === A.FIRE ? 'fire' : f.kind === A.MELEE ? 'melee' : 'move' } : null };
    }
    const text = st.actionText(code);
    const col = c.combatCol(p), drm = c.combatDrm(p);
    // the report of the last combat takes its aftermath (rolls, chits, retreats, picks, advance), and
    // closes at the next decision that is not part of it
    if (f.kind !== A.DIE && f.kind !== A.CHIT && (task === 'NONE' || task === 'OPFIRE')) this.open = false;

    this.snaps.push({ bytes: st.bytes(), log: this.log.length, declared: [...this.declared], last: this.last, open: this.open, lines: this.combat?.lines.length ?? 0, combat: this.combat, morale: this.morale, rolls: this.rolls.length });
    this.last = last;
    st.apply(code);
    this.actions.push(code);
    this.texts.push(text);
    this.who.push(who);
    // undo reaches back over the decisions of the person to act only: chance, the AI, or (hotseat) a
    // decision after which the other side acts sets the floor
    const next = st.currentPlayer();
    if (who >= 2 || (!this.cfg.hotseat && who !== this.cfg.human) || (this.cfg.hotseat && next < 2 && next !== who)) this.floor = this.actions.length;
    if (f.kind === A.FIRE || f.kind === A.MELEE) this.declared.add(f.a);
    else if (f.kind !== A.DIE && f.kind !== A.CHIT) this.declared.clear();
    const side = who < 2 ? SIDE_NAMES[who] : '';

    if (f.kind === A.DIE) {
      const roll = f.c + 1;
      if (task === 'FIRE_ROLL' || task === 'OPROLL' || task === 'MELEE_ROLL') {
        let roller = -1;
        for (let k = this.who.length - 2; k >= 0 && roller < 0; k--) if (this.who[k] < 2) roller = this.who[k];
        if (roller >= 0) this.rolls.push({ side: roller, kind: task === 'FIRE_ROLL' ? 'fire' : task === 'OPROLL' ? 'opfire' : 'melee', roll });
      }
      const res = c.lastResultOf(p);
      if (task === 'CP') this.note(2, 'roll', `${SIDE_NAMES[taskUnit]} command roll: d10 = ${roll} → ${c.cpOf(p, taskUnit)} command points`);
      else if (task === 'FIRE_ROLL' || task === 'OPROLL') {
        const name = enumName(g, 'FR', res);
        this.morale = null;
        this.combat = {
          kind: task === 'OPROLL' ? 'opfire' : 'fire', target: preview?.target ?? '', preview, roll, drm: 0, column: FIRE_COLUMNS[col], result: name, lines: [],
          table: this.fireTable(col, roll),
        };
        this.open = true;
        this.note(2, 'fire', `${task === 'OPROLL' ? 'Opportunity fire' : 'Fire'} at ${this.combat.target || 'the mover'}: column ${FIRE_COLUMNS[col]}, d10 = ${roll} → ${resultWords(name)}`);
      } else if (task === 'MELEE_ROLL') {
        const name = enumName(g, 'MR', res);
        this.morale = null;
        this.combat = {
          kind: 'melee', target: preview?.target ?? '', preview, roll, drm, column: MELEE_COLUMNS[col], result: name, lines: [],
          table: this.meleeTable(col, roll + drm),
        };
        this.open = true;
        const mod = drm === 0 ? '' : ` ${drm > 0 ? '+' : '−'} ${Math.abs(drm)} = ${roll + drm}`;
        this.note(2, 'melee', `Melee at ${this.combat.target}: column ${MELEE_COLUMNS[col]}, d10 = ${roll}${mod} → ${resultWords(name)}`);
      } else if (task === 'MORALE') {
        const passed = res === 1;
        this.morale = { unit: unitName(g, taskUnit), need, roll, passed };
        this.note(2, 'morale', `Morale check of ${unitName(g, taskUnit)}: needs ${need} or less, d10 = ${roll} → ${passed ? 'passes' : 'fails'}`);
      } else if (task === 'RECOVER') this.note(2, 'roll', `Recovery roll of ${unitName(g, taskUnit)}: d10 = ${roll} → ${res === 1 ? 'rallies' : 'stays routed'}`);
      else if (task === 'LCAS') this.note(2, 'roll', `Leader casualty check of ${leaderName(g, taskUnit)}: d10 = ${roll}`);
      else if (task === 'ACTROLL') this.note(2, 'roll', `Activation roll: d10 = ${roll} → ${c.actLeftOf(p)} activations`);
      else if (task === 'OVERRUN') this.note(2, 'roll', `Overrun of ${leaderName(g, taskUnit)}: d10 = ${roll}`);
      else this.note(2, 'roll', `d10 = ${roll}`);
    } else if (f.kind === A.CHIT) {
      const u = taskUnit;
      const seen = g.scenario.units[u].side === this.logViewer;
      this.note(2, 'chit', seen ? `${unitName(g, u)} draws its strength chit: strength ${c.unitStrength(p, u)}` : `${unitName(g, u)} draws a strength chit (hidden)`);
    } else {
      const cpText = cpBefore[0] !== c.cpOf(p, 0) || cpBefore[1] !== c.cpOf(p, 1) ? ` (command points ${cpBefore[who] ?? ''} → ${c.cpOf(p, who)})` : '';
      this.note(who, f.kind === A.MOVE || f.kind === A.LMOVE ? 'move' : 'decision', `${side}: ${words}${cpText}`);
    }
    this.diff(before, code);
    if (phase.turn !== st.turn()) this.note(2, 'phase', `Turn ${st.turn()} (the last is ${g.scenario.turns.last}): the command phase.`);
    if (phase.stage !== c.stageOf(p) || phase.aphase !== c.aphaseOf(p) || phase.active !== c.activeOf(p)) {
      if (st.isTerminal()) this.note(2, 'phase', this.resultText());
      else this.note(2, 'phase', `${aphaseWords(c.aphaseOf(p))}: ${stageWords(g, c.stageOf(p))} (${SIDE_NAMES[c.activeOf(p)]} phasing)`);
    }
  }

  /** Whether the person's last decision can be taken back (no die rolled, no chit drawn, no AI decision since). */
  canUndo(): boolean { return this.actions.length > this.floor; }
  /** Takes back the person's last decision. */
  undo(): void {
    if (!this.canUndo()) throw new Error('nothing to undo: a die was rolled or the AI decided since');
    this.rewind();
  }

  /** Takes back the last action of any kind, with its log lines and reports (replay's step back; undo). */
  rewind(): void {
    const snap = this.snaps.pop();
    if (!snap) throw new Error('nothing to take back: this is the start of the game');
    this.actions.pop();
    this.texts.pop();
    this.who.pop();
    new Uint8Array(this.game.core.memory.buffer, this.state.ptr, this.game.core.stateSize()).set(snap.bytes);
    this.log.length = snap.log;
    this.declared.clear();
    snap.declared.forEach((u) => this.declared.add(u));
    this.last = snap.last;
    this.open = snap.open;
    this.combat = snap.combat;
    this.morale = snap.morale;
    this.rolls.length = snap.rolls;
    if (this.combat) this.combat.lines.length = Math.min(this.combat.lines.length, snap.lines);
    this.floor = Math.min(this.floor, this.actions.length);
  }

  /** A loaded game starts with nothing to undo. */
  settle(): void { this.floor = this.actions.length; }

  resultText(): string {
    const w = this.state.winner(), vp = [this.state.vp(0), this.state.vp(1)];
    return `${w === null ? 'A draw' : `The ${SIDE_NAMES[w]} side wins`}: victory points Prussian ${vp[0]}, French ${vp[1]}.`;
  }

  private fireTable(col: number, roll: number): TableView {
    const c = this.game.core;
    const rows = [];
    for (let r = 1; r <= 10; r++) rows.push({ label: String(r), cells: FIRE_COLUMNS.map((_, k) => short(enumName(this.game, 'FR', c.tblFire(k, r)))) });
    return { title: 'Fire table (B4)', cols: FIRE_COLUMNS, rows, hitRow: roll - 1, hitCol: col };
  }
  private meleeTable(col: number, modRoll: number): TableView {
    const c = this.game.core;
    const rows = [];
    for (let r = 1; r <= 12; r++) rows.push({ label: r === 1 ? '≤1' : r === 12 ? '12+' : String(r), cells: MELEE_COLUMNS.map((_, k) => short(enumName(this.game, 'MR', c.tblMelee(k, r)))) });
    return { title: 'Melee table (B5)', cols: MELEE_COLUMNS, rows, hitRow: Math.max(0, Math.min(11, modRoll - 1)), hitCol: col };
  }

  private snap(): { units: UnitSnap[]; leaders: LeaderSnap[] } {
    const c = this.game.core, p = this.state.ptr;
    const views = this.state.units(this.logViewer);
    const REPL = (c.LF_REPLACED as WebAssembly.Global).value as number;
    return {
      units: views.map((v, u) => ({ hex: c.unitHex(p, u), lost: v.lost, routed: v.routed, revealed: v.revealed, strength: v.strength })),
      leaders: this.game.scenario.leaders.map((_, l) => ({ hex: c.leaderHex(p, l), replaced: (c.leaderFlags(p, l) & REPL) !== 0 })),
    };
  }

  /** Logs what changed on the board that the decision's own words do not tell. */
  private diff(before: { units: UnitSnap[]; leaders: LeaderSnap[] }, code: number): void {
    const g = this.game, A = g.core.Act, f = fields(code), after = this.snap();
    const moved = [A.MOVE, A.RETREAT, A.ADVANCE, A.ENTER, A.SETUP].includes(f.kind) ? f.a : -1;
    after.units.forEach((a, u) => {
      const b = before.units[u], name = unitName(g, u);
      if (a.hex === -2 && b.hex !== -2) { this.note(2, 'result', `${name} is eliminated`); return; }
      if (a.lost > b.lost) this.note(2, 'result', `${name} loses ${a.lost - b.lost === 1 ? 'a step' : `${a.lost - b.lost} steps`} (${a.lost} lost)`);
      if (a.routed && !b.routed) this.note(2, 'result', `${name} routs`);
      if (!a.routed && b.routed && a.hex >= 0) this.note(2, 'result', `${name} is no longer routed`);
      if (a.hex !== b.hex && u !== moved && a.hex >= 0 && b.hex >= 0) this.note(2, 'result', `${name} moves ${hexText(b.hex)} → ${hexText(a.hex)}`);
      const own = g.scenario.units[u].side === this.logViewer;
      if (!own && a.revealed && !b.revealed && a.strength !== null) this.note(2, 'reveal', `${name}'s chit is revealed: strength ${a.strength}`);
    });
    after.leaders.forEach((a, l) => {
      const b = before.leaders[l], name = leaderName(g, l);
      if (a.hex === -2 && b.hex !== -2) this.note(2, 'result', `${name} is lost`);
      else if (a.replaced && !b.replaced) this.note(2, 'result', `${name} falls; his replacement takes command`);
      else if (a.hex !== b.hex && a.hex >= 0 && b.hex >= 0 && f.kind !== A.LMOVE) this.note(2, 'result', `${name} joins the units at ${hexText(a.hex)}`);
    });
  }
}

/** Table cells as printed: "-" for no effect. */
function short(name: string): string { return name === 'NONE' ? '–' : name; }

const RESULT_WORDS: Record<string, string> = {
  NONE: 'no effect', DM: 'DM: the defender checks morale', DD: 'DD: the defender routs', D1: 'D1: the defender loses a step',
  D2: 'D2: the defender loses two steps', DE: 'DE: the defender is eliminated', AE: 'AE: the attacker is eliminated',
  A2: 'A2: the attacker loses two steps', A1: 'A1: the attacker loses a step', AD: 'AD: the attacker routs', AM: 'AM: the attacker checks morale',
};
export function resultWords(name: string): string { return RESULT_WORDS[name] ?? name; }
