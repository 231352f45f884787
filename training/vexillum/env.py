"""The PettingZoo AEC environment over the `vex serve` protocol, with OpenSpiel-style calls.

The game is chosen by its scenario id: an Ancients scenario ("001-akragas", "akragas", an inline
scenario dict) or another engine's ("froeschweiler", "froeschweiler-battle", "sedan-floing" are
Blood & Iron; "501-sokolnitz-telnitz" ... "506-soult-attacks-south", "601-epic-austerlitz",
"602-la-grande-austerlitz" are Napoleonics; `hello` lists every engine's ids). Agents are the
game's seats ("bottom", "top" in Ancients and Napoleonics; "prussian", "french" in Blood & Iron:
`env.spec.seats`), plus "chance" when chance is explicit (auto_chance=False). With several seats a
side (EPIC 601: `seats=4`, 6 or 8; La Grande 602: `seats=8`; seat = side + 2 * role,
`env.spec.seat_sides`, named by the engine: "french-cinc", "allied-cinc", "french-sub", ...)
every seat is its own agent: it observes from its own view only
(its own hand, never a teammate's), its mask is set only when it is the seat to act, and every seat
of the winning side gets +1 at the end. At a dice roll, a card draw or a chit draw the selected agent is
"chance" and its action is a chance index (Ancients: die faces, then card kinds; Blood & Iron: d10
faces, then chit types; Napoleonics: die faces, Command cards, Tactician cards;
`chance_outcomes()` gives (index, probability) pairs). With
auto_chance=True the engine samples chance itself, seeded by reset(seed).

Observations (gymnasium spaces, see spaces.py):
    seat:   {"planes": float32 [C, H, W], "globals": float32 [G],
             "action_mask": int8 [num_distinct_actions]}   (the fixed policy index, ACTION_VERSION)
            sizes from the engine's encoding (`spec`): Ancients C 46, G 148, 70,401 actions;
            Blood & Iron Froeschwiller C 12 over 14x20, G 14, 31,217 actions;
            Napoleonics C 48 over 9x13 (EPIC 11x20, La Grande 11x26), G 377, 170,232 actions
    chance: {"action_mask": int8 [num_chance_outcomes], "probs": float32 [num_chance_outcomes]}
A seat's observation is built by the engine from that seat's view only (its own hand, the
opponent's hand size; its own chits, the opponent's revealed ones); nothing hidden is ever observed. The mask is set only for
the agent to act. step(action) takes a policy index (chance index for "chance").

Rewards: +1 to the winner, -1 to the loser at the end (0 for a draw, a truncation, and chance).
max_steps counts decisions (chance outcomes excluded); when reached, every agent is truncated.
PettingZoo 1.x conventions: after the end each agent steps None once and leaves `agents`.
The OpenSpiel-style calls (legal_actions, returns, clone, ...) are in openspiel.py.
Callers: researchers, tests.
"""
from __future__ import annotations

from typing import Any, Optional, Union

import numpy as np
from pettingzoo import AECEnv

from .client import VexClient, VexError
from .game import SEATS, SEED_LIMIT, VexGame, check_int, check_seed, spec_mismatch
from .openspiel import CHANCE, OpenSpielCalls
from .render import render_text
from .session import EngineSession
from .spaces import chance_observation_space, chance_action_space, seat_action_space, seat_observation_space

AGENTS = SEATS  # the Ancients agents; another engine's are env.possible_agents


def _check_scenario(scenario: Any) -> Union[str, dict]:
    if not isinstance(scenario, (str, dict)):
        raise TypeError(f"scenario must be a scenario id (str) or an inline scenario (dict), got {type(scenario).__name__}")
    return scenario


class VexEnv(EngineSession, OpenSpielCalls, AECEnv):
    """One game at a time over one engine process (or a VexClient you pass and own)."""

    metadata = {"name": "vexillum_ancients_v1", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(
        self,
        scenario: Union[str, dict] = "001-akragas",
        auto_chance: bool = False,
        max_steps: Optional[int] = None,
        client: Optional[VexClient] = None,
        render_mode: Optional[str] = None,
        engine: Optional[str] = None,
        seats: Optional[int] = None,
    ):
        super().__init__()
        self.seats = None if seats is None else check_int("seats", seats)
        self.scenario = _check_scenario(scenario)
        if not isinstance(auto_chance, bool):
            raise TypeError(f"auto_chance must be True or False, got {auto_chance!r}")
        if max_steps is not None and check_int("max_steps", max_steps) <= 0:
            raise ValueError(f"max_steps must be positive, got {max_steps}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f'render_mode must be None or "ansi", got {render_mode!r}')
        if client is not None and not isinstance(client, VexClient):
            raise TypeError(f"client must be a VexClient, got {type(client).__name__}")
        self.auto_chance = auto_chance
        self.max_steps = max_steps
        self.render_mode = render_mode
        self._open_client(client, engine)
        # a probe game checks the scenario now (not at the first reset) and gives the spaces' sizes
        self.spec = self._probe_spec(self.scenario, seats=self.seats)
        if not auto_chance and self.spec.num_chance_outcomes == 0:
            self._release_client()
            raise ValueError(f"the {self.spec.engine} engine gives no chance index: use auto_chance=True")
        self.metadata = {**self.metadata, "name": f"vexillum_{self.spec.engine.replace('-', '_')}_v1"}
        seats = self.spec.seats
        self.possible_agents = list(seats) + ([] if auto_chance else [CHANCE])
        self.observation_spaces = {a: seat_observation_space(self.spec) for a in seats}
        self.action_spaces = {a: seat_action_space(self.spec) for a in seats}
        if not auto_chance:
            self.observation_spaces[CHANCE] = chance_observation_space(self.spec)
            self.action_spaces[CHANCE] = chance_action_space(self.spec)
        self.game: Optional[VexGame] = None
        self._seeds: Optional[np.random.Generator] = None
        self.agents = []
        self.rewards, self._cumulative_rewards, self.terminations, self.truncations, self.infos = {}, {}, {}, {}, {}
        self.agent_selection = seats[0]
        self._moves_seen = -1

    # ---- PettingZoo API ------------------------------------------------------------------------

    def observation_space(self, agent: str):
        return self.observation_spaces[agent]

    def action_space(self, agent: str):
        return self.action_spaces[agent]

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        """Starts a new game. seed=None draws a seed from the env's generator (seeded by the last
        integer seed, or from the OS the first time), as Gymnasium does. options: {"scenario": ...}
        (other keys are ignored). A reset that fails leaves the env as it was."""
        if seed is not None:
            seed = check_seed(seed)
        if options is not None and not isinstance(options, dict):
            raise TypeError(f"options must be a dict or None, got {type(options).__name__}")
        scenario = _check_scenario((options or {}).get("scenario", self.scenario))
        if seed is None:
            if self._seeds is None:
                self._seeds = np.random.default_rng()
            game_seed = int(self._seeds.integers(SEED_LIMIT))
        else:
            game_seed = seed
        try:
            game = VexGame.new(self.client, scenario, game_seed, sample_chance=self.auto_chance, seats=self.seats)
        except VexError as e:
            raise ValueError(f"reset failed, the env is unchanged: {e}") from None
        why = spec_mismatch(self.spec, game.spec)
        if why is not None:
            game.close()
            raise ValueError(f"reset failed, the env is unchanged: {why}")
        # only now is the old game given up
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        old, self.game, self.scenario = self.game, game, scenario
        if old is not None:
            old.close()
        self._start_bookkeeping()

    def observe(self, agent: str) -> dict:
        self._sync()
        if agent not in self.possible_agents:
            raise ValueError(f"unknown agent {agent!r} (agents: {', '.join(self.possible_agents)})")
        g = self._game()
        acting = agent == self.agent_selection and not self._done()
        if agent == CHANCE:
            mask = np.zeros(self.spec.num_chance_outcomes, np.int8)
            probs = np.zeros(self.spec.num_chance_outcomes, np.float32)
            if acting and g.is_chance:
                mask[g.legal_indices] = 1
                probs[g.legal_indices] = g.legal_probs
            return {"action_mask": mask, "probs": probs}
        planes, globals_ = g.observation(agent)
        mask = np.zeros(self.spec.num_distinct_actions, np.int8)
        if acting and g.to_act == agent:
            mask[g.legal_indices] = 1
        return {"planes": planes, "globals": globals_, "action_mask": mask}

    def step(self, action: Optional[int]) -> None:
        self._sync()
        if not self.agents:
            raise ValueError("the game is over and every agent has acknowledged it: call reset()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise ValueError(f"the game is over: step(None) for each agent to acknowledge (got {action!r})")
            self._was_dead_step(None)
            return
        if action is None:
            raise ValueError(f"{agent} is to act: step(None) only acknowledges the end")
        index = check_int("action", action)
        g = self._game()
        if index not in g.legal_set:
            kind = "chance index" if agent == CHANCE else "policy index"
            raise ValueError(f"{index} is not the {kind} of a legal action for {agent} (see the action mask)")
        self._cumulative_rewards[agent] = 0.0
        g.advance(index, sample_chance=self.auto_chance)
        self._after_move()

    def last(self, observe: bool = True):
        self._sync()
        return super().last(observe)

    def render(self) -> Optional[str]:
        if self.render_mode is None:
            return None
        g = self._game()
        return render_text(g.state_json(self.spec.seats[0]), g.spec)

    # ---- internals -----------------------------------------------------------------------------

    def _game(self) -> VexGame:
        if self.game is None:
            raise ValueError("no game yet: call reset() first")
        return self.game

    def _done(self) -> bool:
        return not self.agents or any(self.terminations.values()) or any(self.truncations.values())

    def _sync(self) -> None:
        """Settles an interrupted request (or a restart) and, when the game moved without Python
        seeing it, updates rewards, terminations and the selected agent."""
        if self.game is None:
            return
        self.game.settle()
        if self.game.moves != self._moves_seen:
            self._after_move()

    def _start_bookkeeping(self) -> None:
        """Every agent back in play with no reward, no end and no info, for the game now held (reset, load, undo)."""
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._moves_seen = -1
        self._after_move()

    def _after_move(self) -> None:
        g = self._game()
        self._moves_seen = g.moves
        self._clear_rewards()
        if not self._done():
            if g.terminal:
                ret = dict(zip(self.spec.seats, g.returns().tolist()))
                for a in self.agents:
                    self.rewards[a] = ret.get(a, 0.0)
                    self.terminations[a] = True
                    self.infos[a] = {"winner": g.winner, "banners": dict(g.banners)}
            elif self.max_steps is not None and g.decisions >= self.max_steps:
                for a in self.agents:
                    self.truncations[a] = True
        self._accumulate_rewards()
        if self._done():
            self.agent_selection = self.agents[0] if self.agents else self.spec.seats[0]
        else:
            self.agent_selection = CHANCE if g.is_chance else g.to_act


def env(**kwargs) -> VexEnv:
    """PettingZoo's module convention: `vexillum.env.env(scenario=..., auto_chance=...)`."""
    return VexEnv(**kwargs)


raw_env = env
