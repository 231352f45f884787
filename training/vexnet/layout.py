"""The policy index (docs/encoding.md; built in assembly/cc/encode.ts), seen as a gather map for the
network's policy head, built from the core's policy-index block table.

The table is not typed here: the core exports it (PolicyBlock x PolicyField), `vex selfplay` writes
it into every data set (meta.json and the shards' manifests, key POLICY_BLOCKS) and `npm run train`
into the model card. Each block is {name, start, size, perHex, hexMajor}: indices [start,
start + size); perHex 0 means the block names no hex (index = start + k), otherwise it has
size / perHex hex slots (a hex index row * W + col in the viewer's frame; only the first W * H are
on the board) with perHex entries each, at start + slot * perHex + k when hexMajor, else at
start + k * slots + slot.

The head gives every hex block perHex channels of a 1x1 convolution (blocks in table order: 246
channels per cell for ACTION_VERSION 1); the blocks without a hex (cards, end-*, accept, ignore:n,
leader-evade:off, order:off: 45 entries) come from a small fully connected head, in table order;
the entries of off-board slots (never legal) read a constant. `gather_map` says, for every policy
index, where its logit sits in the concatenation
    [fc (FC_OUTPUTS) | conv channels (CELL_CHANNELS x H x W, channel-major) | constant (1)]
so the whole head is one Gather in the ONNX graph.

Files written before the table was shipped (old model cards and data sets) have none: they are
read with the built-in table, policy_blocks_v1.json (generated from the core by
`npm run gen:policy-blocks`, checked against it by tests/core/policy-blocks.test.ts), when their
ACTION_VERSION and POLICY_SIZE are its own; otherwise `from_meta` refuses them in one line.
"""
import json
from pathlib import Path

import numpy as np

BUILTIN_FILE = Path(__file__).with_name("policy_blocks_v1.json")
FIELDS = ("name", "start", "size", "perHex", "hexMajor")


class Layout:
    """A policy-index block table with the head sizes and the gather map it implies."""

    def __init__(self, blocks, action_version, policy_size, where="policy blocks"):
        if not isinstance(blocks, list) or not blocks:
            raise ValueError(f"{where}: POLICY_BLOCKS is not a list of blocks")
        nxt, slots = 0, set()
        for b in blocks:
            if not isinstance(b, dict) or any(k not in b for k in FIELDS):
                raise ValueError(f"{where}: a POLICY_BLOCKS entry lacks one of {', '.join(FIELDS)}: {b!r}")
            if b["start"] != nxt:
                raise ValueError(f"{where}: policy block {b['name']} starts at {b['start']}, expected {nxt}")
            if b["size"] <= 0 or (b["perHex"] > 0 and b["size"] % b["perHex"]):
                raise ValueError(f"{where}: policy block {b['name']}: size {b['size']} is not a whole number of hex slots of {b['perHex']}")
            if b["perHex"] > 0:
                slots.add(b["size"] // b["perHex"])
            nxt = b["start"] + b["size"]
        if nxt != policy_size:
            raise ValueError(f"{where}: policy blocks end at {nxt}, POLICY_SIZE is {policy_size}")
        if len(slots) > 1:
            raise ValueError(f"{where}: hex blocks disagree on the number of hex slots ({sorted(slots)})")
        self.blocks = [{k: b[k] for k in FIELDS} for b in blocks]
        self.action_version = action_version
        self.policy_size = policy_size
        self.hex_slots = slots.pop() if slots else 0
        self.fc_outputs = sum(b["size"] for b in self.blocks if b["perHex"] == 0)
        self.cell_channels = sum(b["perHex"] for b in self.blocks if b["perHex"] > 0)

    def __eq__(self, other):
        return isinstance(other, Layout) and (self.blocks, self.action_version, self.policy_size) == (
            other.blocks, other.action_version, other.policy_size)

    def to_json(self):
        """The table as the core writes it (the POLICY_BLOCKS value of a card or a meta.json)."""
        return [dict(b) for b in self.blocks]

    def gather_map(self, w, h):
        """int64 [POLICY_SIZE]: position of each policy index's logit in [fc | conv | const]."""
        cells = w * h
        if cells > self.hex_slots and self.hex_slots:
            raise ValueError(f"a {w}x{h} board has more cells than the policy index's {self.hex_slots} hex slots")
        const = self.fc_outputs + self.cell_channels * cells
        out = np.full(self.policy_size, const, dtype=np.int64)
        fc = ch = 0
        s = np.arange(cells)
        for b in self.blocks:
            if b["perHex"] == 0:
                out[b["start"]:b["start"] + b["size"]] = np.arange(fc, fc + b["size"])
                fc += b["size"]
                continue
            n, per = b["size"] // b["perHex"], b["perHex"]
            for k in range(per):
                at = b["start"] + (s * per + k if b["hexMajor"] else k * n + s)
                out[at] = self.fc_outputs + (ch + k) * cells + s
            ch += per
        return out


def _builtin():
    d = json.loads(BUILTIN_FILE.read_text())
    return Layout(d["POLICY_BLOCKS"], d["ACTION_VERSION"], d["POLICY_SIZE"], where=BUILTIN_FILE.name)


BUILTIN = _builtin()
ACTION_VERSION = BUILTIN.action_version
POLICY_SIZE = BUILTIN.policy_size
N = BUILTIN.hex_slots  # hex slots of the largest board (26 x 11)
CELL_CHANNELS = BUILTIN.cell_channels  # 246
FC_OUTPUTS = BUILTIN.fc_outputs  # 45


def gather_map(w: int, h: int) -> np.ndarray:
    """The built-in table's gather map (see Layout.gather_map)."""
    return BUILTIN.gather_map(w, h)


def from_meta(meta, where):
    """The layout a data set's meta.json or a model card describes (their POLICY_BLOCKS, with
    ACTION_VERSION and POLICY_SIZE). A file without a table is read with the built-in one when its
    ACTION_VERSION and POLICY_SIZE are the built-in table's; otherwise ValueError (one line)."""
    av, ps = meta.get("ACTION_VERSION"), meta.get("POLICY_SIZE")
    blocks = meta.get("POLICY_BLOCKS")
    if blocks is None:
        if av == BUILTIN.action_version and ps == BUILTIN.policy_size:
            return BUILTIN
        raise ValueError(f"{where}: no POLICY_BLOCKS table, and ACTION_VERSION {av} with POLICY_SIZE {ps} is not "
                         f"the built-in table's (ACTION_VERSION {ACTION_VERSION}, POLICY_SIZE {POLICY_SIZE}): "
                         f"write it again with this engine (vex selfplay / npm run train)")
    return Layout(blocks, av, ps, where=where)


def check_contract(policy_size: int, action_version: int) -> None:
    if action_version != ACTION_VERSION or policy_size != POLICY_SIZE:
        raise ValueError(
            f"this trainer knows ACTION_VERSION {ACTION_VERSION} with POLICY_SIZE {POLICY_SIZE}; "
            f"the data has ACTION_VERSION {action_version} with POLICY_SIZE {policy_size}")
