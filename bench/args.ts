// Small helpers shared by the search and network benches (bench/search.bench.ts, bench/net.bench.ts):
// reading `--name value` flags and the median of repeated measurements.

/** The value after `--name` on the command line, or `d`. */
export function arg(name: string, d: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : d;
}

/** The median of the samples (the upper one of the middle two for an even count). */
export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
