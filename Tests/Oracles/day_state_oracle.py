#!/usr/bin/env python3
"""Independent oracle for veloscore's DayState (one day's CTL/ATL/TSB/ramp/trend).

pandas/numpy only, from the README's PMC convention:
  * CTL/ATL: ewm(alpha = 1 - exp(-1/tau), adjust=False) seeded with 0 (a prepended
    row), tau 42 and 7 days; today's load is in today's values
  * TSB_d = CTL_(d-1) - ATL_(d-1); form for tomorrow = CTL_d - ATL_d
  * ramp_d = CTL_d - CTL_(d-7), 0 before the first day
  * CTL trend = 7 * numpy.polyfit slope of CTL over the 28 days ending on d
    (all days since the first when fewer; none for one day)
  * a date after the last load is projected with load 0 on the days between

Writes Tests/Oracles/day_state_oracle.json. Run from the repository root.
"""
import json
import math
import pathlib

import numpy as np
import pandas as pd

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "Tests/Oracles/day_state_oracle.json"


def loads(days):
    """A deterministic training pattern: build weeks with a rest day, one big day, and a taper."""
    out = []
    for d in range(days):
        weekday = d % 7
        base = 40 + 0.6 * d if d < 50 else 70 - 2.0 * (d - 50)
        out.append(0.0 if weekday == 0 else round(max(base, 0) * (1.8 if weekday == 5 else 1.0), 1))
    return out


def state(load, k):
    n = max(len(load), k + 1)
    series = pd.Series([0.0] + load + [0.0] * (n - len(load)))
    ctl = series.ewm(alpha=1 - math.exp(-1 / 42), adjust=False).mean().to_numpy()[1:]
    atl = series.ewm(alpha=1 - math.exp(-1 / 7), adjust=False).mean().to_numpy()[1:]
    prev_ctl = ctl[k - 1] if k > 0 else 0.0
    prev_atl = atl[k - 1] if k > 0 else 0.0
    window = min(28, k + 1)
    y = ctl[k + 1 - window:k + 1]
    trend = float(np.polyfit(np.arange(window), y, 1)[0] * 7) if window >= 2 else None
    return {
        "day": k, "load": float(series.to_numpy()[1:][k]), "ctl": float(ctl[k]), "atl": float(atl[k]),
        "tsb": float(prev_ctl - prev_atl), "formTomorrow": float(ctl[k] - atl[k]),
        "ramp": float(ctl[k] - (ctl[k - 7] if k >= 7 else 0.0)), "trendPerWeek": trend, "trendDays": window,
        "projectedDays": max(0, k - (len(load) - 1)),
    }


def main():
    load = loads(70)
    cases = [state(load, k) for k in (0, 1, 5, 6, 7, 27, 28, 40, 69, 70, 72, 90)]
    OUT.write_text(json.dumps({"start": "2026-01-05", "load": load, "cases": cases}, indent=1) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(cases)} days")


if __name__ == "__main__":
    main()
