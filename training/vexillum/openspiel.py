"""OpenSpiel-style calls of the PettingZoo environment (a mixin of env.VexEnv): legal actions and
chance outcomes by index, current player ids, returns, observation and information-state tensors,
clone and resample_from_infostate (the core's determinize), undo, save and load, engine agents.

The host class provides `client`, `game` (VexGame), the PettingZoo dicts, and `_sync()`,
`_game()`, `_done()`, `_after_move()`. Callers: env.py (VexEnv inherits it).
"""
from __future__ import annotations

import copy
from typing import Union

import numpy as np

from .client import VexError
from .game import CHANCE_PLAYER_ID, TERMINAL_PLAYER_ID, VexGame, check_int, check_seed, spec_mismatch

CHANCE = "chance"
# the env attributes a copy must not share with its original
_OWN = ("agents", "rewards", "_cumulative_rewards", "terminations", "truncations", "infos", "_seeds")


class OpenSpielCalls:

    def legal_actions(self) -> list[int]:
        """Policy indices of the legal actions (chance indices at a chance node); [] once done."""
        self._sync()
        return [] if self._done() else self._game().legal_indices.tolist()

    def legal_action_texts(self) -> list[str]:
        """The legal actions in notation (docs/notation.md), in the order of legal_actions()."""
        self._sync()
        if self._done():
            return []
        r = self.client.request("legal", game=self._game().handle)
        return [a["text"] for a in (r["outcomes"] if r["chance"] else r["actions"])]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """(chance index, probability) pairs at a chance node; [] elsewhere and once done."""
        self._sync()
        g = self._game()
        if self._done() or not g.is_chance:
            return []
        return list(zip(g.legal_indices.tolist(), g.legal_probs.tolist()))

    def is_chance_node(self) -> bool:
        self._sync()
        return not self._done() and self._game().is_chance

    def is_terminal(self) -> bool:
        self._sync()
        return self._game().terminal

    def current_player(self) -> int:
        """The seat's number in `spec.seats` (0 bottom/prussian, 1 top/french; EPIC's 4-8 seats:
        seat = side + 2 * role), -1 chance, -4 terminal (OpenSpiel's ids); -4 after truncation too."""
        self._sync()
        g = self._game()
        if self._done():
            return TERMINAL_PLAYER_ID
        return CHANCE_PLAYER_ID if g.is_chance else self.spec.seats.index(g.to_act)

    def returns(self) -> list[float]:
        self._sync()
        return self._game().returns().tolist()

    def observation_tensor(self, player: Union[int, str]) -> np.ndarray:
        """The flat float32 observation (planes then globals) of one seat, from its view only."""
        planes, globals_ = self._game().observation(self._seat(player))
        return np.concatenate([planes.reshape(-1), globals_])

    def information_state_tensor(self, player: Union[int, str]) -> np.ndarray:
        """The seat's information state. The observation already carries what a seat knows that
        bears on the rest of the game (its hand, the discards, the board, the opponent's hand
        size); it does not encode the order of past actions. So this equals observation_tensor."""
        return self.observation_tensor(player)

    def sample_chance(self) -> str:
        """Lets the engine sample the pending chance outcome (seeded by reset); returns its text."""
        self._sync()
        g = self._game()
        if self._done() or not g.is_chance:
            raise ValueError("sample_chance: not a chance node")
        if CHANCE in self._cumulative_rewards:
            self._cumulative_rewards[CHANCE] = 0.0
        text = g.sample_one()
        self._after_move()
        return text

    def apply_text(self, text: str) -> None:
        """Applies an action by its notation text (docs/notation.md)."""
        if not isinstance(text, str):
            raise TypeError(f"text must be a string, got {type(text).__name__}")
        self._sync()
        agent = self.agent_selection
        if agent in self._cumulative_rewards:
            self._cumulative_rewards[agent] = 0.0
        self._game().advance(None, sample_chance=self.auto_chance, action=text)
        self._after_move()

    def think(self, agent: str = "greedy", seed: int = 0) -> int:
        """The policy index of the action an engine agent ("greedy", "mcts:sims=200", ...) would play."""
        seed = check_seed(seed)
        self._sync()
        g = self._game()
        code = self.client.request("think", game=g.handle, agent=agent, seed=seed)["action"]["code"]
        return int(g.legal_indices[g.legal_codes.index(code)])

    def state(self, view: str) -> dict:
        """The state as JSON from one seat's view (the other hand as a count)."""
        self._sync()
        return self._game().state_json(view)

    @property
    def history(self) -> list[str]:
        """Every action applied since reset, chance outcomes included, in notation."""
        self._sync()
        return self._game().history_texts()

    @property
    def steps(self) -> int:
        """Decisions applied since reset (chance outcomes excluded): what max_steps counts."""
        return self._game().decisions

    def undo(self) -> str:
        self._sync()
        text = self._game().undo()
        self._start_bookkeeping()
        return text

    def save(self) -> str:
        self._sync()
        return self.client.request("save", game=self._game().handle)["data"]

    def load(self, data: str) -> None:
        """Opens a saved game in place of the current one: a save of any scenario whose engine,
        seats, board and policy index are this env's (a load that fails changes nothing)."""
        if not isinstance(data, str):
            raise TypeError(f"data must be a string, got {type(data).__name__}")
        self._sync()
        try:
            game = VexGame.load(self.client, data)
        except VexError as e:
            raise ValueError(f"load failed, the env is unchanged: {e}") from None
        why = spec_mismatch(self.spec, game.spec)
        if why is not None:
            game.close()
            raise ValueError(f"load failed, the env is unchanged: {why}")
        old, self.game = self.game, game
        if old is not None:
            old.close()
        self._start_bookkeeping()

    def clone(self) -> "VexEnv":
        """An independent copy of this env and its game (same engine process)."""
        self._sync()
        twin = copy.copy(self)
        twin._own_client = False
        twin.game = self._game().clone()
        for k in _OWN:
            setattr(twin, k, copy.deepcopy(getattr(self, k)))
        return twin

    def resample_from_infostate(self, player: Union[int, str], seed: int) -> "VexEnv":
        """A copy in which everything `player` cannot see (the opponent's hand, unrevealed chits) is
        resampled with `seed` (the core's determinize). It cannot be saved; after an engine restart
        it is rebuilt (this game's origin and history, then the same determinize)."""
        self._sync()
        twin = copy.copy(self)
        twin._own_client = False
        twin.game = self._game().resample(self._seat(player), seed)
        for k in _OWN:
            setattr(twin, k, copy.deepcopy(getattr(self, k)))
        return twin


    def _seat(self, player: Union[int, str]) -> str:
        seats = self.spec.seats
        if isinstance(player, str):
            if player not in seats:
                raise ValueError(f"player must be {' or '.join(repr(x) for x in seats)}, got {player!r}")
            return player
        p = check_int("player", player)
        if not 0 <= p < len(seats):
            raise ValueError(f"player must be {' or '.join(f'{i} ({x})' for i, x in enumerate(seats))}, got {p}")
        return seats[p]
