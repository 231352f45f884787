"""env.render() ("ansi") of Napoleonics and EPIC on the real engine draws the board from the
protocol's state (docs/protocol.md "state": units with the scenario file's codes, leaders,
objectives, terrain): after reset of 501 Sokolnitz & Telnitz every unit of the scenario file is drawn
at its hex with its side, its file code and blocks (the file is read here, not the engine's answer),
the objective banners are listed, and after moves the picture follows the units to their new hexes.
A hex where no piece stands shows its terrain from the file (the `vex play` letters, a legend line
under the board). EPIC 601 with 4 seats draws its wide board the same way."""
import json
import re

import numpy as np

from vexillum import REPO_ROOT, VexEnv
from vexillum.render import render_text

SOKOLNITZ = "501-sokolnitz-telnitz"
SCENARIOS = REPO_ROOT / "src" / "games" / "napoleonics" / "scenarios"
# the file's terrain words (digest C.15) and the letters `vex play` draws for the core's terrain they
# become (a walled farm is a church in the core, a pond a lake): the test's own table
LETTER = {"forest": "F", "hill": "H", "town": "T", "walled-farm": "c", "church": "c", "orchard": "o",
          "pond": "L", "lake": "L", "stream": "~", "river": "="}
WORD = {"F": "forest", "H": "hill", "L": "lake", "T": "town", "c": "church", "o": "orchard", "~": "ford / stream", "=": "river"}
EMPTY = r"\.|[FHLTco~=]|[bt]L"  # open ground, a terrain letter, or a lone leader


def _cells(text: str, h: int) -> dict:
    """The drawn board as {hex text: cell}: each row line "NN |" then one token per hex, left to right."""
    out = {}
    for line in text.splitlines():
        m = re.match(r"^\s*(\d+) \|(.*)$", line)
        if not m:
            continue
        row = int(m.group(1))
        assert 1 <= row <= h
        for col, tok in enumerate(m.group(2).split()):
            out[f"{chr(65 + col)}{row}"] = tok
    return out


def _expect_units_drawn(cells: dict, units) -> None:
    """Each (hex, side, code) is drawn as side letter, code, blocks digit and maybe a leader star."""
    for hex_, side, code in units:
        assert re.fullmatch(rf"{side[0]}{re.escape(code)}\d\*?", cells[hex_]), (hex_, side, code, cells[hex_])


def test_501_after_reset_draws_every_unit_of_the_scenario_file_at_its_hex(client):
    scenario = json.loads((SCENARIOS / f"{SOKOLNITZ}.json").read_text())
    env = VexEnv(SOKOLNITZ, auto_chance=True, client=client, render_mode="ansi")
    env.reset(seed=3)
    text = env.render()
    _c, h, w = env.spec.planes_shape
    cells = _cells(text, h)
    assert len(cells) == h * w - h // 2  # every hex of the board, short rows one hex shorter
    units = [(u["hex"], u["side"], u["type"]) for u in scenario["units"]]
    assert len(units) == 28
    _expect_units_drawn(cells, units)
    # nothing else is drawn as a unit: the other cells are empty or lone leaders
    others = {k: v for k, v in cells.items() if k not in {u[0] for u in units}}
    assert all(re.fullmatch(EMPTY, v) for v in others.values())
    # a leader the file puts with a unit is drawn with it
    led = [u["hex"] for u in scenario["units"] if u.get("leader")]
    assert led and all(cells[x].endswith("*") for x in led)
    # the objective banners of the file, one line each
    objective_lines = [ln for ln in text.splitlines() if ln.startswith("objective ")]
    assert len(objective_lines) == len(scenario["objectives"]) == 3
    assert objective_lines[0].startswith(f"objective {scenario['objectives'][0]['name']} (E4 F4 G4 J5): ")
    assert "to act; score bottom" in text.splitlines()[0]
    env.close()


def test_501_render_follows_the_units_after_moves(client):
    env = VexEnv(SOKOLNITZ, auto_chance=True, client=client, render_mode="ansi")
    env.reset(seed=4)
    _c, h, _w = env.spec.planes_shape
    before_text = env.render()
    before = env.game.state_json("bottom")["units"]
    rng = np.random.default_rng(4)
    for _ in range(400):
        env.step(int(rng.choice(env.legal_actions())))
        now = env.game.state_json("bottom")["units"]
        if sorted(u["hex"] for u in now) != sorted(u["hex"] for u in before):
            break
    assert sorted(u["hex"] for u in now) != sorted(u["hex"] for u in before), "no unit moved in 400 steps"
    after_text = env.render()
    assert _cells(after_text, h) != _cells(before_text, h)
    after = _cells(after_text, h)
    _expect_units_drawn(after, [(u["hex"], u["side"], u["code"]) for u in now])
    # a hex a unit left is drawn empty (or with a lone leader) unless another unit stands there now
    left = {u["hex"] for u in before} - {u["hex"] for u in now}
    assert left and all(re.fullmatch(EMPTY, after[x]) for x in left)
    env.close()


def _file_terrain(scenario: dict) -> dict:
    """{hex: letter} of the file's terrain tiles, less the Austerlitz stream hexes: the core plays the
    Goldbach as clear ground with a special rule (core-form.ts), so the protocol's `terrain` does not
    carry it and no render can draw it (left for src/protocol/board-view.ts)."""
    stream = scenario.get("options", {}).get("austerlitzStream", {}).get("terrainName")
    return {t["hex"]: LETTER[t["type"]] for t in scenario["terrain"] if not (t["type"] == "stream" and t["name"] == stream)}


def test_501_terrain_of_the_file_is_drawn_where_no_piece_stands(client):
    scenario = json.loads((SCENARIOS / f"{SOKOLNITZ}.json").read_text())
    terrain = _file_terrain(scenario)
    towns = [t["hex"] for t in scenario["terrain"] if t["type"] in ("town", "walled-farm")]
    assert sorted(towns) == ["E4", "F4", "G4", "J5"]  # Sokolnitz, its castle, Telnitz
    env = VexEnv(SOKOLNITZ, auto_chance=True, client=client, render_mode="ansi")
    env.reset(seed=3)
    _c, h, _w = env.spec.planes_shape
    state = env.game.state_json("bottom")
    occupied = {u["hex"] for u in state["units"]} | {l["hex"] for l in state["leaders"]}
    cells = _cells(env.render(), h)
    # at the start: each terrain hex shows its piece if one stands there, else its letter
    for hex_, letter in terrain.items():
        assert cells[hex_] == letter if hex_ not in occupied else re.fullmatch(r"[bt]\S+", cells[hex_]), (hex_, cells[hex_])
    assert [x for x in terrain if x not in occupied], "no terrain hex is empty at the start"
    # the engine's own state with every piece taken off: every town, building, hill, wood, orchard
    # and pond hex of the file shows its letter, open ground "."
    bare = dict(state, units=[], leaders=[])
    text = render_text(bare, env.spec)
    cells = _cells(text, h)
    for hex_, letter in terrain.items():
        assert cells[hex_] == letter, (hex_, letter, cells[hex_])
    assert all(v == "." for k, v in cells.items() if k not in terrain)
    legend = [ln for ln in text.splitlines() if ln.startswith("terrain: ")]
    used = [m for m in WORD if m in set(terrain.values())]
    assert legend == ["terrain: " + "  ".join(f"{m} {WORD[m]}" for m in used)]
    env.close()


def test_601_with_4_seats_draws_the_epic_board(client):
    scenario = json.loads((SCENARIOS / "601-epic-austerlitz.json").read_text())
    env = VexEnv("601-epic-austerlitz", seats=4, auto_chance=True, client=client, render_mode="ansi")
    env.reset(seed=1)
    text = env.render()
    _c, h, _w = env.spec.planes_shape
    cells = _cells(text, h)
    side_name = {"bottom": env.spec.sides[0], "top": env.spec.sides[1]}
    _expect_units_drawn(cells, [(u["hex"], side_name[u["side"]], u["type"]) for u in scenario["units"]])
    assert sum(1 for v in cells.values() if re.fullmatch(r"[fa].+\d\*?", v)) == len(scenario["units"]) == 58
    assert len([ln for ln in text.splitlines() if ln.startswith("objective ")]) == len(scenario["objectives"])
    env.close()
