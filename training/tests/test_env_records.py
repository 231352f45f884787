"""Records written by `vex play --log` loaded from Python as trajectories (numpy arrays)."""
import subprocess

import numpy as np

from vexillum import REPO_ROOT, read_records, trajectories


def test_records_become_trajectories(tmp_path, client):
    log = tmp_path / "games.jsonl"
    r = subprocess.run(
        ["node", str(REPO_ROOT / "bin/vex.js"), "play", "--bottom", "greedy", "--top", "random",
         "--games", "2", "--seed", "30", "--quiet", "--log", str(log)],
        cwd=REPO_ROOT, capture_output=True, text=True, timeout=300,
    )
    assert r.returncode == 0, r.stderr
    recs = read_records(log)
    trajs = list(trajectories(recs, client=client))
    assert len(trajs) == 2
    for t, rec in zip(trajs, recs):
        T = len(t["actions"])
        assert T == rec["decisions"] > 0
        assert t["planes"].shape == (T, 46, 9, 13) and t["globals"].shape == (T, 148)
        assert t["seats"].shape == (T,) and set(t["seats"].tolist()) == {0, 1}
        assert (t["actions"] >= 0).all() and (t["actions"] < 70401).all()
        w = rec["result"]["winner"]
        expected = {"bottom": [1, -1], "top": [-1, 1]}.get(w, [0, 0])
        assert np.array_equal(t["returns"], expected)
