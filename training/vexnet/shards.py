"""Reads `vex selfplay` output (docs/training.md): DIR/meta.json and DIR/<scenario>/shard-*.npz.

A data set is one or more such directories with the same core contract (OBS_VERSION,
ACTION_VERSION, POLICY_SIZE, board). Sparse policy targets of different shards are padded to the
widest K (index -1, share 0) when concatenated.
"""
import json
from pathlib import Path

import numpy as np

CONTRACT = ("OBS_VERSION", "ACTION_VERSION", "POLICY_SIZE", "OBS_PLANES", "OBS_GLOBALS", "board")
ARRAYS = ("planes", "globals", "policy_idx", "policy_p", "action", "value", "q", "side", "game", "scenario")


class DataSet:
    def __init__(self, meta, arrays, sources):
        self.meta = meta          # the shared core contract plus scenarios and agents
        self.arrays = arrays      # name -> np.ndarray, first axis = positions
        self.sources = sources    # [{dir, agent, scenarios, shards, positions, games}]

    def __len__(self):
        return int(self.arrays["value"].shape[0])

    @property
    def games(self):
        return int(len(set(zip(self.arrays["scenario"].tolist(), self.arrays["game"].tolist()))))


def read_meta(d):
    p = Path(d) / "meta.json"
    if not p.exists():
        raise FileNotFoundError(f"{d}: no meta.json (not a vex selfplay directory)")
    return json.loads(p.read_text())


def _pad(a, k, fill):
    if a.shape[1] == k:
        return a
    out = np.full((a.shape[0], k), fill, dtype=a.dtype)
    out[:, : a.shape[1]] = a
    return out


def load(dirs):
    """Loads every complete shard of the directories into one DataSet. Raises ValueError when the
    directories disagree on the core contract."""
    metas = [read_meta(d) for d in dirs]
    base = metas[0]
    for d, m in zip(dirs, metas):
        for k in CONTRACT:
            if m.get(k) != base.get(k):
                raise ValueError(f"{d}: {k}={m.get(k)!r} differs from {dirs[0]}: {base.get(k)!r}")
    parts = {k: [] for k in ARRAYS + ("has_q",)}
    sources = []
    for d, m in zip(dirs, metas):
        files = sorted(Path(d).glob("*/shard-*.npz"))
        n0 = sum(len(x) for x in parts["value"])
        for f in files:
            with np.load(f) as z:
                for k in ARRAYS:
                    # q (the search's value) is missing from older shards: use the result there
                    parts[k].append(z[k] if k in z.files else z["value"])
                parts["has_q"].append(np.full(len(z["value"]), "q" in z.files, dtype=bool))
        n = sum(len(x) for x in parts["value"]) - n0
        sources.append({"dir": str(d), "agent": m.get("agent"), "scenarios": m.get("scenarios"), "shards": len(files), "positions": n})
    if not parts["value"]:
        raise ValueError(f"no shards in {', '.join(map(str, dirs))}")
    kmax = max(a.shape[1] for a in parts["policy_idx"])
    parts["policy_idx"] = [_pad(a, kmax, -1) for a in parts["policy_idx"]]
    parts["policy_p"] = [_pad(a, kmax, 0) for a in parts["policy_p"]]
    arrays = {k: np.concatenate(v) for k, v in parts.items()}
    meta = {k: base[k] for k in CONTRACT}
    meta["scenarios"] = sorted({s for m in metas for s in m.get("scenarios", [])})
    return DataSet(meta, arrays, sources)
