// Opens a Blood & Iron game on the page (called from main.ts) and installs its test hook
// `window.__bi`: it reads the game (legal actions in notation, the viewer's JSON view with hidden
// chits left out, the log, the last combat and morale reports), sets the AI's pause, and `apply(text)`
// plays one of the person's legal actions by the same path as a click or a button.
import { startBi, type BiPlay } from './play.js';
import type { BiConfig } from './session.js';

export async function openBi(app: HTMLElement, cfg: BiConfig, onExit: () => void): Promise<BiPlay> {
  const play = await startBi(cfg, onExit);
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
    over: () => play.s.toAct() === 'over',
    result: () => (play.s.toAct() === 'over' ? play.s.resultText() : null),
  };
  void play.advance();
  return play;
}
