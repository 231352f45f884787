"""Records written by `vex play --log` read back in Python."""
import subprocess
import sys

from vexillum import REPO_ROOT, outcomes, read_records


def test_read_gzip_records(tmp_path):
    log = tmp_path / "games.jsonl.gz"
    r = subprocess.run(
        ["node", str(REPO_ROOT / "bin/vex.js"), "play", "--bottom", "greedy", "--top", "random",
         "--games", "4", "--seed", "10", "--quiet", "--log", str(log)],
        cwd=REPO_ROOT, capture_output=True, text=True, timeout=120,
    )
    assert r.returncode == 0, r.stderr
    recs = read_records(log)
    assert [x["seed"] for x in recs] == [10, 11, 12, 13]
    for rec in recs:
        assert rec["scenario"]["id"] == "001-akragas"
        assert rec["agents"] == {"bottom": "greedy", "top": "random"}
        assert len(rec["actions"]) > rec["decisions"] > 0
    res = outcomes(recs)
    assert res.dtype.name == "int8" and res.shape == (4,)
    assert set(res.tolist()) <= {-1, 0, 1}
