#!/usr/bin/env python3
"""Independent oracle for veloscore's load planning and Banister fit.

  * planning: PMC state after athlete-01's year (pandas ewm), a 7-day plan simulated
    day by day, and the constant daily loads that reach TSB -10 after 7 days and
    CTL +5 after 14 days, found by scipy.optimize.brentq on the simulation
  * Banister: standard errors of the parameters at scipy's optimum from a
    central-difference Jacobian, sqrt(diag(s^2 (J^T J)^-1))
  * Banister: performances generated from athlete-01's loads with known parameters
    (every 7th day, with and without Gaussian noise, numpy seed 7); the noisy set is
    fitted by scipy.optimize.least_squares (all five parameters, from the true values)
Writes Tests/Oracles/planning_oracle.json. Run from the repository root.
"""
import json
import math
import pathlib

import numpy as np
import pandas as pd
from scipy import optimize

ROOT = pathlib.Path(__file__).resolve().parents[2]
AC, AA = 1 - math.exp(-1 / 42), 1 - math.exp(-1 / 7)


def simulate(ctl, atl, plan):
    out = []
    for w in plan:
        ctl += AC * (w - ctl)
        atl += AA * (w - atl)
        out.append((ctl, atl))
    return out


def response(load, tau):
    g, out = 0.0, []
    for t in range(len(load)):
        if t > 0:
            g = math.exp(-1 / tau) * (g + load[t - 1])
        out.append(g)
    return np.array(out)


def main():
    load = pd.read_csv(ROOT / "datasets/sample/athlete-01/daily.csv")["tss"].to_numpy(dtype=float)
    seeded = pd.Series(np.concatenate([[0.0], load]))
    ctl = float(seeded.ewm(alpha=AC, adjust=False).mean().iloc[-1])
    atl = float(seeded.ewm(alpha=AA, adjust=False).mean().iloc[-1])
    plan = [60, 0, 90, 45, 0, 120, 70]
    projected = simulate(ctl, atl, plan)
    tsb_load = optimize.brentq(lambda w: (lambda s: s[0] - s[1])(simulate(ctl, atl, [w] * 7)[-1]) + 10, 0, 500, xtol=1e-12)
    ctl_load = optimize.brentq(lambda w: simulate(ctl, atl, [w] * 14)[-1][0] - (ctl + 5), 0, 500, xtol=1e-12)

    truth = {"p0": 300.0, "k1": 0.1, "k2": 0.25, "tau1": 38.0, "tau2": 9.0}
    f, g = response(load, truth["tau1"]), response(load, truth["tau2"])
    days = list(range(20, len(load), 7))
    clean = [truth["p0"] + truth["k1"] * f[d] - truth["k2"] * g[d] for d in days]
    noisy = (np.array(clean) + np.random.default_rng(7).normal(0, 2.0, len(days))).tolist()

    def residuals(x):
        p0, k1, k2, t1, t2 = x
        ff, gg = response(load, t1), response(load, t2)
        return np.array([p0 + k1 * ff[d] - k2 * gg[d] for d in days]) - noisy

    fit = optimize.least_squares(residuals, x0=[300, 0.1, 0.25, 38, 9], xtol=1e-12, ftol=1e-12)
    sse = float(np.sum(fit.fun ** 2))
    # Standard errors at scipy's optimum: central-difference Jacobian, s^2 (J^T J)^-1.
    x = fit.x
    steps = 1e-6 * np.maximum(1.0, np.abs(x))
    jac = np.column_stack([(residuals(x + np.eye(5)[i] * steps[i]) - residuals(x - np.eye(5)[i] * steps[i])) / (2 * steps[i])
                           for i in range(5)])
    s2 = sse / (len(days) - 5)
    se = np.sqrt(np.diag(s2 * np.linalg.inv(jac.T @ jac)))
    out = {"ctl": ctl, "atl": atl, "plan": plan, "projected": projected,
           "loadForTSBMinus10In7": tsb_load, "loadForCTLPlus5In14": ctl_load,
           "banister": {"truth": truth, "days": days, "clean": clean, "noisy": noisy,
                        "scipy": dict(zip(["p0", "k1", "k2", "tau1", "tau2"], fit.x.tolist())), "scipySSE": sse,
                        "scipyStandardErrors": dict(zip(["p0", "k1", "k2", "tau1", "tau2"], se.tolist()))}}
    (ROOT / "Tests/Oracles/planning_oracle.json").write_text(json.dumps(out, indent=1) + "\n")
    print(json.dumps({k: v for k, v in out.items() if k != "banister"}), out["banister"]["scipy"], sse)


if __name__ == "__main__":
    main()
