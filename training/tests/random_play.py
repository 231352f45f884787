"""A whole game of a two-seat env with explicit chance, played by seeded random indices, checking at
every step what every such game must hold (the observation fits its space, the mask equals the legal
list, chance probabilities sum to 1, the seat to act is the current player and the other seat has no
mask). Callers: test_env_napoleonics.py, test_env_bi.py."""
import numpy as np

from vexillum import CHANCE


def play_random_game(env, seed):
    """Resets `env` with `seed` and plays to the end, seat decisions and chance outcomes drawn from a
    generator seeded with `seed`. Returns (every index stepped, (decisions, chances), returns)."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    trail, decisions, chances = [], 0, 0
    for agent in env.agent_iter(env.spec.max_game_length):
        obs, reward, term, trunc, info = env.last()
        if term or trunc:
            env.step(None)
            continue
        assert env.observation_space(agent).contains(obs)
        legal = np.flatnonzero(obs["action_mask"])
        assert sorted(legal.tolist()) == sorted(env.legal_actions())
        if agent == CHANCE:
            assert abs(obs["probs"].sum() - 1.0) < 1e-5
            chances += 1
        else:
            assert env.current_player() == env.spec.seats.index(agent)
            # the other seat has no mask while this one acts
            assert env.observe(env.spec.seats[1 - env.spec.seats.index(agent)])["action_mask"].sum() == 0
            decisions += 1
        a = int(rng.choice(legal))
        trail.append(a)
        env.step(a)
    return trail, (decisions, chances), env.returns()
