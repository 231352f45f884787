"""Reading game records written by `vex play --log` (JSON lines, gzip when the file says so).

`trajectories()` replays them through the engine into numpy arrays for learning code.
Callers: learning code, training/tests/test_records*.py, test_env_records.py.

Two record kinds (docs/cli.md), told apart by their `format`:

- Ancients, format "vex-record" (src/selfplay/record.ts): version, engine, game, scenario
  {id, hash[, file]}, seed, agents {bottom, top}, actions (notation texts, chance outcomes
  included), result {winner: "bottom" | "top" | "draw" | None, reason}, banners {bottom, top},
  decisions, turns.
- every other engine (Napoleonics, EPIC, Blood & Iron; also self-play's records), format
  "vex-contract-record" (src/selfplay/contract-record.ts): version, game (the engine), scenario
  {id}, seed, agents [side 0, side 1], codes (action codes, chance outcomes included), actions
  (their texts), seats (the seat of each code, -1 for chance; version 2), seatSides (the side of
  each seat; more than two: an EPIC seat format), result {winner: 0 | 1 | "draw" | None, reason,
  returns}, score [side 0, side 1], decisions, turns.
"""
from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Iterator, Union

import numpy as np

RECORD_FORMAT = "vex-record"
RECORD_VERSION = 1
CONTRACT_RECORD_FORMAT = "vex-contract-record"
# the contract record versions the engine reads (src/selfplay/contract-record.ts READABLE)
CONTRACT_RECORD_VERSIONS = (1, 2)


def is_contract(rec: dict) -> bool:
    """True for a contract record (any engine but Ancients), False for an Ancients record."""
    return rec.get("format") == CONTRACT_RECORD_FORMAT


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
            try:
                rec = json.loads(line)
            except json.JSONDecodeError:
                raise ValueError(f"{p}: line {n}: not valid JSON") from None
            fmt = rec.get("format") if isinstance(rec, dict) else None
            versions = {RECORD_FORMAT: (RECORD_VERSION,), CONTRACT_RECORD_FORMAT: CONTRACT_RECORD_VERSIONS}.get(fmt)
            if versions is None:
                raise ValueError(f"{p}: line {n}: not a game record")
            if rec.get("version") not in versions:
                raise ValueError(f"{p}: line {n}: {fmt} version {rec.get('version')} is not supported")
            yield rec


def read_records(path: Union[str, Path]) -> list[dict]:
    return list(iter_records(path))


def outcomes(records: list[dict]) -> np.ndarray:
    """Result per record from side 0's view (Ancients: bottom): +1 side 0 won, -1 side 1 won,
    0 otherwise (draw, unfinished)."""
    table = {"bottom": 1, "top": -1, 0: 1, 1: -1}
    return np.array([table.get(r["result"]["winner"], 0) for r in records], dtype=np.int8)


def _open(client, rec: dict):
    """A new game of the record's scenario, seed and seat format."""
    from .game import VexGame

    seats = len(rec["seatSides"]) if is_contract(rec) and "seatSides" in rec else None
    return VexGame.new(client, rec["scenario"]["id"], rec["seed"], seats=seats if seats and seats > 2 else None)


def _winner(g, rec: dict):
    """The replayed game's winner in the record's own terms (a side index for contract records)."""
    if not is_contract(rec) or g.winner is None:
        return g.winner
    return g.spec.sides.index(g.winner) if g.winner in g.spec.sides else g.winner


def trajectories(records: Union[list[dict], Iterator[dict]], client=None) -> Iterator[dict]:
    """Replays records through the engine and yields one trajectory per record, as numpy arrays:

        planes  float32 [T, C, H, W]   globals float32 [T, G]   the acting seat's observation
        actions int64 [T]              the policy index of the action taken
        seats   int8 [T]               the acting seat's index (Ancients: 0 bottom, 1 top)
        returns float32 [number of seats]   +1/-1 at the end to each seat of the winning/losing
                                       side; 0 for a draw or an unfinished game
        record  the record itself

    Ancients records are replayed by their action texts, contract records by their codes (each
    code's seat checked against the record's `seats`). T counts decisions (chance outcomes are
    applied, not returned). One `step` request per action. The replay must end with the
    record's winner (ValueError otherwise).
    client: a VexClient to use (one is started and closed here otherwise).
    """
    from .client import VexClient

    own = client is None
    client = client or VexClient()
    try:
        for rec in records:
            g = _open(client, rec)
            contract = is_contract(rec)
            steps = rec["codes"] if contract else rec["actions"]
            rec_seats = rec.get("seats") if contract else None
            planes, globals_, actions, seats = [], [], [], []
            try:
                for i, action in enumerate(steps):
                    seat = g.to_act
                    acting = seat in g.spec.seats
                    if rec_seats is not None and rec_seats[i] != (g.spec.seats.index(seat) if acting else -1):
                        raise ValueError(f"record seed {rec['seed']}: action {i + 1} is recorded for seat {rec_seats[i]}, {seat} acts here")
                    obs = g.observation(seat) if acting else None
                    r = g.advance(None, action=action)
                    if obs is not None:
                        planes.append(obs[0])
                        globals_.append(obs[1])
                        actions.append(r["applied"][0]["index"])
                        seats.append(g.spec.seats.index(seat))
                ret = g.returns().astype(np.float32)
                if _winner(g, rec) != rec["result"]["winner"]:
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
