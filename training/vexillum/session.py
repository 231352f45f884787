"""The engine session both environments hold (a mixin of env.VexEnv and gym_env.VexGymEnv): a
VexClient (started here and owned, unless the caller passes one in and keeps owning it), a probe
game that checks the scenario when the environment is made, and closing the current game together
with the owned client.

The host class sets `game` (Optional[VexGame]) before anything can call close(). Callers: env.py,
gym_env.py.
"""
from __future__ import annotations

from typing import Any, Optional, Union

from .client import VexClient, VexError
from .game import GameSpec, VexGame


class EngineSession:
    client: VexClient
    game: Optional[VexGame]
    _own_client: bool

    def _open_client(self, client: Optional[VexClient], engine: Optional[str]) -> None:
        """Uses `client`, or starts an engine process (`engine`: its command) that close() ends."""
        self._own_client = client is None
        self.client = client or VexClient(engine=engine)

    def _probe_spec(self, scenario: Union[str, dict], **new_args: Any) -> GameSpec:
        """The scenario's GameSpec, read from a game opened and closed now (VexGame.new with seed 0
        and `new_args`), so a bad scenario fails here: the engine's line as a ValueError, after
        closing the owned client."""
        try:
            probe = VexGame.new(self.client, scenario, 0, **new_args)
        except VexError as e:
            self._release_client()
            raise ValueError(str(e)) from None
        spec = probe.spec
        probe.close()
        return spec

    def _release_client(self) -> None:
        """Closes the client when this session started it; a client passed in stays open."""
        if self._own_client:
            self.client.close()

    def close(self) -> None:
        if self.game is not None:
            try:
                self.game.close()
            except VexError:
                pass
            self.game = None
        self._release_client()
