#!/usr/bin/env python3
"""Independent oracle for daily-series ratios after rest blocks.

Every window is summed afresh with math.fsum (correctly rounded), never slid, so
a window of rest days is exactly 0 and its ratios are undefined (None):
  * ACWR coupled: mean of days t-6..t / mean of days t-27..t (from day 27)
  * ACWR uncoupled: mean of days t-6..t / mean of days t-27..t-7 (from day 27)
  * monotony: mean / sample SD of days t-6..t (from day 6; SD 0 -> None);
    strain: 7-day sum x monotony
  * week over week: (sum t-6..t - sum t-13..t-7) / sum t-13..t-7 x 100 (from day 13)
Series: (a) six weeks of training with a rest day a week, 35 rest days, one ride
of 27.9 TSS, five rest days; (b) 30 days of exactly 50.3 then 20 rest days
(constant loads: no monotony). Writes Tests/Oracles/rest_break_oracle.json.
"""
import json
import math
import pathlib
import statistics

ROOT = pathlib.Path(__file__).resolve().parents[2]


def training():
    loads = [0.0 if d % 7 == 6 else round(40 + 60 * abs(math.sin(d * 1.3)), 1) for d in range(42)]
    return loads + [0.0] * 35 + [27.9] + [0.0] * 5


def ratios(x):
    out = {k: [] for k in ["acwrCoupled", "acwrUncoupled", "monotony", "strain", "weekOverWeekPercent"]}
    for t in range(len(x)):
        w7 = x[max(0, t - 6):t + 1]
        s7 = math.fsum(w7)
        c = u = m = st = wow = None
        if t >= 6:
            sd = statistics.stdev(w7)
            if sd > 0:
                m = (s7 / 7) / sd
                st = s7 * m
        if t >= 13:
            prev = math.fsum(x[t - 13:t - 6])
            if prev > 0:
                wow = (s7 - prev) / prev * 100
        if t >= 27:
            s28 = math.fsum(x[t - 27:t + 1])
            s21 = math.fsum(x[t - 27:t - 6])
            if s28 > 0:
                c = (s7 / 7) / (s28 / 28)
            if s21 > 0:
                u = (s7 / 7) / (s21 / 21)
        for k, v in zip(out, [c, u, m, st, wow]):
            out[k].append(v)
    return out


def main():
    series = {"restBreak": training(), "constantThenRest": [50.3] * 30 + [0.0] * 20}
    doc = {name: {"load": x, **ratios(x)} for name, x in series.items()}
    (ROOT / "Tests/Oracles/rest_break_oracle.json").write_text(json.dumps(doc, indent=1) + "\n")
    ride = len(series["restBreak"]) - 6
    print({k: v[ride] for k, v in doc["restBreak"].items()})


if __name__ == "__main__":
    main()
