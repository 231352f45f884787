// Opens a Blood & Iron game on the page (called from main.ts): a new one, or a save replayed through
// the core (a save that does not replay throws one line, and nothing is stored or overwritten). It
// installs the test hook `window.__bi`: it reads the game (legal actions in notation, the viewer's
// JSON view with hidden chits left out, the log, the last combat and morale reports, the action
// record), sets the AI's pause, `apply(text)` plays one of the person's legal actions by the same
// path as a click or a button, and it saves, hands over (hotseat) and steps a replay.
import { BiPlay } from './play.js';
import { BiSession } from './session.js';
import { biSessionFromSave } from './save.js';
import type { BiStart } from './picker.js';

export async function openBi(app: HTMLElement, start: BiStart, onExit: () => void): Promise<BiPlay> {
  const session = 'save' in start ? await biSessionFromSave(start.save) : await BiSession.create(start.cfg);
  const play = new BiPlay(session, onExit);
  app.replaceChildren(play.root);
  window.scrollTo(0, 0);
  play.render();
  (window as unknown as { __bi: unknown }).__bi = {
    legal: () => (play.s.toAct() === 'human' ? play.s.state.legalTexts() : []),
    toAct: () => play.s.toAct(),
    busy: () => play.thinking !== null,
    state: () => play.s.state.toJSON(play.s.viewer),
    aphase: () => play.s.game.core.aphaseOf(play.s.state.ptr) as number,
    /** The selected piece's id (unit or leader), or null. */
    selected: () => (play.selected ? ('unit' in play.selected ? play.s.game.scenario.units[play.selected.unit].id : play.s.game.scenario.leaders[play.selected.leader].id) : null),
    stage: () => play.s.game.core.Stage[play.s.game.core.stageOf(play.s.state.ptr)] as string,
    log: () => play.s.log.slice(),
    combat: () => play.s.combat,
    morale: () => play.s.morale,
    ply: () => play.s.ply,
    aiStats: () => ({ ...play.aiStats }),
    thinking: () => play.thinking,
    setDelay: (ms: number) => { play.delayMs = ms; },
    apply: (text: string) => { if (play.s.toAct() !== 'human') throw new Error('not your turn'); play.play(play.s.state.parseAction(text)); },
    actions: () => play.s.texts.slice(),
    seat: () => play.s.seat,
    handoverDue: () => play.handoverDue(),
    takeOver: () => play.takeOver(),
    save: () => play.saveBrowser(),
    notice: () => play.notice,
    replayPly: () => play.replay?.ply ?? null,
    replayState: () => play.replay?.s.state.toJSON(play.replay.s.viewer) ?? null,
    over: () => play.s.toAct() === 'over',
    result: () => (play.s.toAct() === 'over' ? play.s.resultText() : null),
  };
  void play.advance();
  return play;
}
