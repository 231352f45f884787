"""Commands & Colors: Napoleonics through the Python package on the real engine: 501 Sokolnitz &
Telnitz and 504 Lannes vs Bagration (Austerlitz, one seat a side). VexEnv and VexGymEnv size their
spaces from the engine's `spec`; PettingZoo's api_test (chance explicit and sampled) and
Gymnasium's check_env pass on them; a seeded game driven by random legal indices is played to its
end and is reproducible (same seed, same trajectory and returns; another seed, another game); and
no peeking: a seat's observation is unchanged when everything hidden from it (the opponent's
Command and Tactician hands) is resampled (`resample_from_infostate`, the protocol's determinize),
while the opponent's own observation, which carries that hand, does change."""
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

from random_play import play_random_game
from vexillum import CHANCE, VexEnv, VexGymEnv

SOKOLNITZ = "501-sokolnitz-telnitz"
LANNES = "504-lannes-vs-bagration"


def _block(spec, name):
    return next(b for b in spec.policy_blocks if b["name"] == name)


@pytest.mark.parametrize("scenario", [SOKOLNITZ, LANNES])
def test_spaces_are_sized_from_the_engine(client, scenario):
    env = VexEnv(scenario, client=client)
    s = env.spec
    assert (s.engine, s.seats, s.sides, s.seat_sides, s.num_players) == ("napoleonics", ("bottom", "top"), ("bottom", "top"), (0, 1), 2)
    assert env.possible_agents == ["bottom", "top", CHANCE]
    assert env.metadata["name"] == "vexillum_napoleonics_v1"
    assert s.planes_shape == (48, 9, 13) and s.globals_size == 377  # the standard 13 x 9 board
    # the policy index is its blocks laid end to end, and nothing else
    blocks = s.policy_blocks
    assert blocks[0]["start"] == 0 and all(a["start"] + a["size"] == b["start"] for a, b in zip(blocks, blocks[1:]))
    assert s.num_distinct_actions == sum(b["size"] for b in blocks) == blocks[-1]["start"] + blocks[-1]["size"]
    # chance: 6 die faces, then the Command card kinds, then the Tactician card kinds
    assert s.num_chance_outcomes == 6 + _block(s, "CARD")["size"] + _block(s, "TACTIC")["size"] == 51
    assert (s.min_utility, s.max_utility, s.zero_sum) == (-1.0, 1.0, True)
    assert env.action_space("top").n == s.num_distinct_actions
    assert env.observation_space("bottom")["planes"].shape == s.planes_shape
    assert env.observation_space("bottom")["globals"].shape == (s.globals_size,)
    assert env.observation_space(CHANCE)["probs"].shape == (s.num_chance_outcomes,)
    # a scenario of another engine on this env's spaces is refused and changes nothing
    env.reset(seed=1)
    with pytest.raises(ValueError, match="the env is unchanged"):
        env.reset(seed=1, options={"scenario": "akragas"})
    assert env.game.spec.scenario == scenario
    # seat formats belong to EPIC: a standard battle refuses seats=4 with the engine's one line
    with pytest.raises(ValueError, match="needs an EPIC scenario"):
        VexEnv(scenario, seats=4, client=client)
    env.close()


@pytest.mark.parametrize("auto_chance", [False, True])
def test_pettingzoo_api_test(client, auto_chance):
    env = VexEnv(SOKOLNITZ, auto_chance=auto_chance, client=client, render_mode="ansi")
    api_test(env, num_cycles=200)
    env.close()


def test_gymnasium_check_env(client):
    env = VexGymEnv(LANNES, seat="top", opponent="random", client=client, render_mode="ansi")
    check_env(env, skip_render_check=False)
    env.close()


def test_a_seeded_game_to_its_end_is_reproducible(client):
    env = VexEnv(SOKOLNITZ, auto_chance=False, client=client)
    trail, (decisions, chances), ret = play_random_game(env, 7)
    assert env.agents == [] and env.game.terminal
    assert decisions > 100 and chances > 20
    assert ret in ([1.0, -1.0], [-1.0, 1.0])  # a Napoleonics battle ends on banners: a winner
    assert env.game.winner in ("bottom", "top") and env.game.banners[env.game.winner] > 0
    assert len(env.game.history) < env.spec.max_game_length
    again = play_random_game(env, 7)
    assert again == (trail, (decisions, chances), ret)
    other = play_random_game(env, 8)
    assert other[0] != trail  # the seed matters: the check can fail
    env.close()


def test_engine_sampled_chance_is_reproducible_by_seed(client):
    env = VexEnv(LANNES, auto_chance=True, client=client)

    def play(seed):
        env.reset(seed=seed)
        rng = np.random.default_rng(0)  # the same decisions generator: only the engine's chance differs
        for _ in range(300):
            if env.is_terminal():
                break
            env.step(int(rng.choice(env.legal_actions())))
        return env.history, env.returns(), env.observe("bottom")["globals"].tobytes()

    first = play(11)
    assert play(11) == first
    assert play(12)[0] != first[0]
    env.close()


def test_no_peek_a_seat_never_sees_the_opponents_hands(client):
    env = VexEnv(SOKOLNITZ, auto_chance=False, client=client)
    env.reset(seed=5)
    rng = np.random.default_rng(5)
    checked = changed = 0
    for step in range(900):
        if env.is_terminal():
            break
        if step % 60 == 30:
            for seat in env.spec.seats:
                other = env.spec.seats[1 - env.spec.seats.index(seat)]
                seen, theirs = env.observe(seat), env.observe(other)
                for seed in (1, 2, 3):
                    twin = env.resample_from_infostate(seat, seed)
                    o = twin.observe(seat)
                    for k in ("planes", "globals", "action_mask"):
                        assert np.array_equal(o[k], seen[k]), (step, seat, k)
                    t = twin.observe(other)
                    assert np.array_equal(t["planes"], theirs["planes"])  # the board is public: not resampled
                    changed += not np.array_equal(t["globals"], theirs["globals"])  # their hand was redealt
                    twin.game.close()
                    checked += 1
        if env.is_chance_node():
            outs = env.chance_outcomes()
            env.step(outs[rng.integers(len(outs))][0])
        else:
            env.step(int(rng.choice(env.legal_actions())))
    assert checked >= 60
    assert changed > checked // 2  # the check has teeth: the hidden hands really were resampled
    env.close()
