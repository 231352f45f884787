// A Blood & Iron saved game: the scenario id, the seed, who plays (the person's side or hotseat), the
// AI level, the rule options and the actions in notation. Loading builds a fresh session and replays
// every action through the core (chance outcomes included, so a save is exact whatever the dice
// generator does later); anything wrong gives one line naming what. No DOM. Callers: saves.ts (the
// browser's list), play.ts (save buttons), start.ts (load), replay.ts, tests (Node).
import { BI_SCENARIO_IDS } from './engine.js';
import { BiSession, type BiConfig } from './session.js';
import { biLevel } from './ai.js';

export const BI_SAVE_FORMAT = 'vexillum-bi-save';
export const BI_SAVE_VERSION = 1;

export interface BiSaveFile {
  format: typeof BI_SAVE_FORMAT;
  version: number;
  savedAt: string;
  scenario: string;
  seed: number;
  /** The person's side against the AI (0 Prussian, 1 French); ignored in hotseat. */
  human: number;
  hotseat: boolean;
  level: string;
  rules: { monotonicB5: boolean; freeSetup: boolean };
  actions: string[];
}

export function toBiSave(s: BiSession): BiSaveFile {
  const c = s.cfg;
  return {
    format: BI_SAVE_FORMAT, version: BI_SAVE_VERSION, savedAt: new Date().toISOString(), scenario: c.scenario, seed: c.seed,
    human: c.human, hotseat: c.hotseat === true, level: c.level,
    rules: { monotonicB5: c.rules?.monotonicB5 === true, freeSetup: c.rules?.freeSetup === true }, actions: [...s.texts],
  };
}

/** Checks a parsed save's fields; returns the session's config and actions, or throws one line. */
export function readBiSave(v: unknown): { cfg: BiConfig; actions: string[] } {
  if (!v || typeof v !== 'object') throw new Error('not a Blood & Iron save file (not a JSON object)');
  const s = v as Partial<BiSaveFile>;
  if (s.format !== BI_SAVE_FORMAT) throw new Error(`not a Blood & Iron save file (format ${s.format === undefined ? 'missing' : JSON.stringify(s.format)})`);
  if (s.version !== BI_SAVE_VERSION) throw new Error(`Blood & Iron save version ${String(s.version)} is not supported (this app reads version ${BI_SAVE_VERSION})`);
  if (typeof s.scenario !== 'string' || !(BI_SCENARIO_IDS as readonly string[]).includes(s.scenario)) throw new Error(`save file: unknown scenario ${JSON.stringify(s.scenario)} (known: ${BI_SCENARIO_IDS.join(', ')})`);
  if (!Number.isInteger(s.seed) || (s.seed as number) < 0) throw new Error(`save file: the seed must be a whole number ≥ 0, not ${JSON.stringify(s.seed)}`);
  if (s.human !== 0 && s.human !== 1) throw new Error(`save file: "human" must be 0 or 1, not ${JSON.stringify(s.human)}`);
  if (typeof s.level !== 'string' || biLevel(s.level).id !== s.level) throw new Error(`save file: unknown AI level ${JSON.stringify(s.level)}`);
  if (!Array.isArray(s.actions) || !s.actions.every((a) => typeof a === 'string')) throw new Error('save file: "actions" must be a list of action texts');
  const r = s.rules ?? { monotonicB5: false, freeSetup: false };
  const cfg: BiConfig = { scenario: s.scenario, seed: s.seed as number, human: s.human, level: s.level, hotseat: s.hotseat === true, rules: { monotonicB5: r.monotonicB5 === true, freeSetup: r.freeSetup === true } };
  return { cfg, actions: s.actions };
}

/** Rebuilds a saved game by replaying its actions; throws one line naming the action that fails. */
export async function biSessionFromSave(v: unknown): Promise<BiSession> {
  const { cfg, actions } = readBiSave(v);
  const s = await BiSession.create(cfg);
  replayInto(s, actions);
  s.settle();
  return s;
}

/** Plays action texts into a session (a fresh one, or one taken back by rewind); one line on failure. */
export function replayInto(s: BiSession, actions: readonly string[], first = 0): void {
  actions.forEach((a, i) => {
    let code: number;
    try { code = s.state.parseAction(a); } catch (e) {
      throw new Error(`save file does not replay: action ${first + i + 1} "${a}": ${e instanceof Error ? e.message : String(e)}`);
    }
    s.apply(code);
  });
}
