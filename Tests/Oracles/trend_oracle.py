#!/usr/bin/env python3
"""Oracle for veloscore's trend statistics with scipy: linregress (slope, intercept,
R^2, two-sided p, stderr), 95 % CI from t.ppf(0.975, n-2), theilslopes; Student t
p-values and quantiles. Series: athlete-01's rMSSD over its last 60 days (missing days
skipped) and athlete-02's daily load over its last 28 days.
Writes Tests/Oracles/trend_oracle.json. Run from the repository root.
"""
import json
import pathlib

import numpy as np
import pandas as pd
from scipy import stats

ROOT = pathlib.Path(__file__).resolve().parents[2]


def series_rmssd():
    w = pd.read_csv(ROOT / "datasets/sample/athlete-01/wellness.csv", parse_dates=["date"]).set_index("date")
    days = pd.date_range(end="2026-11-22", periods=60, freq="D")
    return w["hrv_rmssd_ms"].reindex(days).to_numpy(dtype=float)


def series_load():
    return pd.read_csv(ROOT / "datasets/sample/athlete-02/daily.csv")["tss"].to_numpy(dtype=float)[-28:]


def trend(values):
    x = np.arange(len(values), dtype=float)
    ok = ~np.isnan(values)
    x, y = x[ok], values[ok]
    r = stats.linregress(x, y)
    q = stats.t.ppf(0.975, len(x) - 2)
    return {"values": [None if np.isnan(v) else float(v) for v in values], "slope": r.slope, "intercept": r.intercept,
            "r2": r.rvalue ** 2, "p": r.pvalue, "se": r.stderr, "ciLow": r.slope - q * r.stderr,
            "ciHigh": r.slope + q * r.stderr, "theilSen": float(stats.theilslopes(y, x)[0]), "n": int(len(x))}


def main():
    out = {"trends": [trend(series_rmssd()), trend(series_load())],
           "studentT": [{"t": t, "df": df, "p": float(2 * stats.t.sf(abs(t), df)), "q975": float(stats.t.ppf(0.975, df))}
                        for t, df in ((0.5, 3), (2.1, 10), (-3.7, 58), (12.0, 5))]}
    (ROOT / "Tests/Oracles/trend_oracle.json").write_text(json.dumps(out, indent=1) + "\n")
    print(json.dumps({k: v for k, v in out["trends"][0].items() if k != "values"}))


if __name__ == "__main__":
    main()
