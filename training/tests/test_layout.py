"""The policy layout read from the core's block table (training/vexnet/layout.py; issue 17 Shape 5):
the built-in copy (policy_blocks_v1.json, generated from the core) gives the gather map the shipped
model was trained with; files without a table work when their ACTION_VERSION and POLICY_SIZE are
the built-in table's and are refused in one line otherwise; a file's own table builds the head."""
import json

import numpy as np
import onnx
import pytest
import torch
from onnx import numpy_helper

from vexillum.client import REPO_ROOT
from vexnet import layout
from vexnet.model import VexNet

MODEL = REPO_ROOT / "models" / "ancients-small.onnx"
CARD = REPO_ROOT / "models" / "ancients-small.card.json"


def test_builtin_table_gives_the_gather_map_of_the_shipped_model():
    m = onnx.load(str(MODEL))
    consts = [numpy_helper.to_array(i) for i in m.graph.initializer]
    consts += [numpy_helper.to_array(a.t) for n in m.graph.node if n.op_type == "Constant" for a in n.attribute if a.name == "value"]
    maps = [x for x in consts if x.shape == (layout.POLICY_SIZE,)]
    assert len(maps) == 1
    assert (maps[0] == layout.gather_map(13, 9)).all()
    assert (layout.POLICY_SIZE, layout.FC_OUTPUTS, layout.CELL_CHANNELS, layout.N) == (70401, 45, 246, 286)


def test_an_old_card_without_a_table_is_read_with_the_builtin_one():
    card = json.loads(CARD.read_text())
    assert "POLICY_BLOCKS" not in card  # the shipped card predates the table
    assert layout.from_meta(card, "ancients-small.card.json") is layout.BUILTIN
    # the same card with the core's table (what npm run train writes now) is the same layout
    with_table = dict(card, POLICY_BLOCKS=layout.BUILTIN.to_json())
    assert layout.from_meta(with_table, "card") == layout.BUILTIN


def test_a_file_without_a_table_and_another_contract_is_refused_in_one_line():
    with pytest.raises(ValueError) as e:
        layout.from_meta({"ACTION_VERSION": 2, "POLICY_SIZE": 123}, "x/meta.json")
    msg = str(e.value)
    assert "\n" not in msg
    assert msg.startswith("x/meta.json: no POLICY_BLOCKS table, and ACTION_VERSION 2 with POLICY_SIZE 123 is not the built-in table's")


def test_malformed_tables_are_refused_in_one_line():
    b = layout.BUILTIN.to_json()
    gap = [dict(x, start=x["start"] + 1) if x["name"] == "HEX" else x for x in b]
    cases = [
        (gap, "policy block HEX starts at 44, expected 43"),
        (b[:-1], "policy blocks end at 66683, POLICY_SIZE is 70401"),
        ([dict(x, perHex=5) if x["name"] == "MOVE" else x for x in b], "policy block MOVE: size 17732 is not a whole number of hex slots of 5"),
        ([{"name": "CARD", "start": 0}], "lacks one of name, start, size, perHex, hexMajor"),
        ("CARD", "POLICY_BLOCKS is not a list of blocks"),
    ]
    for blocks, want in cases:
        with pytest.raises(ValueError) as e:
            layout.from_meta({"ACTION_VERSION": 1, "POLICY_SIZE": 70401, "POLICY_BLOCKS": blocks}, "card")
        assert want in str(e.value) and "\n" not in str(e.value)


def test_a_files_own_table_builds_the_head():
    # another valid table: the 7 single actions before the 29 cards, the battle disc before moves
    b = {x["name"]: dict(x) for x in layout.BUILTIN.to_json()}
    order = ["SINGLE", "CARD", "IGNORE", "HEX", "LEADER_EVADE_OFF", "BATTLE", "MOVE", "LEADER_MOVE", "RESERVE", "ENTER"]
    blocks, at = [], 0
    for name in order:
        blocks.append(dict(b[name], start=at))
        at += b[name]["size"]
    lay = layout.from_meta({"ACTION_VERSION": 1, "POLICY_SIZE": at, "POLICY_BLOCKS": blocks}, "card")
    assert lay != layout.BUILTIN and (lay.fc_outputs, lay.cell_channels) == (45, 246)
    g = lay.gather_map(13, 9)
    assert g[0] == 0 and g[7] == 7  # first single action, first card: fc outputs in table order
    # the first battle entry of slot 0 is conv channel 7 (after the 7 hex kinds), the first move's channel 134
    cells = 13 * 9
    assert g[blocks[5]["start"]] == 45 + 7 * cells and g[blocks[6]["start"]] == 45 + (7 + 127) * cells
    real = g[g != g.max()]
    assert len(np.unique(real)) == len(real)
    net = VexNet(46, 148, 9, 13, channels=8, blocks=1, policy=lay)
    pol, val = net(torch.zeros(2, 46, 9, 13), torch.zeros(2, 148))
    assert pol.shape == (2, at) and val.shape == (2,)
