"""Reads `vex selfplay` output (docs/training.md): DIR/meta.json and DIR/<scenario>/shard-*.npz.

A data set is one or more such directories with the same core contract (OBS_VERSION,
ACTION_VERSION, POLICY_SIZE, board) and the same policy-index block table (POLICY_BLOCKS in meta.json
and in a shard's manifest; directories written before it was shipped have none and count as the
built-in table, layout.py). Sparse policy targets of different shards are padded to the
widest K (index -1, share 0) when concatenated.

`--data` also takes the shards of a split run (`vex selfplay --shard K --of N`, docs/scale-out.md):
a shard directory (it has a manifest.json), the run's root (its shard-*-of-* directories), or a
glob. A shard is read only when its manifest says it is complete, and only the files the manifest
lists, each checked against its sha256; incomplete shards (still being played) are skipped and
named, so training can start on the shards that have landed.
"""
import glob
import hashlib
import json
from pathlib import Path

import numpy as np

from . import layout

CONTRACT = ("OBS_VERSION", "ACTION_VERSION", "POLICY_SIZE", "OBS_PLANES", "OBS_GLOBALS", "board")
ARRAYS = ("planes", "globals", "policy_idx", "policy_p", "action", "value", "q", "side", "game", "scenario")


class DataSet:
    def __init__(self, meta, arrays, sources, skipped=()):
        self.meta = meta          # the shared core contract plus scenarios and agents
        self.arrays = arrays      # name -> np.ndarray, first axis = positions
        self.sources = sources    # [{dir, agent, scenarios, shards, positions, shard?}]
        self.skipped = list(skipped)  # [{dir, reason}]: incomplete shards left out

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


def _sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def resolve(paths):
    """The directories behind --data arguments: globs expanded, a split run's root replaced by its
    shard-*-of-* directories, each directory once. Returns [(dir, manifest or None)] of the usable
    ones and [{dir, reason}] of the incomplete shards left out. Raises FileNotFoundError /
    ValueError with one line."""
    dirs = []
    for p in map(str, paths):
        hits = sorted(glob.glob(p)) if glob.has_magic(p) else [p]
        if not hits:
            raise FileNotFoundError(f"{p}: matches nothing")
        for h in map(Path, hits):
            if not (h / "meta.json").exists() and not (h / "manifest.json").exists():
                subs = sorted(x for x in h.glob("shard-*-of-*") if (x / "manifest.json").exists())
                if subs:
                    dirs.extend(subs)
                    continue
            dirs.append(h)
    out, skipped, seen = [], [], set()
    for d in dirs:
        key = d.resolve()
        if key in seen:
            continue
        seen.add(key)
        mp = d / "manifest.json"
        if not mp.exists():
            out.append((d, None))
            continue
        m = json.loads(mp.read_text())
        if m.get("format") != "vex-selfplay-shard" or m.get("version") != 1:
            raise ValueError(f"{mp}: not a version-1 vex-selfplay-shard manifest")
        if not m.get("complete"):
            skipped.append({"dir": str(d), "reason": f"incomplete: {len(m.get('files', []))} data files so far"})
            continue
        for f in m["files"]:
            for rel, want in ((f["npz"], f["npzSha256"]), (f["records"], f["recordsSha256"])):
                if not (d / rel).exists():
                    raise ValueError(f"{d / rel}: missing (its shard's manifest lists it)")
                if _sha256(d / rel) != want:
                    raise ValueError(f"{d / rel}: sha256 differs from its shard's manifest")
        m["_sha256"] = _sha256(mp)
        out.append((d, m))
    return out, skipped


def _pad(a, k, fill):
    if a.shape[1] == k:
        return a
    out = np.full((a.shape[0], k), fill, dtype=a.dtype)
    out[:, : a.shape[1]] = a
    return out


def load(paths):
    """Loads every complete data file of the directories (see resolve) into one DataSet. Raises
    ValueError when the directories disagree on the core contract or nothing is complete."""
    found, skipped = resolve(paths)
    if not found:
        raise ValueError(f"no complete shards in {', '.join(map(str, paths))} ({len(skipped)} incomplete)")
    dirs = [d for d, _ in found]
    manifests = [m for _, m in found]
    metas = [read_meta(d) for d in dirs]
    base = metas[0]
    for d, m in zip(dirs, metas):
        for k in CONTRACT:
            if m.get(k) != base.get(k):
                raise ValueError(f"{d}: {k}={m.get(k)!r} differs from {dirs[0]}: {base.get(k)!r}")
    policies = [layout.from_meta(m, f"{d / 'meta.json'}") for d, m in zip(map(Path, dirs), metas)]
    for d, p, man in zip(dirs, policies, manifests):
        if p != policies[0]:
            raise ValueError(f"{d}: POLICY_BLOCKS differs from {dirs[0]}'s")
        mb = (man or {}).get("plan", {}).get("contract", {}).get("POLICY_BLOCKS")
        if mb is not None and mb != p.to_json():
            raise ValueError(f"{d}: the manifest's POLICY_BLOCKS differs from its meta.json's")
    parts = {k: [] for k in ARRAYS + ("has_q",)}
    sources = []
    for d, m, man in zip(dirs, metas, manifests):
        files = [Path(d) / f["npz"] for f in man["files"]] if man else sorted(Path(d).glob("*/shard-*.npz"))
        n0 = sum(len(x) for x in parts["value"])
        for f in files:
            with np.load(f) as z:
                for k in ARRAYS:
                    # q (the search's value) is missing from older shards: use the result there
                    parts[k].append(z[k] if k in z.files else z["value"])
                parts["has_q"].append(np.full(len(z["value"]), "q" in z.files, dtype=bool))
        n = sum(len(x) for x in parts["value"]) - n0
        src = {"dir": str(d), "agent": m.get("agent"), "scenarios": m.get("scenarios"), "shards": len(files), "positions": n}
        if man:
            src["shard"] = {"index": man["shard"]["index"], "of": man["shard"]["of"], "plan_hash": man["planHash"],
                            "games": [man["games"]["from"], man["games"]["to"]], "manifest_sha256": man["_sha256"]}
        sources.append(src)
    if not parts["value"]:
        raise ValueError(f"no shards in {', '.join(map(str, dirs))}")
    kmax = max(a.shape[1] for a in parts["policy_idx"])
    parts["policy_idx"] = [_pad(a, kmax, -1) for a in parts["policy_idx"]]
    parts["policy_p"] = [_pad(a, kmax, 0) for a in parts["policy_p"]]
    arrays = {k: np.concatenate(v) for k, v in parts.items()}
    meta = {k: base[k] for k in CONTRACT}
    meta["POLICY_BLOCKS"] = policies[0].to_json()
    meta["scenarios"] = sorted({s for m in metas for s in m.get("scenarios", [])})
    return DataSet(meta, arrays, sources, skipped)
