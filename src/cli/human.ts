// The `human` player of `vex play` (`--bottom human` / `--top human`): a person at the terminal
// decides for one side. At each decision it writes the position (a caller's `view`, e.g.
// board-text.ts) and the legal actions, numbered, to the prompt stream (stderr, so stdout stays
// the game log), and reads one line: a number from the list or an action text in notation
// (docs/notation.md). "?" lists the actions again, "board" shows the position, "quit" ends the
// game. Input that names no legal action is answered with one line and asked again; input that
// ends before the game does ends it with one line. Caller: src/cli/commands/play.ts.
import { createInterface, type Interface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { assertSeat, legalList, stateOf, type GameState, type StateRef } from '../core/contract.js';
import type { Agent } from '../agents/agent.js';

/** One line at a time from a stream; null at its end. Shared by both sides when both are human. */
export class LineReader {
  private readonly rl: Interface;
  private readonly it: AsyncIterator<string>;
  constructor(input: Readable) {
    this.rl = createInterface({ input, terminal: false });
    this.it = this.rl[Symbol.asyncIterator]();
  }
  async next(): Promise<string | null> {
    const r = await this.it.next();
    return r.done ? null : r.value;
  }
  close(): void { this.rl.close(); }
}

export class HumanAgent implements Agent {
  readonly spec = 'human';
  constructor(
    private readonly lines: LineReader,
    private readonly out: Writable,
    private readonly view: (state: GameState, seat: number) => string = () => '',
  ) {}

  choose(): number { throw new Error('the human player answers asynchronously (chooseAsync)'); }

  async chooseAsync(ref: StateRef, _rng: unknown): Promise<number> {
    const state = stateOf(ref);
    const seat = assertSeat(state);
    const game = state.game;
    const legal = legalList(state);
    const texts = legal.map((c) => game.actionText(c));
    const board = () => { const v = this.view(state, seat); if (v) this.out.write(v + '\n'); };
    const list = () => this.out.write(texts.map((t, i) => `${i + 1}:${t}`).join('  ') + '\n');
    board();
    list();
    for (;;) {
      this.out.write(`${game.sideOf(seat) === 0 ? 'bottom' : 'top'}> `);
      const line = await this.lines.next();
      if (line === null) {
        this.out.write('\n'); // the prompt's line ends before the error line
        throw new Error('the input ended before the game did');
      }
      const t = line.trim();
      if (t === '') continue;
      if (t === '?' || t === 'help') { list(); continue; }
      if (t === 'board') { board(); continue; }
      if (t === 'quit' || t === 'exit') throw new Error('game ended by the human player (quit)');
      if (/^\d+$/.test(t)) {
        const i = Number(t) - 1;
        if (i >= 0 && i < legal.length) return legal[i];
        this.out.write(`no action ${t}: choose 1..${legal.length}, or type an action\n`);
        continue;
      }
      const i = texts.indexOf(t);
      if (i >= 0) return legal[i];
      const p = game.parseAction(t);
      this.out.write('error' in p ? `${p.error}\n` : `"${t}" is not legal now ("?" lists the legal actions)\n`);
    }
  }
}
