#!/usr/bin/env python3
"""Oracle for veloscore's rolling slopes, LOESS and weekly grouping:

  * rolling 28-day OLS slopes of every athlete's daily load: numpy.polyfit on each window
  * LOESS of athlete-01's rMSSD (last 120 days, missing days skipped):
    statsmodels.nonparametric.lowess(frac=0.3, it=0, delta=0, return_sorted=False, xvals=every day)
  * weekly grouping (Monday weeks) of athlete-02's load: pandas resample('W-MON', label='left', closed='left')
Writes Tests/Oracles/smoothing_oracle.json. Run from the repository root.
"""
import json
import pathlib

import numpy as np
import pandas as pd
from statsmodels.nonparametric.smoothers_lowess import lowess

ROOT = pathlib.Path(__file__).resolve().parents[2]


def main():
    files = sorted((ROOT / "datasets/sample").glob("*/daily.csv"))
    load = np.array([pd.read_csv(f)["tss"].to_numpy(dtype=float) for f in files])
    x = np.arange(28.0)
    rolling = [[None] * 27 + [float(np.polyfit(x, a[t - 27:t + 1], 1)[0]) for t in range(27, len(a))] for a in load]

    w = pd.read_csv(ROOT / "datasets/sample/athlete-01/wellness.csv", parse_dates=["date"]).set_index("date")
    days = pd.date_range(end="2026-11-22", periods=120, freq="D")
    y = w["hrv_rmssd_ms"].reindex(days).to_numpy(dtype=float)
    idx = np.arange(len(y), dtype=float)
    ok = ~np.isnan(y)
    smooth = lowess(y[ok], idx[ok], frac=0.3, it=0, delta=0.0, return_sorted=False, xvals=idx)

    d = pd.read_csv(ROOT / "datasets/sample/athlete-02/daily.csv", parse_dates=["date"]).set_index("date")["tss"]
    weekly = d.resample("W-MON", label="left", closed="left").agg(["sum", "mean", "count"])
    out = {"rollingSlopes28": rolling, "rmssd120": [None if np.isnan(v) else float(v) for v in y],
           "loess": smooth.tolist(),
           "weekly": [{"monday": str(k.date()), "sum": float(r["sum"]), "mean": float(r["mean"]), "count": int(r["count"])}
                      for k, r in weekly.iterrows()]}
    (ROOT / "Tests/Oracles/smoothing_oracle.json").write_text(json.dumps(out) + "\n")
    print("weeks", len(out["weekly"]), out["weekly"][:2], "loess", out["loess"][:3])


if __name__ == "__main__":
    main()
