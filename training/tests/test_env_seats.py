"""Several seats a side in the PettingZoo environment (issue 19 part 4): one agent per seat.

The engine here is tests/fixtures/serve-team-game.mjs: `vex serve` with the contract's TEST FIXTURE
"team high card" (tests/fixtures/team-game.ts; 2, 4, 6 or 8 seats, seat = side + 2 * role, one
hidden card per seat, keep or swap) registered. It checks the seats contract alone, with exact
deals (a teammate's card set by hand) and whole batched games in a few steps; the real EPIC and La
Grande games are test_env_epic.py's. Agents are the seat names; each observes from its own view
only (its own card, never a teammate's); the mask is set only for the seat to act; every seat of
the winning side gets +1."""
import sys

import numpy as np
import pytest

from vexillum import CHANCE, REPO_ROOT, VexClient, VexEnv
from vexillum.vector import VecEnv

SCENARIO = "team-high-card"


@pytest.fixture(scope="module")
def team_client():
    node = "node"
    c = VexClient(command=[node, str(REPO_ROOT / "tests" / "fixtures" / "serve-team-game.mjs")])
    yield c
    c.close()


def test_agents_are_the_seats_with_their_sides(team_client):
    env = VexEnv(SCENARIO, seats=4, client=team_client)
    assert env.possible_agents == ["red-lead", "blue-lead", "red-1", "blue-1", CHANCE]
    assert env.spec.num_players == 4
    assert env.spec.seat_sides == (0, 1, 0, 1)
    assert env.spec.sides == ("red", "blue")
    assert env.spec.teammates("blue-lead") == ("blue-1",)
    assert VexEnv(SCENARIO, seats=8, client=team_client).spec.num_players == 8
    with pytest.raises(ValueError, match='"seats" must be one of 2, 4, 6, 8, got 3'):
        VexEnv(SCENARIO, seats=3, client=team_client)


def _deal(env, cards):
    """Applies the chance outcomes that deal `cards` (chance index = card - 1)."""
    for c in cards:
        assert env.agent_selection == CHANCE
        env.step(c - 1)


def test_each_seat_acts_in_turn_and_sees_only_its_own_card(team_client):
    env = VexEnv(SCENARIO, seats=4, client=team_client)
    env.reset(seed=3)
    _deal(env, [3, 4, 5, 6])
    for k, seat in enumerate(["red-lead", "blue-lead", "red-1", "blue-1"]):
        assert env.agent_selection == seat
        for other in env.possible_agents[:4]:
            o = env.observe(other)
            # the one-hot plane of a seat's own card, whoever is to act
            assert o["planes"].reshape(-1).tolist() == [1.0 if v == [3, 4, 5, 6][env.possible_agents.index(other)] else 0.0 for v in range(1, 7)]
            assert o["action_mask"].sum() == (2 if other == seat else 0)
        env.step(0)  # keep (policy index 0)
    assert all(env.terminations.values())
    # red 3 + 5 = 8, blue 4 + 6 = 10: every blue seat wins, every red seat loses
    assert env.rewards == {"red-lead": -1.0, "blue-lead": 1.0, "red-1": -1.0, "blue-1": 1.0, CHANCE: 0.0}
    assert env.infos["red-1"]["winner"] == "blue"
    assert env.infos["red-1"]["banners"] == {"red": 8, "blue": 10}


def test_a_teammates_card_never_reaches_a_seats_observation(team_client):
    env = VexEnv(SCENARIO, seats=4, client=team_client)
    seen = []
    for cards in ([2, 4, 5, 6], [2, 4, 1, 6], [2, 1, 6, 3]):
        env.reset(seed=1)
        _deal(env, cards)
        o = env.observe("red-lead")
        seen.append((o["planes"].tobytes(), o["globals"].tobytes(), o["action_mask"].tobytes()))
    assert seen[0] == seen[1] == seen[2]


def test_auto_chance_games_run_to_the_end_with_side_rewards(team_client):
    env = VexEnv(SCENARIO, seats=6, auto_chance=True, client=team_client)
    rng = np.random.default_rng(0)
    for seed in range(5):
        env.reset(seed=seed)
        steps = 0
        for agent in env.agent_iter(max_iter=100):
            obs, reward, term, trunc, info = env.last()
            if term or trunc:
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
        assert steps == 6
        ret = env.game.returns()
        sides = np.array(env.spec.seat_sides)
        assert set(ret[sides == 0]) == {ret[0]} and set(ret[sides == 1]) == {-ret[0]} or (ret == 0).all()


def test_vector_env_rewards_every_seat_of_a_side(monkeypatch):
    cmd = "node " + str(REPO_ROOT / "tests" / "fixtures" / "serve-team-game.mjs")
    monkeypatch.setenv("VEX_SERVE_CMD", cmd)
    venv = VecEnv(3, SCENARIO, seed=4, seats=4)
    try:
        obs = venv.reset()
        assert obs["seats"].tolist() == [0, 0, 0]
        finished = 0
        for _ in range(12):
            actions = [int(np.flatnonzero(m)[0]) for m in obs["action_mask"]]  # always keep
            obs, rewards, dones, infos = venv.step(actions)
            assert rewards.shape == (3, 4)
            for i in np.flatnonzero(dones):
                finished += 1
                r = rewards[i]
                assert r[0] == r[2] and r[1] == r[3] and r[0] == -r[1]
                assert infos[i]["winner"] in ("red", "blue", "draw")
        assert finished == 9  # every game is 4 decisions: 12 steps finish 3 games in each slot
    finally:
        venv.close()
