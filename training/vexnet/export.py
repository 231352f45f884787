"""ONNX export (opset 17, dynamic batch axis), the onnx checker, the model card, and reference
outputs of the PyTorch model that the Node test (tests/eval/onnx.test.ts) compares onnxruntime-web
against. onnxruntime for Python is not available on these machines; parity is checked in Node.

Policy at given indices (card version 2): the exported graph takes a third input, policy_index
int64 [batch, k] (policy indices, e.g. a position's legal actions, padded by repeating one), and its
policy output is the k logits there, [batch, k]. The network still computes its whole head
(fc | 246 conv channels per cell | constant, layout.py), but only k entries are gathered from it:
gathering all 70,401 logits cost onnxruntime-web about 0.5 ms per position (docs/benchmarks.md),
more than the convolutions of the 32-channel network. `index_policy` rewrites the graph's last
node for this, at export and for older (version 1) files: python -m vexnet.export upgrade IN OUT.

    version 1:  head [B, 28,828] --Gather(map [70,401])-------------------------> policy [B, 70,401]
    version 2:  policy_index [B, k] --Gather(map)--> at [B, k]
                head [B, 28,828] --GatherElements(at, axis 1)-------------------> policy [B, k]

Card (NAME.card.json next to NAME.onnx): format "vex-model", version 2 (1: full policy), the core contract
(OBS_VERSION, ACTION_VERSION, POLICY_SIZE, OBS_PLANES, OBS_GLOBALS, board {w, h}), POLICY_BLOCKS
(the policy-index block table the head was built from, layout.py; cards written before it was
shipped have none and are read with the built-in table), inputs and
outputs, the architecture, the training data, games, steps, loss curve, the arena result (null
until measured), the command that made it, and the sha256 of the .onnx file.
"""
import hashlib
import json
import sys
from pathlib import Path

import numpy as np
import onnx
import torch

from . import layout

OPSET = 17
CARD_FORMAT = "vex-model"
CARD_VERSION = 2
INDEXED = ["batch", "k"]  # the shape of policy_index and of the policy output (card version 2)


def export_onnx(model, path, opset=OPSET, index=True):
    """Exports the model to PATH; with index=False the graph of card version 1 (all logits)."""
    a = model.arch
    model.eval()
    planes = torch.zeros(2, a["planes"], a["h"], a["w"])
    globals_ = torch.zeros(2, a["globals"])
    dyn = {"planes": {0: "batch"}, "globals": {0: "batch"}, "policy": {0: "batch"}, "value": {0: "batch"}}
    with torch.no_grad():
        torch.onnx.export(model, (planes, globals_), str(path), input_names=["planes", "globals"],
                          output_names=["policy", "value"], dynamic_axes=dyn, opset_version=opset,
                          do_constant_folding=True)
    m = onnx.load(str(path))
    if index:
        m = index_policy(m)
    onnx.checker.check_model(m)
    check_graph(m)
    onnx.save(m, str(path))
    return m


def index_policy(m):
    """The graph with input policy_index [batch, k] and output policy [batch, k] (module doc)."""
    g = m.graph
    if any(i.name == "policy_index" for i in g.input):
        raise ValueError("the graph already takes policy_index")
    last = [n for n in g.node if list(n.output) == ["policy"]]
    if len(last) != 1 or last[0].op_type != "Gather":
        raise ValueError("the graph's policy output does not come from one Gather (not a vexnet export)")
    head, table = last[0].input
    at = "policy_index_at"
    nodes = [onnx.helper.make_node("Gather", [table, "policy_index"], [at], axis=0, name="policy_index_map"),
             onnx.helper.make_node("GatherElements", [head, at], ["policy"], axis=1, name="policy_at")]
    i = list(g.node).index(last[0])
    g.node.remove(last[0])
    for k, n in enumerate(nodes):
        g.node.insert(i + k, n)
    g.input.append(onnx.helper.make_tensor_value_info("policy_index", onnx.TensorProto.INT64, INDEXED))
    out = [o for o in g.output if o.name == "policy"][0]
    g.output.remove(out)
    g.output.insert(0, onnx.helper.make_tensor_value_info("policy", onnx.TensorProto.FLOAT, INDEXED))
    return m


def check_graph(m):
    """Opset <= 17 and a symbolic batch axis on every input and output; raises AssertionError."""
    for o in m.opset_import:
        if o.domain in ("", "ai.onnx"):
            assert o.version <= OPSET, f"opset {o.version} > {OPSET}"
    for v in list(m.graph.input) + list(m.graph.output):
        d0 = v.type.tensor_type.shape.dim[0]
        assert d0.dim_param != "" and not d0.HasField("dim_value"), f"{v.name}: batch axis is not dynamic"


def sha256(path):
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


POLICY_NOTE = ("logits at the policy indices given in policy_index (int64, any in [0, POLICY_SIZE)); "
               "softmax over a position's legal indices")


def upgrade(src, dst):
    """A version-1 model (full policy output) and its card as version 2, written to DST.onnx/.card.json."""
    src, dst = Path(src), Path(dst)
    stem = lambda p: str(p)[:-5] if str(p).endswith(".onnx") else str(p)
    card = json.loads(Path(stem(src) + ".card.json").read_text())
    if card.get("format") != CARD_FORMAT or card.get("version") != 1:
        raise ValueError(f"{src}: not a version 1 vex model card")
    policy = layout.from_meta(card, where=f"{stem(src)}.card.json")  # one line if it has no table and is not the built-in one
    m = index_policy(onnx.load(stem(src) + ".onnx"))
    onnx.checker.check_model(m)
    check_graph(m)
    out = Path(stem(dst) + ".onnx")
    out.parent.mkdir(parents=True, exist_ok=True)
    onnx.save(m, str(out))
    card["version"] = CARD_VERSION
    card["name"] = out.name[:-5]
    card["inputs"]["policy_index"] = INDEXED
    card["outputs"]["policy"] = INDEXED
    card["policy"] = POLICY_NOTE
    card["POLICY_BLOCKS"] = policy.to_json()
    card["upgraded_from"] = {"file": src.name, "onnx_sha256": card["onnx_sha256"]}
    card["onnx_sha256"] = sha256(out)
    Path(stem(dst) + ".card.json").write_text(json.dumps(card, indent=2) + "\n")
    return card


def write_card(path, model, contract, training, command, arena=None):
    card = {
        "format": CARD_FORMAT,
        "version": CARD_VERSION,
        "name": Path(path).name.replace(".card.json", ""),
        "OBS_VERSION": contract["OBS_VERSION"],
        "ACTION_VERSION": contract["ACTION_VERSION"],
        "POLICY_SIZE": contract["POLICY_SIZE"],
        "OBS_PLANES": contract["OBS_PLANES"],
        "OBS_GLOBALS": contract["OBS_GLOBALS"],
        "board": contract["board"],
        "POLICY_BLOCKS": model.policy_layout.to_json(),
        "inputs": {"planes": ["batch", contract["OBS_PLANES"], contract["board"]["h"], contract["board"]["w"]],
                   "globals": ["batch", contract["OBS_GLOBALS"]], "policy_index": INDEXED},
        "outputs": {"policy": INDEXED, "value": ["batch"]},
        "value": "tanh, expected result for the side to act (the observation's viewer)",
        "policy": POLICY_NOTE,
        "opset": OPSET,
        "arch": dict(model.arch, params=int(sum(p.numel() for p in model.parameters()))),
        "training": training,
        "arena": arena,
        "command": command,
        "onnx_sha256": sha256(str(path).replace(".card.json", ".onnx")),
    }
    Path(path).write_text(json.dumps(card, indent=2) + "\n")
    return card


def write_check(path, model, planes, globals_, idx):
    """Reference outputs for the Node parity test: the inputs, the values, and the policy logits at
    `idx` [B, M] (legal indices plus a spread of others; full rows would be 70k floats each)."""
    model.eval()
    with torch.no_grad():
        policy, value = model(torch.from_numpy(planes), torch.from_numpy(globals_))
    at = np.take_along_axis(policy.numpy(), idx.astype(np.int64), axis=1).astype(np.float32)
    np.savez_compressed(path, planes=planes.astype(np.float32), globals=globals_.astype(np.float32),
                        value=value.numpy().astype(np.float32), policy_idx=idx.astype(np.int32), policy_at=at)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 3 or argv[0] != "upgrade":
        print("usage: npm run model:upgrade -- IN.onnx OUT.onnx  (or python -m vexnet.export upgrade IN OUT)", file=sys.stderr)
        return 2
    try:
        upgrade(argv[1], argv[2])
    except (ValueError, FileNotFoundError, KeyError) as e:
        print(f"export: {e}", file=sys.stderr)
        return 2
    print(f"wrote {argv[2]} (policy at given indices, card version {CARD_VERSION})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
