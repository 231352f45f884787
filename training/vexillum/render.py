"""Text drawing of a position for render_mode "ansi": the board row by row, top row first, each hex
five characters wide, short rows shifted half a hex (the board's offset layout, docs/notation.md).

    turn 3 ORDER, bottom to act; card o2l; banners bottom 1 top 0 (of 5 / 5)
    9 |  .    .   tHI4*  .  ...
    8 |     .    .    .   ...
      ...
        A    B    C    D  ...

A unit is side (b/t), type and blocks, with * when a leader is attached; a lone leader is bL / tL.
Hands are never drawn (a render is not an observation, but it stays free of hidden cards).
Callers: env.py, gym_env.py.
"""
from __future__ import annotations

from .game import GameSpec

CELL = 5


def _hex(name: str) -> tuple[int, int]:
    return ord(name[0]) - 65, int(name[1:]) - 1


def board_text(state: dict, spec: GameSpec, hide_hands: bool = True) -> str:
    _c, h, w = spec.planes_shape
    cells: dict[tuple[int, int], str] = {}
    for u in state["units"]:
        cells[_hex(u["hex"])] = f"{u['side'][0]}{u['type']}{u['blocks']}" + ("*" if u["leader"] else "")
    for l in state["leaders"]:
        if not l["attached"]:
            cells[_hex(l["hex"])] = f"{l['side'][0]}L"
    b = state["banners"]
    lines = [
        f"turn {state['turn']} {state['phase']}, {state['toAct']} to act; card {state['card'] or '-'}; "
        f"banners bottom {b['bottom']} top {b['top']}"
        + (f"; winner {state['winner']}" if state.get("winner") else "")
    ]
    for r in range(h - 1, -1, -1):
        short = r % 2 == 1
        row = [cells.get((c, r), ".").center(CELL) for c in range(w - (1 if short else 0))]
        lines.append(f"{r + 1:>2} |" + (" " * (CELL // 2) if short else "") + "".join(row))
    lines.append("    " + "".join(chr(65 + c).center(CELL) for c in range(w)))
    if not hide_hands:
        lines.append(f"hands: {state['hands']}")
    return "\n".join(lines)
