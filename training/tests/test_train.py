"""Training pipeline: shards from `vex selfplay` (run here, a few tiny games), the policy layout
against real legal indices, a tiny network trained for a few steps, the ONNX export (checker,
opset <= 17, dynamic batch, weights equal to PyTorch's, the policy at given indices), the model
card, the reference outputs, the upgrade of a version-1 file.
Parity with onnxruntime-web runs in Node (tests/eval/onnx.test.ts)."""
import json
import subprocess
from pathlib import Path

import numpy as np
import onnx
import pytest
import torch
from onnx import numpy_helper

from vexillum.client import REPO_ROOT
from vexnet import layout, shards
from vexnet.export import export_onnx, sha256
from vexnet.export import main as export_main
from vexnet.model import VexNet
from vexnet.train import losses, main, split, tensors, train

torch.set_num_threads(1)


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    d = tmp_path_factory.mktemp("sp")
    r = subprocess.run(["node", "bin/vex.js", "selfplay", "--scenario", "akragas", "--games", "2", "--agent",
                        "mcts:sims=8,cut=5", "--out", str(d), "--shard-games", "1", "--no-progress"],
                       cwd=REPO_ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    return d


def test_shards_load_and_layout_covers_every_legal_index(data):
    ds = shards.load([data])
    a = ds.arrays
    assert ds.games == 2 and len(ds) > 100
    assert a["planes"].shape[1:] == (46, 9, 13) and a["globals"].shape[1] == 148
    assert ds.meta["POLICY_SIZE"] == layout.POLICY_SIZE and ds.meta["ACTION_VERSION"] == layout.ACTION_VERSION
    np.testing.assert_allclose(a["policy_p"].sum(1), 1, atol=1e-5)
    assert set(np.unique(a["value"]).tolist()) <= {-1.0, 0.0, 1.0}
    assert a["q"].shape == a["value"].shape and np.abs(a["q"]).max() <= 1 and a["has_q"].all()
    g = layout.gather_map(13, 9)
    const = g.max()
    legal = a["policy_idx"][a["policy_idx"] >= 0]
    assert (g[legal] != const).all(), "a legal index maps to the off-board constant"
    real = g[g != const]
    assert len(np.unique(real)) == len(real), "two policy indices share a logit"
    tr, va = split(ds, 0.5, 0)
    assert len(tr) + len(va) == len(ds)
    assert not set(a["game"][tr].tolist()) & set(a["game"][va].tolist())


def test_contract_mismatch_is_refused(data, tmp_path):
    bad = tmp_path / "bad"
    bad.mkdir()
    meta = json.loads((Path(data) / "meta.json").read_text())
    meta["OBS_VERSION"] = 99
    (bad / "meta.json").write_text(json.dumps(meta))
    with pytest.raises(ValueError, match="OBS_VERSION"):
        shards.load([data, bad])
    with pytest.raises(ValueError, match="ACTION_VERSION 1 with POLICY_SIZE"):
        layout.check_contract(123, 1)


def test_policy_blocks_are_read_from_the_data(data, tmp_path):
    import shutil
    meta = json.loads((Path(data) / "meta.json").read_text())
    assert meta["POLICY_BLOCKS"] == layout.BUILTIN.to_json()  # vex selfplay ships the core's table
    assert shards.load([data]).meta["POLICY_BLOCKS"] == meta["POLICY_BLOCKS"]

    def variant(name, **patch):
        d = tmp_path / name
        shutil.copytree(data, d)
        m = dict(meta, **patch)
        for k in [k for k, v in patch.items() if v is None]:
            del m[k]
        (d / "meta.json").write_text(json.dumps(m))
        return d
    # data written before the table was shipped: read with the built-in one, alone or with new data
    old = variant("old", POLICY_BLOCKS=None)
    assert shards.load([old]).meta["POLICY_BLOCKS"] == layout.BUILTIN.to_json()
    assert len(shards.load([data, old])) == 2 * len(shards.load([data]))
    # no table and another ACTION_VERSION: one line
    with pytest.raises(ValueError, match=r"meta.json: no POLICY_BLOCKS table, and ACTION_VERSION 2 with POLICY_SIZE 70401"):
        shards.load([variant("v2", POLICY_BLOCKS=None, ACTION_VERSION=2)])
    # two directories with different tables
    blocks = [dict(b) for b in meta["POLICY_BLOCKS"]]
    blocks[0], blocks[1] = dict(blocks[1], start=0), dict(blocks[0], start=7)
    with pytest.raises(ValueError, match="POLICY_BLOCKS differs"):
        shards.load([data, variant("other", POLICY_BLOCKS=blocks)])


def test_a_few_steps_lower_the_loss_on_a_fixed_batch(data):
    torch.manual_seed(0)
    ds = shards.load([data])
    rows = np.arange(64)
    batch = tensors(ds.arrays, rows)
    mixed = tensors(ds.arrays, rows, 0.5)[4].numpy()
    np.testing.assert_allclose(mixed, 0.5 * ds.arrays["value"][rows] + 0.5 * ds.arrays["q"][rows], atol=1e-6)
    played = tensors(ds.arrays, rows, 0.0, True)
    np.testing.assert_array_equal(played[3].numpy().sum(1), 1)
    at = played[2].gather(1, played[3].argmax(1, keepdim=True)).reshape(-1).numpy()
    np.testing.assert_array_equal(at, ds.arrays["action"][rows])
    m = VexNet(46, 148, 9, 13, channels=8, blocks=1)
    opt = torch.optim.Adam(m.parameters(), lr=3e-3)
    first = None
    for _ in range(30):
        pol, val = losses(m, batch)
        loss = pol + val
        first = float(loss) if first is None else first
        opt.zero_grad()
        loss.backward()
        opt.step()
    pol, val = losses(m, batch)
    assert float(pol + val) < 0.8 * first
    # the policy head's logits at legal indices are the full forward's logits there
    m.eval()
    with torch.no_grad():
        full, v1 = m(batch[0], batch[1])
        head, v2 = m.raw(batch[0], batch[1])
        at = m.logits_at(head, batch[2])
    idx = batch[2]
    ok = idx >= 0
    assert torch.allclose(at[ok], torch.gather(full, 1, idx.clamp(min=0))[ok])
    assert torch.allclose(v1, v2)


def test_train_command_exports_onnx_with_card_and_reference_outputs(data, tmp_path):
    out = tmp_path / "m" / "tiny"
    model, _ = train([data], out, steps=6, batch=16, channels=8, blocks=1, log_every=3, check=3, val_frac=0.5,
                     command="npm run train -- --data ...", log=lambda *_: None, q_weight=0.5)
    onnx_path = out.with_name("tiny.onnx")
    m = onnx.load(str(onnx_path))
    onnx.checker.check_model(m)
    assert all(o.version <= 17 for o in m.opset_import if o.domain in ("", "ai.onnx"))
    for v in list(m.graph.input) + list(m.graph.output):
        assert v.type.tensor_type.shape.dim[0].dim_param != ""
    assert [i.name for i in m.graph.input] == ["planes", "globals", "policy_index"]
    assert [o.name for o in m.graph.output] == ["policy", "value"]
    assert [n.op_type for n in m.graph.node][-2:] == ["Gather", "GatherElements"]
    card = json.loads(out.with_name("tiny.card.json").read_text())
    assert card["format"] == "vex-model" and card["version"] == 2
    assert card["OBS_VERSION"] == 1 and card["ACTION_VERSION"] == 1
    assert card["inputs"]["policy_index"] == ["batch", "k"] and card["outputs"]["policy"] == ["batch", "k"]
    assert card["POLICY_SIZE"] == layout.POLICY_SIZE and card["board"] == {"w": 13, "h": 9}
    # the policy block table the head was built from (the data's, which is the core's)
    assert card["POLICY_BLOCKS"] == json.loads((Path(data) / "meta.json").read_text())["POLICY_BLOCKS"]
    assert layout.from_meta(card, "tiny.card.json") == layout.BUILTIN
    t = card["training"]
    assert t["steps"] == 6 and t["games"] == 2 and t["q_weight"] == 0.5 and [p["step"] for p in t["loss_curve"]] == [3, 6]
    assert t["val_positions"] > 0 and t["loss_curve"][-1]["val_policy"] is not None
    assert card["arena"] is None and card["command"].startswith("npm run train --")
    # the exported graph carries the trained weights: the layers without a batch norm after them
    # (which constant folding may fuse) are initializers with the same values, and the policy
    # gather map is a constant of the graph
    consts = [numpy_helper.to_array(i) for i in m.graph.initializer]
    consts += [numpy_helper.to_array(a.t) for n in m.graph.node if n.op_type == "Constant" for a in n.attribute if a.name == "value"]
    for name in ["p_conv.weight", "p_fc.weight", "v_conv.weight", "v_fc1.weight", "v_fc2.weight", "glob.weight"]:
        w = dict(model.named_parameters())[name].detach().numpy()
        assert any(x.shape == w.shape and np.array_equal(x, w) for x in consts), name
    assert any(x.shape == (layout.POLICY_SIZE,) and (x == layout.gather_map(13, 9)).all() for x in consts)
    c = np.load(out.with_name("tiny.check.npz"))
    assert c["planes"].shape == (3, 46, 9, 13) and c["policy_at"].shape == c["policy_idx"].shape
    model.eval()
    with torch.no_grad():
        pol, val = model(torch.from_numpy(c["planes"]), torch.from_numpy(c["globals"]))
    np.testing.assert_allclose(val.numpy(), c["value"], rtol=0, atol=1e-6)
    np.testing.assert_allclose(np.take_along_axis(pol.numpy(), c["policy_idx"].astype(np.int64), 1), c["policy_at"], atol=1e-5)


def test_upgrade_turns_a_version_1_model_into_version_2(data, tmp_path):
    model, card = train([data], tmp_path / "new", steps=2, batch=8, channels=8, blocks=1, log_every=2,
                        command="npm run train -- ...", log=lambda *_: None)
    # a version-1 file: the same network exported with all 70,401 logits, its card marked 1
    export_onnx(model, tmp_path / "old.onnx", index=False)
    old = onnx.load(str(tmp_path / "old.onnx"))
    assert [i.name for i in old.graph.input] == ["planes", "globals"]
    assert old.graph.output[0].type.tensor_type.shape.dim[1].dim_value == layout.POLICY_SIZE
    v1 = dict(card, version=1, onnx_sha256=sha256(tmp_path / "old.onnx"))
    del v1["POLICY_BLOCKS"]  # an old card: written before the table was shipped
    (tmp_path / "old.card.json").write_text(json.dumps(v1))
    assert export_main(["upgrade", str(tmp_path / "old.onnx"), str(tmp_path / "up.onnx")]) == 0
    up = onnx.load(str(tmp_path / "up.onnx"))
    onnx.checker.check_model(up)
    assert [i.name for i in up.graph.input] == ["planes", "globals", "policy_index"]
    assert [n.op_type for n in up.graph.node][-2:] == ["Gather", "GatherElements"]
    # the weights and everything before the policy gather are the old graph's
    assert [i.name for i in up.graph.initializer] == [i.name for i in old.graph.initializer]
    assert [n.op_type for n in up.graph.node][:-2] == [n.op_type for n in old.graph.node][:-1]
    c = json.loads((tmp_path / "up.card.json").read_text())
    assert c["version"] == 2 and c["name"] == "up" and c["onnx_sha256"] == sha256(tmp_path / "up.onnx")
    assert c["upgraded_from"] == {"file": "old.onnx", "onnx_sha256": v1["onnx_sha256"]}
    assert c["POLICY_BLOCKS"] == layout.BUILTIN.to_json()  # read with the built-in table, now written out
    # a version-2 model is not upgraded again; a missing file is one line
    assert export_main(["upgrade", str(tmp_path / "up.onnx"), str(tmp_path / "again.onnx")]) == 2
    assert export_main(["upgrade", str(tmp_path / "nowhere.onnx"), str(tmp_path / "x.onnx")]) == 2
    assert export_main(["bogus"]) == 2


def test_train_command_reports_bad_data_in_one_line(tmp_path, capsys):
    assert main(["--data", str(tmp_path), "--out", str(tmp_path / "x")]) == 2
    assert "no meta.json" in capsys.readouterr().err
