// Errors the `vex` command reports: one line on stderr, never a stack trace. UsageError (bad flags,
// bad values) exits 2; every other failure exits 1. Callers: every command module and vex.ts.
import { DEFAULT_SEATS, seatCountError } from '../core/seats.js';

export class UsageError extends Error {}

/** The first line of an error's message (or of anything thrown). */
export function oneLine(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e);
  const first = msg.split('\n').find((l) => l.trim() !== '') ?? 'unknown error';
  return first.trim();
}

/** Parses a non-negative integer option; throws UsageError naming the flag. */
export function intOption(flag: string, value: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^\d+$/.test(value.trim())) throw new UsageError(`${flag} expects an integer, got "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new UsageError(`${flag} must be between ${min} and ${max}, got ${value}`);
  return n;
}

/** Parses `--seats N` (2, 4, 6 or 8; absent: 2); throws UsageError naming the flag. */
export function seatsOption(value: string | undefined): number {
  if (value === undefined) return DEFAULT_SEATS;
  const n = /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  const err = seatCountError(n);
  if (err) throw new UsageError(`--seats: ${err}`);
  return n as number;
}
