"""Python bridge to the Vexillum engine: a `vex serve` client, a PettingZoo-style environment with
explicit chance, and a reader for game records. numpy is the only dependency.

    from vexillum import VexEnv
    env = VexEnv("001-akragas")
    env.reset(seed=1)
    obs, reward, term, trunc, info = env.last()
"""
from .client import VexClient, VexError, REPO_ROOT
from .env import VexEnv, AGENTS, CHANCE, MAX_ACTIONS
from .records import read_records, iter_records, outcomes

__all__ = [
    "VexClient", "VexError", "REPO_ROOT", "VexEnv", "AGENTS", "CHANCE", "MAX_ACTIONS",
    "read_records", "iter_records", "outcomes",
]
__version__ = "0.1.0"
