// Words for Blood & Iron on the page: side, unit and leader names, the turn's stages, and the labels
// of the buttons for actions that are not a hex click. Display only: which actions exist comes from
// the core's legal list; command costs are read from the rules tables' data (B2).
// Callers: session.ts (log lines), play.ts and view.ts (prompt, buttons, panels).
import { TABLES, enumName, fields, hexText, type BiGame, type BiState } from './engine.js';

export const SIDE_NAMES = ['Prussian', 'French'] as const;
export const TYPE_WORDS: Record<string, string> = { INF: 'infantry', CAV: 'cavalry', ART: 'artillery', HART: 'horse artillery' };
export const RATING_WORDS = ['A', 'B', 'C', 'D'];
export const TER_WORDS: Record<string, string> = { CLEAR: 'clear', WOODS: 'woods', TOWN: 'town', VINEYARD: 'vineyard', CITY: 'city' };

const STAGE_WORDS: Record<string, string> = {
  MOVE: 'movement', DFIRE: 'defensive fire', OFIRE: 'fire', MELEE: 'melee', RESERVE: 'reserve phase: buy a command or pass',
  RMOVE: 'reserve movement command', RACT: 'reserve combat command: choose the units', RENTER: 'reinforcements enter',
  STRAT: 'strategic movement', OVER: 'the game is over', SETUP: 'setting up',
};
const APHASE_WORDS = ['Prussian initial action phase', 'French initial action phase', 'Reserve action phase'];

export function stageWords(g: BiGame, stage: number): string { return STAGE_WORDS[enumName(g, 'Stage', stage)] ?? enumName(g, 'Stage', stage); }
export function aphaseWords(aphase: number): string { return APHASE_WORDS[aphase] ?? ''; }

export function unitName(g: BiGame, u: number): string {
  const x = g.scenario.units[u];
  return x ? `${SIDE_NAMES[x.side]} ${x.name}` : `unit ${u}`;
}
export function unitType(g: BiGame, u: number): string { return TYPE_WORDS[enumName(g, 'UType', g.scenario.units[u].type)] ?? '?'; }
export function leaderName(g: BiGame, l: number): string {
  const x = g.scenario.leaders[l];
  return x ? `${SIDE_NAMES[x.side]} ${x.name}` : `leader ${l}`;
}

/** The formation leader l commands ("I/1"), or "the army" (form 255). */
export function formationWords(g: BiGame, l: number): string {
  const f = g.scenario.leaders[l]?.form;
  return f === undefined || f === 255 ? 'the army' : `formation ${g.scenario.formations[f] ?? f}`;
}

/** CP cost of a reserve command, from the B2 data ("movement", "combat", "strategic_movement", ...). */
export function commandCost(kind: string): number | null {
  const row = (TABLES.command_costs_B2 as { command: string; cp: number }[]).find((r) => r.command.startsWith(kind));
  return row ? row.cp : null;
}

/** The hex an action code points at (its destination or target), or null for a button action. */
export function actionHex(st: BiState, code: number): string | null {
  const g = st.game, c = g.core, A = c.Act, f = fields(code);
  switch (f.kind) {
    case A.MOVE: case A.RETREAT: { const id = c.neighborId(c.unitHex(st.ptr, f.a), f.c); return id < 0 ? null : hexText(id); }
    case A.LMOVE: { const id = c.neighborId(c.leaderHex(st.ptr, f.a), f.c); return id < 0 ? null : hexText(id); }
    case A.ENTER: case A.FIRE: case A.MELEE: case A.ADVANCE: case A.SETUP: case A.LPLACE: return hexText(c.hexIdOf(f.b));
    default: return null;
  }
}
/** The piece an action code moves or uses: a unit, a leader, or none. */
export function actionPiece(st: BiState, code: number): { unit: number } | { leader: number } | null {
  const A = st.game.core.Act, f = fields(code);
  if (f.kind === A.LMOVE || f.kind === A.LPLACE || f.kind === A.BUY_MOVE || f.kind === A.BUY_STRAT) return { leader: f.a };
  if ([A.MOVE, A.ENTER, A.FIRE, A.MELEE, A.ACTIVATE, A.RETREAT, A.CHOOSE, A.ADVANCE, A.OPFIRE, A.SETUP].includes(f.kind)) return { unit: f.a };
  return null;
}

/** A button's label for an action that is not a hex click (pass, resolve, buy, activate, choose). */
export function buttonLabel(st: BiState, code: number): string {
  const g = st.game, c = g.core, A = c.Act, f = fields(code), p = st.ptr;
  const task = enumName(g, 'K', c.pendingTask(p));
  switch (f.kind) {
    case A.PASS: {
      if (task === 'ADVANCE') return 'Do not advance';
      if (task === 'OPFIRE') return 'No opportunity fire';
      if (task === 'WITHDRAW') return 'Do not withdraw';
      const st2 = enumName(g, 'Stage', c.stageOf(p));
      if (st2 === 'MOVE' || st2 === 'RMOVE' || st2 === 'STRAT' || st2 === 'RENTER') return 'End movement';
      if (st2 === 'DFIRE' || st2 === 'OFIRE') return 'End fire';
      if (st2 === 'MELEE') return 'End melee';
      if (st2 === 'RACT') return 'Done choosing';
      return 'Pass';
    }
    case A.FIRE_GO: return 'Resolve the fire';
    case A.MELEE_GO: return 'Resolve the melee';
    case A.BUY_MOVE: return `Movement command: ${leaderName(g, f.a)} (${commandCost('movement')} CP)`;
    case A.BUY_COMBAT: return `Combat command (${commandCost('combat')} CP)`;
    case A.BUY_STRAT: return `Strategic movement: ${leaderName(g, f.a)} (${commandCost('strategic')} CP)`;
    case A.BUY_REINF: return `Reinforcements (${commandCost('reinforcement') ?? 1} CP)`;
    case A.ACTIVATE: return `Activate ${unitName(g, f.a)}`;
    case A.CHOOSE: {
      if (task === 'TOPDECL') return `On top of the stack: ${unitName(g, f.a)}`;
      if (task === 'WITHDRAW') return `Withdraw ${unitName(g, f.a)} before the fire`;
      if (task !== 'PICK') return `Choose ${unitName(g, f.a)}`;
      const mode = c.pendingTaskUnit(p); // PICK task: a = mode (0 step loss, 1 elimination, 2 rout)
      return `${['Step loss', 'Eliminate', 'Rout'][mode] ?? 'Choose'}: ${unitName(g, f.a)}`;
    }
    case A.OPFIRE: return `Opportunity fire: ${unitName(g, f.a)}`;
    default: return st.actionText(code);
  }
}

/** One decision told in words ("French 1er Zouaves moves 1104 → 1103"). `st` is the state before it. */
export function decisionWords(st: BiState, code: number): string {
  const g = st.game, A = g.core.Act, f = fields(code);
  const to = actionHex(st, code);
  const from = f.kind === A.LMOVE ? g.core.leaderHex(st.ptr, f.a) : g.core.unitHex(st.ptr, f.a);
  switch (f.kind) {
    case A.MOVE: return `${unitName(g, f.a)} moves ${hexText(from)} → ${to}`;
    case A.LMOVE: return `${leaderName(g, f.a)} moves ${hexText(from)} → ${to}`;
    case A.ENTER: return `${unitName(g, f.a)} enters the map at ${to}`;
    case A.FIRE: return `${unitName(g, f.a)} (${hexText(from)}) aims at ${to}`;
    case A.FIRE_GO: return 'the fire is resolved';
    case A.MELEE: return `${unitName(g, f.a)} (${hexText(from)}) attacks ${to}`;
    case A.MELEE_GO: return 'the melee is resolved';
    case A.RETREAT: return `${unitName(g, f.a)} retreats ${hexText(from)} → ${to}`;
    case A.ADVANCE: return `${unitName(g, f.a)} advances ${hexText(from)} → ${to}`;
    case A.SETUP: return `${unitName(g, f.a)} sets up at ${to}`;
    case A.LPLACE: return `${leaderName(g, f.a)} joins the units at ${to}`;
    case A.PASS: return buttonLabel(st, code).toLowerCase();
    default: return buttonLabel(st, code);
  }
}
