"""VecEnv (issue 22 item 5) against the single-game environment on the same seeds: the same
observations, masks, seats and rewards, step by step, through an auto-reset."""
import numpy as np
import pytest

from vexillum import SEATS, VecEnv, VexEnv


def test_vecenv_matches_the_single_game_env(client):
    n, seed, steps = 3, 40, 150
    rng = np.random.default_rng(0)
    with VecEnv(n, "001-akragas", seed=seed, max_steps=100) as venv:
        obs = venv.reset()
        assert obs["planes"].shape == (n, 46, 9, 13) and obs["action_mask"].shape == (n, 70401)
        trace = [[] for _ in range(n)]  # per slot: (obs, action, reward, done, info)
        for _ in range(steps):
            actions = np.array([rng.choice(np.flatnonzero(obs["action_mask"][i])) for i in range(n)])
            nxt, rewards, dones, infos = venv.step(actions)
            for i in range(n):
                trace[i].append(({k: v[i] for k, v in obs.items()}, int(actions[i]), rewards[i], dones[i], infos[i]))
            obs = nxt
    single = VexEnv("001-akragas", auto_chance=True, max_steps=100, client=client)
    resets = 0
    for i in range(n):
        episode = 0
        single.reset(seed=seed + i)
        for o, a, r, done, info in trace[i]:
            seat = single.agent_selection
            mine = single.observe(seat)
            assert SEATS[o["seats"]] == seat
            for k in ("planes", "globals", "action_mask"):
                assert np.array_equal(mine[k], o[k]), (i, k)
            single.step(a)
            if done:
                assert all(single.truncations.values()) or all(single.terminations.values())
                assert np.array_equal(r, [single.rewards["bottom"], single.rewards["top"]])
                assert info["seed"] == seed + i + episode * n and info["decisions"] == 100
                episode += 1
                resets += 1
                single.reset(seed=seed + i + episode * n)
            else:
                assert not r.any()
    assert resets >= n  # every slot went through an auto-reset
    single.close()


def test_vecenv_over_two_engines_and_bad_input():
    with VecEnv(4, "akragas", seed=1, num_engines=2) as venv:
        assert len(venv.clients) == 2 and venv.owner == [0, 0, 1, 1]
        obs = venv.reset()
        with pytest.raises(TypeError, match="4 integers"):
            venv.step(np.zeros(3, np.int64))
        with pytest.raises(TypeError):
            venv.step(np.zeros(4, np.float32))
        with pytest.raises(ValueError, match="not the policy index of a legal action"):
            venv.step(np.full(4, 70400))
        acts = [int(np.flatnonzero(m)[0]) for m in obs["action_mask"]]
        obs2, rewards, dones, infos = venv.step(np.array(acts))
        assert rewards.shape == (4, 2) and dones.shape == (4,) and obs2["seats"].shape == (4,)
    with pytest.raises(ValueError, match="num_engines"):
        VecEnv(2, num_engines=3)
    with pytest.raises(ValueError, match='unknown scenario'):
        VecEnv(2, "waterloo")


def test_vecenv_scores_finished_games_and_resets_them(client):
    n, seed = 2, 70
    rng = np.random.default_rng(1)
    finished = {}
    with VecEnv(n, "001-akragas", seed=seed) as venv:
        obs = venv.reset()
        for _ in range(20000):
            acts = np.array([rng.choice(venv.legal_actions(i)) for i in range(n)])
            obs, rewards, dones, infos = venv.step(acts)
            for i in np.flatnonzero(dones):
                if i not in finished:
                    finished[i] = (rewards[i].copy(), infos[i], {k: v[i].copy() for k, v in obs.items()})
            if len(finished) == n:
                break
    assert len(finished) == n
    single = VexEnv("001-akragas", auto_chance=True, client=client)
    for i, (r, info, first) in finished.items():
        assert not info["truncated"] and info["seed"] == seed + i
        expected = {"bottom": [1, -1], "top": [-1, 1]}.get(info["winner"], [0, 0])
        assert np.array_equal(r, expected)
        # the row after the end is the next game's first observation (seed + i + n)
        single.reset(seed=seed + i + n)
        mine = single.observe(single.agent_selection)
        assert SEATS[first["seats"]] == single.agent_selection
        assert all(np.array_equal(mine[k], first[k]) for k in ("planes", "globals", "action_mask"))
    single.close()
