#!/usr/bin/env python3
"""Independent oracle for timer pauses: Garmin's Python FIT SDK (garmin-fit-sdk)
reads the records and timer events of every FIT file with power in
datasets/fit/, and pandas/numpy build the ride on timer time:

  * paused stretches: event 'timer' stop / stop_all → the next start
  * each record's second = round(t - t0 - paused seconds before t); records
    inside a pause are dropped; readings in one second averaged; seconds without
    a reading by dropouts.py's rule (up to 25 s interpolated within a stretch, else 0 W); power > 3000 W or < 0 W counts as 0 W (spikes)
  * NP: 30 s trailing means over full windows within each stretch between
    pauses (a window never spans a pause), 4th-power mean, 4th root
  * TSS at FTP 250 W: seconds x NP x IF / (FTP x 3600) x 100
The device's own session values are written beside them.
Writes Tests/Oracles/pause_oracle.json. Run from the repository root.
"""
import json
import pathlib

import numpy as np
import pandas as pd
from garmin_fit_sdk import Decoder, Stream

from dropouts import fill_dropouts

ROOT = pathlib.Path(__file__).resolve().parents[2]
FTP = 250.0


def ride(path):
    messages, errors = Decoder(Stream.from_file(str(path))).read(convert_datetimes_to_dates=False)
    assert not errors, errors
    records = [(r["timestamp"], r.get("power")) for r in messages.get("record_mesgs", []) if "timestamp" in r]
    if not any(p is not None for _, p in records):
        return None
    t0 = records[0][0]
    pauses, stopped = [], None
    for e in messages.get("event_mesgs", []):
        if e.get("event") != "timer":
            continue
        if e.get("event_type") in ("stop", "stop_all") and stopped is None:
            stopped = e["timestamp"]
        elif e.get("event_type") == "start" and stopped is not None:
            if e["timestamp"] > stopped:
                pauses.append((max(stopped, t0), e["timestamp"]))
            stopped = None
    pauses = [p for p in pauses if p[1] > t0]

    def running(t):
        removed = 0
        for a, b in pauses:
            if t <= a:
                break
            if t < b:
                return None
            removed += b - a
        return t - removed

    rows = []
    for t, p in records:
        r = running(t)
        if r is not None and p is not None:
            rows.append((int(np.floor(r - t0 + 0.5)), float(p)))
    last = max(int(np.floor(running(t) - t0 + 0.5)) for t, _ in records if running(t) is not None)
    df = pd.DataFrame(rows, columns=["second", "power"]).groupby("second").mean()
    starts = sorted({int(np.floor(running(b) - t0 + 0.5)) for _, b in pauses} - {0})
    grid, _, _ = fill_dropouts(df.reindex(range(last + 1))["power"].to_numpy(), breaks=[s for s in starts if s <= last])
    grid = np.where((grid > 3000) | (grid < 0), 0.0, grid)
    bounds = [0] + [s for s in starts if s < len(grid)] + [len(grid)]
    means = [pd.Series(grid[a:b]).rolling(30).mean().dropna().to_numpy() for a, b in zip(bounds, bounds[1:])]
    means = np.concatenate(means) if means else np.array([])
    np_ = float(np.mean(means ** 4) ** 0.25)
    session = messages["session_mesgs"][0]
    return {"seconds": len(grid), "pausedSeconds": int(sum(b - a for a, b in pauses)), "np": np_,
            "tss": len(grid) * np_ * (np_ / FTP) / (FTP * 3600) * 100, "averagePower": float(grid.mean()),
            "device": {k: session.get(k) for k in ["normalized_power", "training_stress_score", "intensity_factor",
                                                   "avg_power", "total_timer_time", "total_elapsed_time"]}}


def main():
    out = {}
    for path in sorted((ROOT / "datasets/fit").glob("*.fit")):
        r = ride(path)
        if r:
            out[path.name] = r
            print(path.name, {k: v for k, v in r.items() if k != "device"}, r["device"])
    (ROOT / "Tests/Oracles/pause_oracle.json").write_text(json.dumps({"ftp": FTP, "rides": out}, indent=1) + "\n")


if __name__ == "__main__":
    main()
