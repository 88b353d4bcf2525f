#!/usr/bin/env python3
"""Independent oracle for veloscore's grade-adjusted pace metrics, computed with
numpy/pandas from the definitions on the FIT ride's streams (Garmin SDK records),
treating them as a run (the formulas do not care about the sport):

  * 1 Hz grid: mean per second; speed missing -> 0, altitude/distance missing -> NaN
  * grade_i = (alt_i - alt_{i-10}) / (dist_i - dist_{i-10}) if the run >= 1 m and finite,
    else 0, clipped to +-0.45; Minetti 2002 cost polynomial; GAP = v * C(g) / C(0)
  * NGS = (mean over full 30 s windows of rolling-mean GAP ^ 4) ^ (1/4)
  * rTSS = s * NGS * IF / (threshold * 3600) * 100, IF = NGS / threshold (threshold 4.0 m/s)
Writes Tests/Oracles/run_oracle.json. Run from the repository root.
"""
import json
import pathlib

import numpy as np
import pandas as pd

ROOT = pathlib.Path(__file__).resolve().parents[2]
THRESHOLD = 4.0


def grid(t, v, missing):
    k = np.floor(t - t[0] + 0.5).astype(int)
    s = pd.Series(v).groupby(k).mean()
    return s.reindex(range(k.max() + 1)).fillna(missing).to_numpy(dtype=float)


def cost(g):
    g = np.clip(g, -0.45, 0.45)
    return 155.4 * g**5 - 30.4 * g**4 - 43.3 * g**3 + 46.3 * g**2 + 19.5 * g + 3.6


def main():
    rec = pd.read_csv(ROOT / "Tests/Oracles/fit/4078723797.fit.records.csv")
    t = rec["timestamp"].to_numpy()
    speed = grid(t, rec["speed"].to_numpy(), 0.0)
    alt = grid(t, rec["altitude"].to_numpy(), np.nan)
    dist = grid(t, rec["distance"].to_numpy(), np.nan)
    grade = np.zeros(len(alt))
    for i in range(10, len(alt)):
        run, rise = dist[i] - dist[i - 10], alt[i] - alt[i - 10]
        if np.isfinite(run) and np.isfinite(rise) and run >= 1:
            grade[i] = np.clip(rise / run, -0.45, 0.45)
    gap = speed * cost(grade) / 3.6
    ngs = float(np.mean(pd.Series(gap).rolling(30).mean().dropna().to_numpy() ** 4) ** 0.25)
    intensity = ngs / THRESHOLD
    out = {"threshold": THRESHOLD, "seconds": len(speed), "gradeSum": float(grade.sum()),
           "gradeAbsMax": float(np.abs(grade).max()), "gapMean": float(gap.mean()), "ngs": ngs,
           "rTSS": len(speed) * ngs * intensity / (THRESHOLD * 3600) * 100,
           "minetti": {str(g): float(cost(np.array(g))) for g in (-0.45, -0.2, 0.0, 0.1, 0.45)}}
    (ROOT / "Tests/Oracles/run_oracle.json").write_text(json.dumps(out, indent=1) + "\n")
    print(json.dumps(out))


if __name__ == "__main__":
    main()
