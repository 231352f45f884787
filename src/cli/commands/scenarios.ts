// `vex scenarios [--json]`: the shipped scenarios (id, name, board, sides, banners to win).
import { listScenarios } from '../../games/registry.js';

export function scenariosCommand(opts: { json?: boolean }): number {
  const list = listScenarios();
  if (opts.json) {
    process.stdout.write(JSON.stringify(list, null, 2) + '\n');
    return 0;
  }
  const rows = list.map((s) => [
    s.id,
    s.name + (s.year ? ` (${s.year})` : ''),
    s.board,
    `${s.sides[0].name} (${s.sides[0].units} units, ${s.sides[0].cards} cards) vs ${s.sides[1].name} (${s.sides[1].units} units, ${s.sides[1].cards} cards)`,
    `${s.banners[0]}/${s.banners[1]}`,
  ]);
  const head = ['id', 'name', 'board', 'bottom vs top', 'banners'];
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmt = (r: string[]) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(width[i]))).join('  ');
  process.stdout.write([fmt(head), ...rows.map(fmt)].join('\n') + '\n');
  return 0;
}
