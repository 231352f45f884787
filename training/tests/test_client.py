"""The protocol client: hello, requests, errors that leave the session usable, raw lines."""
import base64

import numpy as np
import pytest

from vexillum import VexClient, VexError


def test_hello(client):
    assert client.info["engine"] == "vexillum"
    assert client.info["protocol"] == 1
    assert "think" in client.info["methods"]


def test_errors_do_not_end_the_session(client):
    with pytest.raises(VexError, match="unknown method"):
        client.request("fly")
    with pytest.raises(VexError, match='unknown scenario "waterloo"'):
        client.request("new", scenario="waterloo")
    reply = client.send_raw("{not json")
    assert reply["id"] is None and "malformed JSON" in reply["error"]
    reply = client.send_raw("x" * (1 << 20))
    assert "malformed JSON" in reply["error"]
    g = client.request("new", scenario="akragas", seed=3)["game"]
    with pytest.raises(VexError, match="illegal action"):
        client.request("apply", game=g, action="end-moves")
    assert client.request("hello")["engine"] == "vexillum"


def test_queries(client):
    g = client.request("new", scenario="akragas", seed=1)["game"]
    state = client.request("state", game=g)
    unit = state["units"][0]["hex"]
    reach = client.request("reach", game=g, hex=unit)
    assert reach["hexes"]
    assert client.request("targets", game=g, hex=unit)["targets"] == []
    assert client.request("los", game=g, **{"from": "E3", "to": "F3"})["visible"] is True
    obs = client.request("observe", game=g, view="bottom")
    c, h, w = obs["planes"]["shape"]
    planes = np.frombuffer(base64.b64decode(obs["planes"]["data"]), dtype="<f4").reshape(c, h, w)
    assert (c, h, w) == (46, 9, 13)
    assert planes[37].sum() == 13 * 5 + 12 * 4  # the on-board plane marks every hex
    with pytest.raises(VexError, match="view"):
        client.request("observe", game=g, view="nobody")


def test_a_bad_command_is_a_clear_error():
    with pytest.raises(VexError, match="cannot start the engine"):
        VexClient(command=["/nonexistent/vex-binary"])
