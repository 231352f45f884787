"""Trains the policy/value network on `vex selfplay` shards and exports it (ONNX + model card).

    npm run train -- --data selfplay/run1 --out models/vex-small --steps 2000

Loss = cross-entropy of the network's softmax over the legal indices against the visit shares +
the squared error of the value against its target (both from the acting side's view): the final
result, or with --q-weight w a mix (1-w) * result + w * q, q being the search's own value of the
chosen action (far less noisy than one game's result when there are few games).
A held-out tenth of the games (by game id) gives the validation losses in the loss curve.
"""
import argparse
import json
import math
import sys
import time
from pathlib import Path

import numpy as np
import torch

from . import layout, shards
from .export import export_onnx, write_card, write_check
from .model import VexNet, params


def losses(model, batch):
    planes, globals_, idx, p, value, vmask = batch
    head, v = model.raw(planes, globals_)
    logits = model.logits_at(head, idx)
    legal = idx >= 0
    logits = torch.where(legal, logits, torch.full_like(logits, -1e9))
    logp = torch.log_softmax(logits, dim=1)
    pol = -(torch.where(legal, p * logp, torch.zeros_like(logp))).sum(1).mean()
    val = (vmask * (v - value) ** 2).sum() / vmask.sum().clamp(min=1)
    return pol, val


def tensors(a, rows, q_weight=0.0, played=False):
    """A batch: planes, globals, policy indices, visit shares, value target. The value target mixes
    the game result with the search's own value: (1 - q_weight) * result + q_weight * q, and the
    value-loss mask: with q_weight > 0, rows of older shards without q do not train the value."""
    z = a["value"][rows]
    target = z if q_weight == 0 else (1 - q_weight) * z + q_weight * a["q"][rows]
    mask = np.ones(len(rows), dtype=np.float32) if q_weight == 0 else a["has_q"][rows].astype(np.float32)
    idx = a["policy_idx"][rows]
    # played: a one-hot target on the action the search chose (its visit shares can be nearly flat)
    p = (idx == a["action"][rows][:, None]).astype(np.float32) if played else a["policy_p"][rows]
    return (torch.from_numpy(a["planes"][rows]), torch.from_numpy(a["globals"][rows]),
            torch.from_numpy(idx.astype(np.int64)), torch.from_numpy(p),
            torch.from_numpy(np.ascontiguousarray(target, dtype=np.float32)), torch.from_numpy(mask))


def split(ds, val_frac, seed):
    """Train/validation rows, split by game so that no game is in both."""
    key = ds.arrays["scenario"].astype(np.int64) * 1_000_003 + ds.arrays["game"].astype(np.int64)
    games = np.unique(key)
    rng = np.random.default_rng(seed)
    nval = int(round(len(games) * val_frac)) if len(games) > 1 else 0
    val_games = set(rng.choice(games, size=nval, replace=False).tolist()) if nval else set()
    is_val = np.array([k in val_games for k in key.tolist()], dtype=bool)
    return np.nonzero(~is_val)[0], np.nonzero(is_val)[0]


def evaluate(model, a, rows, batch=256, q_weight=0.0, played=False):
    """Held-out policy and value losses, and how often the network's top legal action is the one
    the search played."""
    if len(rows) == 0:
        return None, None, None
    model.eval()
    tp = tv = hits = 0.0
    with torch.no_grad():
        for i in range(0, len(rows), batch):
            r = rows[i:i + batch]
            t = tensors(a, r, q_weight, played)
            pol, val = losses(model, t)
            tp += float(pol) * len(r)
            tv += float(val) * len(r)
            head, _ = model.raw(t[0], t[1])
            logits = torch.where(t[2] >= 0, model.logits_at(head, t[2]), torch.full_like(t[2], -1e9, dtype=torch.float32))
            top = t[2].gather(1, logits.argmax(1, keepdim=True)).reshape(-1).numpy()
            hits += float((top == a["action"][r]).sum())
    model.train()
    return tp / len(rows), tv / len(rows), hits / len(rows)


def train(data, out, steps=1000, batch=128, lr=2e-3, channels=32, blocks=3, value_weight=1.0,
          val_frac=0.1, seed=0, log_every=50, threads=1, check=0, command=None, log=print, q_weight=0.0,
          played=False):
    torch.manual_seed(seed)
    torch.set_num_threads(threads)
    ds = shards.load(data)
    for sk in ds.skipped:
        log(f"train: skipped {sk['dir']} ({sk['reason']})")
    m = ds.meta
    policy = layout.from_meta(m, where=", ".join(map(str, data)))
    a = ds.arrays
    tr, va = split(ds, val_frac, seed)
    if len(tr) == 0:
        raise ValueError("no training positions")
    model = VexNet(m["OBS_PLANES"], m["OBS_GLOBALS"], m["board"]["h"], m["board"]["w"], channels, blocks, policy=policy)
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: 0.5 * (1 + math.cos(math.pi * min(s, steps) / max(1, steps))))
    rng = np.random.default_rng(seed)
    curve = []
    t0 = time.time()
    acc_p = acc_v = 0.0
    acc_n = 0
    model.train()
    log(f"train: {len(tr)} positions ({len(va)} held out) from {ds.games} games, {params(model)} parameters")
    for step in range(1, steps + 1):
        rows = rng.integers(0, len(tr), size=min(batch, len(tr)))
        pol, val = losses(model, tensors(a, tr[rows], q_weight, played))
        loss = pol + value_weight * val
        opt.zero_grad()
        loss.backward()
        opt.step()
        sched.step()
        acc_p += float(pol)
        acc_v += float(val)
        acc_n += 1
        if step % log_every == 0 or step == steps:
            vp, vv, vt = evaluate(model, a, va, q_weight=q_weight, played=played)
            point = {"step": step, "policy": round(acc_p / acc_n, 5), "value": round(acc_v / acc_n, 5),
                     "val_policy": None if vp is None else round(vp, 5), "val_value": None if vv is None else round(vv, 5),
                     "val_top1": None if vt is None else round(vt, 4),
                     "seconds": round(time.time() - t0, 1)}
            curve.append(point)
            log(f"step {step}/{steps}  policy {point['policy']:.4f}  value {point['value']:.4f}"
                + ("" if vp is None else f"  val policy {vp:.4f}  val value {vv:.4f}  val top-1 {vt:.3f}") + f"  {point['seconds']}s")
            acc_p = acc_v = 0.0
            acc_n = 0
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    onnx_path = out.with_name(out.name + ".onnx")
    export_onnx(model, onnx_path)
    training = {
        "data": ds.sources, "skipped": ds.skipped, "scenarios": m["scenarios"], "games": ds.games, "positions": len(ds),
        "train_positions": int(len(tr)), "val_positions": int(len(va)), "steps": steps, "batch": batch, "lr": lr,
        "value_weight": value_weight, "q_weight": q_weight, "policy_target": "played" if played else "visits", "seed": seed, "loss_curve": curve, "seconds": round(time.time() - t0, 1),
        "torch": torch.__version__,
    }
    card = write_card(out.with_name(out.name + ".card.json"), model, m, training, command)
    if check > 0:
        pool = va if len(va) >= check else np.arange(len(ds))
        rows = pool[np.linspace(0, len(pool) - 1, check).round().astype(np.int64)]
        idx = a["policy_idx"][rows]
        extra = np.random.default_rng(seed + 1).integers(0, m["POLICY_SIZE"], size=(len(rows), 64))
        write_check(out.with_name(out.name + ".check.npz"), model, a["planes"][rows], a["globals"][rows],
                    np.concatenate([np.where(idx >= 0, idx, 0), extra], axis=1))
    log(f"wrote {onnx_path} ({onnx_path.stat().st_size} bytes) and its card")
    return model, card


def main(argv=None):
    ap = argparse.ArgumentParser(prog="npm run train --", description="train a Vexillum policy/value network on vex selfplay shards")
    ap.add_argument("--data", nargs="+", required=True, help="vex selfplay output directories, shard directories, a split run's root, or globs (quoted); incomplete shards are skipped")
    ap.add_argument("--out", required=True, help="output stem: writes STEM.onnx and STEM.card.json")
    ap.add_argument("--steps", type=int, default=1000)
    ap.add_argument("--batch", type=int, default=128)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--channels", type=int, default=32)
    ap.add_argument("--blocks", type=int, default=3)
    ap.add_argument("--value-weight", type=float, default=1.0)
    ap.add_argument("--q-weight", type=float, default=0.0,
                    help="value target = (1-w) * game result + w * the search's value of the chosen action")
    ap.add_argument("--policy-target", choices=["visits", "played"], default="visits",
                    help="visits: the root visit shares; played: one-hot on the action the search chose")
    ap.add_argument("--val-frac", type=float, default=0.1)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--log-every", type=int, default=50)
    ap.add_argument("--threads", type=int, default=1, help="torch CPU threads")
    ap.add_argument("--check", type=int, default=0, help="also write STEM.check.npz with PyTorch outputs for N positions")
    o = ap.parse_args(argv)
    command = "npm run train -- " + " ".join(argv if argv is not None else sys.argv[1:])
    try:
        train(o.data, o.out, o.steps, o.batch, o.lr, o.channels, o.blocks, o.value_weight, o.val_frac, o.seed,
              o.log_every, o.threads, o.check, command, q_weight=o.q_weight, played=o.policy_target == "played")
    except (ValueError, FileNotFoundError) as e:
        print(f"train: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
