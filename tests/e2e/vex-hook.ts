// The page's test hook (window.__vex, web/src/main.ts) as the e2e tests see it: one declaration
// shared by web.test.ts, defects.test.ts, features.test.ts, editor.test.ts and screenshots.test.ts.
export interface VexState {
  phase: string; turn: number; toAct: string;
  hands: { bottom: string[] | number; top: string[] | number };
  units: { hex: string; side: string; type: string; leader: boolean }[];
}
export interface LogLine { ply: number; turn: number; kind: string; who: number; text: string }
export interface Vex {
  screen(): string; crossOriginIsolated(): boolean;
  legal(): string[]; after(t: string, throughChance?: boolean): string[]; phaseCode(): number; apply(t: string): void; humanToAct(): boolean; over(): boolean;
  thinking(): { sims: number } | null; aiStats(): { decisions: number; searched: number; sims: number } | null;
  lastDecision(): { text: string; sims: number } | null; setDelay(ms: number): void;
  ply(): number; actions(): string[]; winner(): number | null; state(): VexState | null;
  log(): LogLine[]; aiLog(): { ply: number; level: string; budgetMs: number; answer: boolean }[]; handSizesAt(ply: number): [number, number]; loadProgress(): [number, number][];
  thinkOnce(level: string): Promise<{ text: string; sims: number; children: number; workers: number; spec: string }>;
  poolSearch(sims: number): Promise<{ text: string; sims: number }>;
  zoom(): number | null;
  seatHand(): { seat: number; command: string[]; tactician: string[]; sizes: (number | null)[] } | null;
  seats(): { numSeats: number; toAct: number; viewSeat: number; handover: number | null; humans: number[]; handShown: boolean; names: string[] } | null;
}
export interface Axe { run(ctx: Document, o: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> }
declare global { interface Window { __vex: Vex; axe: Axe } }
