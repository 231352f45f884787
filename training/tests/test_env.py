"""Seeded random games through the PettingZoo-style environment, with explicit chance."""
import numpy as np
import pytest

from vexillum import AGENTS, CHANCE, MAX_ACTIONS, VexEnv


@pytest.fixture(scope="module")
def env(client):
    e = VexEnv("001-akragas", client=client)
    yield e
    e.close()


def play_random(env, seed, max_steps=20000):
    """Plays one game with a seeded numpy generator; returns the action texts."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(max_steps):
        if env.is_terminal():
            break
        if env.agent_selection == CHANCE:
            outs = env.chance_outcomes()
            probs = np.array([p for _, p in outs])
            assert abs(probs.sum() - 1.0) < 1e-9
            env.step(int(rng.choice(len(outs), p=probs)))
        else:
            obs, reward, term, trunc, info = env.last()
            mask = obs["action_mask"]
            legal = env.legal_actions()
            assert mask.shape == (MAX_ACTIONS,) and mask.dtype == np.int8
            assert mask.sum() == len(legal) and mask[: len(legal)].all()
            assert reward == 0.0 and not term and not trunc
            env.step(int(rng.choice(np.flatnonzero(mask))))
    return list(env.history)


def test_reset_gives_a_chance_node_then_a_decision(env):
    env.reset(seed=5)
    assert env.agent_selection == CHANCE
    assert env.is_chance_node() and env.current_player() == -1
    assert all(t.startswith("draw:") for t in env.legal_action_texts())
    while env.is_chance_node():
        env.sample_chance()
    assert env.agent_selection in AGENTS
    assert env.current_player() in (0, 1)
    obs, *_ = env.last()
    side = env.agent_selection
    other = "top" if side == "bottom" else "bottom"
    assert isinstance(obs["observation"]["hands"][side], list)
    assert isinstance(obs["observation"]["hands"][other], int)  # hidden from this side


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_seeded_random_games_end_with_zero_sum_rewards(env, seed):
    actions = play_random(env, seed)
    assert env.is_terminal()
    assert all(env.terminations[a] for a in AGENTS)
    winner = env.infos["bottom"]["winner"]
    if winner in AGENTS:
        loser = "top" if winner == "bottom" else "bottom"
        assert env.rewards[winner] == 1.0 and env.rewards[loser] == -1.0
    assert sum(env.rewards.values()) == 0.0
    assert any(a.startswith("die:") for a in actions)
    assert env.legal_actions() == []


def test_the_same_seed_gives_the_same_game(env):
    assert play_random(env, 11) == play_random(env, 11)
    assert play_random(env, 11) != play_random(env, 12)


def test_agent_iter_loop_with_auto_chance(client):
    env = VexEnv("akragas", auto_chance=True, client=client)
    env.reset(seed=4)
    rng = np.random.default_rng(4)
    seen = set()
    for agent in env.agent_iter(max_iter=50000):
        obs, reward, term, trunc, info = env.last()
        seen.add(agent)
        assert agent in AGENTS  # chance is sampled by the engine
        if term or trunc:
            env.step(None)
        else:
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert env.agents == []
    assert seen == set(AGENTS)
    assert sum(env._cumulative_rewards.values()) == 0.0


def test_truncation(client):
    env = VexEnv("akragas", auto_chance=True, max_steps=40, client=client)
    env.reset(seed=1)
    while not env.truncations["bottom"]:
        env.step(0)
    obs, reward, term, trunc, info = env.last()
    assert trunc and not term and reward == 0.0
    assert obs["action_mask"].sum() == 0


def test_undo_save_load_and_think(env):
    env.reset(seed=8)
    while env.is_chance_node():
        env.sample_chance()
    before = env.state()
    idx = env.think("greedy", seed=1)
    assert idx in env.legal_actions()
    env.step(idx)
    assert env.undo() == env.legal_action_texts()[idx]
    assert env.state() == before
    for _ in range(30):
        if env.is_chance_node():
            env.sample_chance()
        else:
            env.step(env.think("random", seed=env.steps))
    data = env.save()
    texts = env.legal_action_texts()
    history = list(env.history)
    env.load(data)
    assert env.legal_action_texts() == texts
    assert env.history == history
    with pytest.raises(ValueError, match="index into the legal list"):
        env.step(len(texts) + 5)


def test_inline_scenario(client):
    import json
    from vexillum import REPO_ROOT

    sc = json.loads((REPO_ROOT / "src/games/ancients/scenarios/015-zama.json").read_text())
    env = VexEnv(sc, auto_chance=True, client=client)
    env.reset(seed=2)
    assert env.scenario_info["id"] == "015-zama"
    assert env.agent_selection in AGENTS
