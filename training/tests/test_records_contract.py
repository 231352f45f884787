"""Contract records (Napoleonics, EPIC: any engine but Ancients) written by `vex play --log`, read
back in Python and replayed into trajectories by their action codes (vexillum/records.py)."""
import json
import subprocess

import numpy as np
import pytest

from vexillum import REPO_ROOT, outcomes, read_records, trajectories
from vexillum.records import is_contract


def vex_play_log(log, *args):
    r = subprocess.run(
        ["node", str(REPO_ROOT / "bin/vex.js"), "play", *args, "--bottom", "random", "--top", "greedy",
         "--quiet", "--log", str(log)],
        cwd=REPO_ROOT, capture_output=True, text=True, timeout=300,
    )
    assert r.returncode == 0, r.stderr


def test_501_record_becomes_a_trajectory(tmp_path, client):
    log = tmp_path / "501.jsonl.gz"
    vex_play_log(log, "501", "--seed", "1")
    recs = read_records(log)
    assert len(recs) == 1 and is_contract(recs[0])
    rec = recs[0]
    assert rec["game"] == "napoleonics" and rec["scenario"]["id"] == "501-sokolnitz-telnitz"
    assert rec["agents"] == ["random", "greedy"] and rec["result"]["reason"] == "terminal"
    [t] = list(trajectories(recs, client=client))
    T = len(t["actions"])
    assert T == rec["decisions"] > 0
    # the acting seats are the record's (chance outcomes left out)
    assert t["seats"].tolist() == [s for s in rec["seats"] if s >= 0]
    assert t["planes"].shape[0] == T and t["planes"].dtype == np.float32
    assert t["globals"].shape[0] == T and t["planes"].ndim == 4
    assert (t["actions"] >= 0).all()
    w = rec["result"]["winner"]
    assert w in (0, 1)
    assert np.array_equal(t["returns"], [1, -1] if w == 0 else [-1, 1])
    assert outcomes(recs).tolist() == [1 if w == 0 else -1]


def test_epic_four_seats_step_limit(tmp_path, client):
    log = tmp_path / "601.jsonl"
    vex_play_log(log, "601", "--seats", "4", "--seed", "2", "--max-steps", "150")
    [rec] = read_records(log)
    assert rec["seatSides"] == [0, 1, 0, 1] and rec["result"]["winner"] is None
    [t] = list(trajectories([rec], client=client))
    assert len(t["actions"]) == rec["decisions"]
    assert set(t["seats"].tolist()) <= {0, 1, 2, 3} and len(set(t["seats"].tolist())) > 1
    assert np.array_equal(t["returns"], np.zeros(4))
    assert outcomes([rec]).tolist() == [0]


def test_a_changed_record_is_refused(tmp_path, client):
    log = tmp_path / "501.jsonl"
    vex_play_log(log, "501", "--seed", "3", "--max-steps", "80")
    [rec] = read_records(log)
    moved = dict(rec, seats=[(s + 1) % 2 if s >= 0 else s for s in rec["seats"]])
    with pytest.raises(ValueError, match=r"action \d+ is recorded for seat"):
        list(trajectories([moved], client=client))
    won = dict(rec, result=dict(rec["result"], winner=0))
    with pytest.raises(ValueError, match="the replay ends with None, the record says 0"):
        list(trajectories([won], client=client))


def test_unknown_format_and_version(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"format": "vex-contract-record", "version": 9}) + "\n")
    with pytest.raises(ValueError, match="line 1: vex-contract-record version 9 is not supported"):
        read_records(bad)
    bad.write_text(json.dumps({"format": "other"}) + "\n")
    with pytest.raises(ValueError, match="line 1: not a game record"):
        read_records(bad)
