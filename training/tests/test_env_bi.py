"""Blood & Iron through the same package (issue 23): VexEnv("froeschweiler") and VexGymEnv size
their spaces from the engine's encoding; PettingZoo's api_test and Gymnasium's check_env pass on
them; the policy index and chance index drive a whole game; and no peeking: a seat's observation
does not change when only the opponent's unrevealed chits change (resample_from_infostate), while
the chits themselves do."""
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

from random_play import play_random_game
from vexillum import CHANCE, VexEnv, VexGymEnv


def test_spaces_are_sized_from_the_engine(client):
    env = VexEnv("froeschweiler", client=client)
    s = env.spec
    assert (s.engine, s.seats, s.num_players) == ("blood-and-iron", ("prussian", "french"), 2)
    assert env.possible_agents == ["prussian", "french", CHANCE]
    assert s.planes_shape == (12, 14, 20) and s.globals_size == 14
    assert s.num_distinct_actions == sum(b["size"] for b in s.policy_blocks) > 1000
    assert s.num_chance_outcomes == 16  # d10 faces, then chit types T1..T6
    assert isinstance(s.max_game_length, int) and s.max_game_length > 0
    assert env.action_space("french").n == s.num_distinct_actions
    assert env.observation_space("prussian")["planes"].shape == (12, 14, 20)
    assert env.metadata["name"] == "vexillum_blood_and_iron_v1"
    # another engine's scenario on this env's spaces is refused, and changes nothing
    env.reset(seed=1)
    with pytest.raises(ValueError, match="the env is unchanged"):
        env.reset(seed=1, options={"scenario": "akragas"})
    assert env.game.spec.engine == "blood-and-iron"
    env.close()


@pytest.mark.parametrize("auto_chance", [False, True])
def test_pettingzoo_api_test(client, auto_chance):
    env = VexEnv("froeschweiler", auto_chance=auto_chance, client=client, render_mode="ansi")
    api_test(env, num_cycles=200)
    assert "to act" in env.render()
    env.close()


def test_gymnasium_check_env(client):
    env = VexGymEnv("froeschweiler", seat="french", opponent="random", client=client, render_mode="ansi")
    check_env(env, skip_render_check=False)
    env.close()


def test_a_whole_game_by_policy_and_chance_indices(client):
    env = VexEnv("sedan-floing", auto_chance=False, client=client)
    _trail, (decisions, chances), _ret = play_random_game(env, 3)
    assert env.agents == [] and decisions > 50 and chances > 10
    assert env.returns() in ([1.0, -1.0], [-1.0, 1.0], [0.0, 0.0])
    env.close()


def _secret_position(env, rng):
    """Plays until a French unit holds a drawn chit the Prussian has not seen."""
    def secret():
        return [u["id"] for u in env.state("french")["units"] if u["chit"] is not None and not u["revealed"]]
    for _ in range(4000):
        if secret() and not env.is_chance_node():
            return secret()
        if env.is_chance_node():
            outs = env.chance_outcomes()
            env.step(outs[rng.integers(len(outs))][0])
        else:
            env.step(int(rng.choice(env.legal_actions())))
    raise AssertionError("no unrevealed French chit in 4000 steps")


def test_no_peek_the_prussian_view_ignores_unrevealed_french_chits(client):
    env = VexEnv("froeschweiler", auto_chance=False, client=client)
    env.reset(seed=5)
    rng = np.random.default_rng(5)
    changed, checked = 0, 0
    for _ in range(3):
        hidden = _secret_position(env, rng)
        seen = env.observe("prussian")
        chits = {u["id"]: u["chit"] for u in env.state("french")["units"]}
        for seed in (1, 2, 3, 4):
            twin = env.resample_from_infostate("prussian", seed)
            o = twin.observe("prussian")
            assert np.array_equal(o["planes"], seen["planes"]) and np.array_equal(o["globals"], seen["globals"])
            assert np.array_equal(o["action_mask"], seen["action_mask"])
            now = {u["id"]: u["chit"] for u in twin.state("french")["units"]}
            # only unrevealed French chits may differ
            assert all(now[k] == v for k, v in chits.items() if k not in hidden)
            changed += any(now[k] != chits[k] for k in hidden)
            twin.game.close()
            checked += 1
        for _ in range(40):  # move on to another position
            if env.is_terminal():
                break
            env.step(int(rng.choice(env.legal_actions())) if not env.is_chance_node() else env.chance_outcomes()[0][0])
    assert checked == 12 and changed > 0  # the check has teeth: the hidden chits really were resampled
    env.close()
