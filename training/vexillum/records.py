"""Reading game records written by `vex play --log` (JSON lines, gzip when the file says so).

Each record is a dict with: format "vex-record", version, engine, game, scenario {id, hash[, file]},
seed, agents {bottom, top}, actions (notation texts, chance outcomes included), result
{winner, reason}, banners {bottom, top}, decisions, turns. See docs/cli.md.
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
