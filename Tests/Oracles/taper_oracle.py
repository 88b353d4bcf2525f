#!/usr/bin/env python3
"""Independent oracle for veloscore's event planner (TaperPlanner).

The plan's definition (README, Plans): from CTL0/ATL0, a build in which CTL rises by
r/7 every day, then a taper of T days at a constant daily load tau; the event is the
day after the plan, and "on the day" is CTL, ATL and TSB = CTL - ATL at the end of the
plan's last day. Here the build's loads are found day by day by asking, on each day,
which load makes the simulated CTL land on its line (scipy brentq), and (r, tau) are
found by scipy.optimize.fsolve on the day-by-day simulation -- no closed forms.
For a ramp above the limit, the CTL reached at the limit with tau set for the TSB
target (brentq) is written too.
Writes Tests/Oracles/taper_oracle.json. Run from the repository root.
"""
import json
import math
import pathlib

from scipy import optimize

ROOT = pathlib.Path(__file__).resolve().parents[2]
AC, AA = 1 - math.exp(-1 / 42), 1 - math.exp(-1 / 7)


def simulate(ctl, atl, loads):
    for w in loads:
        ctl += AC * (w - ctl)
        atl += AA * (w - atl)
    return ctl, atl


def plan_loads(ctl0, atl0, days, taper, r, tau):
    loads, ctl = [], ctl0
    for i in range(days - taper):
        goal = ctl0 + (i + 1) * r / 7
        w = optimize.brentq(lambda w: ctl + AC * (w - ctl) - goal, -1e4, 1e4, xtol=1e-13)
        loads.append(w)
        ctl += AC * (w - ctl)
    return loads + [tau] * taper


def event_day(case, r, tau):
    ctl, atl = simulate(case["ctl0"], case["atl0"], plan_loads(case["ctl0"], case["atl0"], case["days"], case["taper"], r, tau))
    return ctl, atl, ctl - atl


def solve(case):
    def residual(x):
        ctl, _, tsb = event_day(case, *x)
        return [ctl - case["targetCTL"], tsb - case["targetTSB"]]
    r, tau = optimize.fsolve(residual, [1.0, 50.0], xtol=1e-13)
    ctl, atl, tsb = event_day(case, r, tau)
    out = {**case, "ramp": float(r), "taperLoad": float(tau), "ctl": ctl, "atl": atl, "tsb": tsb}
    if r > case["limit"]:
        tau_limit = optimize.brentq(lambda t: event_day(case, case["limit"], t)[2] - case["targetTSB"], -1e3, 1e4, xtol=1e-12)
        out["reachableCTL"] = event_day(case, case["limit"], max(0.0, tau_limit))[0]
    return out


def main():
    cases = [
        {"ctl0": 45.0, "atl0": 50.0, "days": 70, "taper": 10, "targetCTL": 70.0, "targetTSB": 15.0, "limit": 7.0},
        {"ctl0": 40.0, "atl0": 38.0, "days": 42, "taper": 7, "targetCTL": 90.0, "targetTSB": 10.0, "limit": 7.0},
        {"ctl0": 80.0, "atl0": 95.0, "days": 30, "taper": 14, "targetCTL": 75.0, "targetTSB": 20.0, "limit": 5.0},
    ]
    out = [solve(c) for c in cases]
    for o in out:
        print({k: round(v, 4) if isinstance(v, float) else v for k, v in o.items()})
    (ROOT / "Tests/Oracles/taper_oracle.json").write_text(json.dumps({"generator": "Tests/Oracles/taper_oracle.py", "cases": out}, indent=1) + "\n")


if __name__ == "__main__":
    main()
