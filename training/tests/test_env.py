"""The PettingZoo AEC environment: seeded random games over the policy index, explicit and
sampled chance, the OpenSpiel-style calls, and one test per defect of issue 21 (2 to 7)."""
import numpy as np
import pytest

from vexillum import AGENTS, CHANCE, VexEnv, VexError


@pytest.fixture(scope="module")
def env(client):
    e = VexEnv("001-akragas", client=client)
    yield e
    e.close()


def play_random(env, seed, max_steps=50000):
    """Plays one game with a seeded generator over the action masks; returns the history."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(max_steps):
        if env.is_terminal():
            break
        agent = env.agent_selection
        obs, reward, term, trunc, info = env.last()
        mask = obs["action_mask"]
        legal = env.legal_actions()
        assert sorted(np.flatnonzero(mask).tolist()) == sorted(legal)
        if agent == CHANCE:
            outs = env.chance_outcomes()
            probs = np.array([p for _, p in outs])
            assert abs(probs.sum() - 1.0) < 1e-9
            assert np.allclose(obs["probs"][[i for i, _ in outs]], probs)
            env.step(outs[rng.choice(len(outs), p=probs)][0])
        else:
            assert mask.shape == (env.spec.num_distinct_actions,) and mask.dtype == np.int8
            assert reward == 0.0 and not term and not trunc
            env.step(int(rng.choice(legal)))
    return env.history


def test_reset_gives_a_chance_node_then_a_decision(env):
    env.reset(seed=5)
    assert env.agent_selection == CHANCE and env.agents == ["bottom", "top", "chance"]
    assert env.is_chance_node() and env.current_player() == -1
    assert all(t.startswith("draw:") for t in env.legal_action_texts())
    outcomes = env.client.request("legal", game=env.game.handle)["outcomes"]
    assert dict(zip(env.legal_actions(), env.legal_action_texts())) == {o["index"]: o["text"] for o in outcomes}
    assert [i for i, _ in env.chance_outcomes()] == env.legal_actions()
    while env.is_chance_node():
        env.sample_chance()
    assert env.agent_selection in AGENTS
    assert env.current_player() in (0, 1)
    side = env.agent_selection
    other = "top" if side == "bottom" else "bottom"
    state = env.state(side)
    assert isinstance(state["hands"][side], list) and isinstance(state["hands"][other], int)


@pytest.mark.parametrize("seed", [1, 2])
def test_seeded_random_games_end_with_zero_sum_rewards(env, seed):
    actions = play_random(env, seed)
    assert env.is_terminal() and env.current_player() == -4
    assert all(env.terminations[a] for a in env.agents)
    winner = env.infos["bottom"]["winner"]
    if winner in AGENTS:
        loser = "top" if winner == "bottom" else "bottom"
        assert env.rewards[winner] == 1.0 and env.rewards[loser] == -1.0
        assert env.returns() == [1.0, -1.0] if winner == "bottom" else [-1.0, 1.0]
    assert sum(env.rewards.values()) == 0.0 and env.rewards[CHANCE] == 0.0
    assert any(a.startswith("die:") for a in actions)
    assert env.legal_actions() == [] and env.chance_outcomes() == []


def test_the_same_seed_gives_the_same_game(env):
    assert play_random(env, 11) == play_random(env, 11)
    assert play_random(env, 11) != play_random(env, 12)


def test_step_takes_the_policy_index_of_each_legal_action(env, client):
    """Defect 2: every legal action carries its policy index, and step() takes it."""
    env.reset(seed=8)
    while env.is_chance_node():
        env.sample_chance()
    legal = client.request("legal", game=env.game.handle)["actions"]
    assert [a["index"] for a in legal] == env.legal_actions()
    for a in legal:
        twin = env.clone()
        twin.step(a["index"])
        assert twin.history[-1] == a["text"]
        twin.game.close()
    # think answers a policy index too
    assert env.think("greedy", seed=1) in env.legal_actions()


def test_a_failed_reset_leaves_the_env_unchanged(env):
    """Defect 3: a reset to an unknown scenario used to close the old game first."""
    env.reset(seed=3)
    while env.is_chance_node():
        env.sample_chance()
    legal, history, selected = env.legal_actions(), env.history, env.agent_selection
    with pytest.raises(ValueError, match='unknown scenario "waterloo"'):
        env.reset(seed=4, options={"scenario": "waterloo"})
    assert env.legal_actions() == legal and env.history == history and env.agent_selection == selected
    env.step(legal[0])
    assert len(env.history) == len(history) + 1


def test_no_cached_list_survives_a_dead_engine(client):
    """Defect 3: after the engine dies, calls restart it and rebuild the game from its history."""
    import os
    import signal

    from vexillum import VexClient

    c = VexClient()
    env = VexEnv("akragas", auto_chance=True, client=c)
    try:
        env.reset(seed=6)
        for _ in range(15):
            env.step(env.legal_actions()[0])
        before_obs = env.observe(env.agent_selection)
        history, legal = env.history, env.legal_actions()
        os.kill(c.pid, signal.SIGKILL)
        c._proc.wait()
        assert env.legal_actions() == legal  # asked of a new engine, not a stale cache
        assert c.generation == 1
        assert env.history == history
        after = env.observe(env.agent_selection)
        assert np.array_equal(after["planes"], before_obs["planes"]) and np.array_equal(after["globals"], before_obs["globals"])
        env.step(legal[0])
    finally:
        env.close()
        c.close()


@pytest.mark.parametrize("bad", [1.9, "0", True, np.float32(1.0), [1], np.bool_(True)])
def test_step_rejects_wrong_types(env, bad):
    """Defect 4: step(1.9) used to play action 1; '0' and True were accepted."""
    env.reset(seed=1)
    with pytest.raises(TypeError, match="action must be an integer"):
        env.step(bad)


@pytest.mark.parametrize("bad", ["7", 1.5, True, 2.0])
def test_reset_rejects_wrong_seed_types(env, bad):
    with pytest.raises(TypeError, match="seed must be an integer"):
        env.reset(seed=bad)
    with pytest.raises(ValueError, match="seed must be between"):
        env.reset(seed=-1)
    with pytest.raises(TypeError, match="options must be a dict"):
        env.reset(seed=1, options="scenario")


def test_seeding_follows_gymnasium(client):
    """Defect 4: reset(seed=None) meant seed 0. Now None draws from the env's generator: fresh
    entropy the first time, the sequence of the last integer seed afterwards."""
    a, b = VexEnv("akragas", client=client), VexEnv("akragas", client=client)
    for e in (a, b):
        e.reset(seed=21)
    seeds = []
    for _ in range(3):
        a.reset()
        b.reset()
        assert a.game.seed == b.game.seed
        seeds.append(a.game.seed)
    assert len(set(seeds)) == 3 and 21 not in seeds
    fresh = {VexEnv("akragas", client=client) for _ in range(3)}
    drawn = set()
    for e in fresh:
        e.reset()
        drawn.add(e.game.seed)
        e.close()
    assert len(drawn) == 3 and 0 not in drawn  # random, not seed 0
    a.reset(seed=np.int64(21))  # numpy integers are integers
    assert a.game.seed == 21
    a.close()
    b.close()


def test_end_of_game_acknowledgements(client):
    """Defect 6: a step(None) after every agent acknowledged raised a bare list.remove error."""
    env = VexEnv("akragas", auto_chance=True, max_steps=3, client=client)
    env.reset(seed=1)
    while not env.truncations["bottom"]:
        env.step(env.legal_actions()[0])
    for _ in range(2):
        with pytest.raises(ValueError, match="step\\(None\\) for each agent"):
            env.step(env.legal_actions()[0] if env.legal_actions() else 0)
        env.step(None)
    assert env.agents == []
    with pytest.raises(ValueError, match="every agent has acknowledged it: call reset"):
        env.step(None)
    env.close()


def test_bad_constructor_arguments_fail_at_once(client):
    """Defect 6: VexEnv("nope") constructed and failed later with '"game" must be an integer'."""
    with pytest.raises(ValueError, match='unknown scenario "nope"'):
        VexEnv("nope", client=client)
    with pytest.raises(TypeError, match="scenario must be"):
        VexEnv(5, client=client)
    with pytest.raises(TypeError, match="auto_chance"):
        VexEnv("akragas", auto_chance=1, client=client)
    with pytest.raises(ValueError, match="max_steps"):
        VexEnv("akragas", max_steps=0, client=client)
    with pytest.raises(ValueError, match="render_mode"):
        VexEnv("akragas", render_mode="human", client=client)


def test_max_steps_counts_decisions_and_truncation_ends_chance_too(client):
    """Defect 7: max_steps counted chance steps; after truncation chance_outcomes() still listed
    outcomes while legal_actions() was []."""
    env = VexEnv("akragas", auto_chance=False, max_steps=6, client=client)
    env.reset(seed=2)
    rng = np.random.default_rng(2)
    while not env.truncations["bottom"]:
        if env.agent_selection == CHANCE:
            outs = env.chance_outcomes()
            env.step(outs[rng.integers(len(outs))][0])
        else:
            env.step(int(rng.choice(env.legal_actions())))
    assert env.steps == 6  # decisions only
    assert len(env.history) > 6  # the deal and any dice are not counted
    obs, reward, term, trunc, info = env.last()
    assert trunc and not term and reward == 0.0
    assert env.legal_actions() == [] and env.chance_outcomes() == [] and not env.is_chance_node()
    assert obs["action_mask"].sum() == 0
    assert env.current_player() == -4
    env.close()


def test_undo_save_load_think_and_render(client):
    env = VexEnv("akragas", auto_chance=True, client=client, render_mode="ansi")
    env.reset(seed=8)
    before = env.state("bottom")
    idx = env.think("greedy", seed=1)
    text = dict(zip(env.legal_actions(), env.legal_action_texts()))[idx]
    start = env.history
    env.step(idx)
    after = env.history
    assert after[len(start)] == text  # then any chance outcomes the engine sampled
    undone = [env.undo() for _ in range(len(after) - len(start))]
    assert undone == after[len(start):][::-1]
    assert env.state("bottom") == before and env.history == start
    for _ in range(30):
        env.step(env.think("random", seed=env.steps))
    data = env.save()
    legal, history = env.legal_actions(), env.history
    env.load(data)
    assert env.legal_actions() == legal and env.history == history
    with pytest.raises(ValueError, match="not the policy index of a legal action"):
        env.step(70400 if 70400 not in legal else 0)
    text = env.render()
    assert "turn" in text and "A" in text.splitlines()[-1]
    assert len(text.splitlines()) == 1 + 9 + 1
    assert "hands" not in text
    env.close()


def test_inline_scenario(client):
    import json

    from vexillum import REPO_ROOT

    sc = json.loads((REPO_ROOT / "src/games/ancients/scenarios/015-zama.json").read_text())
    env = VexEnv(sc, auto_chance=True, client=client)
    env.reset(seed=2)
    assert env.game.spec.scenario == "015-zama"
    assert env.agent_selection in AGENTS
    env.close()


def test_game_metadata(env):
    s = env.spec
    assert s.num_players == 2 and s.zero_sum and (s.min_utility, s.max_utility) == (-1.0, 1.0)
    assert s.num_distinct_actions == 70401 and s.num_chance_outcomes == 35
    assert s.planes_shape == (46, 9, 13) and s.globals_size == 148
    assert s.observation_tensor_size == 46 * 9 * 13 + 148
    env.reset(seed=1)
    while env.is_chance_node():
        env.sample_chance()
    t = env.observation_tensor(env.agent_selection)
    assert t.shape == (s.observation_tensor_size,) and t.dtype == np.float32
    assert np.array_equal(env.information_state_tensor(0), env.observation_tensor("bottom"))
    with pytest.raises(ValueError):
        env.observation_tensor(2)
