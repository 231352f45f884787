"""EPIC Austerlitz (601, in 2, 4 and 8 seats; 6 for the seat names only) and La Grande Austerlitz
(602, in 8 seats) on the real engine through VexEnv (rules digest D.7 seat formats, D.8 La
Grande's corps commanders' hands).

Checked: the agents are the seats the engine names, with their sides and teammates; PettingZoo's
api_test on 4 and 8 seats; only the seat to act has a mask; each seat observes from its own view
(its observation is unchanged when everything it cannot see is resampled by determinize, while a
teammate's observation does change: a teammate's hidden hand never reaches it); and whole games
played to their end with random legal indices give +1 to every seat of the winning side and -1 to
every other seat."""
import numpy as np
import pytest
from pettingzoo.test import api_test

from vexillum import CHANCE, VexEnv
from vexillum.vector import VecEnv

EPIC = "601-epic-austerlitz"
GRANDE = "602-la-grande-austerlitz"
SEATS_4 = ["french-cinc", "allied-cinc", "french-sub", "allied-sub"]
SEATS_6 = ["french-cinc", "allied-cinc", "french-left", "allied-left", "french-right", "allied-right"]
SEATS_8 = ["french-cinc", "allied-cinc", "french-left", "allied-left",
           "french-centre", "allied-centre", "french-right", "allied-right"]
FORMATS = [(EPIC, 2), (EPIC, 4), (EPIC, 8), (GRANDE, 8)]


@pytest.mark.parametrize("scenario,seats,names", [
    (EPIC, 2, ["bottom", "top"]), (EPIC, 4, SEATS_4), (EPIC, 6, SEATS_6), (EPIC, 8, SEATS_8), (GRANDE, 8, SEATS_8)])
def test_agents_are_the_engines_seats_with_their_sides(client, scenario, seats, names):
    env = VexEnv(scenario, seats=seats, client=client)
    s = env.spec
    assert env.possible_agents == names + [CHANCE]
    assert s.seats == tuple(names) and s.num_players == seats
    assert s.seat_sides == tuple(k % 2 for k in range(seats))  # seat = side + 2 * role (D.7)
    assert s.sides == (("bottom", "top") if seats == 2 else ("french", "allied"))
    for seat in names:
        mates = s.teammates(seat)
        assert len(mates) == seats // 2 - 1 and seat not in mates
        assert all(s.side_of(m) == s.side_of(seat) for m in mates)
    assert s.engine == "napoleonics" and s.num_distinct_actions == sum(b["size"] for b in s.policy_blocks)
    assert s.planes_shape == ((48, 11, 26) if scenario == GRANDE else (48, 11, 20))  # the wide EPIC boards
    assert all(env.observation_space(a)["planes"].shape == s.planes_shape for a in names)
    env.close()


def test_seat_formats_the_scenario_does_not_have_are_refused(client):
    with pytest.raises(ValueError, match="La Grande .* plays 2 or 8 seats"):
        VexEnv(GRANDE, seats=4, client=client)
    with pytest.raises(ValueError, match='"seats" must be one of 2, 4, 6, 8, got 3'):
        VexEnv(EPIC, seats=3, client=client)


@pytest.mark.parametrize("scenario,seats,auto_chance", [(EPIC, 4, False), (GRANDE, 8, True)])
def test_pettingzoo_api_test(client, scenario, seats, auto_chance):
    env = VexEnv(scenario, seats=seats, auto_chance=auto_chance, client=client, render_mode="ansi")
    api_test(env, num_cycles=100)
    env.close()


@pytest.mark.parametrize("scenario,seats", FORMATS)
def test_whole_games_reward_every_seat_of_the_winning_side(client, scenario, seats):
    """A game to its end (auto_chance: the engine samples chance), random legal indices, through
    agent_iter / last / step (last(observe=False): the masks are checked in the test below); each
    agent's reward is what last() hands it at the end."""
    env = VexEnv(scenario, seats=seats, auto_chance=True, client=client)
    rng = np.random.default_rng(seats)
    seen_acting, collected = set(), {}
    env.reset(seed=1)
    for agent in env.agent_iter(env.spec.max_game_length):
        _, reward, term, trunc, info = env.last(observe=False)
        if term or trunc:
            assert not trunc and info["winner"] == env.game.winner
            collected[agent] = reward
            env.step(None)
            continue
        assert env.game.to_act == agent
        seen_acting.add(agent)
        env.step(int(rng.choice(env.legal_actions())))
    g = env.game
    assert env.agents == [] and g.terminal and g.winner in env.spec.sides
    win = env.spec.sides.index(g.winner)
    expected = [1.0 if side == win else -1.0 for side in env.spec.seat_sides]
    assert env.returns() == expected
    assert [collected[a] for a in env.spec.seats] == expected  # what each agent was handed
    assert set(g.banners) == set(env.spec.sides)
    assert seen_acting == set(env.spec.seats)  # every seat got to decide
    env.close()


def _walk(env, rng, steps, every, check):
    """Plays `steps` steps of random legal indices (chance drawn by rng), calling check(step) at
    every `every`-th decision node."""
    for step in range(steps):
        if env.is_terminal():
            break
        if step % every == every // 2 and not env.is_chance_node():
            check(step)
        if env.is_chance_node():
            outs = env.chance_outcomes()
            env.step(outs[rng.integers(len(outs))][0])
        else:
            env.step(int(rng.choice(env.legal_actions())))


@pytest.mark.parametrize("scenario,seats", [(EPIC, 4), (EPIC, 8), (GRANDE, 8)])
def test_only_the_seat_to_act_has_a_mask_and_observations_fit_their_spaces(client, scenario, seats):
    env = VexEnv(scenario, seats=seats, client=client)
    env.reset(seed=2)
    acted = set()

    def check(step):
        actor = env.agent_selection
        acted.add(actor)
        for seat in env.spec.seats:
            obs = env.observe(seat)
            assert env.observation_space(seat).contains(obs)
            mask = obs["action_mask"]
            if seat == actor:
                assert sorted(np.flatnonzero(mask).tolist()) == sorted(env.legal_actions())
            else:
                assert mask.sum() == 0, (step, seat, actor)
        assert env.observe(CHANCE)["action_mask"].sum() == 0

    _walk(env, np.random.default_rng(2), 1000, 15, check)
    assert len(acted) >= seats // 2  # several seats were seen acting
    env.close()


@pytest.mark.parametrize("scenario,seats", [(EPIC, 4), (EPIC, 8), (GRANDE, 8)])
def test_a_seat_never_sees_what_its_teammates_or_opponents_hold(client, scenario, seats):
    """resample_from_infostate(seat) redeals everything `seat` cannot see: its own observation must
    not move; a teammate's (whose hand it cannot see: in 4 seats the sub cannot see the CinC's
    Command hand, in 8 seats each seat holds its own Tactician hand, and in La Grande each corps
    commander his own Command hand, D.7 / D.8) and an opponent's observation do move, which shows
    the hidden cards were really redealt."""
    env = VexEnv(scenario, seats=seats, client=client)
    env.reset(seed=3)
    spec = env.spec
    moved = {"teammate": 0, "opponent": 0}

    def check(step):
        seen = {s: env.observe(s) for s in spec.seats}
        for seat in spec.seats:
            for seed in (1, 2):
                twin = env.resample_from_infostate(seat, seed)
                mine = twin.observe(seat)
                for k in ("planes", "globals", "action_mask"):
                    assert np.array_equal(mine[k], seen[seat][k]), (step, seat, k)
                for other in spec.seats:
                    if other != seat:
                        o = twin.observe(other)
                        assert np.array_equal(o["planes"], seen[other]["planes"])  # the board is public
                        kind = "teammate" if other in spec.teammates(seat) else "opponent"
                        moved[kind] += not np.array_equal(o["globals"], seen[other]["globals"])
                twin.game.close()

    _walk(env, np.random.default_rng(3), 500, 60, check)
    assert moved["teammate"] > 0 and moved["opponent"] > 0, moved
    env.close()


def test_load_refuses_a_save_of_another_seat_format_and_changes_nothing(client):
    """A defect found here: load() took any save and kept the env's spec, so a 2-seat save loaded
    into a 4-seat env left agents the engine's game did not have (observe then failed)."""
    two = VexEnv(EPIC, seats=2, auto_chance=True, client=client)
    two.reset(seed=1)
    four = VexEnv(EPIC, seats=4, auto_chance=True, client=client)
    four.reset(seed=1)
    rng = np.random.default_rng(1)
    for _ in range(40):
        two.step(int(rng.choice(two.legal_actions())))
        four.step(int(rng.choice(four.legal_actions())))
    before = (four.agent_selection, four.history, four.observe("french-sub")["globals"].tobytes())
    akragas = VexEnv("akragas", auto_chance=True, client=client)
    akragas.reset(seed=1)
    refusals = [(two.save(), "seats bottom, top.* differ"), (akragas.save(), "board .001-akragas.* another size")]
    for data, why in refusals:
        with pytest.raises(ValueError, match=f"load failed, the env is unchanged: .*{why}"):
            four.load(data)
    assert (four.agent_selection, four.history, four.observe("french-sub")["globals"].tobytes()) == before
    # a save of the env's own format loads, with the engine's seats and the same position
    other = VexEnv(EPIC, seats=4, auto_chance=True, client=client)
    other.reset(seed=9)
    other.load(four.save())
    assert other.game.spec.seats == tuple(SEATS_4) and other.agent_selection == before[0]
    assert other.history == before[1] and other.observe("french-sub")["globals"].tobytes() == before[2]
    for e in (two, four, other, akragas):
        e.close()


def test_vector_env_plays_la_grande_in_eight_seats_as_the_single_env_does(client):
    """Bounded (a whole La Grande game is about 6,000 decisions: too long here for a batch): slot 1
    of VecEnv(2, seed=5, seats=8) is the game VexEnv(auto_chance=True).reset(seed=6) plays, seat to
    act and its observation, step after step; rewards have a column per seat. Rewards at a game's
    end per side are tested on the fixture (test_env_seats.py) and on whole games above."""
    venv = VecEnv(2, GRANDE, seed=5, seats=8)
    env = VexEnv(GRANDE, seats=8, auto_chance=True, client=client)
    try:
        obs = venv.reset()
        env.reset(seed=6)
        rng = np.random.default_rng(6)
        seats_seen = set()
        for _ in range(100):
            seat = env.spec.seats[obs["seats"][1]]
            assert seat == env.agent_selection
            seats_seen.add(seat)
            o = env.observe(seat)
            for k in ("planes", "globals", "action_mask"):
                assert np.array_equal(o[k], obs[k][1]), k
            actions = [int(rng.choice(np.flatnonzero(m))) for m in obs["action_mask"]]
            obs, rewards, dones, infos = venv.step(actions)
            env.step(actions[1])
            assert rewards.shape == (2, 8) and not dones.any()
        assert len(seats_seen) > 2  # corps commanders, not only the CinCs, acted
    finally:
        venv.close()
        env.close()
