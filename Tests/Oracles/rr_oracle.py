#!/usr/bin/env python3
"""Heart-rate variability of real beat-to-beat (RR) intervals, computed without
veloscore, for BeatToBeatTests:

  - the RR intervals of every corpus FIT file that records them (`hrv` messages),
    read with Garmin's FIT SDK (0xFFFF padding and absent values left out);
  - artefacts and NN intervals: hrv-analysis's `remove_outliers` (300…2000 ms)
    and `interpolate_nan_values`, then an interval more than 20 % from pandas's
    `rolling(11, center=True, min_periods=1).median()` is an artefact, and
    `interpolate_nan_values` again;
  - rMSSD and SDNN by hrv-analysis's `get_time_domain_features`;
  - DFA α1 by fathon's `DFA` (boxes of 4…16 from the start, linear trends) on each whole
    2-minute window of beat time, one every 30 s (a beat belongs to a window when
    it ends after its start and no later than its end); a window scores with ≥ 64
    beats and ≤ 5 % artefacts, none when more than half the intervals repeat the one
    before exactly (a device's resampling: BeatToBeatTests then expects no rMSSD or
    SDNN either); numpy's polyfit of α1 on the windows' mean heart
    rate (60,000 / mean NN) and the crossings of 0.75 and 0.5 (when the line
    falls, scored windows lie on both sides of the value and the crossing lies
    within the scored windows' heart rates);
  - DFA of a formula series (no file) at several box-size ranges, for the kernel,
    by neurokit2's `fractal_dfa(overlap=False)`.

Writes Tests/Oracles/rr_oracle.json. Run from the repository root with a venv
holding garmin-fit-sdk, hrv-analysis, neurokit2, fathon, pandas and numpy
(hrv-analysis 1.0.6 wants nolds 0.5.2: nolds 0.6.3 fails on import):
  python Tests/Oracles/rr_oracle.py
"""
import json
import math
import pathlib

import fathon
import neurokit2 as nk
import numpy as np
import pandas as pd
from fathon import fathonUtils
from garmin_fit_sdk import Decoder, Stream
from hrvanalysis import get_time_domain_features, interpolate_nan_values, remove_outliers

ROOT = pathlib.Path(__file__).resolve().parents[2]
FILES = [
    "dualr/4096806322_ACTIVITY.fit",
    "dualr/6278066811_ACTIVITY.fit",
    "fit-parser/batt.fit",
    "fit-parser/running-with-developer-data.fit",
    "fit-parser/test2.fit",
    "fit-rs/garmin_520_long.fit",
    "fitparse-rs/hrv-activity.fit",
    "muktihari-fit/HrmPluginTestActivity.fit",
    "python-fitparse/garmin-edge-820-bike.fit",
    "python-fitparse/garmin-fenix-5-run.fit",
    "python-fitparse/garmin-fenix-5-walk.fit",
    "tormoder-fit/garmin.fit",
]


def rr_of(path):
    messages, _ = Decoder(Stream.from_file(str(path))).read(convert_datetimes_to_dates=False)
    out = []
    for m in messages.get("hrv_mesgs", []):
        times = m.get("time")
        if times is None:
            continue
        for t in times if isinstance(times, list) else [times]:
            if t is not None and t < 65.535:
                out.append(round(t * 1000))
    return out


def dfa(values):
    # fathon: boxes from the start only (revSeg=False), linear trends, F(n) the RMS over every box.
    # Not neurokit2 here: its fractal_dfa drops boxes of zero variance (meant for multifractal
    # q < 0), and devices that repeat an interval make such boxes, so its α1 is Peng's only
    # when no interval repeats; it is used for the formula series, where none does.
    analysis = fathon.DFA(fathonUtils.toAggregated(np.asarray(values, dtype=float)))
    analysis.computeFlucVec(np.arange(4, 17), revSeg=False, polOrd=1)
    alpha, _ = analysis.fitFlucVec()
    return float(alpha)


def analysis(rr):
    ranged = remove_outliers(rr, low_rri=300, high_rri=2000, verbose=False)
    range_nan = [math.isnan(v) for v in ranged]
    filled = interpolate_nan_values(ranged)
    series = pd.Series(filled)
    median = series.rolling(11, center=True, min_periods=1).median()
    off = ((series - median).abs() > 0.2 * median).tolist()
    ectopic = [math.nan if o else v for o, v in zip(off, filled)]
    artefact = [a or o for a, o in zip(range_nan, off)]
    nn = interpolate_nan_values(ectopic)
    features = get_time_domain_features(nn)
    ends = np.cumsum(np.asarray(nn) / 1000.0)
    windows = []
    start = 0.0
    while start + 120 <= ends[-1]:
        inside = np.nonzero((ends > start) & (ends <= start + 120))[0]
        if len(inside):
            beats = [nn[i] for i in inside]
            artefacts = sum(artefact[i] for i in inside)
            scores = len(beats) >= 64 and artefacts <= 0.05 * len(beats)
            windows.append({
                "start": start, "beats": len(beats), "artefacts": int(artefacts),
                "meanHeartRate": 60000 / float(np.mean(beats)), "alpha1": dfa(beats) if scores else None,
            })
        start += 30
    # More than half the intervals repeating the one before: a device's resampling, not beats: no α1.
    repeated = 100 * sum(1 for a, b in zip(rr, rr[1:]) if a == b) / (len(rr) - 1)
    if repeated > 50:
        windows = [{**w, "alpha1": None} for w in windows]
    scored = [w for w in windows if w["alpha1"] is not None]
    result = {
        "beats": len(rr), "artefacts": int(sum(artefact)), "rmssd": float(features["rmssd"]),
        "sdnn": float(features["sdnn"]), "meanHeartRate": 60000 / float(np.mean(nn)),
        "windows": windows[:40], "windowCount": len(windows), "alpha1Windows": len(scored),
        "alpha1Mean": float(np.mean([w["alpha1"] for w in scored])) if scored else None,
        "repeatedPercent": repeated,
    }
    if len(scored) >= 3:
        x = np.array([w["meanHeartRate"] for w in scored])
        y = np.array([w["alpha1"] for w in scored])
        slope, intercept = np.polyfit(x, y, 1)
        result["slope"], result["intercept"] = float(slope), float(intercept)
        for key, target in (("aerobicThresholdHeartRate", 0.75), ("anaerobicThresholdHeartRate", 0.5)):
            straddles = (y >= target).any() and (y < target).any()
            hr = (target - intercept) / slope if slope < 0 and straddles else None
            result[key] = float(hr) if hr is not None and x.min() <= hr <= x.max() else None
        result["scoredHeartRates"] = [float(x.min()), float(x.max())]
    return result


def formula_series(n):
    # The same series BeatToBeatTests builds: no random generator to share.
    return [800 + 40 * math.sin(0.3 * i) + ((i * 7919) % 101) - 50 + 0.05 * i for i in range(n)]


def main():
    series = formula_series(600)
    kernel = []
    for low, high in ((4, 16), (4, 8), (16, 64)):
        alpha, _ = nk.fractal_dfa(np.asarray(series), scale=list(range(low, high + 1)), overlap=False)
        kernel.append({"low": low, "high": high, "alpha": float(alpha)})
    files = []
    for name in FILES:
        rr = rr_of(ROOT / "datasets/devices" / name)
        files.append({"file": name, **analysis(rr)})
    out = {"kernel": {"count": len(series), "alphas": kernel}, "files": files}
    (ROOT / "Tests/Oracles/rr_oracle.json").write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
