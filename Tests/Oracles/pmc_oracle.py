#!/usr/bin/env python3
"""Independent oracle for veloscore's Performance Management Chart.

pandas only, from the definitions (GoldenCheetah PMCData.cpp convention):
  * daily load: sum per date, every calendar day from first to last, missing -> 0
  * CTL/ATL: ewm(alpha, adjust=False) seeded with the start value (prepended row)
    alpha = 1 - exp(-1/tau) ("exponential") or 1/tau ("reciprocal")
  * TSB: yesterday's CTL - ATL (first day: start values) or today's
  * ramp: CTL_d - CTL_(d-7), CTL start value before the first day
  * CTL trend: numpy.polyfit slope over the last 28 days

Writes Tests/Oracles/pmc_oracle.json. Run from the repository root.
"""
import json
import math
import pathlib

import numpy as np
import pandas as pd

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "Tests/Oracles/pmc_oracle.json"


def daily_load(path):
    df = pd.read_csv(path, parse_dates=["date"])
    per_day = df.groupby("date")["tss"].sum()
    days = pd.date_range(per_day.index.min(), per_day.index.max(), freq="D")
    return per_day.reindex(days, fill_value=0.0)


def smooth(load, tau, start, decay):
    alpha = 1 - math.exp(-1 / tau) if decay == "exponential" else 1 / tau
    seeded = pd.concat([pd.Series([start]), pd.Series(load.to_numpy())], ignore_index=True)
    return seeded.ewm(alpha=alpha, adjust=False).mean().iloc[1:].to_numpy()


def pmc(load, ctl_days=42, atl_days=7, ctl_start=0.0, atl_start=0.0,
        decay="exponential", balance="yesterday"):
    ctl = smooth(load, ctl_days, ctl_start, decay)
    atl = smooth(load, atl_days, atl_start, decay)
    if balance == "today":
        tsb = ctl - atl
    else:
        tsb = np.concatenate([[ctl_start - atl_start], (ctl - atl)[:-1]])
    back = np.concatenate([np.full(7, ctl_start), ctl[:-7]])[: len(ctl)]
    ramp = ctl - back
    trend = np.polyfit(np.arange(28.0), ctl[-28:], 1)[0]
    return {"params": {"ctlDays": ctl_days, "atlDays": atl_days, "ctlStart": ctl_start,
                       "atlStart": atl_start, "decay": decay, "balance": balance},
            "start": str(load.index[0].date()), "load": load.tolist(),
            "ctl": ctl.tolist(), "atl": atl.tolist(), "tsb": tsb.tolist(),
            "ramp": ramp.tolist(), "ctlTrendPerDay28": float(trend)}


def main():
    cases = []
    for daily in sorted((ROOT / "datasets/sample").glob("*/daily.csv")):
        load = daily_load(daily)
        cases.append({"file": str(daily.relative_to(ROOT)), **pmc(load)})
    first = ROOT / "datasets/sample/athlete-01/daily.csv"
    load = daily_load(first)
    for kwargs in ({"ctl_start": 50.0, "atl_start": 65.0},
                   {"decay": "reciprocal", "balance": "today"},
                   {"ctl_days": 28, "atl_days": 5, "ctl_start": 20.0}):
        cases.append({"file": str(first.relative_to(ROOT)), **pmc(load, **kwargs)})
    OUT.write_text(json.dumps({"generator": "Tests/Oracles/pmc_oracle.py",
                               "pandas": pd.__version__, "cases": cases}) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)} ({len(cases)} cases)")


if __name__ == "__main__":
    main()
