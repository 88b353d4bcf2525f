#!/usr/bin/env python3
"""Side-by-side: veloscore's kernels vs numpy/pandas on the same input, one run.

Builds the benchmark input exactly as BenchSupport/BenchInput.swift does,
times the Python peers, runs the release `velobench --json`, checks that the
values agree and prints a table of times and ratios.

  python3 Benchmarks/compare.py [--samples N]   (from the repository root;
  build first: cd Benchmarks && swift build -c release --product velobench)
"""
import argparse
import json
import pathlib
import platform
import subprocess
import time

import numpy as np
import pandas as pd

HERE = pathlib.Path(__file__).resolve().parent


def power(n):
    i = np.arange(n, dtype=np.int64)
    return 100 + 0.5 * ((i * 7919) % 1009) + 20 * ((i // 600) % 7)


def best_of(repeats, fn):
    best, value = float("inf"), None
    for _ in range(repeats):
        t = time.perf_counter()
        value = fn()
        best = min(best, time.perf_counter() - t)
    return best, value


def np_numpy_cumsum(p):
    c = np.cumsum(np.concatenate([[0.0], p]))
    r = (c[30:] - c[:-30]) / 30
    return float(np.mean(r ** 4) ** 0.25)


def np_pandas_rolling(p):
    r = pd.Series(p).rolling(30).mean().to_numpy()[29:]
    return float(np.mean(r ** 4) ** 0.25)


def ewma_pandas(p):
    return float(pd.Series(p).ewm(alpha=1 / 26, adjust=False).mean().iloc[-1])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--samples", type=int, default=100_000_000)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    n = args.samples
    p = power(n)
    peers = {
        "np": [("numpy cumsum", lambda: np_numpy_cumsum(p)),
               ("pandas rolling", lambda: np_pandas_rolling(p))],
        "ewma": [("pandas ewm", lambda: ewma_pandas(p))],
    }
    bench = HERE / ".build/release/velobench"
    out = subprocess.run([str(bench), "--samples", str(n), "--repeat", str(args.repeat), "--json"],
                         check=True, capture_output=True, text=True).stdout
    swift = {("np" if r["kernel"].startswith("NP") else "ewma" if r["kernel"].startswith("ewma") else "roll"): r
             for r in json.loads(out)}
    print(f"machine: {platform.machine()}, {platform.processor() or 'cpu'}, "
          f"numpy {np.__version__}, pandas {pd.__version__}, {n:,} samples, best of {args.repeat}")
    print(f"{'kernel':<8} {'implementation':<16} {'seconds':>9} {'Msamples/s':>11} {'ratio':>8}  agreement")
    for key, impls in peers.items():
        mine = swift[key]
        print(f"{key:<8} {'veloscore':<16} {mine['bestSeconds']:>9.4f} {n / mine['bestSeconds'] / 1e6:>11.1f} {'1.0x':>8}")
        for name, fn in impls:
            seconds, value = best_of(args.repeat, fn)
            rel = abs(value - mine["value"]) / abs(value)
            ratio = seconds / mine["bestSeconds"]
            print(f"{'':<8} {name:<16} {seconds:>9.4f} {n / seconds / 1e6:>11.1f} {ratio:>7.1f}x  rel diff {rel:.1e}")
            assert rel < 1e-9, f"{key}: veloscore {mine['value']} vs {name} {value}"


if __name__ == "__main__":
    main()
