"""The protocol client: hello, requests, errors that leave the session usable, raw lines, the
engine command, timeouts on a fake engine that stops answering, and an interrupt mid-request."""
import os
import signal
import threading
import time

import numpy as np
import pytest

from vexillum import REPO_ROOT, VexClient, VexError, VexTimeout, engine_command
from vexillum.game import decode_f32, decode_sparse


def test_hello(client):
    assert client.info["engine"] == "vexillum"
    assert client.info["protocol"] == 1
    for m in ("think", "step", "steps", "spec", "clone", "determinize"):
        assert m in client.info["methods"]


def test_errors_do_not_end_the_session(client):
    with pytest.raises(VexError, match="unknown method"):
        client.request("fly")
    with pytest.raises(VexError, match='unknown scenario "waterloo"'):
        client.request("new", scenario="waterloo")
    reply = client.send_raw("{not json")
    assert reply["id"] is None and "malformed JSON" in reply["error"]
    reply = client.send_raw("x" * (1 << 20))
    assert "malformed JSON" in reply["error"]
    g = client.request("new", scenario="akragas", seed=3)["game"]
    with pytest.raises(VexError, match="illegal action"):
        client.request("apply", game=g, action="end-moves")
    assert client.request("hello")["engine"] == "vexillum"


def test_queries_and_dense_observation(client):
    g = client.request("new", scenario="akragas", seed=1)["game"]
    state = client.request("state", game=g)
    unit = state["units"][0]["hex"]
    assert client.request("reach", game=g, hex=unit)["hexes"]
    assert client.request("targets", game=g, hex=unit)["targets"] == []
    assert client.request("los", game=g, **{"from": "E3", "to": "F3"})["visible"] is True
    obs = client.request("observe", game=g, view="bottom")
    planes = decode_f32(obs["planes"]["data"], tuple(obs["planes"]["shape"]))
    assert planes.shape == (46, 9, 13)
    assert planes[37].sum() == 13 * 5 + 12 * 4  # the on-board plane marks every hex
    with pytest.raises(VexError, match="view"):
        client.request("observe", game=g, view="nobody")


def test_step_sends_the_same_tensor_as_observe_sparse(client):
    g = client.request("new", scenario="akragas", seed=2)["game"]
    r = client.request("step", game=g, chance="sample")
    assert r["toAct"] in ("bottom", "top") and r["obs"]["view"] == r["toAct"]
    dense = client.request("observe", game=g, view=r["toAct"])
    assert np.array_equal(decode_sparse(r["obs"]["planes"]), decode_f32(dense["planes"]["data"], (46, 9, 13)))
    assert np.array_equal(decode_sparse(r["obs"]["globals"]), decode_f32(dense["globals"]["data"], (148,)))
    # each legal action carries its policy index, the same the observe mask lists
    legal = client.request("legal", game=g)
    assert sorted(a["index"] for a in legal["actions"]) == dense["mask"]["legal"]
    assert [a["index"] for a in legal["actions"]] == r["legal"]["indices"]


def test_engine_command_resolution(tmp_path, monkeypatch):
    monkeypatch.delenv("VEX_SERVE_CMD", raising=False)
    assert engine_command()[-2:] == ["serve", "--quiet"]
    assert engine_command(str(REPO_ROOT))[1] == str(REPO_ROOT / "bin" / "vex.js")
    with pytest.raises(VexError, match="does not exist"):
        engine_command(str(tmp_path / "no-vex"))
    with pytest.raises(TypeError):
        engine_command(5)
    monkeypatch.setenv("VEX_SERVE_CMD", "vex serve")
    assert engine_command() == ["vex", "serve"]


def test_a_bad_command_is_a_clear_error():
    with pytest.raises(VexError, match="cannot start the engine"):
        VexClient(command=["/nonexistent/vex-binary"])
    with pytest.raises(TypeError, match="timeout"):
        VexClient(timeout="5")


def test_every_call_has_a_timeout(fake_engine):
    c = VexClient(command=fake_engine("--mute"), timeout=1.0)
    try:
        t = time.monotonic()
        with pytest.raises(VexTimeout, match="did not answer"):
            c.request("scenarios")
        assert time.monotonic() - t < 30
        # the owed reply never comes: the next call restarts the engine, which is mute again
        with pytest.raises(VexTimeout):
            c.request("scenarios")
        assert c.generation == 1
    finally:
        c.close()


def test_a_stalled_engine_is_restarted_and_the_client_goes_on(fake_engine, tmp_path):
    c = VexClient(command=fake_engine("--stall", "legal", "--once", str(tmp_path / "stalled")), timeout=1.0)
    try:
        g = c.request("new", scenario="akragas", seed=1)["game"]
        with pytest.raises(VexTimeout):
            c.request("legal", game=g)
        pid = c.pid
        assert c.request("hello")["engine"] == "vexillum"  # drained in vain, restarted
        assert c.generation == 1 and c.pid != pid
        g = c.request("new", scenario="akragas", seed=1)["game"]
        assert c.request("legal", game=g)["chance"] is True
    finally:
        c.close()


def interrupt_after(seconds):
    """Sends SIGINT to this process after `seconds` (Python raises KeyboardInterrupt in the main thread)."""
    t = threading.Timer(seconds, lambda: os.kill(os.getpid(), signal.SIGINT))
    t.start()
    return t


def test_an_interrupted_request_leaves_the_client_in_step(fake_engine):
    """Issue 21 defect 1: a KeyboardInterrupt during `think` used to leave every later call failing
    with 'protocol out of step: reply id 26 for request 27'."""
    c = VexClient(command=fake_engine("--delay", "think=1.0"), timeout=20)
    try:
        g = c.request("new", scenario="akragas", seed=1)["game"]
        c.request("step", game=g, chance="sample")
        rid = c.next_id
        interrupt_after(0.3)
        with pytest.raises(KeyboardInterrupt):
            c.request("think", game=g, agent="greedy")
        # the reply of the interrupted request is read first and kept; the next call is in step
        assert c.request("hello")["engine"] == "vexillum"
        assert c.generation == 0
        assert "result" in c.late_replies[rid] and c.late_replies[rid]["id"] == rid
        assert c.request("legal", game=g)["toAct"] in ("bottom", "top")
    finally:
        c.close()


def test_begin_and_finish_in_order(client):
    g = client.request("new", scenario="akragas", seed=4)["game"]
    t = client.begin("legal", game=g)
    assert client.finish(t)["chance"] is True
    t1 = client.begin("hello")
    with pytest.raises(VexError, match="not the next reply"):
        client.finish((t1[0] + 1, t1[1]))
    assert client.finish(t1)["engine"] == "vexillum"
