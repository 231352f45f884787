"""Environment steps per second from Python (docs/benchmarks.md, "Python environment").

    python -m vexillum.bench --seconds 20 single vec:1 vec:16 vec:64

single: VexEnv(auto_chance=True), at each decision last() (the observation tensors and the
        action mask, decoded with numpy) then step() with a random legal policy index.
vec:N:  VecEnv(N): step() with one random legal policy index per game; the stacked observations
        and masks are built at every step. A step counts N game steps. vec:N:E spreads the N
        games over E engine processes.
Besides wall-clock steps/s it prints the CPU time per game step of Python and the engines
together (from /proc), which contention on a shared machine does not inflate.
Random play seeded by --seed; games of scenario --scenario. Prints one line per case and a JSON
list [{name, unit, value}] at the end. A benchmark, not a test: numbers depend on the machine.
"""
from __future__ import annotations

import argparse
import json
import os
import time

import numpy as np


def cpu_seconds(pids: list) -> float:
    """CPU time (user + system) of this process and of the engine processes `pids` so far: a
    measure of the work per step that contention on a shared machine does not inflate."""
    own = time.process_time()
    tick = os.sysconf("SC_CLK_TCK")
    for pid in pids:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        own += (int(fields[11]) + int(fields[12])) / tick
    return own


def bench_single(scenario: str, seconds: float, seed: int) -> tuple[float, float]:
    from .env import VexEnv

    env = VexEnv(scenario, auto_chance=True)
    rng = np.random.default_rng(seed)
    n, g = 0, seed
    c0 = cpu_seconds([env.client.pid])
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        env.reset(seed=g)
        g += 1
        for agent in env.agent_iter():
            obs, reward, term, trunc, info = env.last()
            if term or trunc:
                env.step(None)
                continue
            env.step(int(rng.choice(env.legal_actions())))
            n += 1
            if time.perf_counter() - t0 >= seconds:
                break
    dt = time.perf_counter() - t0
    cpu = cpu_seconds([env.client.pid]) - c0
    env.close()
    return n / dt, cpu / n * 1e6


def bench_vec(scenario: str, seconds: float, seed: int, n: int, engines: int) -> tuple[float, float]:
    from .vector import VecEnv

    rng = np.random.default_rng(seed)
    with VecEnv(n, scenario, seed=seed, num_engines=engines) as venv:
        venv.reset()
        steps = 0
        pids = [c.pid for c in venv.clients]
        c0 = cpu_seconds(pids)
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            acts = np.array([rng.choice(venv.legal_actions(i)) for i in range(n)])
            obs, rewards, dones, infos = venv.step(acts)
            steps += n
        dt = time.perf_counter() - t0
        cpu = cpu_seconds(pids) - c0
    return steps / dt, cpu / steps * 1e6


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(prog="python -m vexillum.bench", description=__doc__.splitlines()[0])
    ap.add_argument("cases", nargs="*", default=["single", "vec:1", "vec:16", "vec:64"])
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--scenario", default="001-akragas")
    a = ap.parse_args(argv)
    out = []
    for case in a.cases:
        if case == "single":
            v, cpu = bench_single(a.scenario, a.seconds, a.seed)
        elif case.startswith("vec:"):
            parts = case.split(":")
            v, cpu = bench_vec(a.scenario, a.seconds, a.seed, int(parts[1]), int(parts[2]) if len(parts) > 2 else None)
        else:
            ap.error(f"unknown case {case!r} (single, vec:N, vec:N:ENGINES)")
        print(f"{case:>9}: {v:8.0f} game steps/s   {cpu:6.0f} us CPU per step (Python + engines)", flush=True)
        out.append({"name": case, "unit": "game steps/s", "value": round(v), "cpu_us_per_step": round(cpu)})
    print(json.dumps(out))


if __name__ == "__main__":
    main()
