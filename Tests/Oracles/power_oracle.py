#!/usr/bin/env python3
"""Independent oracle for veloscore's power toolbox, by brute force from the
definitions with numpy (no shortcuts the Swift code takes):

  * mean-max curve: for every d, max over all windows of (c[i+d] - c[i]) / d, c = cumsum
  * xPower: EWMA from 0 W (alpha 1/26 "goldenCheetah", 1 - exp(-1/25) "exponential"), 4th-power mean
  * W'bal integral (Skiba 2012): the double sum evaluated directly for every t, tau from D_CP
  * W'bal differential (Skiba 2015): the recurrence in a plain loop
  * Coggan zones: seconds with P/FTP in [0, .56), [.56, .76), ... , [1.51, inf)
  * CP fits on the mean-max curve: scipy.stats.linregress for work-time (120-1200 s)
    and inverse-time; scipy.optimize.curve_fit (Levenberg-Marquardt) for Morton's
    3-parameter P = CP + W'/(t + k) on 1-1200 s

Inputs: the 1 Hz power grid (halves-up rounding, mean per second, dropouts.py's gap rule) of the
FIT ride (from the Garmin SDK records in Tests/Oracles/fit/) and two sample rides.
Writes Tests/Oracles/power_oracle.json. Run from the repository root.
"""
import json
import math
import pathlib

import numpy as np
import pandas as pd
from scipy import optimize, stats

from dropouts import fill_dropouts

ROOT = pathlib.Path(__file__).resolve().parents[2]


def grid(times, power):
    t = np.floor(times - times[0] + 0.5).astype(int)
    s = pd.Series(power).groupby(t).mean()
    return fill_dropouts(s.reindex(range(t.max() + 1)).to_numpy(dtype=float))[0]


def mean_max(p):
    c = np.concatenate([[0.0], np.cumsum(p)])
    return [float((c[d:] - c[:-d]).max() / d) for d in range(1, len(p) + 1)]


def xpower(p, alpha):
    x, out = 0.0, np.empty(len(p))
    for i, v in enumerate(p):
        x = x + alpha * (v - x)
        out[i] = x
    return float(np.mean(out ** 4) ** 0.25)


def wbal_integral(p, cp, wprime):
    below = p[p < cp]
    dcp = cp - below.mean() if len(below) else cp
    tau = 546 * math.exp(-0.01 * dcp) + 316
    over = np.maximum(p - cp, 0.0)
    idx = np.nonzero(over)[0]
    bal = np.empty(len(p))
    for t in range(len(p)):
        u = idx[idx <= t]
        bal[t] = wprime - float(np.sum(over[u] * np.exp(-(t - u) / tau)))
    return tau, bal


def wbal_differential(p, cp, wprime):
    w, bal = wprime, np.empty(len(p))
    for i, v in enumerate(p):
        w = w + (cp - v) * (wprime - w) / wprime if v < cp else w - (v - cp)
        bal[i] = w
    return bal


def cp_fits(mm):
    out = {}
    t = np.arange(120, min(1200, len(mm)) + 1, dtype=float)
    pw = np.array(mm)[t.astype(int) - 1]
    r = stats.linregress(t, pw * t)
    out["workTime"] = {"cp": r.slope, "wprime": r.intercept, "r2": r.rvalue ** 2,
                       "cpSE": r.stderr, "wprimeSE": r.intercept_stderr}
    r = stats.linregress(1 / t, pw)
    out["inverseTime"] = {"cp": r.intercept, "wprime": r.slope, "r2": r.rvalue ** 2,
                          "cpSE": r.intercept_stderr, "wprimeSE": r.stderr}
    t = np.arange(1, min(1200, len(mm)) + 1, dtype=float)
    pw = np.array(mm)[t.astype(int) - 1]
    (cp, w, k), _ = optimize.curve_fit(lambda t, cp, w, k: cp + w / (t + k), t, pw,
                                       p0=[out["inverseTime"]["cp"], out["inverseTime"]["wprime"], 10.0],
                                       maxfev=20000, xtol=1e-14, ftol=1e-14)
    out["morton3"] = {"cp": cp, "wprime": w, "k": k, "pmax": cp + w / k}
    return out


def case(name, p, ftp, cp, wprime):
    tau, integral = wbal_integral(p, cp, wprime)
    differential = wbal_differential(p, cp, wprime)
    edges = np.array([0.56, 0.76, 0.91, 1.06, 1.21, 1.51]) * ftp
    zones = np.bincount(np.searchsorted(edges, p, side="right"), minlength=7).tolist()
    return {"name": name, "ftp": ftp, "cp": cp, "wprime": wprime, "seconds": len(p),
            "meanMax": mean_max(p),
            "xPower": {"goldenCheetah": xpower(p, 1 / 26), "exponential": xpower(p, 1 - math.exp(-1 / 25))},
            "wbalIntegral": {"tau": tau, "balance": integral.tolist()},
            "wbalDifferential": {"balance": differential.tolist()},
            "zoneSeconds": zones, "cpFits": cp_fits(mean_max(p))}


def main():
    cases = []
    rec = pd.read_csv(ROOT / "Tests/Oracles/fit/4078723797.fit.records.csv")
    p = grid(rec["timestamp"].to_numpy(), rec["power"].to_numpy())
    cases.append(case("datasets/fit/4078723797.fit", p, 200.0, 250.0, 20000.0))
    for ride, ftp in (("datasets/sample/athlete-01/rides/2026-11-22.csv", 239.0),
                      ("datasets/sample/athlete-02/rides/2026-11-18.csv", 307.0)):
        df = pd.read_csv(ROOT / ride)
        p = grid(df["time"].to_numpy(), df["power"].to_numpy())
        cases.append(case(ride, p, ftp, 0.97 * ftp, 18000.0))
    out = ROOT / "Tests/Oracles/power_oracle.json"
    out.write_text(json.dumps({"generator": "Tests/Oracles/power_oracle.py", "cases": cases}) + "\n")
    print(f"wrote {out.relative_to(ROOT)} ({len(cases)} cases)")


if __name__ == "__main__":
    main()
