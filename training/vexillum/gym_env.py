"""A Gymnasium single-agent environment: one seat of a Vexillum game against a fixed opponent.

    env = VexGymEnv("001-akragas", seat="bottom", opponent="random")
    env = VexGymEnv("froeschweiler", seat="french", opponent="greedy")   # Blood & Iron
    env = VexGymEnv("501-sokolnitz-telnitz", seat="top")                 # Napoleonics
    (seat defaults to the game's first seat: "bottom" in Ancients and Napoleonics, "prussian" in
    Blood & Iron; one seat a side only: EPIC's 4-8 seats are VexEnv's and VecEnv's)
    obs, info = env.reset(seed=1)        # obs: {"planes", "globals", "action_mask"} (spaces.py)
    obs, reward, terminated, truncated, info = env.step(policy_index)

Chance is sampled inside by the engine (seeded by the game seed). The opponent is "random"
(uniform over its legal actions, drawn from the env's np_random), an engine agent spec played by
`think` ("greedy", "mcts:sims=200", ...), or a callable (obs dict -> policy index).
Reward: +1 win, -1 loss, 0 draw, at the end only. An action that is not legal for the seat ends
the episode as a loss (reward -1, info["illegal_action"] = True), as PettingZoo's
TerminateIllegalWrapper does, so any sample of the Discrete action space is a valid call; pass
illegal_action="raise" for a ValueError instead. Seeding follows Gymnasium: reset(seed=s) seeds
np_random and plays game seed s; reset() draws the game seed from np_random.
Callers: researchers, tests (Gymnasium's check_env).
"""
from __future__ import annotations

from typing import Any, Callable, Optional, Union

import gymnasium as gym
import numpy as np

from .client import VexClient
from .game import SEED_LIMIT, VexGame, check_int, check_seed
from .render import render_text
from .session import EngineSession
from .spaces import seat_action_space, seat_observation_space


class VexGymEnv(EngineSession, gym.Env):
    metadata = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(
        self,
        scenario: Union[str, dict] = "001-akragas",
        seat: Optional[str] = None,
        opponent: Union[str, Callable[[dict], int]] = "random",
        max_steps: Optional[int] = None,
        illegal_action: str = "terminate",
        render_mode: Optional[str] = None,
        client: Optional[VexClient] = None,
        engine: Optional[str] = None,
    ):
        if not isinstance(scenario, (str, dict)):
            raise TypeError(f"scenario must be a str or a dict, got {type(scenario).__name__}")
        if not (isinstance(opponent, str) or callable(opponent)):
            raise TypeError("opponent must be an engine agent spec (str) or a callable obs -> policy index")
        if illegal_action not in ("terminate", "raise"):
            raise ValueError(f'illegal_action must be "terminate" or "raise", got {illegal_action!r}')
        if max_steps is not None and check_int("max_steps", max_steps) <= 0:
            raise ValueError(f"max_steps must be positive, got {max_steps}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f'render_mode must be None or "ansi", got {render_mode!r}')
        self.scenario, self.opponent = scenario, opponent
        self.max_steps, self.illegal_action, self.render_mode = max_steps, illegal_action, render_mode
        self._open_client(client, engine)
        self.spec_game = self._probe_spec(scenario)
        seats = self.spec_game.seats
        if seat is None:
            seat = seats[0]
        if seat not in seats:
            self._release_client()
            raise ValueError(f"seat must be {' or '.join(repr(x) for x in seats)}, got {seat!r}")
        self.seat = seat
        self.other = seats[1 - seats.index(seat)]
        self.observation_space = seat_observation_space(self.spec_game)
        self.action_space = seat_action_space(self.spec_game)
        self.game: Optional[VexGame] = None
        self._steps = 0

    def reset(self, *, seed: Optional[int] = None, options: Optional[dict] = None):
        if seed is not None:
            seed = check_seed(seed)
        if options is not None and not isinstance(options, dict):
            raise TypeError(f"options must be a dict or None, got {type(options).__name__}")
        super().reset(seed=seed)
        game_seed = seed if seed is not None else int(self.np_random.integers(SEED_LIMIT))
        game = VexGame.new(self.client, self.scenario, game_seed, sample_chance=True)
        if self.game is not None:
            self.game.close()
        self.game = game
        self._steps = 0
        self._play_opponent()
        return self._obs(), self._info()

    def step(self, action: Any):
        if self.game is None:
            raise ValueError("call reset() before step()")
        g = self.game
        index = check_int("action", action)
        if g.terminal:
            raise ValueError("the episode is over: call reset()")
        if index not in g.legal_set:
            if self.illegal_action == "raise":
                raise ValueError(f"{index} is not the policy index of a legal action for {self.seat}")
            return self._obs(), -1.0, True, False, {**self._info(), "illegal_action": True}
        g.advance(index, sample_chance=True)
        self._steps += 1
        self._play_opponent()
        terminated = g.terminal
        truncated = not terminated and self.max_steps is not None and self._steps >= self.max_steps
        reward = float(g.returns()[self.spec_game.seats.index(self.seat)]) if terminated else 0.0
        return self._obs(), reward, terminated, truncated, self._info()

    def render(self) -> Optional[str]:
        if self.render_mode is None or self.game is None:
            return None
        return render_text(self.game.state_json(self.seat), self.spec_game)

    # ---- internals -----------------------------------------------------------------------------

    def _obs(self) -> dict:
        g = self.game
        planes, globals_ = g.observation(self.seat)
        mask = np.zeros(self.spec_game.num_distinct_actions, np.int8)
        if not g.terminal and g.to_act == self.seat:
            mask[g.legal_indices] = 1
        return {"planes": planes, "globals": globals_, "action_mask": mask}

    def _info(self) -> dict:
        g = self.game
        return {"winner": g.winner, "moves": g.moves, "to_act": g.to_act}

    def _play_opponent(self) -> None:
        g = self.game
        while not g.terminal and g.to_act == self.other:
            if callable(self.opponent):
                planes, globals_ = g.observation(self.other)
                mask = np.zeros(self.spec_game.num_distinct_actions, np.int8)
                mask[g.legal_indices] = 1
                index = check_int("opponent action", self.opponent({"planes": planes, "globals": globals_, "action_mask": mask}))
            elif self.opponent == "random":
                index = int(g.legal_indices[self.np_random.integers(len(g.legal_indices))])
            else:
                code = self.client.request("think", game=g.handle, agent=self.opponent,
                                           seed=int(self.np_random.integers(SEED_LIMIT)))["action"]["code"]
                index = int(g.legal_indices[g.legal_codes.index(code)])
            g.advance(index, sample_chance=True)


# gymnasium.make("vexillum/Ancients-v0", scenario=..., seat=..., opponent=...)
if "vexillum/Ancients-v0" not in gym.registry:
    gym.register(id="vexillum/Ancients-v0", entry_point="vexillum.gym_env:VexGymEnv")
