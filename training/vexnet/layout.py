"""The policy index of ACTION_VERSION 1 (docs/encoding.md; built in assembly/cc/encode.ts), seen as
a gather map for the network's policy head.

Most policy entries belong to one hex slot: with N = 286 slots (a hex index row * W + col in the
viewer's frame; only the first W * H are on the board) the index holds 7 blocks of N hexes (order,
order-leader, rally, evade-to, retreat, leader-evade, advance), N x 62 moves, N x 37 leader moves,
N x 127 battles and 13 x N reserve entries. The head gives them a 1x1 convolution with 246 channels
per cell; the 45 entries without a hex (cards, end-*, accept, ignore:n, leader-evade:off, order:off)
come from a small fully connected head; the entries of off-board slots (never legal) read a
constant. `gather_map` says, for every policy index, where its logit sits in the concatenation
    [fc (45) | conv channels (246 x H x W, channel-major) | constant (1)]
so the whole head is one Gather in the ONNX graph. Tied to ACTION_VERSION 1: a model card names it
and the evaluator refuses other versions.
"""
import numpy as np

ACTION_VERSION = 1
N = 286  # hex slots of the largest board (26 x 11)

B_SINGLE = 29
B_IGNORE = 36
B_HEX = 43
B_LEVADE_OFF = B_HEX + 7 * N
B_MOVE = B_LEVADE_OFF + 1
B_LMOVE = B_MOVE + N * 62
B_BATTLE = B_LMOVE + N * 37
B_RESERVE = B_BATTLE + N * 127
B_ENTER = B_RESERVE + 1
POLICY_SIZE = B_ENTER + 13 * N

# per-cell channel groups in the conv head: (first channel, count)
CH_HEX, CH_MOVE, CH_LMOVE, CH_BATTLE, CH_ENTER = 0, 7, 7 + 62, 7 + 62 + 37, 7 + 62 + 37 + 127
CELL_CHANNELS = CH_ENTER + 13  # 246
FC_OUTPUTS = B_HEX + 2  # 0..42, leader-evade:off, order:off


def gather_map(w: int, h: int) -> np.ndarray:
    """int64 [POLICY_SIZE]: position of each policy index's logit in [fc | conv | const]."""
    cells = w * h
    const = FC_OUTPUTS + CELL_CHANNELS * cells
    out = np.full(POLICY_SIZE, const, dtype=np.int64)
    out[:B_HEX] = np.arange(B_HEX)
    out[B_LEVADE_OFF] = B_HEX
    out[B_RESERVE] = B_HEX + 1

    def conv(ch, slot):
        return FC_OUTPUTS + ch * cells + slot

    for s in range(cells):
        for j in range(7):
            out[B_HEX + j * N + s] = conv(CH_HEX + j, s)
        for o in range(62):
            out[B_MOVE + s * 62 + o] = conv(CH_MOVE + o, s)
        for o in range(37):
            out[B_LMOVE + s * 37 + o] = conv(CH_LMOVE + o, s)
        for o in range(127):
            out[B_BATTLE + s * 127 + o] = conv(CH_BATTLE + o, s)
        for t in range(13):
            out[B_ENTER + t * N + s] = conv(CH_ENTER + t, s)
    return out


def check_contract(policy_size: int, action_version: int) -> None:
    if action_version != ACTION_VERSION or policy_size != POLICY_SIZE:
        raise ValueError(
            f"this trainer knows ACTION_VERSION {ACTION_VERSION} with POLICY_SIZE {POLICY_SIZE}; "
            f"the data has ACTION_VERSION {action_version} with POLICY_SIZE {policy_size}")
