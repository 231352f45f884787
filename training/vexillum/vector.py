"""VecEnv: n games at once over one `vex serve` process (or a few), with stacked numpy arrays.

    venv = VecEnv(64, "001-akragas", seed=0)
    obs = venv.reset()                       # planes [n,C,H,W], globals [n,G], action_mask [n,P], seats [n]
    obs, rewards, dones, infos = venv.step(actions)   # actions: [n] policy indices, one per game

Each game is played by whichever seat is to act (`obs["seats"]`, 0 bottom, 1 top; in Blood & Iron
0 prussian, 1 french: `spec.seats`; with `seats=4`, 6 or 8 (EPIC) the seat numbers of `spec.seats`, each seat deciding
from its own observation); chance is sampled by the engine. rewards [n, number of seats] (seat order): +1 to every seat
of the winning side, -1 to every seat of the other, at a game's end, else 0. A game that
ends (or reaches max_steps decisions: truncated) is replaced at once by a new one (auto-reset):
`dones[i]` is set, `infos[i]` holds the finished game's {"winner", "returns", "truncated", "seed",
"decisions"}, and obs row i is the new game's first observation.

Seeds: slot i plays seeds seed + i, seed + i + n, seed + i + 2n, ... so slot i's first game is
the game VexEnv(auto_chance=True).reset(seed=seed + i) plays (tested: same observations and rewards).

One request per engine process per step (`steps`, docs/protocol.md); with several processes the
requests go out together and the engines work in parallel. At most 64 games per process.
Callers: researchers, bench.py, tests.
"""
from __future__ import annotations

import math
from typing import Any, Optional, Union

import numpy as np

from .client import VexClient, VexError
from .game import SEED_LIMIT, GameSpec, VexGame, check_int, check_seed, decode_sparse

MAX_GAMES_PER_ENGINE = 64


class VecEnv:
    def __init__(
        self,
        n: int,
        scenario: Union[str, dict] = "001-akragas",
        seed: int = 0,
        num_engines: Optional[int] = None,
        max_steps: Optional[int] = None,
        engine: Optional[str] = None,
        seats: Optional[int] = None,
    ):
        n = check_int("n", n)
        self.seats = None if seats is None else check_int("seats", seats)
        if n <= 0:
            raise ValueError(f"n must be positive, got {n}")
        if not isinstance(scenario, (str, dict)):
            raise TypeError(f"scenario must be a str or a dict, got {type(scenario).__name__}")
        self.seed = check_seed(seed)
        need = math.ceil(n / MAX_GAMES_PER_ENGINE)
        k = need if num_engines is None else check_int("num_engines", num_engines)
        if not need <= k <= n:
            raise ValueError(f"num_engines must be between {need} and {n} for {n} games, got {k}")
        if max_steps is not None and check_int("max_steps", max_steps) <= 0:
            raise ValueError(f"max_steps must be positive, got {max_steps}")
        self.n, self.scenario, self.max_steps = n, scenario, max_steps
        self.clients = [VexClient(engine=engine) for _ in range(k)]
        try:
            probe = VexGame.new(self.clients[0], scenario, 0, seats=self.seats)
        except VexError as e:
            self.close()
            raise ValueError(str(e)) from None
        self.spec: GameSpec = probe.spec
        probe.close()
        # slot i lives on engine owner[i]; engines hold contiguous blocks of slots
        self.owner = [i * k // n for i in range(n)]
        self.slots = [[i for i in range(n) if self.owner[i] == e] for e in range(k)]
        self.handles = [0] * n
        self.episode = [0] * n
        self.decisions = np.zeros(n, np.int64)
        self._legal: list[np.ndarray] = [np.zeros(0, np.int64)] * n
        self._seats = np.zeros(n, np.int8)
        self._planes: Optional[np.ndarray] = None
        self._globals: Optional[np.ndarray] = None

    # ---- API -----------------------------------------------------------------------------------

    def reset(self, seed: Optional[int] = None) -> dict:
        """Opens n new games (slot i: seed + i) and returns their first observations."""
        if seed is not None:
            self.seed = check_seed(seed)
        for i in range(self.n):
            self._open(i, 0)
        self._steps([None] * self.n, range(self.n))
        return self.observe()

    def step(self, actions: Any) -> tuple[dict, np.ndarray, np.ndarray, list]:
        """Plays one decision in every game: actions[i] is a policy index legal for obs["seats"][i]."""
        if self._planes is None:
            raise ValueError("call reset() before step()")
        acts = np.asarray(actions)
        if acts.shape != (self.n,) or not np.issubdtype(acts.dtype, np.integer) or acts.dtype == np.bool_:
            raise TypeError(f"actions must be {self.n} integers (policy indices), got {acts.dtype} {acts.shape}")
        for i, a in enumerate(acts.tolist()):
            if a not in set(self._legal[i].tolist()):
                raise ValueError(f"game {i}: {a} is not the policy index of a legal action for {self.spec.seats[self._seats[i]]}")
        results = self._steps(acts.tolist(), range(self.n))
        rewards = np.zeros((self.n, len(self.spec.seats)), np.float32)
        dones = np.zeros(self.n, bool)
        infos: list[dict] = [{} for _ in range(self.n)]
        ended = []
        for i, r in enumerate(results):
            self.decisions[i] += 1
            truncated = not r["terminal"] and self.max_steps is not None and self.decisions[i] >= self.max_steps
            if r["terminal"] or truncated:
                w = r["winner"]
                ret = np.zeros(len(self.spec.seats), np.float32)
                if r["terminal"] and w in self.spec.sides:  # the winner names a side
                    ws = self.spec.sides.index(w)
                    ret[:] = [1.0 if side == ws else -1.0 for side in self.spec.seat_sides]
                rewards[i] = ret
                dones[i] = True
                infos[i] = {"winner": w if r["terminal"] else None, "returns": ret, "truncated": bool(truncated),
                            "seed": self._seed_of(i, self.episode[i]), "decisions": int(self.decisions[i])}
                ended.append(i)
        if ended:
            for i in ended:
                self.clients[self.owner[i]].request("close", game=self.handles[i])
                self._open(i, self.episode[i] + 1)
            self._steps([None] * len(ended), ended)
        return self.observe(), rewards, dones, infos

    def observe(self) -> dict:
        """The stacked observations of the side to act in every game (fresh arrays)."""
        mask = np.zeros((self.n, self.spec.num_distinct_actions), np.int8)
        for i, legal in enumerate(self._legal):
            mask[i, legal] = 1
        return {"planes": self._planes.copy(), "globals": self._globals.copy(), "action_mask": mask,
                "seats": self._seats.copy()}

    def legal_actions(self, i: int) -> list[int]:
        return self._legal[check_int("i", i)].tolist()

    def close(self) -> None:
        for c in self.clients:
            c.close()

    def __enter__(self) -> "VecEnv":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---- internals -----------------------------------------------------------------------------

    def _seed_of(self, i: int, episode: int) -> int:
        return (self.seed + i + episode * self.n) % SEED_LIMIT

    def _open(self, i: int, episode: int) -> None:
        c = self.clients[self.owner[i]]
        if self.handles[i] and episode == 0:
            try:
                c.request("close", game=self.handles[i])
            except VexError:
                pass
        # no undo snapshots: a VecEnv never undoes (saves memory and a copy per action)
        extra = {"seats": self.seats} if self.seats is not None else {}
        self.handles[i] = c.request("new", scenario=self.scenario, seed=self._seed_of(i, episode), undo=False, **extra)["game"]
        self.episode[i] = episode
        self.decisions[i] = 0

    def _steps(self, actions: list, slots) -> list[dict]:
        """One `steps` request per engine over `slots` (actions[k] for slots[k]; None = no action):
        sent to every engine first, then read, so the engines work at the same time."""
        slots = list(slots)
        by_engine: dict[int, list[int]] = {}
        for k, i in enumerate(slots):
            by_engine.setdefault(self.owner[i], []).append(k)
        tickets = []
        for e, ks in by_engine.items():
            items = []
            for k in ks:
                item: dict[str, Any] = {"game": self.handles[slots[k]]}
                if actions[k] is not None:
                    item["index"] = int(actions[k])
                items.append(item)
            tickets.append((e, ks, self.clients[e].begin("steps", items=items, chance="sample", texts=False)))
        if self._planes is None:
            self._planes = np.zeros((self.n, *self.spec.planes_shape), np.float32)
            self._globals = np.zeros((self.n, self.spec.globals_size), np.float32)
        out: list[dict] = [{}] * len(slots)
        for e, ks, t in tickets:
            r = self.clients[e].finish(t)
            planes, globals_ = decode_sparse(r["planes"]), decode_sparse(r["globals"])
            rows = [slots[k] for k in ks]
            self._planes[rows] = planes
            self._globals[rows] = globals_
            for k, res in zip(ks, r["results"]):
                i = slots[k]
                out[k] = res
                self._legal[i] = np.asarray(res["legal"]["indices"], np.int64)
                seats = self.spec.seats
                self._seats[i] = seats.index(res["toAct"]) if res["toAct"] in seats else -1
        return out
