"""Shared fixtures: the package on sys.path, one engine per test module, and fake engines
(fake_engine.py) that delay or stop answering chosen methods."""
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[0]))

from vexillum import REPO_ROOT, VexClient, engine_command  # noqa: E402


@pytest.fixture(scope="module")
def client():
    c = VexClient()
    yield c
    c.close()


def fake_engine_command(*args: str) -> list:
    """A command line that starts the real engine behind fake_engine.py with the given options."""
    return [sys.executable, str(HERE / "fake_engine.py"), *args, "--", *engine_command()]


@pytest.fixture
def fake_engine():
    return fake_engine_command
