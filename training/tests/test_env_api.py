"""Conformance: PettingZoo's own api_test and seed_test on the AEC environment (chance explicit
and sampled), and Gymnasium's check_env on the single-agent wrapper. The packages come from the
virtual environment that scripts/run-pytest.mjs makes; a missing package fails, never skips."""
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

from vexillum import VexEnv, VexGymEnv


@pytest.mark.parametrize("auto_chance", [False, True])
def test_pettingzoo_api_test(client, auto_chance):
    env = VexEnv("001-akragas", auto_chance=auto_chance, client=client, render_mode="ansi")
    api_test(env, num_cycles=300)
    env.close()


def test_pettingzoo_api_test_through_the_end_of_a_game(client):
    # short games: max_steps truncates, so api_test also walks the end-of-game acknowledgements
    env = VexEnv("001-akragas", auto_chance=False, max_steps=40, client=client)
    api_test(env, num_cycles=200)
    # the same loop api_test's play test runs does reach the end within those cycles
    env.reset(seed=0)
    for n, agent in enumerate(env.agent_iter(3 * 200)):
        obs, _, term, trunc, _ = env.last()
        env.step(None if term or trunc else env.action_space(agent).sample(obs["action_mask"]))
    assert env.agents == []
    env.close()


def test_pettingzoo_seed_test(client):
    seed_test(lambda: VexEnv("001-akragas", auto_chance=False, client=client), num_cycles=30)


def test_gymnasium_check_env(client):
    env = VexGymEnv("001-akragas", seat="bottom", opponent="random", client=client, render_mode="ansi")
    check_env(env, skip_render_check=False)
    env.close()


def test_gym_wrapper_plays_a_game_and_scores_it(client):
    env = VexGymEnv("001-akragas", seat="top", opponent="greedy", client=client)
    obs, info = env.reset(seed=4)
    assert env.observation_space.contains(obs)
    rng = np.random.default_rng(4)
    total, done, n = 0.0, False, 0
    while not done:
        legal = np.flatnonzero(obs["action_mask"])
        obs, reward, terminated, truncated, info = env.step(int(rng.choice(legal)))
        assert env.observation_space.contains(obs)
        total += reward
        done = terminated or truncated
        n += 1
    assert info["winner"] in ("bottom", "top", "draw")
    assert total == {"top": 1.0, "bottom": -1.0, "draw": 0.0}[info["winner"]]
    obs, _ = env.reset(seed=5)
    _, reward, terminated, _, info = env.step(70400 if not obs["action_mask"][70400] else 0)
    assert terminated and reward == -1.0 and info["illegal_action"]
    env.close()


def test_gymnasium_make_and_pettingzoo_module_functions(client):
    import gymnasium as gym

    import vexillum.env
    import vexillum.gym_env  # noqa: F401  (registers vexillum/Ancients-v0)

    g = gym.make("vexillum/Ancients-v0", seat="bottom", opponent="random", client=client)
    obs, info = g.reset(seed=3)
    assert g.observation_space.contains(obs)
    obs, reward, terminated, truncated, info = g.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert g.observation_space.contains(obs) and reward == 0.0
    g.close()
    e = vexillum.env.env(scenario="akragas", client=client)
    e.reset(seed=1)
    assert e.agent_selection == "chance"
    e.close()
