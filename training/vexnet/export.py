"""ONNX export (opset 17, dynamic batch axis), the onnx checker, the model card, and reference
outputs of the PyTorch model that the Node test (tests/eval/onnx.test.ts) compares onnxruntime-web
against. onnxruntime for Python is not available on these machines; parity is checked in Node.

Card (NAME.card.json next to NAME.onnx): format "vex-model", version 1, the core contract
(OBS_VERSION, ACTION_VERSION, POLICY_SIZE, OBS_PLANES, OBS_GLOBALS, board {w, h}), inputs and
outputs, the architecture, the training data, games, steps, loss curve, the arena result (null
until measured), the command that made it, and the sha256 of the .onnx file.
"""
import hashlib
import json
from pathlib import Path

import numpy as np
import onnx
import torch

OPSET = 17
CARD_FORMAT = "vex-model"
CARD_VERSION = 1


def export_onnx(model, path, opset=OPSET):
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
    onnx.checker.check_model(m)
    check_graph(m)
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
        "inputs": {"planes": ["batch", contract["OBS_PLANES"], contract["board"]["h"], contract["board"]["w"]],
                   "globals": ["batch", contract["OBS_GLOBALS"]]},
        "outputs": {"policy": ["batch", contract["POLICY_SIZE"]], "value": ["batch"]},
        "value": "tanh, expected result for the side to act (the observation's viewer)",
        "policy": "logits over the policy index; softmax over the legal indices",
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
