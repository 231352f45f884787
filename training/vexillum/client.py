"""A client for the `vex serve` JSON-lines protocol (docs/protocol.md).

Starts `node bin/vex.js serve --quiet` as a subprocess and sends one request per line. Errors come
back as VexError with the server's one-line message; the session stays usable after an error.
Standard library only.
"""
from __future__ import annotations

import json
import os
import subprocess
import tempfile
from pathlib import Path
from typing import Any, Optional, Sequence

REPO_ROOT = Path(__file__).resolve().parents[2]


class VexError(RuntimeError):
    """An error answered by the engine (the request failed; the session goes on)."""


def default_command() -> list[str]:
    """The command that starts the server: $VEX_SERVE_CMD (split on spaces) or node bin/vex.js."""
    env = os.environ.get("VEX_SERVE_CMD")
    if env:
        return env.split()
    return [os.environ.get("VEX_NODE", "node"), str(REPO_ROOT / "bin" / "vex.js"), "serve", "--quiet"]


class VexClient:
    """One `vex serve` subprocess. Use as a context manager or call close()."""

    def __init__(self, command: Optional[Sequence[str]] = None, cwd: Optional[os.PathLike] = None):
        self._stderr = tempfile.TemporaryFile(mode="w+")
        try:
            self._proc = subprocess.Popen(
                list(command or default_command()),
                cwd=str(cwd or REPO_ROOT),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=self._stderr,
                text=True,
                encoding="utf-8",
                bufsize=1,
            )
        except OSError as e:
            self._stderr.close()
            raise VexError(f"cannot start the engine: {e}") from e
        self._next_id = 1
        self.info = self.request("hello")

    def request(self, method: str, **params: Any) -> Any:
        """Sends one request and returns its result; raises VexError on an error reply."""
        req: dict[str, Any] = {"id": self._next_id, "method": method}
        if params:
            req["params"] = params
        self._next_id += 1
        return self._roundtrip(json.dumps(req), req["id"])

    def send_raw(self, line: str) -> dict:
        """Sends a raw line (tests, debugging) and returns the parsed reply object."""
        self._write(line)
        return json.loads(self._read())

    def _roundtrip(self, line: str, rid: int) -> Any:
        self._write(line)
        reply = json.loads(self._read())
        if reply.get("id") != rid:
            raise VexError(f"protocol out of step: reply id {reply.get('id')!r} for request {rid}")
        if "error" in reply:
            raise VexError(reply["error"])
        return reply["result"]

    def _write(self, line: str) -> None:
        if self._proc.poll() is not None:
            raise VexError(f"the engine has exited: {self._stderr_tail()}")
        try:
            self._proc.stdin.write(line + "\n")
            self._proc.stdin.flush()
        except BrokenPipeError as e:
            raise VexError(f"the engine has exited: {self._stderr_tail()}") from e

    def _read(self) -> str:
        line = self._proc.stdout.readline()
        if not line:
            self._proc.wait(timeout=10)
            raise VexError(f"the engine closed its output: {self._stderr_tail()}")
        return line

    def _stderr_tail(self) -> str:
        try:
            self._stderr.seek(0)
            text = self._stderr.read().strip().splitlines()
            return text[-1] if text else f"exit code {self._proc.returncode}"
        except (OSError, ValueError):
            return "no diagnostics"

    def close(self) -> None:
        if self._proc.poll() is None:
            try:
                self._proc.stdin.close()
                self._proc.wait(timeout=10)
            except (OSError, subprocess.TimeoutExpired):
                self._proc.kill()
                self._proc.wait()
        for f in (self._proc.stdout,):
            if f:
                f.close()
        self._stderr.close()

    def __enter__(self) -> "VexClient":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
