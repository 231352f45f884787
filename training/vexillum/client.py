"""A client for the `vex serve` JSON-lines protocol (docs/protocol.md). Standard library only.

Starts the engine as a subprocess (`engine_command()`: $VEX_SERVE_CMD, a `vex` on PATH, or this
checkout's `node bin/vex.js`) and sends one request per line. Used by every other module here.

Staying in step: requests are answered in order, and the client counts what it sent and what it
read. A call that is interrupted (KeyboardInterrupt, a signal handler raising) or that times out
leaves its reply owed; the next call first reads the owed replies (`drain`, keeping them in
`late_replies` by id so a caller can learn what the interrupted request did), and when they do not
come within the timeout the engine is killed and started again (`generation` goes up: every game on
the old process is gone). Every call has a timeout (`timeout`, default 60 s).

    sent ids:      1 2 3 4 5        answered: 1 2 3        owed: 4 5  -> drained before request 6
"""
from __future__ import annotations

import json
import os
import select
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any, Optional, Sequence

# The checkout this package sits in (training/vexillum/client.py -> the repository root). A
# pip-installed copy has no checkout around it and finds the engine on PATH or in $VEX_SERVE_CMD.
REPO_ROOT = Path(__file__).resolve().parents[2]

DEFAULT_TIMEOUT = 60.0
STARTUP_TIMEOUT = 60.0


class VexError(RuntimeError):
    """An error answered by the engine, or the engine failing; the client stays usable."""


class VexTimeout(VexError, TimeoutError):
    """The engine did not answer in time. Its reply is owed; the next call drains or restarts."""


def engine_command(engine: Optional[str] = None) -> list[str]:
    """The command that starts `vex serve`.

    engine: a path to a `vex` executable or to a checkout's bin/vex.js; otherwise $VEX_SERVE_CMD
    (split on spaces), this checkout's bin/vex.js when there is one, or `vex` on PATH.
    """
    node = os.environ.get("VEX_NODE", "node")
    if engine is not None:
        if not isinstance(engine, (str, os.PathLike)):
            raise TypeError(f"engine must be a path, got {type(engine).__name__}")
        p = Path(engine)
        if p.is_dir():
            p = p / "bin" / "vex.js"
        if not p.exists():
            raise VexError(f"cannot start the engine: {p} does not exist")
        return ([node, str(p)] if p.suffix == ".js" else [str(p)]) + ["serve", "--quiet"]
    env = os.environ.get("VEX_SERVE_CMD")
    if env:
        return env.split()
    local = REPO_ROOT / "bin" / "vex.js"
    if local.exists():
        return [node, str(local), "serve", "--quiet"]
    on_path = shutil.which("vex")
    if on_path:
        return [on_path, "serve", "--quiet"]
    raise VexError("cannot find the engine: put `vex` on PATH, set VEX_SERVE_CMD, or pass engine=PATH")


# kept for callers of the first version
default_command = engine_command


class VexClient:
    """One `vex serve` subprocess. Use as a context manager or call close().

    command: the full command line (overrides engine); engine: see engine_command();
    timeout: seconds any call may wait for its reply (a call may pass its own `timeout=`).
    """

    def __init__(
        self,
        command: Optional[Sequence[str]] = None,
        cwd: Optional[os.PathLike] = None,
        timeout: float = DEFAULT_TIMEOUT,
        engine: Optional[str] = None,
    ):
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not timeout > 0:
            raise TypeError(f"timeout must be a positive number of seconds, got {timeout!r}")
        self.timeout = float(timeout)
        self._command = list(command) if command is not None else engine_command(engine)
        self._cwd = str(cwd) if cwd is not None else (str(REPO_ROOT) if (REPO_ROOT / "bin" / "vex.js").exists() else None)
        self.generation = 0
        self._next_id = 1  # ids keep growing across restarts
        self.late_replies: dict[int, dict] = {}
        self._proc: Optional[subprocess.Popen] = None
        self._start()

    # ---- process -------------------------------------------------------------------------------

    def _start(self) -> None:
        self._stderr = tempfile.TemporaryFile(mode="w+b")
        try:
            self._proc = subprocess.Popen(
                self._command, cwd=self._cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=self._stderr, bufsize=0,
            )
        except OSError as e:
            self._stderr.close()
            self._proc = None
            raise VexError(f"cannot start the engine: {e}") from e
        self._in = self._proc.stdin.fileno()
        self._out = self._proc.stdout.fileno()
        os.set_blocking(self._in, False)
        self._buf = bytearray()
        self._owed: list[int] = []  # ids written whose replies are not read yet, oldest first
        self._written = 0           # bytes of the current line written so far
        self._broken = False    # a line was only partly written: only a restart recovers
        # node and the TypeScript loader take a few seconds to start on a busy machine
        self.info = self.request("hello", timeout=max(self.timeout, STARTUP_TIMEOUT))

    def restart(self) -> None:
        """Kills the engine and starts a new one; every open game is lost (generation goes up)."""
        self._kill()
        self.generation += 1
        self.late_replies.clear()
        self._start()

    def _kill(self) -> None:
        p = self._proc
        if p is None:
            return
        if p.poll() is None:
            p.kill()
        try:
            p.wait(timeout=10)
        except subprocess.TimeoutExpired:
            pass
        for f in (p.stdin, p.stdout):
            try:
                f.close()
            except OSError:
                pass
        self._stderr.close()

    def alive(self) -> bool:
        """Whether the engine process is running and the line stream is intact."""
        return self._proc is not None and not self._broken and self._proc.poll() is None

    @property
    def next_id(self) -> int:
        """The id the next request will carry."""
        return self._next_id

    @property
    def pid(self) -> int:
        return self._proc.pid

    # ---- requests ------------------------------------------------------------------------------

    def request(self, method: str, timeout: Optional[float] = None, **params: Any) -> Any:
        """Sends one request and returns its result; raises VexError on an error reply and VexTimeout
        when no reply comes within `timeout` seconds (default: the client's)."""
        return self.finish(self.begin(method, timeout, **params))

    def begin(self, method: str, timeout: Optional[float] = None, **params: Any) -> tuple[int, float]:
        """Sends a request without waiting (so several engines can work at once); finish() reads it."""
        if not isinstance(method, str):
            raise TypeError(f"method must be a string, got {type(method).__name__}")
        self.drain()  # before the id is taken: a restart sends its own hello
        req: dict[str, Any] = {"id": self._next_id, "method": method}
        if params:
            req["params"] = params
        return self._send(json.dumps(req, separators=(",", ":")).encode(), timeout)

    def finish(self, ticket: tuple[int, float]) -> Any:
        """The result of a request sent by begin(); VexError on an error reply."""
        reply = self._receive(ticket)
        if "error" in reply:
            raise VexError(reply["error"])
        return reply["result"]

    def send_raw(self, line: str, timeout: Optional[float] = None) -> dict:
        """Sends a raw line (tests, debugging) and returns the parsed reply object, whatever its id."""
        return self._exchange(line.encode(), timeout, raw=True)

    def _exchange(self, data: bytes, timeout: Optional[float], raw: bool = False) -> dict:
        return self._receive(self._send(data, timeout), raw)

    def _send(self, data: bytes, timeout: Optional[float]) -> tuple[int, float]:
        if self._proc is None:
            raise VexError("the client is closed")
        wait = self.timeout if timeout is None else float(timeout)
        self.drain()
        rid = self._next_id
        self._next_id += 1
        deadline = time.monotonic() + wait
        self._owed.append(rid)
        self._written = 0
        try:
            self._write(data + b"\n", deadline)
        except BaseException:
            if self._written == 0:  # nothing went out: nothing is owed
                self._owed.remove(rid)
            raise
        return rid, deadline

    def _receive(self, ticket: tuple[int, float], raw: bool = False) -> dict:
        rid, deadline = ticket
        if not self._owed or self._owed[0] != rid:
            raise VexError(f"request {rid} is not the next reply owed (read replies in the order sent)")
        line = self._readline(deadline)
        self._owed.pop(0)
        try:
            reply = json.loads(line)
        except ValueError as e:
            raise VexError(f"the engine answered a line that is not JSON: {line[:80]!r}") from e
        if not raw and reply.get("id") != rid:
            raise VexError(f"protocol out of step: reply id {reply.get('id')!r} for request {rid}")
        return reply

    def drain(self, timeout: Optional[float] = None) -> None:
        """Reads the replies still owed for interrupted or timed-out requests (kept in late_replies);
        restarts the engine when they do not come within `timeout` or a write was cut short."""
        if self._broken:
            self.restart()
            return
        if not self._owed:
            return
        deadline = time.monotonic() + (self.timeout if timeout is None else timeout)
        try:
            while self._owed:
                line = self._readline(deadline)
                rid = self._owed.pop(0)
                try:
                    reply = json.loads(line)
                except ValueError:
                    reply = {"id": rid, "error": "unreadable late reply"}
                self.late_replies[rid] = reply
        except VexError:
            self.restart()

    def _write(self, data: bytes, deadline: float) -> None:
        view = memoryview(data)
        try:
            while self._written < len(data):
                try:  # the pipe has room nearly always: write first, wait only when it is full
                    self._written += os.write(self._in, view[self._written:])
                    continue
                except BlockingIOError:
                    pass
                left = deadline - time.monotonic()
                if left <= 0 or not select.select([], [self._in], [], left)[1]:
                    raise VexTimeout("the engine stopped reading its input")
        except BrokenPipeError as e:
            self._broken = True
            raise VexError(f"the engine has exited: {self._stderr_tail()}") from e
        except BaseException:
            if 0 < self._written < len(data):  # half a line went out: the engine would join it with the next
                self._broken = True
            raise

    def _readline(self, deadline: float) -> bytes:
        while True:
            i = self._buf.find(b"\n")
            if i >= 0:
                line = bytes(self._buf[:i])
                del self._buf[: i + 1]
                return line
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._out], [], [], left)[0]:
                raise VexTimeout("the engine did not answer in time (VexClient timeout)")
            chunk = os.read(self._out, 1 << 20)
            if not chunk:
                try:
                    self._proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    pass
                self._broken = True
                raise VexError(f"the engine closed its output: {self._stderr_tail()}")
            self._buf += chunk

    def _stderr_tail(self) -> str:
        try:
            self._stderr.seek(0)
            text = self._stderr.read().decode("utf-8", "replace").strip().splitlines()
            return text[-1] if text else f"exit code {self._proc.returncode}"
        except (OSError, ValueError):
            return "no diagnostics"

    def close(self) -> None:
        p = self._proc
        if p is None:
            return
        if p.poll() is None:
            try:
                os.set_blocking(self._in, True)
                p.stdin.close()
                p.wait(timeout=10)
            except (OSError, subprocess.TimeoutExpired):
                pass
        self._kill()
        self._proc = None

    def __enter__(self) -> "VexClient":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass
