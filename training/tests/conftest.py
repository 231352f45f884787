import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from vexillum import VexClient  # noqa: E402


@pytest.fixture(scope="module")
def client():
    c = VexClient()
    yield c
    c.close()
