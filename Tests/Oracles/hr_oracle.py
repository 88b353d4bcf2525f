#!/usr/bin/env python3
"""Independent oracle for veloscore's heart-rate load metrics (numpy/pandas loops
from the published definitions) on the FIT ride (Garmin SDK records):

  * heart rate on the 1 Hz grid: mean per second, seconds without a reading NaN
  * Banister TRIMP per second: x = clip((HR-rest)/(max-rest), 0, 1); sum x*a*exp(b*x)/60,
    a, b = 0.64, 1.92 (male) / 0.86, 1.67 (female)
  * GoldenCheetah TRIMP: session mean of HR > 0, minutes = grid length / 60, 0.64 both sexes
  * Edwards: minutes in [50,60), [60,70), [70,80), [80,90), [90, inf) % HRmax x 1..5
  * Lucia: minutes < VT1 x1, [VT1, VT2) x2, >= VT2 x3
  * hrTSS = 100 * TRIMP / (60 * xLT * a * exp(b * xLT))
  * Friel LTHR zones, EF = NP / mean HR, Pa:HR decoupling over equal halves
Writes Tests/Oracles/hr_oracle.json. Run from the repository root.
"""
import json
import math
import pathlib

import numpy as np
import pandas as pd

ROOT = pathlib.Path(__file__).resolve().parents[2]
REST, MAX, LTHR, VT1, VT2 = 50.0, 190.0, 170.0, 150.0, 170.0


def grid(t, v, missing):
    k = np.floor(t - t[0] + 0.5).astype(int)
    s = pd.Series(v).groupby(k).mean()
    return s.reindex(range(k.max() + 1)).fillna(missing).to_numpy(dtype=float)


def banister(hr, sex):
    a, b = (0.64, 1.92) if sex == "male" else (0.86, 1.67)
    total = 0.0
    for h in hr:
        if not math.isnan(h):
            x = min(1.0, max(0.0, (h - REST) / (MAX - REST)))
            total += x * a * math.exp(b * x) / 60
    return total


def main():
    rec = pd.read_csv(ROOT / "Tests/Oracles/fit/4078723797.fit.records.csv")
    t = rec["timestamp"].to_numpy()
    hr = grid(t, rec["heart_rate"].to_numpy(), np.nan)
    power = grid(t, rec["power"].to_numpy(), 0.0)
    out = {"rest": REST, "max": MAX, "lthr": LTHR, "vt1": VT1, "vt2": VT2, "seconds": len(hr)}
    for sex in ("male", "female"):
        a, b = (0.64, 1.92) if sex == "male" else (0.86, 1.67)
        trimp = banister(hr, sex)
        xlt = (LTHR - REST) / (MAX - REST)
        valid = hr[~np.isnan(hr) & (hr > 0)]
        xbar = (valid.mean() - REST) / (MAX - REST)
        out[sex] = {"banister": trimp, "hrTSS": 100 * trimp / (60 * xlt * a * math.exp(b * xlt)),
                    "goldenCheetah": len(hr) / 60 * xbar * 0.64 * math.exp((1.92 if sex == "male" else 1.67) * xbar)}
    pct = hr / MAX
    zone = np.select([pct >= 0.9, pct >= 0.8, pct >= 0.7, pct >= 0.6, pct >= 0.5], [5, 4, 3, 2, 1], 0)
    out["edwards"] = float(sum(zone[~np.isnan(hr)]) / 60)
    lz = np.where(hr >= VT2, 3, np.where(hr >= VT1, 2, 1))
    out["lucia"] = float(lz[~np.isnan(hr)].sum() / 60)
    edges = np.array([0.81, 0.90, 0.94, 1.00, 1.03, 1.07]) * LTHR
    h = hr[~np.isnan(hr)]
    out["frielSeconds"] = np.bincount(np.searchsorted(edges, h, side="right"), minlength=7).tolist()
    np30 = float(np.mean(pd.Series(power).rolling(30).mean().dropna().to_numpy() ** 4) ** 0.25)
    out["ef"] = np30 / float(np.nanmean(hr))
    half = len(power) // 2
    r1 = power[:half].mean() / np.nanmean(hr[:half])
    r2 = power[half:2 * half].mean() / np.nanmean(hr[half:2 * half])
    out["decoupling"] = float((r1 - r2) / r1 * 100)
    path = ROOT / "Tests/Oracles/hr_oracle.json"
    path.write_text(json.dumps(out, indent=1) + "\n")
    print(json.dumps(out))


if __name__ == "__main__":
    main()
