"""Issue 21 defect 1 at the environment level: an interrupt in the middle of a `step`, and an
engine that stops answering. Python must end up recording exactly what the engine did."""
import os
import signal
import threading

import numpy as np
import pytest

from vexillum import VexClient, VexEnv, VexTimeout


def interrupt_after(seconds):
    t = threading.Timer(seconds, lambda: os.kill(os.getpid(), signal.SIGINT))
    t.start()
    return t


def engine_moves(env):
    return env.client.request("state", game=env.game.handle, view="bottom", log=True)["log"]


def test_an_interrupted_step_is_recorded_as_the_engine_applied_it(fake_engine):
    """Before: 'a failed step was applied on the server (11 -> 12 moves while Python records 11)'."""
    c = VexClient(command=fake_engine("--delay", "step=1.0"), timeout=30)
    env = VexEnv("akragas", auto_chance=True, client=c)
    try:
        env.reset(seed=9)
        for _ in range(3):
            env.step(env.legal_actions()[0])
        before = env.history
        action = env.legal_actions()[0]
        interrupt_after(0.3)
        with pytest.raises(KeyboardInterrupt):
            env.step(action)
        # the engine did apply it; Python catches up from the late reply on the next call
        after = env.history
        assert len(after) > len(before) and after == engine_moves(env)
        assert env.steps == 4
        assert c.generation == 0  # drained, not restarted
        env.step(env.legal_actions()[0])
        assert env.history == engine_moves(env)
    finally:
        env.close()
        c.close()


def test_an_interrupted_think_leaves_the_env_usable(fake_engine):
    c = VexClient(command=fake_engine("--delay", "think=1.0"), timeout=30)
    env = VexEnv("akragas", auto_chance=True, client=c)
    try:
        env.reset(seed=2)
        interrupt_after(0.3)
        with pytest.raises(KeyboardInterrupt):
            env.think("greedy")
        idx = env.legal_actions()[0]
        env.step(idx)
        assert env.history == engine_moves(env)
    finally:
        env.close()
        c.close()


def test_a_stalled_engine_is_restarted_and_the_game_rebuilt(fake_engine, tmp_path):
    c = VexClient(command=fake_engine("--stall", "step", "--once", str(tmp_path / "stalled")), timeout=1.5)
    # the stall is armed for the first `step` after this file is removed
    (tmp_path / "stalled").touch()
    env = VexEnv("akragas", auto_chance=True, client=c)
    try:
        env.reset(seed=12)
        for _ in range(10):
            env.step(env.legal_actions()[0])
        seen = env.observe(env.agent_selection)
        history, legal = env.history, env.legal_actions()
        (tmp_path / "stalled").unlink()
        with pytest.raises(VexTimeout):
            env.step(legal[0])
        # next call: the owed reply never comes, the engine is restarted, the game replayed
        assert env.legal_actions() == legal
        assert c.generation == 1
        assert env.history == history == engine_moves(env)
        again = env.observe(env.agent_selection)
        assert np.array_equal(again["planes"], seen["planes"]) and np.array_equal(again["globals"], seen["globals"])
        env.step(legal[0])
        assert env.steps == 11
    finally:
        env.close()
        c.close()


def test_a_record_out_of_step_is_an_error_not_a_silent_desync(client):
    """If an interrupt fell between reading a reply and recording it, the next call says so."""
    from vexillum import VexError

    env = VexEnv("akragas", auto_chance=True, client=client)
    env.reset(seed=4)
    g = env.game
    # the engine moves on while Python's record does not (as if the recording was cut short)
    client.request("step", game=g.handle, index=env.legal_actions()[0], chance="sample")
    g._inflight = (client.next_id - 1, client.generation, lambda r: None)
    with pytest.raises(VexError, match="Python recorded .* the engine has .*: reset"):
        env.legal_actions()
    env.reset(seed=4)
    assert env.history == engine_moves(env)
    env.close()
