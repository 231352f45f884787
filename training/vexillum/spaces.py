"""Gymnasium spaces of the Vexillum environments, sized from the game's spec (game.py).

    seat observation  Dict(planes:  Box(0, 1, [C, H, W], float32)      C = 46 planes (docs/encoding.md)
                           globals: Box(0, F32_MAX, [G], float32)      G = 148 (counts over scales; turn/200 can pass 1)
                           action_mask: Box(0, 1, [P], int8))          P = num_distinct_actions (70,401)
    seat action       Discrete(P): a policy index
    chance observation Dict(action_mask: Box(0, 1, [K], int8), probs: Box(0, 1, [K], float32))   K = 35
    chance action     Discrete(K): a chance index (die faces, then card kinds)

Blood & Iron (Froeschwiller): C 12, H 14, W 20, G 14, P 31,217, K 16 (d10 faces, then chit types
T1..T6); its planes hold counts, so their Box is [0, F32_MAX]. Napoleonics (501-506, EPIC 601, La
Grande 602): C 48 over 9x13 (11x20, 11x26), G 377, P 170,232, K 51 (die faces, Command cards,
Tactician cards); its planes can pass 1 too (a count over a scale), so [0, F32_MAX] as well.
Callers: env.py, gym_env.py, vector.py.
"""
from __future__ import annotations

import numpy as np
from gymnasium import spaces

from .game import GameSpec

F32_MAX = float(np.finfo(np.float32).max)


def seat_observation_space(spec: GameSpec) -> spaces.Dict:
    # Ancients planes are 0/1 or fractions; other engines' planes hold counts (Blood & Iron: units
    # on a hex, steps lost), so their bound is the globals' one
    high = 1.0 if spec.engine == "ancients" else F32_MAX
    return spaces.Dict({
        "planes": spaces.Box(0.0, high, spec.planes_shape, np.float32),
        "globals": spaces.Box(0.0, F32_MAX, (spec.globals_size,), np.float32),
        "action_mask": spaces.Box(0, 1, (spec.num_distinct_actions,), np.int8),
    })


def seat_action_space(spec: GameSpec) -> spaces.Discrete:
    return spaces.Discrete(spec.num_distinct_actions)


def chance_observation_space(spec: GameSpec) -> spaces.Dict:
    k = spec.num_chance_outcomes
    return spaces.Dict({
        "action_mask": spaces.Box(0, 1, (k,), np.int8),
        "probs": spaces.Box(0.0, 1.0, (k,), np.float32),
    })


def chance_action_space(spec: GameSpec) -> spaces.Discrete:
    return spaces.Discrete(spec.num_chance_outcomes)
