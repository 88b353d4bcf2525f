#!/usr/bin/env python3
"""Independent oracle for veloscore's activity power metrics (NP, IF, TSS, VI, work).

Computes with pandas/numpy, from the definitions, not from veloscore's code:
  * 1 Hz grid: round (t - t0) to whole seconds, halves up (floor(x + 0.5), not
    numpy's round-half-to-even), average readings in one second; seconds
    without a reading: runs of up to 25 s interpolated linearly, longer runs
    0 W (stopped) -- the dropout rule, dropouts.py.
  * NP (Coggan/TrainingPeaks): 30 s rolling mean (pandas rolling(30), full
    windows only), 4th-power mean, 4th root.
  * NP (GoldenCheetah): zero-initialised 30-sample window: np.convolve(p, ones(30))[:n] / 30.
  * IF = NP/FTP, TSS = s * NP * IF / (FTP * 3600) * 100, VI = NP/avg, work = sum(P)/1000 kJ.

Writes Tests/Oracles/activity_oracle.json and the irregular-stream fixture.
Run from the repository root:  python3 Tests/Oracles/activity_oracle.py
"""
import json
import pathlib

import numpy as np
import pandas as pd

from dropouts import fill_dropouts

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "Tests/Oracles/activity_oracle.json"
FIXTURE = ROOT / "Tests/Oracles/fixtures/irregular.csv"


def write_irregular_fixture():
    """A stream with gaps, sub-second samples and empty cells (deterministic)."""
    rng = np.random.default_rng(20261123)
    rows = []
    t = 0.0
    while t < 900:
        step = rng.choice([1.0, 1.0, 1.0, 0.5, 3.0, 12.0], p=[0.7, 0.1, 0.05, 0.08, 0.05, 0.02])
        power = "" if rng.random() < 0.01 else str(int(np.clip(rng.normal(230, 60), 0, 900)))
        rows.append(f"{t:g},{power},{int(rng.normal(140, 8))}")
        t += step
    FIXTURE.write_text("time,power,heart_rate\n" + "\n".join(rows) + "\n")


def seconds_index(df):
    return np.floor(df["time"] - df["time"].iloc[0] + 0.5).astype(int)


def grid_1hz(df):
    t = seconds_index(df)
    p = df["power"]
    per_second = p.groupby(t).mean()  # NaN readings are skipped; all-NaN second -> NaN
    full = per_second.reindex(range(t.max() + 1))
    return fill_dropouts(full.to_numpy(dtype=float))[0]


def metrics(p, ftp):
    n = len(p)
    np_coggan = float(np.mean(pd.Series(p).rolling(30).mean().dropna().to_numpy() ** 4) ** 0.25)
    ring = np.convolve(p, np.ones(30))[:n] / 30.0
    np_gc = float(np.mean(ring ** 4) ** 0.25)
    avg = float(np.mean(p))
    out = {"ftp": ftp, "seconds": n, "average": avg, "max": float(np.max(p)),
           "work_kj": float(np.sum(p) / 1000.0)}
    for name, value in (("coggan", np_coggan), ("goldenCheetah", np_gc)):
        intensity = value / ftp
        out[name] = {"np": value, "if": intensity,
                     "tss": n * value * intensity / (ftp * 3600) * 100,
                     "vi": value / avg}
    return out


def main():
    write_irregular_fixture()
    athletes = pd.read_csv(ROOT / "datasets/sample/athletes.csv").set_index("id")
    cases = []
    for ride in sorted((ROOT / "datasets/sample").glob("*/rides/*.csv")):
        ftp = float(athletes.loc[ride.parent.parent.name, "ftp_w"])
        df = pd.read_csv(ride)
        cases.append({"file": str(ride.relative_to(ROOT)), **metrics(grid_1hz(df), ftp)})
    df = pd.read_csv(FIXTURE)
    p = grid_1hz(df)
    irregular = {"file": str(FIXTURE.relative_to(ROOT)), **metrics(p, 260.0)}
    t = seconds_index(df)
    counts = df["power"].groupby(t).count().reindex(range(t.max() + 1)).fillna(0)
    _, irregular["interpolated_seconds"], irregular["filled_seconds"] = fill_dropouts(
        np.where(counts > 0, 0.0, np.nan))
    irregular["merged_seconds"] = int((counts > 1).sum())
    cases.append(irregular)
    OUT.write_text(json.dumps({"generator": "Tests/Oracles/activity_oracle.py",
                               "numpy": np.__version__, "pandas": pd.__version__,
                               "cases": cases}, indent=1) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)} ({len(cases)} cases)")


if __name__ == "__main__":
    main()
