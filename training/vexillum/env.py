"""A PettingZoo-style (AEC) environment over the `vex serve` protocol, with OpenSpiel-style helpers.

Agents are "bottom" and "top". Chance is explicit: at a chance node (dice, card draws) the
selected agent is "chance"; step(index) applies the outcome at that index of the legal list, and
chance_outcomes() gives (index, probability) pairs. With auto_chance=True the engine samples
chance itself (seeded by reset(seed)) and the selected agent is always a side or, at the end,
whoever has not yet acknowledged the end.

Observations, until the core exports observation tensors (the network issue), are
    {"observation": <state dict from the acting side's view>,
     "action_mask": np.int8 array of length MAX_ACTIONS}
and the mask is over the indices of the legal list, not over a fixed policy index: entry i is 1
exactly when i < len(legal_actions()), and step(i) plays the i-th legal action. When the fixed
policy index exists the mask will switch to it (ACTION_VERSION) and this docstring with it.

Reward: +1 to the winner and -1 to the loser at the end (0 both for a draw or truncation).
"""
from __future__ import annotations

from typing import Any, Iterator, Optional, Union

import numpy as np

from .client import VexClient, VexError

AGENTS = ("bottom", "top")
CHANCE = "chance"
# The largest legal list the core writes (its action buffer holds 1024 codes).
MAX_ACTIONS = 1024
# OpenSpiel's player ids.
CHANCE_PLAYER_ID = -1
TERMINAL_PLAYER_ID = -4


class VexEnv:
    """One game at a time over one server subprocess (or a client you pass and own)."""

    metadata = {"name": "vexillum_ancients_v0", "is_parallelizable": False}

    def __init__(
        self,
        scenario: Union[str, dict] = "001-akragas",
        auto_chance: bool = False,
        max_steps: Optional[int] = None,
        client: Optional[VexClient] = None,
    ):
        self.scenario = scenario
        self.auto_chance = auto_chance
        self.max_steps = max_steps
        self._own_client = client is None
        self.client = client or VexClient()
        self.possible_agents = list(AGENTS)
        self.action_space_size = MAX_ACTIONS
        self.game: Optional[int] = None
        self._legal: Optional[dict] = None
        self._state: dict[str, dict] = {}
        self.agents: list[str] = []
        self.agent_selection: str = AGENTS[0]
        self.rewards: dict[str, float] = {}
        self._cumulative_rewards: dict[str, float] = {}
        self.terminations: dict[str, bool] = {}
        self.truncations: dict[str, bool] = {}
        self.infos: dict[str, dict] = {}
        self.steps = 0
        self.history: list[str] = []

    # ---- PettingZoo AEC API ------------------------------------------------------------------

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        options = options or {}
        scenario = options.get("scenario", self.scenario)
        if self.game is not None:
            try:
                self.client.request("close", game=self.game)
            except VexError:
                pass
        r = self.client.request("new", scenario=scenario, seed=int(seed or 0))
        self.game = r["game"]
        self.scenario_info = r["scenario"]
        self.agents = list(AGENTS)
        self.rewards = {a: 0.0 for a in AGENTS}
        self._cumulative_rewards = {a: 0.0 for a in AGENTS}
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self.infos = {a: {} for a in AGENTS}
        self.steps = 0
        self.history = []
        self._invalidate()
        self._after_move()

    def last(self, observe: bool = True) -> tuple[Optional[dict], float, bool, bool, dict]:
        agent = self.agent_selection
        obs = self.observe(agent) if observe else None
        if agent == CHANCE:
            return obs, 0.0, False, False, {}
        return obs, self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent], self.infos[agent]

    def observe(self, agent: str) -> dict:
        view = agent if agent in AGENTS else "all"
        if view not in self._state:
            self._state[view] = self.client.request("state", game=self.game, view=view, log=False)
        mask = np.zeros(MAX_ACTIONS, dtype=np.int8)
        if agent == self.agent_selection and not self._done():
            mask[: len(self._legal_list())] = 1
        return {"observation": self._state[view], "action_mask": mask}

    def step(self, action: Optional[int]) -> None:
        agent = self.agent_selection
        if agent in AGENTS and (self.terminations[agent] or self.truncations[agent]):
            if action is not None:
                raise ValueError("the game is over: step(None) for each agent to acknowledge")
            self.agents.remove(agent)
            if self.agents:
                self.agent_selection = self.agents[0]
            return
        legal = self._legal_list()
        if action is None or not (0 <= int(action) < len(legal)):
            raise ValueError(f"action must be an index into the legal list (0..{len(legal) - 1}), got {action!r}")
        if agent in AGENTS:
            self._cumulative_rewards[agent] = 0.0
        self._apply(legal[int(action)]["code"])
        self._after_move()

    def agent_iter(self, max_iter: int = 2**63) -> Iterator[str]:
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def close(self) -> None:
        if self._own_client:
            self.client.close()

    # ---- OpenSpiel-style helpers ---------------------------------------------------------------

    def legal_actions(self) -> list[int]:
        """Indices of the legal actions (outcomes at a chance node), for step()."""
        return [] if self._done() else list(range(len(self._legal_list())))

    def legal_action_texts(self) -> list[str]:
        return [a["text"] for a in self._legal_list()]

    def legal_action_codes(self) -> list[int]:
        return [a["code"] for a in self._legal_list()]

    def is_chance_node(self) -> bool:
        return bool(self._legal_info()["chance"])

    def is_terminal(self) -> bool:
        return bool(self._legal_info()["terminal"])

    def chance_outcomes(self) -> list[tuple[int, float]]:
        info = self._legal_info()
        if not info["chance"]:
            return []
        return [(i, o["prob"]) for i, o in enumerate(info["outcomes"])]

    def current_player(self) -> int:
        to_act = self._legal_info()["toAct"]
        return {"bottom": 0, "top": 1, "chance": CHANCE_PLAYER_ID}.get(to_act, TERMINAL_PLAYER_ID)

    def sample_chance(self) -> str:
        """Lets the engine sample the chance outcome (seeded by reset); returns its text."""
        r = self.client.request("sample", game=self.game)
        self.steps += 1
        self.history.append(r["applied"]["text"])
        self._invalidate()
        self._after_move(auto=False)
        return r["applied"]["text"]

    def apply_text(self, text: str) -> None:
        """Applies an action by its notation text (docs/notation.md)."""
        self._apply(text)
        self._after_move()

    def state(self, view: str = "all") -> dict:
        return self.client.request("state", game=self.game, view=view, log=True)

    def undo(self) -> str:
        r = self.client.request("undo", game=self.game)
        self.steps -= 1
        if self.history:
            self.history.pop()
        if self._done():
            self.rewards = {a: 0.0 for a in AGENTS}
            self._cumulative_rewards = {a: 0.0 for a in AGENTS}
            self.infos = {a: {} for a in AGENTS}
        self.agents = list(AGENTS)
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self._invalidate()
        self._select()
        return r["undone"]["text"]

    def think(self, agent: str = "greedy", seed: int = 0) -> int:
        """The index of the action the given engine agent would choose now."""
        code = self.client.request("think", game=self.game, agent=agent, seed=seed)["action"]["code"]
        return self.legal_action_codes().index(code)

    def save(self) -> str:
        return self.client.request("save", game=self.game)["data"]

    def load(self, data: str) -> None:
        r = self.client.request("load", data=data)
        if self.game is not None:
            try:
                self.client.request("close", game=self.game)
            except VexError:
                pass
        self.game = r["game"]
        self.agents = list(AGENTS)
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self.steps = r["state"]["moves"]
        self.history = self.client.request("state", game=self.game, log=True)["log"]
        self._invalidate()
        self._after_move()

    # ---- internals -------------------------------------------------------------------------------

    def _apply(self, action: Union[int, str]) -> None:
        r = self.client.request("apply", game=self.game, action=action)
        self.steps += 1
        self.history.append(r["applied"]["text"])
        self._invalidate()

    def _invalidate(self) -> None:
        self._legal = None
        self._state = {}

    def _legal_info(self) -> dict:
        if self._legal is None:
            self._legal = self.client.request("legal", game=self.game)
        return self._legal

    def _legal_list(self) -> list[dict]:
        return self._legal_info()["actions"]

    def _done(self) -> bool:
        return all(self.terminations.get(a, False) or self.truncations.get(a, False) for a in AGENTS)

    def _after_move(self, auto: Optional[bool] = None) -> None:
        if self.auto_chance if auto is None else auto:
            while self.is_chance_node():
                r = self.client.request("sample", game=self.game)
                self.steps += 1
                self.history.append(r["applied"]["text"])
                self._invalidate()
        info = self._legal_info()
        if info["terminal"]:
            s = self.client.request("state", game=self.game, log=False)
            winner = s["winner"]
            for a in AGENTS:
                self.rewards[a] = 0.0 if winner not in AGENTS else (1.0 if a == winner else -1.0)
                self._cumulative_rewards[a] += self.rewards[a]
                self.terminations[a] = True
                self.infos[a] = {"winner": winner, "banners": s["banners"]}
        elif self.max_steps is not None and self.steps >= self.max_steps:
            for a in AGENTS:
                self.truncations[a] = True
        self._select()

    def _select(self) -> None:
        if self._done():
            self.agent_selection = self.agents[0] if self.agents else AGENTS[0]
            return
        to_act = self._legal_info()["toAct"]
        self.agent_selection = CHANCE if to_act == "chance" else to_act

    def render(self) -> str:
        s = self.client.request("state", game=self.game, log=False)
        units = ", ".join(f"{u['side'][0]}{u['type']}@{u['hex']}({u['blocks']})" for u in s["units"])
        return f"turn {s['turn']} {s['phase']} {s['toAct']} to act; banners {s['banners']}; {units}"
