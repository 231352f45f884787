"""Reading game records written by `vex play --log` (JSON lines, gzip when the file says so).

`trajectories()` replays them through the engine into numpy arrays for learning code.

Each record is a dict with: format "vex-record", version, engine, game, scenario {id, hash[, file]},
seed, agents {bottom, top}, actions (notation texts, chance outcomes included), result
{winner, reason}, banners {bottom, top}, decisions, turns. See docs/cli.md. `vex play --log` writes
records for Ancients scenarios only, so these are Ancients games (two seats).
"""
from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Iterator, Union

import numpy as np

RECORD_FORMAT = "vex-record"
RECORD_VERSION = 1


def iter_records(path: Union[str, Path]) -> Iterator[dict]:
    """Yields records one by one; raises ValueError naming the line of a bad one."""
    p = Path(path)
    with open(p, "rb") as f:
        magic = f.read(2)
    opener = gzip.open if magic == b"\x1f\x8b" else open
    with opener(p, "rt", encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            rec = json.loads(line)
            if rec.get("format") != RECORD_FORMAT:
                raise ValueError(f"{p}: line {n}: not a game record")
            if rec.get("version") != RECORD_VERSION:
                raise ValueError(f"{p}: line {n}: record version {rec.get('version')} is not supported")
            yield rec


def read_records(path: Union[str, Path]) -> list[dict]:
    return list(iter_records(path))


def outcomes(records: list[dict]) -> np.ndarray:
    """Result per record from the bottom side's view: +1 bottom won, -1 top won, 0 otherwise."""
    table = {"bottom": 1, "top": -1}
    return np.array([table.get(r["result"]["winner"], 0) for r in records], dtype=np.int8)


def trajectories(records: Union[list[dict], Iterator[dict]], client=None) -> Iterator[dict]:
    """Replays records through the engine and yields one trajectory per record, as numpy arrays:

        planes  float32 [T, C, H, W]   globals float32 [T, G]   the acting seat's observation
        actions int64 [T]              the policy index of the action taken
        seats   int8 [T]               0 bottom, 1 top
        returns float32 [2]            +1/-1 at the end (bottom, top); 0 for a draw
        record  the record itself

    T counts decisions (chance outcomes are applied, not returned). One `step` request per action.
    client: a VexClient to use (one is started and closed here otherwise).
    """
    from .client import VexClient
    from .game import VexGame

    own = client is None
    client = client or VexClient()
    try:
        for rec in records:
            g = VexGame.new(client, rec["scenario"]["id"], rec["seed"])
            planes, globals_, actions, seats = [], [], [], []
            try:
                for text in rec["actions"]:
                    seat = g.to_act
                    obs = g.observation(seat) if seat in g.spec.seats else None
                    r = g.advance(None, action=text)
                    if obs is not None:
                        planes.append(obs[0])
                        globals_.append(obs[1])
                        actions.append(r["applied"][0]["index"])
                        seats.append(g.spec.seats.index(seat))
                ret = g.returns().astype(np.float32)
                if g.winner != rec["result"]["winner"]:
                    raise ValueError(f"record seed {rec['seed']}: the replay ends with {g.winner}, the record says {rec['result']['winner']}")
            finally:
                g.close()
            c, h, w = g.spec.planes_shape
            yield {
                "planes": np.stack(planes) if planes else np.zeros((0, c, h, w), np.float32),
                "globals": np.stack(globals_) if globals_ else np.zeros((0, g.spec.globals_size), np.float32),
                "actions": np.asarray(actions, dtype=np.int64),
                "seats": np.asarray(seats, dtype=np.int8),
                "returns": ret,
                "record": rec,
            }
    finally:
        if own:
            client.close()
