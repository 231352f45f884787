"""env.render() ("ansi") of an Ancients battle on the real engine shows the terrain of the scenario
file on the hexes where no piece stands (the letters of `vex play`, src/cli/board-text.ts), a legend
line naming the letters drawn, and keeps each unit's own cell. 002 Crimissos River has hills along
row 1, a river and fords (terrain: rulebook section "Terrain"; the file is read here, not the engine's answer)."""
import json
import re

from vexillum import REPO_ROOT, VexEnv

CRIMISSOS = "002-crimissos-river"
SCENARIOS = REPO_ROOT / "src" / "games" / "ancients" / "scenarios"
# the file's terrain words and the letters `vex play` draws them with (the test's own table)
LETTER = {"hill": "H", "river": "=", "ford": "~", "forest": "F"}
WORD = {"H": "hill", "=": "river", "~": "ford / stream", "F": "forest"}


def _cells(text: str) -> dict:
    """The drawn board as {hex text: cell}: each row line "NN |" then one token per hex, left to right."""
    out = {}
    for line in text.splitlines():
        m = re.match(r"^\s*(\d+) \|(.*)$", line)
        if m:
            for col, tok in enumerate(m.group(2).split()):
                out[f"{chr(65 + col)}{int(m.group(1))}"] = tok
    return out


def test_002_terrain_of_the_file_is_drawn_on_empty_hexes_with_a_legend(client):
    scenario = json.loads((SCENARIOS / f"{CRIMISSOS}.json").read_text())
    env = VexEnv(CRIMISSOS, auto_chance=True, client=client, render_mode="ansi")
    env.reset(seed=2)
    text = env.render()
    _c, h, w = env.spec.planes_shape
    cells = _cells(text)
    assert len(cells) == h * w - h // 2  # every hex one token: pieces never run together
    state = env.game.state_json("bottom")
    occupied = {u["hex"] for u in state["units"]} | {l["hex"] for l in state["leaders"]}
    terrain = {t["hex"]: LETTER[t["type"]] for t in scenario["terrain"]}
    hills = [x for x, m in terrain.items() if m == "H"]
    assert len(hills) == 5 and not set(hills) & occupied  # the hills of row 1 stand empty at the start
    for hex_, letter in terrain.items():
        if hex_ in occupied:
            assert re.fullmatch(r"[bt][A-Z]+\d\*?|[bt]L", cells[hex_]), (hex_, cells[hex_])
        else:
            assert cells[hex_] == letter, (hex_, letter, cells[hex_])
    # open ground stays "."; a unit's hex shows the unit
    for hex_, tok in cells.items():
        if hex_ not in terrain and hex_ not in occupied:
            assert tok == ".", (hex_, tok)
    for u in state["units"]:
        assert re.fullmatch(rf"{u['side'][0]}{u['type']}{u['blocks']}\*?", cells[u["hex"]])
    # the legend under the board names exactly the letters drawn
    lines = text.splitlines()
    legend = [ln for ln in lines if ln.startswith("terrain: ")]
    assert len(legend) == 1 and lines.index(legend[0]) == 1 + h + 1
    drawn = {tok for tok in cells.values() if tok in WORD}
    assert drawn == {"H", "=", "~"}
    assert legend[0] == "terrain: " + "  ".join(f"{m} {WORD[m]}" for m in ["H", "=", "~"])
    env.close()


def test_a_battle_without_terrain_draws_no_legend(client):
    env = VexEnv("001-akragas", auto_chance=True, client=client, render_mode="ansi")
    env.reset(seed=2)
    assert env.game.state_json("bottom")["terrain"] == []
    text = env.render()
    assert "terrain:" not in text and all(t == "." or re.fullmatch(r"[bt]\S+", t) for t in _cells(text).values())
    env.close()
