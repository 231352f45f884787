"""One open game on a `vex serve` process, as an OpenSpiel-style state (numpy only).

`VexGame` mirrors where the game stands from the engine's `step` replies (side to act, legal
actions with their policy indices, chance outcomes with their chance indices and probabilities,
result, the observation of the side to act) so the hot loop costs one round trip per decision.
It keeps where the game came from (new, load, or resampled from another game) and the list of
actions applied (code, text, sampled?) so it can rebuild the game when the engine had to be restarted, and it settles an interrupted request from its late reply: whatever
the engine did, Python ends up recording the same. Callers: env.py, gym_env.py, records.py.

Decoding: the engine sends float32 tensors as base64 of their little-endian bytes;
`np.frombuffer(base64.b64decode(s), "<f4")` reads them without a copy per element.
"""
from __future__ import annotations

import base64
import binascii
import math
import numbers
from dataclasses import dataclass
from typing import Any, Callable, Optional, Union

import numpy as np

from .client import VexClient, VexError

# The seats of Commands & Colors games (Ancients); another engine names its own (GameSpec.seats:
# Blood & Iron's are "prussian", "french").
SEATS = ("bottom", "top")
# OpenSpiel's player ids
CHANCE_PLAYER_ID = -1
TERMINAL_PLAYER_ID = -4
SEED_LIMIT = 2**32  # the engine's seeds are 0 .. 2**32 - 1


def check_int(name: str, value: Any) -> int:
    """An int or numpy integer (not a bool, float or string), as a Python int; TypeError otherwise."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (numbers.Integral, np.integer)):
        raise TypeError(f"{name} must be an integer, got {type(value).__name__} {value!r}")
    return int(value)


def check_seed(seed: Any) -> int:
    s = check_int("seed", seed)
    if not 0 <= s < SEED_LIMIT:
        raise ValueError(f"seed must be between 0 and {SEED_LIMIT - 1}, got {s}")
    return s


def decode_f32(b64: str, shape: tuple) -> np.ndarray:
    """A dense tensor: base64 of little-endian float32 bytes (the `observe` method)."""
    return np.frombuffer(base64.b64decode(b64), dtype="<f4").reshape(shape)


def decode_sparse(t: dict) -> np.ndarray:
    """A sparse tensor of `step`/`steps` (docs/protocol.md): the positions of the nonzero entries
    (uint32) then their values (float32), little-endian, in one base64 string."""
    shape, k = tuple(t["shape"]), t["nnz"]
    raw = binascii.a2b_base64(t["data"])
    out = np.zeros(math.prod(shape), dtype=np.float32)
    out[np.frombuffer(raw, dtype="<u4", count=k)] = np.frombuffer(raw, dtype="<f4", count=k, offset=4 * k)
    return out.reshape(shape)


@dataclass(frozen=True)
class GameSpec:
    """Game metadata (OpenSpiel's GameType and Game info), from the engine's `spec`."""

    scenario: str
    scenario_name: str
    num_players: int
    num_distinct_actions: int   # the policy index size (ACTION_VERSION)
    num_chance_outcomes: int    # the chance index size (die faces, then card kinds)
    planes_shape: tuple         # (C, H, W)
    globals_size: int
    obs_version: int
    action_version: int
    min_utility: float
    max_utility: float
    utility_sum: float
    zero_sum: bool
    # The engine's bound on the actions of one game, chance outcomes included (the contract's
    # maxLength; OpenSpiel's MaxGameLength): no game of the engine is longer.
    max_game_length: int
    engine: str = "ancients"
    seats: tuple = SEATS
    # the side (0 or 1) of each seat, in seat order, and the sides' names (winners and banners are
    # by side): EPIC's seat = side + 2 * role; a two-seat game's sides are named by its seats
    seat_sides: tuple = (0, 1)
    sides: tuple = SEATS
    # the policy index as blocks ({name, start, size, perHex, hexMajor}), when the engine gives them
    policy_blocks: tuple = ()

    @property
    def observation_shape(self) -> dict:
        return {"planes": self.planes_shape, "globals": (self.globals_size,)}

    @property
    def observation_tensor_size(self) -> int:
        c, h, w = self.planes_shape
        return c * h * w + self.globals_size

    @classmethod
    def from_reply(cls, r: dict) -> "GameSpec":
        return cls(
            scenario=r["scenario"]["id"], scenario_name=r["scenario"]["name"], num_players=r["players"],
            num_distinct_actions=r["policySize"], num_chance_outcomes=r["chanceSize"],
            planes_shape=tuple(r["planes"]), globals_size=r["globals"], obs_version=r["obsVersion"],
            action_version=r["actionVersion"], min_utility=float(r["utility"]["min"]),
            max_utility=float(r["utility"]["max"]), utility_sum=float(r["utility"]["sum"]), zero_sum=r["zeroSum"],
            max_game_length=int(r["maxLength"]), engine=r.get("engine", "ancients"), seats=tuple(r["seats"]),
            policy_blocks=tuple(r.get("policyBlocks", ())),
            seat_sides=tuple(r.get("seatSides", range(len(r["seats"])))), sides=tuple(r.get("sides", r["seats"])),
        )

    def side_of(self, seat: str) -> int:
        """The side (0 or 1) seat `seat` plays for."""
        return self.seat_sides[self.seats.index(seat)]

    def teammates(self, seat: str) -> tuple:
        """The other seats of `seat`'s side (EPIC: the commanders of one army)."""
        side = self.side_of(seat)
        return tuple(s for s in self.seats if s != seat and self.side_of(s) == side)


def spec_mismatch(have: GameSpec, got: GameSpec) -> Optional[str]:
    """Why a game of spec `got` cannot be played on an environment built for `have` (its spaces and
    agents), or None when it can: the engine, seats, board, globals and policy index must match
    (another scenario of the same shape is fine). Callers: env.py reset, openspiel.py load."""
    if got.planes_shape != have.planes_shape:
        return f"the game's board ({got.scenario}, planes {list(got.planes_shape)}) has another size than the env's (planes {list(have.planes_shape)})"
    if (got.engine, got.num_distinct_actions, got.globals_size, got.seats) != (have.engine, have.num_distinct_actions, have.globals_size, have.seats):
        return (f"the game's engine, action space or seats ({got.engine}, {got.num_distinct_actions} actions, seats "
                f"{', '.join(got.seats)}) differ from the env's ({have.engine}, {have.num_distinct_actions} actions, seats {', '.join(have.seats)})")
    return None


class VexGame:
    """One game on an engine process. Opened by `VexGame.new(client, scenario, seed)`."""

    def __init__(self, client: VexClient, handle: int, spec: GameSpec, scenario: Union[str, dict],
                 seed: int, history: list, origin: Optional[dict] = None, base: int = 0):
        self.client = client
        self.handle = handle
        self.spec = spec
        self.scenario = scenario
        self.seed = seed
        # (code, text or None, sampled, chance): everything applied since `new`, chance outcomes
        # included (texts are not sent on the hot path; history_texts() asks the engine)
        self.history: list[tuple[int, str, bool, bool]] = history
        self.decisions = sum(1 for h in history if not h[3])  # applied actions that were not chance
        # How to open this game again on a restarted engine (plain data, see _open_origin):
        #   {"kind": "new", "scenario", "seed"}      the first `base` history entries are none
        #   {"kind": "load", "data"}                 a saved game: it holds the first `base` entries
        #   {"kind": "resample", "parent": origin, "replay": [(code, sampled), ...], "view", "seed"}
        #       the parent's game rebuilt, its entries after its own base replayed, then determinized
        self.origin = origin if origin is not None else {"kind": "new", "scenario": scenario, "seed": seed}
        self.base = base
        self._generation = client.generation
        self._inflight: Optional[tuple[int, int, Callable[[Any], Any]]] = None
        self._closed = False
        self._set_position(None)

    # ---- opening -------------------------------------------------------------------------------

    @classmethod
    def new(cls, client: VexClient, scenario: Union[str, dict], seed: int, sample_chance: bool = False,
            seats: Optional[int] = None) -> "VexGame":
        """A new game; `seats` (2, 4, 6, 8; EPIC) opens that seat format, None the engine's default."""
        params: dict[str, Any] = {"scenario": scenario, "seed": seed}
        if seats is not None:
            params["seats"] = check_int("seats", seats)
        r = client.request("new", **params)
        spec = GameSpec.from_reply(client.request("spec", game=r["game"]))
        origin = {"kind": "new", "scenario": scenario, "seed": seed, **({"seats": params["seats"]} if seats is not None else {})}
        g = cls(client, r["game"], spec, scenario, seed, [], origin)
        g.advance(None, sample_chance=sample_chance)
        return g

    # ---- requests that change the game, kept in step with the engine ---------------------------

    def _call(self, method: str, absorb: Callable[[Any], Any], **params: Any) -> Any:
        """Sends a request that may change the game; `absorb` records its result. An interrupted
        call is settled on the next one from its late reply (or by a replay after a restart)."""
        self.settle()
        rid = self.client.next_id
        self._inflight = (rid, self.client.generation, absorb)
        try:
            result = self.client.request(method, **params)
        except VexError as e:
            if not isinstance(e, TimeoutError):
                self._inflight = None  # the engine answered an error: nothing changed
            raise
        self._inflight = None
        return absorb(result)

    def settle(self) -> None:
        """Brings Python's record in step with the engine after an interrupted call or a restart."""
        if self._inflight is None and self.client.generation == self._generation and self.client.alive():
            if self._closed:
                raise VexError(f"game {self.handle} is closed")
            return  # the common case: nothing to settle
        if self._closed:
            raise VexError(f"game {self.handle} is closed")
        if not self.client.alive():  # a dead engine: start another and rebuild (no stale lists)
            self.client.restart()
        if self._inflight is not None:
            rid, gen, absorb = self._inflight
            self._inflight = None
            if self.client.generation == gen:
                self.client.drain()
            if self.client.generation == gen:
                reply = self.client.late_replies.pop(rid, None)
                if reply is not None and "result" in reply:
                    absorb(reply["result"])
                # never a silent desync: the engine's move count must match Python's record (it
                # would not if an interrupt fell between reading a reply and recording it)
                moves = self.client.request("step", game=self.handle, observe=False, texts=False)["moves"]
                if moves != len(self.history):
                    raise VexError(f"game {self.handle}: Python recorded {len(self.history)} actions, the engine has "
                                   f"{moves} (interrupted while recording a reply): reset()")
        if self.client.generation != self._generation:
            self._replay()

    def _replay(self) -> None:
        """Rebuilds this game on a restarted engine from its origin and the history after it (same
        chance draws: a game's `sample` generator is seeded by `new` or `determinize`, restored by
        `load`, and advanced only by `sample`)."""
        c = self.client
        self.handle = _open_origin(c, self.origin)
        _replay_onto(c, self.handle, [(h[0], h[2]) for h in self.history[self.base:]])
        self._generation = c.generation
        self._set_position(c.request("step", game=self.handle))

    def advance(self, index: Optional[int], sample_chance: bool = False, action: Union[int, str, None] = None) -> dict:
        """Applies a policy index (a chance index at a chance node), or an action code/text, or
        nothing; then samples chance when asked. Returns the engine's reply."""
        params: dict[str, Any] = {"game": self.handle, "chance": "sample" if sample_chance else "stop", "texts": False}
        if index is not None:
            params["index"] = index
        elif action is not None:
            params["action"] = action
        given = index is not None or action is not None

        def absorb(r: dict) -> dict:
            for k, a in enumerate(r["applied"]):
                self.history.append((a["code"], None, not (given and k == 0), a["chance"]))
                self.decisions += 0 if a["chance"] else 1
            self._set_position(r)
            return r

        return self._call("step", absorb, **params)

    def sample_one(self) -> str:
        """Samples one pending chance outcome with the game's generator; returns its text."""
        def absorb(r: dict) -> str:
            self.history.append((r["applied"]["code"], r["applied"]["text"], True, True))
            self.refresh()
            return r["applied"]["text"]

        return self._call("sample", absorb, game=self.handle)

    def undo(self) -> str:
        def absorb(r: dict) -> str:
            if not self.history.pop()[3]:
                self.decisions -= 1
            self.refresh()
            return r["undone"]["text"]

        return self._call("undo", absorb, game=self.handle)

    def refresh(self) -> None:
        self._set_position(self.client.request("step", game=self.handle))

    # ---- position ------------------------------------------------------------------------------

    def _set_position(self, r: Optional[dict]) -> None:
        self._obs_cache: dict[str, tuple] = {}
        if r is None:
            self.to_act, self.terminal, self.winner, self.moves = "chance", False, None, 0
            self.legal_codes, self.legal_indices, self.legal_probs = [], np.zeros(0, np.int64), None
            self.legal_set = frozenset()
            self.banners = {s: 0 for s in self.spec.sides}
            return
        self.to_act = r["toAct"]
        self.terminal = r["terminal"]
        self.winner = r["winner"]
        self.banners = r["banners"]
        self.turn = r["turn"]
        self.moves = r["moves"]
        legal = r["legal"]
        self.legal_codes = legal["codes"]
        self.legal_indices = np.asarray(legal["indices"], dtype=np.int64)
        self.legal_set = frozenset(legal["indices"])
        self.legal_probs = np.asarray(legal["probs"], dtype=np.float64) if "probs" in legal else None
        obs = r.get("obs")
        if obs is not None:
            self._obs_cache[obs["view"]] = (obs["planes"], obs["globals"])

    @property
    def is_chance(self) -> bool:
        return self.to_act == "chance"

    def observation(self, view: str) -> tuple[np.ndarray, np.ndarray]:
        """(planes [C,H,W], globals [G]) float32 of seat `view` ("bottom", "top"; "prussian", ...)
        only: what that seat sees."""
        self.check_seat(view, "view")
        got = self._obs_cache.get(view)
        if got is None:
            self.settle()
            o = self.client.request("observe", game=self.handle, view=view)
            got = (o["planes"]["data"], o["globals"]["data"])
            self._obs_cache[view] = got
        if isinstance(got[0], dict):  # sparse, from a step reply: decoded fresh for each caller
            return decode_sparse(got[0]), decode_sparse(got[1])
        return (decode_f32(got[0], self.spec.planes_shape).copy(),
                decode_f32(got[1], (self.spec.globals_size,)).copy())

    def history_texts(self) -> list[str]:
        """Every action applied, in notation (one request)."""
        self.settle()
        return self.client.request("state", game=self.handle, view=self.spec.seats[0], log=True)["log"]

    def check_seat(self, seat: Any, what: str = "seat") -> str:
        """`seat` when it names a seat of this game; ValueError otherwise."""
        if seat not in self.spec.seats:
            raise ValueError(f"{what} must be {' or '.join(repr(x) for x in self.spec.seats)}, got {seat!r}")
        return seat

    def state_json(self, view: str) -> dict:
        self.check_seat(view, "view")
        self.settle()
        return self.client.request("state", game=self.handle, view=view, log=False)

    def returns(self) -> np.ndarray:
        """Per seat in seat order: +1 to every seat of the winning side, -1 to every seat of the
        other, 0 otherwise (draws, unfinished). `winner` names a side (a two-seat game's: a seat)."""
        spec = self.spec
        if not self.terminal or self.winner not in spec.sides:
            return np.zeros(len(spec.seats))
        w = spec.sides.index(self.winner)
        return np.array([1.0 if side == w else -1.0 for side in spec.seat_sides])

    # ---- copies --------------------------------------------------------------------------------

    def clone(self) -> "VexGame":
        self.settle()
        r = self.client.request("clone", game=self.handle)
        g = VexGame(self.client, r["game"], self.spec, self.scenario, self.seed, list(self.history), self.origin, self.base)
        g.refresh()
        return g

    def resample(self, view: str, seed: int) -> "VexGame":
        """A new game where what `view` cannot see (the opponent's hand, unrevealed chits) is
        resampled (determinize). After an engine restart it is rebuilt from this game's origin."""
        self.check_seat(view, "player")
        seed = check_seed(seed)
        self.settle()
        r = self.client.request("determinize", game=self.handle, view=view, seed=seed)
        origin = {"kind": "resample", "parent": self.origin, "view": view, "seed": seed,
                  "replay": [(h[0], h[2]) for h in self.history[self.base:]]}
        g = VexGame(self.client, r["game"], self.spec, self.scenario, seed, [], origin)
        g.refresh()
        return g

    @classmethod
    def load(cls, client: VexClient, data: str) -> "VexGame":
        """Opens a saved game (`save`'s string), any engine, scenario or seat format: its spec is the
        engine's for the loaded game (callers compare it with theirs: spec_mismatch). Rebuilt from
        the save after an engine restart."""
        r = client.request("load", data=data)
        try:
            spec = GameSpec.from_reply(client.request("spec", game=r["game"]))
        except VexError:
            client.request("close", game=r["game"])
            raise
        history = [(a["code"], None, False, a["chance"]) for a in r["actions"]]
        g = cls(client, r["game"], spec, spec.scenario, 0, history, {"kind": "load", "data": data}, len(history))
        g.refresh()
        return g

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        if self.client.generation == self._generation:
            try:
                self.client.request("close", game=self.handle)
            except VexError:
                pass


def _open_origin(c: VexClient, origin: dict) -> int:
    """Opens a game as `origin` describes (VexGame.origin) on the engine; returns its handle."""
    kind = origin["kind"]
    if kind == "new":
        extra = {"seats": origin["seats"]} if "seats" in origin else {}
        return c.request("new", scenario=origin["scenario"], seed=origin["seed"], **extra)["game"]
    if kind == "load":
        return c.request("load", data=origin["data"])["game"]
    parent = _open_origin(c, origin["parent"])
    try:
        _replay_onto(c, parent, origin["replay"])
        return c.request("determinize", game=parent, view=origin["view"], seed=origin["seed"])["game"]
    finally:
        c.request("close", game=parent)


def _replay_onto(c: VexClient, handle: int, entries: list) -> None:
    """Applies recorded (code, sampled) entries: a sampled outcome is sampled again (the game's
    generator draws it again), anything else applied by code."""
    for code, sampled in entries:
        if sampled:
            c.request("sample", game=handle)
        else:
            c.request("apply", game=handle, action=code)
