// Match statistics for the arena: score, Elo difference with a 95% confidence interval, and a
// sequential probability ratio test (GSPRT, normal approximation of the per-game score, as chess
// engine testing frameworks use). Pure functions. Callers: src/cli/commands/arena.ts, tests.

export interface Tally { winsA: number; winsB: number; draws: number }

export const gamesOf = (t: Tally) => t.winsA + t.winsB + t.draws;

/** Mean score of A (win 1, draw 1/2, loss 0). */
export function scoreA(t: Tally): number {
  const n = gamesOf(t);
  return n === 0 ? 0.5 : (t.winsA + 0.5 * t.draws) / n;
}

/** Elo difference for an expected score p (clamped away from 0 and 1). */
export function eloFromScore(p: number): number {
  const q = Math.min(Math.max(p, 1e-6), 1 - 1e-6);
  return -400 * Math.log10(1 / q - 1);
}

export function scoreFromElo(elo: number): number {
  return 1 / (1 + Math.pow(10, -elo / 400));
}

/** Elo difference A - B and its 95% interval (normal approximation on the mean score). */
export function eloInterval(t: Tally): { elo: number; low: number; high: number } {
  const n = gamesOf(t);
  const p = scoreA(t);
  if (n === 0) return { elo: 0, low: -Infinity, high: Infinity };
  const varPerGame = (t.winsA * (1 - p) ** 2 + t.winsB * p ** 2 + t.draws * (0.5 - p) ** 2) / n;
  const se = Math.sqrt(varPerGame / n);
  return { elo: eloFromScore(p), low: eloFromScore(p - 1.96 * se), high: eloFromScore(p + 1.96 * se) };
}

export interface Sprt { elo0: number; elo1: number; alpha: number; beta: number }
export type SprtVerdict = 'H0' | 'H1' | 'continue';

/** Log-likelihood ratio of H1 (elo1) against H0 (elo0) after the games in t. */
export function sprtLlr(t: Tally, s: Sprt): number {
  const n = gamesOf(t);
  if (n < 2) return 0;
  const p = scoreA(t);
  const varPerGame = (t.winsA * (1 - p) ** 2 + t.winsB * p ** 2 + t.draws * (0.5 - p) ** 2) / n;
  if (varPerGame <= 0) return 0;
  const s0 = scoreFromElo(s.elo0), s1 = scoreFromElo(s.elo1);
  return (n * (s1 - s0) * (2 * p - s0 - s1)) / (2 * varPerGame);
}

export function sprtBounds(s: Sprt): { lower: number; upper: number } {
  return { lower: Math.log(s.beta / (1 - s.alpha)), upper: Math.log((1 - s.beta) / s.alpha) };
}

export function sprtVerdict(t: Tally, s: Sprt): SprtVerdict {
  const llr = sprtLlr(t, s);
  const b = sprtBounds(s);
  return llr >= b.upper ? 'H1' : llr <= b.lower ? 'H0' : 'continue';
}
