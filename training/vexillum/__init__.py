"""Python bridge to the Vexillum engine (`vex serve`, docs/protocol.md).

    VexClient   the protocol over a subprocess (client.py; standard library only)
    VexGame     one game as an OpenSpiel-style state (game.py; numpy)
    VexEnv      the PettingZoo AEC environment (env.py; pettingzoo, gymnasium), with the
                OpenSpiel-style calls of openspiel.py; spaces.py, render.py beside it
    VexGymEnv   a Gymnasium single-agent wrapper against an opponent (gym_env.py)
                (both hold their engine client and game through session.py)
    VecEnv      many games at once with stacked numpy arrays (vector.py)
    read_records, trajectories   game records from `vex play --log` (records.py)
    python -m vexillum.bench     environment steps per second (bench.py)

    from vexillum import VexEnv
    env = VexEnv("001-akragas", auto_chance=True)
    env.reset(seed=1)
    obs, reward, term, trunc, info = env.last()

The environment classes import pettingzoo and gymnasium when first used, so the client and the
record reader work with numpy alone (vexnet's training uses them so).
"""
from .client import REPO_ROOT, VexClient, VexError, VexTimeout, engine_command
from .game import CHANCE_PLAYER_ID, SEATS, TERMINAL_PLAYER_ID, GameSpec, VexGame
from .records import iter_records, outcomes, read_records, trajectories

AGENTS = SEATS
CHANCE = "chance"

_LAZY = {"VexEnv": "env", "VexGymEnv": "gym_env", "VecEnv": "vector"}


def __getattr__(name: str):
    if name in _LAZY:
        import importlib

        mod = importlib.import_module(f".{_LAZY[name]}", __name__)
        return getattr(mod, name)
    raise AttributeError(f"module 'vexillum' has no attribute {name!r}")


__all__ = [
    "VexClient", "VexError", "VexTimeout", "REPO_ROOT", "engine_command", "VexGame", "GameSpec",
    "VexEnv", "VexGymEnv", "VecEnv", "AGENTS", "CHANCE", "SEATS", "CHANCE_PLAYER_ID", "TERMINAL_PLAYER_ID",
    "read_records", "iter_records", "outcomes", "trajectories",
]
__version__ = "0.2.0"
