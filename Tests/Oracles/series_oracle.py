#!/usr/bin/env python3
"""Independent oracle for veloscore's batched daily-series engine, with pandas
(one column per athlete, rows = days) and numpy/scipy, from the definitions:

  * PMC: ewm(alpha = 1 - exp(-1/tau), adjust=False) seeded with 0 (prepended row)
  * ACWR coupled: rolling(7).mean() / rolling(28).mean()
  * ACWR uncoupled: rolling(7).mean() / rolling(21).mean().shift(7)
  * ACWR EWMA (Williams 2017): ewm(alpha = 2/(N+1)) for N = 7 and 28, seeded with 0
  * every ratio NaN before day index 27 and when the denominator is 0
  * Foster monotony = rolling(7).mean() / rolling(7).std() (sample SD; 0 SD -> NaN);
    strain = rolling(7).sum() * monotony; week-over-week % from rolling(7).sum()
  * 28-day trend slope: numpy.polyfit per athlete, cross-checked by scipy.stats.linregress
Inputs: datasets/sample/*/daily.csv (3 athletes x 365 days). Writes Tests/Oracles/series_oracle.json.
"""
import json
import math
import pathlib

import numpy as np
import pandas as pd
from scipy import stats

ROOT = pathlib.Path(__file__).resolve().parents[2]


def seeded_ewm(df, alpha):
    seeded = pd.concat([pd.DataFrame([np.zeros(df.shape[1])], columns=df.columns), df], ignore_index=True)
    return seeded.ewm(alpha=alpha, adjust=False).mean().iloc[1:].reset_index(drop=True)


def clean(df):
    out = df.replace([np.inf, -np.inf], np.nan)
    return [[None if (isinstance(v, float) and math.isnan(v)) else float(v) for v in out[c]] for c in out.columns]


def main():
    files = sorted((ROOT / "datasets/sample").glob("*/daily.csv"))
    load = pd.DataFrame({f.parent.name: pd.read_csv(f)["tss"].to_numpy(dtype=float) for f in files})
    ctl = seeded_ewm(load, 1 - math.exp(-1 / 42))
    atl = seeded_ewm(load, 1 - math.exp(-1 / 7))

    def warm(r):
        r = r.where(np.isfinite(r))
        r.iloc[:27] = np.nan
        return r

    a7 = load.rolling(7).mean()
    c28 = load.rolling(28).mean()
    c21 = load.rolling(21).mean().shift(7)
    coupled = warm(a7 / c28.where(c28 > 0))
    uncoupled = warm(a7 / c21.where(c21 > 0))
    ea, ec = seeded_ewm(load, 2 / 8), seeded_ewm(load, 2 / 29)
    ewma_ratio = warm(ea / ec.where(ec > 0))
    sd7 = load.rolling(7).std()
    monotony = a7 / sd7.where(sd7 > 0)
    strain = load.rolling(7).sum() * monotony
    week = load.rolling(7).sum()
    prev = week.shift(7)
    wow = (week - prev) / prev.where(prev > 0) * 100
    x = np.arange(28.0)
    slopes = np.polyfit(x, load.to_numpy()[-28:], 1)[0].tolist()
    for i, c in enumerate(load.columns):
        assert abs(stats.linregress(x, load[c].to_numpy()[-28:]).slope - slopes[i]) < 1e-9
    out = {"athletes": list(load.columns), "days": len(load), "load": clean(load),
           "ctl": clean(ctl), "atl": clean(atl), "acwrCoupled": clean(coupled), "acwrUncoupled": clean(uncoupled),
           "acwrEWMA": clean(ewma_ratio), "monotony": clean(monotony), "strain": clean(strain),
           "weekOverWeekPercent": clean(wow), "slopes28": slopes}
    path = ROOT / "Tests/Oracles/series_oracle.json"
    path.write_text(json.dumps(out) + "\n")
    print(f"wrote {path.relative_to(ROOT)}: {len(load.columns)} athletes x {len(load)} days")


if __name__ == "__main__":
    main()
