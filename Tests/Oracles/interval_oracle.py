#!/usr/bin/env python3
"""Oracle for interval detection (ActivityIntervals, issue 34): 20 generated
workouts whose efforts are known by construction, and their figures computed
here with numpy/pandas from the stated definitions, independently of the Swift
code. Writes Tests/Oracles/interval_oracle.json. Run from the repository root:
    python3 Tests/Oracles/interval_oracle.py

Each workout: a warm-up, efforts (a regular set "N x D at P, recoveries R" in
the even-numbered workouts, irregular efforts in the odd ones) and a cool-down,
1 Hz, whole watts. Efforts hold >= 230 W, recoveries <= 195 W (FTP 250: the
default level is 0.88 x 250 = 220 W). Some efforts carry a dip of 3-8 s
(bridged); some recoveries carry a 5-15 s surge above the level, at least 15 s
from either effort (too short to count, too far to be bridged). The expected
starts and durations are the generator's, not a detector's.
"""
import json
import pathlib

import numpy as np
import pandas as pd

ROOT = pathlib.Path(__file__).resolve().parents[2]
FTP, CP, LTHR = 250.0, 240.0, 165.0


def generate(seed):
    rng = np.random.default_rng(seed)
    power, efforts = [], []

    def steady(seconds, base, spread):
        power.extend(int(round(base + v)) for v in rng.uniform(-spread, spread, seconds))

    steady(int(rng.integers(300, 900)), rng.uniform(130, 180), 15)
    regular = seed % 2 == 0
    count = int(rng.integers(3, 7)) if regular else int(rng.integers(2, 9))
    set_length, set_base, set_rest = int(rng.integers(60, 420)), rng.uniform(250, 330), int(rng.integers(60, 240))
    for k in range(count):
        length = set_length if regular else int(rng.integers(30, 900))
        base = set_base if regular else rng.uniform(245, 380)
        start = len(power)
        steady(length, base, 15)
        if length >= 60 and base >= 280 and rng.random() < 0.5:  # a dip inside the effort
            at, dip = start + int(rng.integers(10, length - 18)), int(rng.integers(3, 9))
            power[at:at + dip] = [int(rng.integers(100, 150)) for _ in range(dip)]
        efforts.append((start, length))
        if k + 1 < count:
            rest = set_rest if regular else int(rng.integers(40, 300))
            rest_start = len(power)
            steady(rest, rng.uniform(100, 180), 15)
            if rest >= 80 and rng.random() < 0.5:  # a surge in the recovery
                surge = int(rng.integers(5, 16))
                at = rest_start + int(rng.integers(15, rest - surge - 15))
                power[at:at + surge] = [int(rng.integers(300, 400)) for _ in range(surge)]
    steady(int(rng.integers(300, 600)), rng.uniform(100, 160), 15)
    p = np.array(power, dtype=float)
    # Heart rate: a first-order response to power (time constant 30 s), whole bpm.
    hr, h = [], 95.0
    for w in p:
        h += (95 + 0.28 * w - h) / 30
        hr.append(int(round(h)))
    cadence = [int(rng.integers(85, 96)) if w >= 220 else int(rng.integers(75, 86)) for w in p]
    return power, hr, cadence, efforts


def np_coggan(x):
    if len(x) < 30:
        return None
    rolling = pd.Series(x).rolling(30).mean().dropna().to_numpy()
    return float(np.mean(rolling ** 4) ** 0.25)


def figures(power, hr, cadence, efforts):
    p, h, c = (np.array(v, dtype=float) for v in (power, hr, cadence))
    out = []
    for k, (start, length) in enumerate(efforts):
        sl = slice(start, start + length)
        e = {"startSeconds": start, "durationSeconds": length, "averagePower": float(p[sl].mean()),
             "normalizedPower": np_coggan(p[sl]), "averagePowerPercentOfFTP": float(100 * p[sl].mean() / FTP),
             "wPrimeExpendedJoules": float(np.clip(p[sl] - CP, 0, None).sum()), "averageHeartRate": float(h[sl].mean()),
             "averageCadence": float(c[sl].mean()),
             "heartRateDriftBpm": float(h[start + length // 2:start + length].mean() - h[start:start + length // 2].mean()) if length >= 60 else None}
        if k + 1 < len(efforts):
            nxt = efforts[k + 1][0]
            e["recoverySeconds"] = nxt - (start + length)
            e["recoveryAveragePower"] = float(p[start + length:nxt].mean())
        out.append(e)
    return out


def sets(efforts):
    """The grouping rule of IntervalSet, written from its documentation."""
    def near(a, b, seconds, fraction):
        return abs(a - b) <= max(seconds, fraction * b)
    out, start = [], 0
    while start < len(efforts):
        first, end = efforts[start], start + 1
        while end < len(efforts) and "recoverySeconds" in efforts[end - 1] and "recoverySeconds" in first:
            nxt = efforts[end]
            if not (near(nxt["durationSeconds"], first["durationSeconds"], 5, 0.10)
                    and abs(nxt["averagePower"] - first["averagePower"]) <= 0.08 * first["averagePower"]
                    and near(efforts[end - 1]["recoverySeconds"], first["recoverySeconds"], 15, 0.25)):
                break
            end += 1
        if end - start >= 2:
            members = efforts[start:end]
            out.append({"firstInterval": start + 1, "intervalCount": end - start,
                        "durationSeconds": float(np.median([m["durationSeconds"] for m in members])),
                        "averagePower": float(np.mean([m["averagePower"] for m in members])),
                        "averagePowerPercentOfFTP": float(np.mean([m["averagePowerPercentOfFTP"] for m in members])),
                        "recoverySeconds": float(np.median([m["recoverySeconds"] for m in members[:-1]]))})
        start = end
    return out


def main():
    cases = []
    for seed in range(20):
        power, hr, cadence, efforts = generate(seed)
        found = figures(power, hr, cadence, efforts)
        cases.append({"seed": seed, "ftp": FTP, "criticalPower": CP, "lthr": LTHR, "power": power, "heartRate": hr,
                      "cadence": cadence, "intervals": found, "sets": sets(found)})
    path = ROOT / "Tests/Oracles/interval_oracle.json"
    path.write_text(json.dumps({"cases": cases}, separators=(",", ":")) + "\n")
    print(f"{path}: {len(cases)} workouts, {sum(len(c['intervals']) for c in cases)} efforts, "
          f"{sum(len(c['sets']) for c in cases)} sets")


if __name__ == "__main__":
    main()
