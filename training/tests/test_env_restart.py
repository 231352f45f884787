"""Issue 21: every game is rebuilt after its engine process dies, not only games opened by `new`:
a game resampled with resample_from_infostate (its parent's origin and history, then the same
determinize) and a loaded game (the save again, then what came after) continue exactly where they
were, for Ancients and Blood & Iron alike. The test kills the engine process mid-game."""
import os
import signal
import time

import numpy as np
import pytest

from vexillum import CHANCE, VexClient, VexEnv


def kill(c: VexClient) -> None:
    os.kill(c.pid, signal.SIGKILL)
    deadline = time.time() + 10
    while c.alive() and time.time() < deadline:
        time.sleep(0.05)
    assert not c.alive()


def play(env: VexEnv, rng, n: int) -> None:
    for _ in range(n):
        if env.is_terminal():
            return
        if env.agent_selection == CHANCE:
            outs = env.chance_outcomes()
            env.step(outs[rng.integers(len(outs))][0])
        else:
            env.step(int(rng.choice(env.legal_actions())))


def snapshot(env: VexEnv) -> tuple:
    seat = env.spec.seats[0]
    o = env.observe(seat)
    state = {k: v for k, v in env.state(seat).items() if k != "game"}  # the handle changes with the process
    return env.legal_actions(), env.history, state, o["planes"].copy(), o["globals"].copy(), env.agent_selection


@pytest.mark.parametrize("scenario", ["akragas", "froeschweiler"])
def test_the_engine_killed_mid_game_new_resampled_and_loaded_games_continue(scenario):
    c = VexClient(timeout=60)
    rng = np.random.default_rng(21)
    try:
        env = VexEnv(scenario, auto_chance=True, client=c)
        env.reset(seed=21)
        play(env, rng, 25)
        twin = env.resample_from_infostate(env.spec.seats[0], 7)
        play(twin, rng, 6)  # the resampled game moves on, then is rebuilt from parent + determinize + these
        loaded = VexEnv(scenario, auto_chance=True, client=c)
        loaded.reset(seed=2)
        loaded.load(env.save())
        play(loaded, rng, 6)
        envs = [env, twin, loaded]
        before = [snapshot(e) for e in envs]
        kill(c)
        for e, b in zip(envs, before):
            after = snapshot(e)
            assert after[0] == b[0] and after[1] == b[1] and after[2] == b[2] and after[5] == b[5]
            assert np.array_equal(after[3], b[3]) and np.array_equal(after[4], b[4])
        assert c.generation == 1
        for e in envs:
            play(e, rng, 10)
            assert e.history == e.client.request("state", game=e.game.handle, view=e.spec.seats[0], log=True)["log"]
    finally:
        c.close()
