#!/usr/bin/env python3
"""Oracle for a structured workout's planned load (StructuredWorkout.plannedLoad,
issue 34): each workout written out second by second in numpy as the intensity
factor its targets mean, then NP's definition with pandas (30 s rolling mean,
4th-power mean, 4th root) for IF, and TSS = hours x IF^2 x 100. The step lists
here are typed from the workouts' text by hand, not parsed by veloscore.
Writes Tests/Oracles/workout_oracle.json. Run from the repository root.
"""
import json
import math
import pathlib

import numpy as np
import pandas as pd

ROOT = pathlib.Path(__file__).resolve().parents[2]
SETTINGS = {"ftp": 250.0, "thresholdPaceSecondsPerKm": 255.0, "lthr": 170.0, "restingHeartRate": 50.0, "maxHeartRate": 190.0}


def hr_if(bpm):
    """sqrt(hrTSS per hour / 100): Banister's male weighting, 1 h at LTHR = 100."""
    rest, mx, lthr, b = SETTINGS["restingHeartRate"], SETTINGS["maxHeartRate"], SETTINGS["lthr"], 1.92
    x, xlt = max(0.0, (bpm - rest) / (mx - rest)), (lthr - rest) / (mx - rest)
    return math.sqrt(x * math.exp(b * x) / (xlt * math.exp(b * xlt)))


RPE_TSS_PER_HOUR = [0, 20, 30, 40, 50, 60, 70, 80, 100, 120, 140]  # Friel


def profile(steps):
    """steps: (seconds, f(fraction of the step 0..1) -> IF)."""
    out = []
    for seconds, f in steps:
        n = max(1, round(seconds))
        out += [f((k + 0.5) / n) for k in range(n)]
    return np.array(out)


def figures(name, text, steps):
    p = profile(steps)
    rolling = pd.Series(p).rolling(30).mean().dropna().to_numpy()
    intensity = float(np.mean(rolling ** 4) ** 0.25) if len(rolling) else float(p.mean())
    seconds = float(sum(s for s, _ in steps))
    return {"name": name, "text": text, "durationSeconds": seconds, "intensityFactor": intensity,
            "load": seconds / 3600 * intensity ** 2 * 100}


def main():
    threshold_speed = 1000 / SETTINGS["thresholdPaceSecondsPerKm"]
    cases = [
        figures("vo2", "10m 55%\n5x 4m 108% 3m 55%\n10m 50%",
                [(600, lambda f: 0.55)] + [(240, lambda f: 1.08), (180, lambda f: 0.55)] * 5 + [(600, lambda f: 0.50)]),
        figures("ramps", "Warmup 15m ramp 40-75%\n3x 8m 95-100% 4m Z1\nCooldown 10m ramp 60-40%",
                [(900, lambda f: 0.40 + 0.35 * f)] + [(480, lambda f: 0.975), (240, lambda f: 0.475)] * 3
                + [(600, lambda f: 0.60 - 0.20 * f)]),
        figures("watts", "20m 150w\n2x 20m 240-250w 5m 140w", [(1200, lambda f: 150 / 250)]
                + [(1200, lambda f: 245 / 250), (300, lambda f: 140 / 250)] * 2),
        figures("run pace", "15m 6:00/km\n6x 1km 4:00/km 2m 95% pace\n10m 6:30/km",
                [(900, lambda f: (1000 / 360) / threshold_speed)]
                + [(1000 / (1000 / 240), lambda f: (1000 / 240) / threshold_speed), (120, lambda f: 0.95)] * 6
                + [(600, lambda f: (1000 / 390) / threshold_speed)]),
        figures("heart rate", "20m 75% LTHR\n3x 10m 160bpm 5m 130bpm", [(1200, lambda f: hr_if(0.75 * 170))]
                + [(600, lambda f: hr_if(160)), (300, lambda f: hr_if(130))] * 3),
        figures("rpe", "30m RPE 3\n4x 5m RPE 8 5m RPE 2\n10m", [(1800, lambda f: math.sqrt(RPE_TSS_PER_HOUR[3] / 100))]
                + [(300, lambda f: math.sqrt(RPE_TSS_PER_HOUR[8] / 100)), (300, lambda f: math.sqrt(RPE_TSS_PER_HOUR[2] / 100))] * 4
                + [(600, lambda f: 0.55)]),
    ]
    path = ROOT / "Tests/Oracles/workout_oracle.json"
    path.write_text(json.dumps({"settings": SETTINGS, "cases": cases}, indent=1) + "\n")
    for c in cases:
        print(f"{c['name']}: {c['durationSeconds']:.0f} s, IF {c['intensityFactor']:.4f}, load {c['load']:.2f}")


if __name__ == "__main__":
    main()
