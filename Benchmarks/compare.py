#!/usr/bin/env python3
"""Side-by-side: veloscore's kernels vs numpy/pandas, and its FIT decoder vs
garmin-fit-sdk, fitdecode and fitparse, on the same inputs in one run.

Builds the benchmark input exactly as BenchSupport/BenchInput.swift does,
times the Python peers, runs the release `velobench --json`, checks that the
values agree and prints a table of times and ratios.

  python3 Benchmarks/compare.py [--samples N]   (from the repository root;
  build first: cd Benchmarks && swift build -c release --product velobench)
"""
import argparse
import json
import math
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


def fit_power_sum_sdk(path):
    from garmin_fit_sdk import Decoder, Stream
    messages, errors = Decoder(Stream.from_file(str(path))).read()
    return float(sum(r.get("power") or 0 for r in messages["record_mesgs"]))


def fit_power_sum_fitdecode(path):
    import fitdecode
    total = 0.0
    with fitdecode.FitReader(str(path)) as fit:
        for frame in fit:
            if frame.frame_type == fitdecode.FIT_FRAME_DATA and frame.name == "record" and frame.has_field("power"):
                total += frame.get_value("power") or 0
    return total


def fit_power_sum_fitparse(path):
    import fitparse
    total = 0.0
    for record in fitparse.FitFile(str(path)).get_messages("record"):
        value = record.get_value("power")
        total += value or 0
    return total


def compare_fit(path, swift_rows, repeats):
    mine = next(r for r in swift_rows if r["kernel"].startswith("FIT decode to streams"))
    size = path.stat().st_size
    print(f"\nFIT decode of {path.name} ({size:,} bytes), best of {repeats}")
    print(f"{'implementation':<34} {'seconds':>9} {'MB/s':>9} {'ratio':>9}  agreement (sum of record power)")
    print(f"{'veloscore FITActivity (release)':<34} {mine['bestSeconds']:>9.4f} {size / mine['bestSeconds'] / 1e6:>9.1f} {'1.0x':>9}")
    for name, fn in (("garmin-fit-sdk", fit_power_sum_sdk), ("fitdecode", fit_power_sum_fitdecode),
                     ("fitparse", fit_power_sum_fitparse)):
        seconds, value = best_of(repeats, lambda: fn(path))
        ok = "equal" if value == mine["value"] else f"DIFFERS ({value} vs {mine['value']})"
        print(f"{name:<34} {seconds:>9.4f} {size / seconds / 1e6:>9.2f} {seconds / mine['bestSeconds']:>8.0f}x  {ok}")
        assert value == mine["value"], name


def mean_max_numpy(p):
    c = np.concatenate([[0.0], np.cumsum(p)])
    return float(sum((c[d:] - c[:-d]).max() / d for d in range(1, len(p) + 1)))


def compare_mean_max(fit_path, swift_rows, repeats):
    from garmin_fit_sdk import Decoder, Stream
    mine = next(r for r in swift_rows if r["kernel"].startswith("mean-max"))
    messages, _ = Decoder(Stream.from_file(str(fit_path))).read()
    rec = pd.DataFrame(messages["record_mesgs"])
    t = np.floor(rec["timestamp"].map(lambda d: d.timestamp()).to_numpy() - rec["timestamp"].iloc[0].timestamp() + 0.5).astype(int)
    g = pd.Series(rec["power"].to_numpy(dtype=float)).groupby(t).mean().reindex(range(t.max() + 1)).fillna(0.0).to_numpy()
    four_hours = g[np.arange(14_400) % len(g)]
    seconds, value = best_of(repeats, lambda: mean_max_numpy(four_hours))
    rel = abs(value - mine["value"]) / abs(value)
    print(f"\nMean-max power curve, 4 h ride at 1 Hz (14,400 durations, exact), best of {repeats}")
    print(f"{'veloscore PowerCurve':<34} {mine['bestSeconds']:>9.4f} s")
    print(f"{'numpy cumsum, every duration':<34} {seconds:>9.4f} s  ratio {seconds / mine['bestSeconds']:.0f}x  "
          f"sum of curve rel diff {rel:.1e}")
    assert rel < 1e-12


def loads(athletes, days):
    a = np.arange(athletes, dtype=np.int64)[None, :]
    d = np.arange(days, dtype=np.int64)[:, None]
    return np.where((d + a) % 7 == 0, 0.0, ((a * 7919 + d * 104729) % 211).astype(float))


def series_pandas(load):
    df = pd.DataFrame(load)
    zero = pd.DataFrame(np.zeros((1, df.shape[1])))

    def ewm(alpha):
        return pd.concat([zero, df], ignore_index=True).ewm(alpha=alpha, adjust=False).mean().iloc[1:]

    ctl, atl = ewm(1 - math.exp(-1 / 42)).to_numpy(), ewm(1 - math.exp(-1 / 7)).to_numpy()
    tsb_last = ctl[-2] - atl[-2]
    coupled = (df.rolling(7).mean() / df.rolling(28).mean()).to_numpy()[-1]
    ewma = (ewm(2 / 8).to_numpy() / ewm(2 / 29).to_numpy())[-1]
    slopes = np.polyfit(np.arange(28.0), load[-28:], 1)[0]
    return float(np.sum(ctl[-1] + tsb_last + coupled + ewma + slopes))


def compare_series(swift_rows, athletes, days, repeats):
    mine = next(r for r in swift_rows if r["kernel"].startswith("PMC+ACWR"))
    load = loads(athletes, days)
    seconds, value = best_of(repeats, lambda: series_pandas(load))
    rel = abs(value - mine["value"]) / abs(value)
    print(f"\nPMC + ACWR (coupled, EWMA) + 28-day trend slopes, {athletes:,} athletes x {days:,} days, best of {repeats}")
    print(f"{'veloscore (batched; all 6 load ratios)':<40} {mine['bestSeconds']:>9.3f} s")
    print(f"{'pandas ewm/rolling + numpy polyfit':<40} {seconds:>9.3f} s  ratio {seconds / mine['bestSeconds']:.1f}x  "
          f"checksum rel diff {rel:.1e}")
    assert rel < 1e-9


def write_stream_csv(path, n):
    p = power(n)
    i = np.arange(n)
    df = pd.DataFrame({"time": i, "power": p, "heart_rate": 120 + (i * 31) % 60, "cadence": 80 + (i * 7) % 20})
    df.to_csv(path, index=False)


def compare_csv(path, swift_rows, repeats):
    mine = next(r for r in swift_rows if r["kernel"].startswith("CSV stream parse"))
    size = path.stat().st_size
    seconds, value = best_of(repeats, lambda: float(pd.read_csv(path)["power"].sum()))
    print(f"\nCSV parse of a 4-column 1 Hz stream ({size / 1e6:.0f} MB), best of {repeats}")
    print(f"{'veloscore ActivityCSV':<34} {mine['bestSeconds']:>9.4f} {size / mine['bestSeconds'] / 1e6:>9.1f} MB/s")
    rel = abs(value - mine["value"]) / abs(value)
    print(f"{'pandas.read_csv':<34} {seconds:>9.4f} {size / seconds / 1e6:>9.1f} MB/s  "
          f"ratio {seconds / mine['bestSeconds']:.1f}x  sum(power) rel diff {rel:.1e}")
    assert rel < 1e-12


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--samples", type=int, default=100_000_000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--fit", default=str(HERE.parent / "datasets/fit/4078723797.fit"))
    ap.add_argument("--csv-rows", type=int, default=5_000_000)
    ap.add_argument("--athletes", type=int, default=10_000)
    ap.add_argument("--days", type=int, default=3650)
    args = ap.parse_args()
    n = args.samples
    p = power(n)
    peers = {
        "np": [("numpy cumsum", lambda: np_numpy_cumsum(p)),
               ("pandas rolling", lambda: np_pandas_rolling(p))],
        "ewma": [("pandas ewm", lambda: ewma_pandas(p))],
    }
    bench = HERE / ".build/release/velobench"
    csv_path = HERE / ".build/compare-stream.csv"
    write_stream_csv(csv_path, args.csv_rows)
    out = subprocess.run([str(bench), "--samples", str(n), "--repeat", str(args.repeat), "--json",
                          "--fit", args.fit, "--csv", str(csv_path), "--athletes", str(args.athletes),
                          "--days", str(args.days)], check=True, capture_output=True, text=True).stdout
    rows = json.loads(out)
    swift = {("np" if r["kernel"].startswith("NP") else "ewma" if r["kernel"].startswith("ewma") else "roll"): r
             for r in rows if r["kernel"].startswith(("NP", "ewma", "rolling"))}
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
    compare_fit(pathlib.Path(args.fit), rows, args.repeat)
    compare_csv(csv_path, rows, args.repeat)
    compare_mean_max(pathlib.Path(args.fit), rows, args.repeat)
    compare_series(rows, args.athletes, args.days, args.repeat)


if __name__ == "__main__":
    main()
