"""No peeking (issue 21 defect 5): an observation carries only what its observer may see.

At chance nodes and decisions alike, a seat's observation is unchanged when everything hidden
from it (the opponent's hand) is resampled, while the resampled hand does change; the chance
agent observes only its outcome mask and probabilities; and no request asks for view "all"."""
import numpy as np
import pytest

from vexillum import CHANCE, SEATS, VexEnv


@pytest.fixture
def spy(client):
    """Records the params of every request sent through the shared client."""
    seen = []
    real = client.request

    def request(method, timeout=None, **params):
        seen.append((method, dict(params)))
        return real(method, timeout, **params)

    client.request = request
    yield seen
    client.request = real


def test_observations_hide_the_opponents_hand(client):
    env = VexEnv("akragas", auto_chance=False, client=client)
    env.reset(seed=17)
    rng = np.random.default_rng(17)
    checked = {"chance": 0, "decision": 0}
    changed_hands = 0
    for step in range(400):
        if env.is_terminal():
            break
        kind = "chance" if env.is_chance_node() else "decision"
        if step % 7 == 0 or (kind == "chance" and checked["chance"] < 5):
            for seat in SEATS:
                other = SEATS[1 - SEATS.index(seat)]
                seen = env.observe(seat)
                for seed in (1, 2, 3):
                    twin = env.resample_from_infostate(seat, seed)
                    o = twin.observe(seat)
                    assert np.array_equal(o["planes"], seen["planes"]) and np.array_equal(o["globals"], seen["globals"])
                    assert np.array_equal(o["action_mask"], seen["action_mask"])
                    if sorted(twin.state(other)["hands"][other]) != sorted(env.state(other)["hands"][other]):
                        changed_hands += 1
                    twin.game.close()
            checked[kind] += 1
        if env.agent_selection == CHANCE:
            obs = env.observe(CHANCE)
            assert set(obs) == {"action_mask", "probs"}  # chance sees outcomes, not the board or hands
            outs = env.chance_outcomes()
            env.step(outs[rng.integers(len(outs))][0])
        else:
            env.step(int(rng.choice(env.legal_actions())))
    assert checked["chance"] >= 5 and checked["decision"] >= 5
    assert changed_hands > 0  # the check has teeth: the hidden hand really was resampled
    env.close()


def test_no_request_ever_asks_for_every_hand(client, spy):
    env = VexEnv("akragas", auto_chance=False, client=client, render_mode="ansi")
    env.reset(seed=3)
    rng = np.random.default_rng(3)
    for _ in range(300):
        for agent in env.agents:
            env.observe(agent)
        env.last()
        env.render()
        legal = env.legal_actions()
        env.step(int(rng.choice(legal)) if env.agent_selection != CHANCE else env.chance_outcomes()[0][0])
    views = [(m, p.get("view")) for m, p in spy if m in ("state", "observe", "determinize")]
    assert views and all(v in SEATS for _, v in views), [v for v in views if v[1] not in SEATS][:3]
    env.close()
