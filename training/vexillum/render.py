"""Text drawing of a position for render_mode "ansi": the board row by row, top row first, each hex
at least five characters wide, short rows shifted half a hex (the board's offset layout, docs/notation.md).

    turn 3 ORDER, bottom to act; card o2l; banners bottom 1 top 0 (of 5 / 5)
    9 |  .    .   tHI4*  .  ...
    8 |     .    .    .   ...
      ...
        A    B    C    D  ...

A unit is side (b/t), type and blocks, with * when a leader is attached; a lone leader is bL / tL.
An empty hex shows its terrain (the state's `terrain`) by the letters of the `vex play` picture
(src/cli/board-text.ts): F forest, H hill, T town, c church, ~ ford / stream, = river, L lake, ...;
open ground is `.`, and a hex with a unit or a lone leader shows the piece only (as `vex play`
does). A legend line under the board names the terrain letters drawn, only those:

    terrain: H hill  = river  ~ ford / stream

Cells are as wide as the widest piece (at least five characters), so pieces never run together.
Hands are never drawn (a render is not an observation, but it stays free of hidden cards).

Napoleonics and EPIC / La Grande (any state with the board field `terrain` or whose units carry
`blocks`: the C&C core; Blood & Iron's state has neither) are drawn by
`cc_board_text` the same way, with the header of any engine, each unit as its side's first letter,
the scenario file's code and its blocks (`tR-LN4*`: top, Russian line infantry, 4 blocks, a
leader), cells as wide as the widest unit, the terrain legend, then one line per objective banner
(docs/protocol.md "state"):

    turn 2, top to act; score bottom 2 top 0
     9 |  .      tR-LN4  ...
    terrain: F forest  H hill  L lake  T town  c church  o orchard
    objective Sokolnitz castle (E4): held by top, 1 banner

Another engine (Blood & Iron) is drawn as a list, one occupied hex a line, by `list_text`:

    turn 2, french to act; score prussian 0 french 3
    0412  fr-37l fr-MacMahon*   (a unit is its id, + "(routed)" / "(-1)" for steps lost; * a leader)
    ...
Chits are never drawn. Callers: env.py, gym_env.py (through render_text).
"""
from __future__ import annotations

from .game import GameSpec

CELL = 5

# The core's terrain names (the state's `terrain` types) as `vex play` draws them (src/cli/board-text.ts
# TERRAIN_MARK; keep the two alike), and the word for each letter in the legend.
TERRAIN_MARK = {
    "FOREST": "F", "HILL": "H", "BROKEN": "b", "MARSH": "m", "RIVER": "=", "FORD": "~", "LAKE": "L",
    "STEEP": "S", "CAMP": "C", "TOWN": "T", "CASTLE": "K", "CHURCH": "c", "ORCHARD": "o", "WALLED_GARDEN": "g",
}
TERRAIN_WORD = {
    "F": "forest", "H": "hill", "b": "broken ground", "m": "marsh", "=": "river", "~": "ford / stream",
    "L": "lake", "S": "steep hill", "C": "camp", "T": "town", "K": "castle", "c": "church", "o": "orchard",
    "g": "walled garden",
}


def _hex(name: str) -> tuple[int, int]:
    return ord(name[0]) - 65, int(name[1:]) - 1


def _terrain_cells(state: dict, cells: dict) -> list[str]:
    """Puts the terrain letter of each hex of `state["terrain"]` that has no piece in `cells`; returns
    the letters drawn, in the legend's order. A type this table does not know is drawn `?`."""
    used = set()
    for t in state.get("terrain", []):
        at = _hex(t["hex"])
        if at not in cells:
            cells[at] = TERRAIN_MARK.get(t["type"], "?")
            used.add(cells[at])
    return [m for m in list(TERRAIN_WORD) + ["?"] if m in used]


def _legend(marks: list[str]) -> list[str]:
    """The legend line of the terrain letters drawn (none when the board shows no terrain)."""
    if not marks:
        return []
    return ["terrain: " + "  ".join(f"{m} {TERRAIN_WORD.get(m, 'a terrain this picture does not know')}" for m in marks)]


def _board_lines(state: dict, spec: GameSpec, unit_code) -> list[str]:
    """The board rows (top row first, short rows indented), the column letters and the terrain
    legend of a C&C state; `unit_code(u)` is the type text a unit's cell shows. Cells are as wide
    as the widest piece. Callers: board_text (Ancients), cc_board_text (Napoleonics / EPIC)."""
    _c, h, w = spec.planes_shape
    cells: dict[tuple[int, int], str] = {}
    for u in state["units"]:
        cells[_hex(u["hex"])] = f"{u['side'][0]}{unit_code(u)}{u['blocks']}" + ("*" if u["leader"] else "")
    for l in state["leaders"]:
        if not l["attached"]:
            cells[_hex(l["hex"])] = f"{l['side'][0]}L"
    cell = max([len(c) for c in cells.values()] + [CELL - 1]) + 1
    marks = _terrain_cells(state, cells)
    lines = []
    for r in range(h - 1, -1, -1):
        short = r % 2 == 1
        row = [cells.get((c, r), ".").center(cell) for c in range(w - (1 if short else 0))]
        lines.append((f"{r + 1:>2} |" + (" " * (cell // 2) if short else "") + "".join(row)).rstrip())
    lines.append(("    " + "".join(chr(65 + c).center(cell) for c in range(w))).rstrip())
    return lines + _legend(marks)


def board_text(state: dict, spec: GameSpec, hide_hands: bool = True) -> str:
    b = state["banners"]
    lines = [
        f"turn {state['turn']} {state['phase']}, {state['toAct']} to act; card {state['card'] or '-'}; "
        f"banners bottom {b['bottom']} top {b['top']}"
        + (f"; winner {state['winner']}" if state.get("winner") else "")
    ]
    lines += _board_lines(state, spec, lambda u: u["type"])
    if not hide_hands:
        lines.append(f"hands: {state['hands']}")
    return "\n".join(lines)


def _head(state: dict) -> str:
    """The header line of a contract engine's state: turn, who acts, score, winner."""
    score = state.get("score", {})
    head = f"turn {state.get('turn')}, {state.get('toAct')} to act; score " + " ".join(f"{k} {v}" for k, v in score.items())
    if state.get("winner"):
        head += f"; winner {state['winner']}"
    return head


def _objective_line(o: dict) -> str:
    hexes = " ".join(o["hexes"]) if len(o["hexes"]) <= 4 else f"{len(o['hexes'])} hexes"
    if o.get("holder"):
        held = f"{'majority to' if o['kind'] == 'MAJORITY' else 'held by'} {o['holder']}, {o['held']} banner{'' if o['held'] == 1 else 's'}"
    else:
        held = "held by nobody"
    return f"objective {o['name']} ({hexes}): {held}"


def cc_board_text(state: dict, spec: GameSpec) -> str:
    """A Napoleonics / EPIC state (`state` with the board fields): header, board rows, terrain legend, objectives."""
    lines = [_head(state)] + _board_lines(state, spec, lambda u: u.get("code", u["type"]))
    lines += [_objective_line(o) for o in state.get("objectives", [])]
    return "\n".join(lines)


def list_text(state: dict, spec: GameSpec) -> str:
    """Any engine's JSON state (`state`): the header, then each occupied hex with its pieces."""
    head = _head(state)
    by_hex: dict[str, list[str]] = {}
    for u in state.get("units", []):
        if u.get("hex"):
            mark = " (routed)" if u.get("routed") else (f" (-{u['lost']})" if u.get("lost") else "")
            by_hex.setdefault(u["hex"], []).append(f"{u['id']}{mark}")
    for l in state.get("leaders", []):
        if l.get("hex"):
            by_hex.setdefault(l["hex"], []).append(f"{l['id']}*")
    return "\n".join([head] + [f"{h}  {' '.join(p)}" for h, p in sorted(by_hex.items())])


def render_text(state: dict, spec: GameSpec) -> str:
    """The "ansi" render of a position: the Ancients board, a Napoleonics / EPIC board, or another engine's list."""
    if spec.engine == "ancients":
        return board_text(state, spec, hide_hands=True)
    if "terrain" in state or (state.get("units") and "blocks" in state["units"][0]):
        return cc_board_text(state, spec)
    return list_text(state, spec)
