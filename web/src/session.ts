// One Ancients game in the browser: the scenario, the facade state the views read, the save file,
// and the battle log. The game-independent part (the action record, snapshots for undo and replay,
// chance from the seed and the ply, the undo floor) is record.ts's GameRecord over the game
// contract; this file adds what the Ancients views need: the log told in words after each action,
// the dice rolls, side names, and the save format. Owned by the play screen; no DOM.
import { CHANCE, coreConst, describeAt, gameFor, State, type Act, type Game, type GameState, type Scenario } from './engine.js';
import { GameRecord, type Controller } from './record.js';
import { boardEvents, describe, H, movedUnit, unitName, typeName, type DiceRoll, type LogEntry, type Part } from './log.js';
import { dieMark, openRoll, startsRoll } from './dice-read.js';
import { cardInfo } from './cards.js';
import { isNapScenario, napGameFor, type NapoleonicsScenario } from './nap/game.js';
import { TACTICIAN_CARDS } from './nap/names.js';
import { squaresLeft } from './nap/pieces.js';
import { checkControllers, controllerOf, humanSeats, seatDisplayName, seatsOf, seatsOnSide } from './seats.js';
import { grandeSeats, grandeWords, type GrandeSeat } from './nap/grande.js';
import { epicSeatPeople } from './nap/epic-people.js';
import { actWords } from './words.js';

export type { Controller } from './record.js';

/** The log's kinds whose line starts with the acting side as its subject ("French orders …"; log.ts describe). */
const SEAT_SUBJECT = new Set(['order', 'order-leader', 'end-orders', 'end-moves', 'end-battles', 'accept', 'evade', 'first-strike', 'skip', 'tactic', 'guerrilla']);

/** A battle of either C&C game the web app plays on the same core: an Ancients or a Napoleonics file. */
export type AnyScenario = Scenario | NapoleonicsScenario;

export interface SessionConfig {
  scenario: AnyScenario;
  seed: number;
  /** Who plays each seat (seats.ts): one entry per seat of the game; with one seat a side, per side. */
  controllers: Controller[];
  /** AI level id (see ai.ts LEVELS). */
  level: string;
  /** Rule options for the core (GameSpec.rules), e.g. `{ seats: 4 }` for an EPIC seat format (D.7). */
  rules?: Record<string, number>;
}

export const SAVE_FORMAT = 'vexillum-web-save';
export const SAVE_VERSION = 1;

export interface SaveFile {
  format: typeof SAVE_FORMAT;
  version: number;
  savedAt: string;
  seed: number;
  controllers: Controller[];
  level: string;
  /** Rule options the game was built with (absent: none). */
  rules?: Record<string, number>;
  scenario: AnyScenario;
  actions: string[];
}

export class Session {
  readonly game: Game;
  readonly state: State;
  /** The game-independent record (contract): actions, snapshots, undo floor, chance by seed and ply. */
  readonly record: GameRecord;
  readonly log: LogEntry[] = [];
  private openDice: DiceRoll | null = null;
  private leadersAtRoll = 0;
  /** Every dice roll of the game, for the summary and the dice panel. */
  readonly rolls: DiceRoll[] = [];
  readonly sideNames: [string, string];
  /** La Grande in 8 seats (D.8): each seat named from the file (nap/grande.ts); null otherwise. */
  readonly grande: GrandeSeat[] | null;
  /** EPIC (601) in 4, 6 or 8 seats (D.7): each seat's person from the file, null where it names none (nap/epic-people.ts). */
  readonly people: (string | null)[] | null;

  private constructor(readonly cfg: SessionConfig, game: Game) {
    this.game = game;
    this.state = game.newState();
    this.record = new GameRecord(game.contract, this.state.contract, cfg.seed, cfg.controllers);
    const sc = cfg.scenario;
    // a Napoleonics army ("Allied (Russian and Austrian)") is named without its parenthesis in the log
    this.sideNames = isNapScenario(sc) ? [sc.sides.bottom.army.split(' (')[0], sc.sides.top.army.split(' (')[0]] : [sc.sides.bottom.name, sc.sides.top.name];
    this.grande = isNapScenario(sc) && game.contract.numSeats === 8 ? grandeSeats(sc, this.sideNames) : null;
    this.people = isNapScenario(sc) ? epicSeatPeople(sc, seatsOf(game.contract)) : null;
  }

  /**
   * A seat's name for people: "French centre corps commander (Soult)" in La Grande, "French
   * left-flank commander (Lannes)" in EPIC with the file's person (seats.ts words + epic-people.ts),
   * "French sub-commander" where the file names nobody, or the side's name with one seat a side.
   */
  seatName(seat: number): string {
    const c = this.game.contract, info = seatsOf(c)[seat], named = this.grande?.[seat]?.label;
    return info ? seatDisplayName(info, this.sideNames, seatsOnSide(c, info.side), this.people?.[seat], named) : named ?? `seat ${seat}`;
  }

  /** The person of a seat from the file (La Grande or EPIC), or null where it names none. */
  seatPerson(seat: number): string | null {
    return this.grande?.[seat]?.person ?? this.people?.[seat] ?? null;
  }

  static async create(cfg: SessionConfig): Promise<Session> {
    const game = await (isNapScenario(cfg.scenario) ? napGameFor(cfg.scenario, cfg.rules) : gameFor(cfg.scenario));
    const c = game.contract;
    // one entry per seat; a per-side list (an older save) is read by side (seats.ts controllerOf)
    if (cfg.controllers.length > c.numSeats) throw new Error(`this battle has ${c.numSeats} seats, but ${cfg.controllers.length} players were given`);
    checkControllers(c.numSeats, Array.from({ length: c.numSeats }, (_, i) => controllerOf(c, cfg.controllers, i)));
    return new Session(cfg, game);
  }

  /** Rebuilds a saved game by replaying its record; throws a one-line Error naming a bad action. */
  static async fromSave(save: unknown, parse: (sc: unknown) => AnyScenario): Promise<Session> {
    const s = save as Partial<SaveFile>;
    if (!s || typeof s !== 'object' || s.format !== SAVE_FORMAT) throw new Error('not a Vexillum save file (format field missing)');
    if (s.version !== SAVE_VERSION) throw new Error(`save file version ${String(s.version)} is not supported (this app reads version ${SAVE_VERSION})`);
    if (!Array.isArray(s.actions) || !s.actions.every((a) => typeof a === 'string')) throw new Error('save file: "actions" must be a list of action texts');
    const controllers = (Array.isArray(s.controllers) && s.controllers.length >= 2 ? s.controllers : ['human', 'ai']) as Controller[];
    const rules = s.rules !== undefined && typeof s.rules === 'object' && s.rules !== null ? s.rules : undefined;
    const sess = await Session.create({ scenario: parse(s.scenario), seed: Number(s.seed) >>> 0, controllers, level: String(s.level ?? 'instant'), ...(rules ? { rules } : {}) });
    s.actions.forEach((a, i) => {
      try {
        sess.apply(a);
      } catch (e) {
        throw new Error(`save file does not replay: action ${i + 1} "${a}": ${e instanceof Error ? e.message : String(e)}`);
      }
    });
    sess.record.settle();
    return sess;
  }

  toSave(): SaveFile {
    return {
      format: SAVE_FORMAT, version: SAVE_VERSION, savedAt: new Date().toISOString(), seed: this.cfg.seed,
      controllers: this.cfg.controllers, level: this.cfg.level, ...(this.cfg.rules ? { rules: this.cfg.rules } : {}), scenario: this.cfg.scenario, actions: [...this.actions],
    };
  }

  /** Every applied action as its notation text. */
  get actions(): readonly string[] { return this.record.actions; }
  get ply(): number { return this.record.ply; }
  toAct(): number { return this.record.toAct(); }
  /** Whether a person plays `seat`. */
  isHuman(seat: number): boolean { return this.record.isHuman(seat); }
  /** The seats people play. */
  humanSeats(): number[] { return humanSeats(this.game.contract, this.cfg.controllers); }
  /** Whether a person plays any seat of `side`. */
  sideHasHuman(side: number): boolean { return this.humanSeats().some((s) => this.game.contract.sideOf(s) === side); }
  /** The side of the one person playing against the AI; null when several people play (hotseat). */
  humanSide(): number | null { const h = this.humanSeats(); return h.length === 1 ? this.game.contract.sideOf(h[0]) : null; }
  humanToAct(): boolean { return this.record.humanToAct(); }

  /** Applies a chance outcome sampled from (seed, ply); returns its text. */
  sampleChance(): string {
    const text = this.record.chanceText();
    this.apply(text);
    return text;
  }

  /** Applies one action (text); throws a one-line Error when illegal (nothing changes). */
  apply(text: string): void {
    // the log's `who` is a side (2: chance); with several seats a side, the seat's side
    this.record.apply(text, (before, actor) => this.tell(text, this.view(before), actor === CHANCE ? 2 : this.game.contract.sideOf(actor), actor));
  }

  /** The facade's view of a contract state of this game (the same wasm block: game.ts, State.contract). */
  private view(s: GameState): State { return new State(this.game, (s as GameState & { ptr: number }).ptr); }

  /** The side whose hand the log may name (the one person playing against the AI); null in hotseat. */
  /** Is this a Napoleonics battle (its file's game field)? */
  get napoleonics(): boolean { return isNapScenario(this.cfg.scenario); }

  get viewer(): number | null { return this.humanSide(); }

  private tell(text: string, before: State, who: number, seat: number): void {
    const ply = this.ply - 1;
    const turn = before.turn();
    const push = (parts: Part[], kind: LogEntry['kind'], w = who, extra: Partial<LogEntry> = {}) => { const e: LogEntry = { ply, turn, who: w, parts, kind, ...extra }; this.log.push(e); return e; };
    const phase = this.game.core.getPhase(before.ptr);
    const act = describeAt(this.game, phase, this.game.codeOf(text));
    if (this.napoleonics && this.tellSeat(act, before, seat, push)) {
      // a seat's decision of D.7 / D.8 told with the seat's name (a La Grande hand-out, answer, half, the initiative roll)
    } else if (this.napoleonics && this.tellNap(act, phase, before, who, push)) {
      // told by tellNap (a Tactician draw, a card laid on the Square track, a national roll)
    } else if (act.kind === 'die') {
      if (!this.openDice || startsRoll(before)) {
        this.openDice = { ...openRoll(this.game, before, before.active(), this.sideNames, typeName), nap: this.napoleonics };
        this.leadersAtRoll = before.leaders().length;
        this.rolls.push(this.openDice);
        push([], 'dice', this.openDice.side, { dice: this.openDice });
      }
      this.openDice.faces.push(act.face ?? '');
      this.openDice.marks.push(dieMark(before, act.face ?? ''));
      if (this.state.currentPlayer() !== this.game.enums.CHANCE || this.state.phaseName() !== 'ROLL') {
        // a leader casualty check that took no leader: say so (a lost leader is told by boardEvents)
        if (this.openDice.label[0] === 'Leader casualty check' && this.state.leaders().length === this.leadersAtRoll) push(['The leader survives the casualty check'], 'event', 2);
        this.openDice = null;
      }
    } else {
      this.openDice = null;
      if (act.kind === 'draw') {
        if (before.turn() === 0) {
          if (this.state.turn() > 0) push(['The hands are dealt'], 'draw', 2);
        } else {
          // the side whose hand grew drew the card (not always the side whose turn it is)
          const side = [0, 1].find((s) => this.state.handSize(s) > before.handSize(s)) ?? before.active();
          if (side === this.viewer && act.card) push([`You draw ${cardInfo(act.card).title}`], 'draw', side, { card: act.card });
          else push([`${this.sideNames[side]} side draws a card`], 'draw', side);
        }
      } else {
        if (act.kind === 'play') push([`Turn ${turn}: ${this.sideNames[before.active()]}`], 'turn', before.active());
        const moved = act.kind === 'retreat' ? movedUnit(before, this.state) : null;
        const last = this.log[this.log.length - 1];
        const retreatLine = (name: string, path: string[]): Part[] =>
          [`${name} retreats from `, H(path[0]), ' to ', H(path[path.length - 1]), path.length > 2 ? ` (${path.length - 1} hexes)` : ''];
        if (moved && last && last.retreatOf === moved.from.id && last.path) {
          // one retreat, one line: the next hex of the same retreat extends the entry
          last.path.push(moved.to.hex);
          last.pathPlies!.push(ply);
          last.parts = retreatLine(unitName(moved.from, this.sideNames), last.path);
          last.name = unitName(moved.from, this.sideNames);
        } else if (moved) {
          const path = [moved.from.hex, moved.to.hex];
          push(retreatLine(unitName(moved.from, this.sideNames), path), 'action', who, { retreatOf: moved.from.id, path, pathPlies: [ply], name: unitName(moved.from, this.sideNames) });
        } else push(this.bySeat(describe(act, before, this.state, this.sideNames, who), act, who, seat), 'action');
      }
    }
    for (const ev of boardEvents(this.game, before, this.state, this.sideNames)) push(ev, 'event');
    if (this.napoleonics) for (const ev of squaresLeft(this.game, before, this.state, this.sideNames)) push(ev, 'event');
  }

  /**
   * La Grande (8 seats): a corps commander's own steps told with his name, not his side's ("Soult
   * (French centre corps) orders the French line infantry …", not "French orders …"). Only the
   * kinds whose line starts with the side's name as the subject (describe in log.ts); a line that
   * starts with a unit's name ("French line infantry …") is left alone. EPIC's give (D.7, 4 seats)
   * names the CinC with the file's person (nap/epic-people.ts).
   */
  private bySeat(parts: Part[], act: Act, who: number, seat: number): Part[] {
    // D.7's give names the CinC by his role; with the file's person: "French Commander-in-Chief (Napoleon) gives …"
    const cinc = `${this.sideNames[who]} Commander-in-Chief `;
    const person = act.kind === 'give' ? this.seatPerson(seat) : null;
    if (person && typeof parts[0] === 'string' && parts[0].startsWith(cinc)) return [`${cinc.trimEnd()} (${person}) ${parts[0].slice(cinc.length)}`, ...parts.slice(1)];
    const g = this.grande?.[seat];
    const side = this.sideNames[who];
    const first = parts[0];
    if (!g || g.role === 0 || !side || typeof first !== 'string' || !SEAT_SUBJECT.has(act.kind) || !first.startsWith(`${side} `)) return parts;
    return [`${g.logName}${first.slice(side.length)}`, ...parts.slice(1)];
  }

  /**
   * The decisions of one seat among several a side, told with its name: La Grande's hand-outs,
   * answers, halves and no-March draws (D.8, nap/grande.ts grandeWords: "French Commander-in-Chief
   * (Napoleon) hands Advance Left to Soult (centre corps)", "Soult (French centre corps) orders in
   * his left section") and D.7's initiative roll and lost block.
   * Returns false for any other action.
   */
  private tellSeat(act: Act, before: State, seat: number, push: (parts: Part[], kind: LogEntry['kind']) => LogEntry): boolean {
    if (seat < 0 || !['hand-out', 'answer', 'half', 'no-march', 'square-ask', 'initiative', 'lose'].includes(act.kind)) return false;
    push([`${this.grande?.[seat]?.logName ?? this.seatName(seat)} ${grandeWords(act, before, seat, this.grande) ?? actWords(before, act, this.sideNames)}`], 'action');
    return true;
  }

  /**
   * The Napoleonics events the generic telling gets wrong: a Tactician card drawn (named to its owner
   * only), the card taken at random for a square (C.13) and laid on the Square track, and the dice of
   * the national rolls (Mother Russia, Guerrilla, the roll-off: one roll while the phase lasts).
   * Returns false when the action is not one of them.
   */
  private tellNap(act: Act, phase: number, before: State, who: number, push: (parts: Part[], kind: LogEntry['kind'], w?: number, extra?: Partial<LogEntry>) => LogEntry): boolean {
    const c = this.game.core;
    if (act.kind === 'tactician-draw') {
      const side = [0, 1].find((s) => c.tacticianHandCount(this.state.ptr, s) > c.tacticianHandCount(before.ptr, s)) ?? before.active();
      if (side === this.viewer) push([`You draw the Tactician card ${TACTICIAN_CARDS[act.detail ?? '']?.title ?? act.detail}`], 'draw', side);
      else push([`${this.sideNames[side]} side draws a Tactician card`], 'draw', side);
      this.openDice = null;
      return true;
    }
    if (act.kind === 'discard' && act.detail && TACTICIAN_CARDS[act.detail] && this.viewer !== null && who !== this.viewer) {
      // a Tactician card given up for the leader move: named to its owner only
      push([`${this.sideNames[who]} side gives up a Tactician card`], 'action', who);
      return true;
    }
    if (before.phaseName() === 'SQUARE_CARD' && act.kind === 'draw') {
      const dh = before.combat().defenderHex;
      const u = before.units().find((x) => x.hex === this.game.hexText(dh));
      const side = u ? (u.side === 'bottom' ? 0 : 1) : before.active();
      const card = side === this.viewer || this.viewer === null ? cardInfo(act.card ?? '').title : 'a card';
      push([`${u ? unitName(u, this.sideNames) : 'The unit'} `, H(this.game.hexText(dh)), ` forms square: ${card} from the ${this.sideNames[side]} hand goes on the Square track`], 'event', side,
        { square: u ? { unit: u.id, card: act.card ?? '' } : undefined });
      this.openDice = null;
      return true;
    }
    if (act.kind === 'mother-russia' && act.hexText) {
      push(describe(act, before, this.state, this.sideNames, who), 'action', who, { motherRussia: { hex: act.hexText, use: act.detail ?? '' } });
      this.openDice = null;
      return true;
    }
    const rolls: Record<string, string> = { NAP_PHASE_MR_ROLL: 'Mother Russia roll', NAP_PHASE_GUERRILLA_ROLL: 'Guerrilla roll (a sabre: the guerrillas fail)', NAP_PHASE_ROLLOFF: 'Roll-off for the first player' };
    const name = Object.keys(rolls).find((k) => coreConst(this.game, k) === phase);
    if (act.kind === 'die' && name) {
      if (!this.openDice || this.openDice.label[0] !== rolls[name]) {
        this.openDice = { side: name === 'NAP_PHASE_GUERRILLA_ROLL' ? before.active() : who === 2 ? before.active() : who, label: [rolls[name]], faces: [], marks: [], pHit: 0, main: false, nap: true };
        this.rolls.push(this.openDice);
        push([], 'dice', this.openDice.side, { dice: this.openDice });
      }
      this.openDice.faces.push(act.face ?? '');
      this.openDice.marks.push(act.face === 'flag' ? 'flag' : 'miss');
      if (c.getPhase(this.state.ptr) !== phase) this.openDice = null;
      return true;
    }
    return false;
  }

  canUndo(): boolean { return this.record.canUndo(); }

  /** Takes back the last decision (only above the floor). */
  undo(): void {
    const ply = this.record.undo();
    while (this.log.length && this.log[this.log.length - 1].ply >= ply) this.log.pop();
    // a retreat told in one line: undoing its last step shortens the line
    const last = this.log[this.log.length - 1];
    if (last?.path && last.pathPlies && last.pathPlies[last.pathPlies.length - 1] === ply) {
      last.path.pop();
      last.pathPlies.pop();
      last.parts = [`${last.name} retreats from `, { hex: last.path[0] }, ' to ', { hex: last.path[last.path.length - 1] }, last.path.length > 2 ? ` (${last.path.length - 1} hexes)` : ''];
    }
    this.openDice = null;
  }

  /** The state before action `ply` (ply = this.ply gives the current state), as a new State the caller frees. */
  stateAt(ply: number): State {
    const s = this.game.newState();
    s.setBytes(this.record.bytesAt(ply));
    return s;
  }

  isOver(): boolean { return this.record.isOver(); }
}
