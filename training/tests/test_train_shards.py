"""`npm run train` on the shards of a split self-play run (`vex selfplay --shard K --of N`,
docs/scale-out.md): a run's root, a glob or shard directories; incomplete shards skipped and named;
only complete, hash-checked files read; the model card names the shards it used."""
import json
import shutil
import subprocess

import numpy as np
import pytest
import torch

from vexillum.client import REPO_ROOT
from vexnet import shards
from vexnet.train import main, train

torch.set_num_threads(1)

PLAN = ["--scenario", "akragas", "--games", "4", "--agent", "greedy", "--shard-games", "1", "--seed", "3", "--no-progress"]


def vex(*args):
    r = subprocess.run(["node", "bin/vex.js", *args], cwd=REPO_ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    return r


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    """A plan of 4 one-game files split in 3 shards, plus the one-machine run of the same plan."""
    root = tmp_path_factory.mktemp("split")
    for k in range(3):
        vex("selfplay", *PLAN, "--shard", str(k), "--of", "3", "--out", str(root / "shards"))
    vex("selfplay", *PLAN, "--out", str(root / "one"))
    return root


def test_shards_read_like_the_one_machine_run(run):
    split = shards.load([run / "shards"])
    one = shards.load([run / "one"])
    assert [s["shard"]["index"] for s in split.sources] == [0, 1, 2]
    assert all(s["shard"]["of"] == 3 and len(s["shard"]["manifest_sha256"]) == 64 for s in split.sources)
    assert [s["shard"]["games"] for s in split.sources] == [[0, 1], [1, 2], [2, 4]]
    assert len({s["shard"]["plan_hash"] for s in split.sources}) == 1 and split.skipped == []
    assert split.games == one.games == 4
    for k in shards.ARRAYS:
        np.testing.assert_array_equal(split.arrays[k], one.arrays[k], err_msg=k)
    # a glob, and the same shard given twice, read the same data once
    again = shards.load([str(run / "shards" / "shard-*"), run / "shards" / "shard-0000-of-0003"])
    assert len(again) == len(split)


def test_incomplete_shards_are_skipped_and_the_card_names_the_shards_used(run, tmp_path):
    root = tmp_path / "landing"
    shutil.copytree(run / "shards", root)
    # shard 2 still being played: its manifest lists one of its two files and is not complete
    mp = root / "shard-0002-of-0003" / "manifest.json"
    m = json.loads(mp.read_text())
    mp.write_text(json.dumps(dict(m, complete=False, files=m["files"][:1])))
    logs = []
    _, card = train([root], tmp_path / "m" / "tiny", steps=2, batch=8, channels=8, blocks=1, log_every=2, val_frac=0.0,
                    command="npm run train -- --data ...", log=logs.append)
    t = card["training"]
    assert [(d["shard"]["index"], d["shard"]["of"]) for d in t["data"]] == [(0, 3), (1, 3)]
    assert t["games"] == 2
    assert t["skipped"] == [{"dir": str(root / "shard-0002-of-0003"), "reason": "incomplete: 1 data files so far"}]
    assert any("skipped" in x and "shard-0002-of-0003" in x for x in logs)
    written = json.loads((tmp_path / "m" / "tiny.card.json").read_text())
    assert written["training"]["data"][0]["shard"]["manifest_sha256"] == t["data"][0]["shard"]["manifest_sha256"]


def test_bad_shards_are_refused_in_one_line(run, tmp_path, capsys):
    root = tmp_path / "bad"
    shutil.copytree(run / "shards", root)
    npz = sorted((root / "shard-0001-of-0003").glob("*/shard-*.npz"))[0]
    b = bytearray(npz.read_bytes())
    b[-30] ^= 1
    npz.write_bytes(bytes(b))
    assert main(["--data", str(root), "--out", str(tmp_path / "x"), "--steps", "1"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("train: ") and "sha256 differs from its shard's manifest" in err[0]
    for k in range(3):
        mp = root / f"shard-000{k}-of-0003" / "manifest.json"
        mp.write_text(json.dumps(dict(json.loads(mp.read_text()), complete=False)))
    assert main(["--data", str(root), "--out", str(tmp_path / "x"), "--steps", "1"]) == 2
    assert "no complete shards" in capsys.readouterr().err
    assert main(["--data", str(tmp_path / "nothing-*"), "--out", str(tmp_path / "x")]) == 2
    assert "matches nothing" in capsys.readouterr().err
