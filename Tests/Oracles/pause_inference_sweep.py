#!/usr/bin/env python3
"""How the pause rule for files without timer events (TCX, GPX, CSV) was chosen.

Independent of veloscore: Garmin's Python FIT SDK reads every FIT file of
datasets/devices/ (pool swims left out: their timer is the lengths'); each
session's records are taken without the file's timer events, as a TCX export
of them would be, pauses are inferred from gaps by a candidate rule, and the
resulting timer (span minus paused time) is compared with the device's
total_timer_time. Prints the old rule, the chosen one and a sweep:

  old:    a gap >= 30 s across which <= 10 m were covered; the whole gap paused
  chosen: a gap >= max(10 s, 10 x the median sample interval) crossed at
          <= 0.3 m/s on average; paused from the second after the last sample

The Strava-app file (garbage timestamps, read only leniently) is left out.
Run from the repository root with the venv that has garmin-fit-sdk:
  .venv-api/bin/python Tests/Oracles/pause_inference_sweep.py
"""
import json
import pathlib

import numpy as np
from garmin_fit_sdk import Decoder, Stream

ROOT = pathlib.Path(__file__).resolve().parents[2]
ORACLE = json.loads((ROOT / "Tests/Oracles/device_oracle.json").read_text())
SEMICIRCLE = 180 / 2**31


def haversine(lat1, lon1, lat2, lon2):
    r = 6371008.8
    p1, p2 = np.radians(lat1), np.radians(lat2)
    h = np.sin((p2 - p1) / 2) ** 2 + np.cos(p1) * np.cos(p2) * np.sin(np.radians(lon2 - lon1) / 2) ** 2
    return 2 * r * np.arcsin(np.sqrt(h))


def column(records, key, scale=1.0):
    return np.array([r[key] * scale if r.get(key) is not None else np.nan for r in records], float)


def sessions():
    for entry in ORACLE["files"]:
        if not entry["file"].endswith(".fit") or "strava" in entry["file"]:
            continue
        messages, _ = Decoder(Stream.from_file(str(ROOT / "datasets/devices" / entry["file"]))).read(convert_datetimes_to_dates=False)
        records = [r for r in messages.get("record_mesgs", []) if "timestamp" in r]
        for s in messages.get("session_mesgs", []):
            timer, start, elapsed = s.get("total_timer_time"), s.get("start_time"), s.get("total_elapsed_time")
            if not timer or start is None or not elapsed or s.get("sub_sport") == "lap_swimming":
                continue
            rs = [r for r in records if start <= r["timestamp"] <= start + elapsed + 1]
            if len(rs) < 20:
                continue
            d, lat, lon = column(rs, "distance"), column(rs, "position_lat", SEMICIRCLE), column(rs, "position_long", SEMICIRCLE)
            if np.all(np.isnan(d)) and np.all(np.isnan(lat)):
                continue
            yield entry["file"], timer, column(rs, "timestamp"), d, lat, lon


def moved(d, lat, lon, i):
    if not np.isnan(d[i]) and not np.isnan(d[i - 1]):
        return abs(d[i] - d[i - 1])
    if not np.isnan(lat[i]) and not np.isnan(lat[i - 1]):
        return haversine(lat[i - 1], lon[i - 1], lat[i], lon[i])
    return None


def old_rule(t, d, lat, lon):
    paused = 0.0
    for i in range(1, len(t)):
        gap = t[i] - t[i - 1]
        m = moved(d, lat, lon, i) if gap >= 30 else None
        if m is not None and m <= 10:
            paused += gap
    return t[-1] - t[0] - paused


def speed_rule(t, d, lat, lon, seconds=10.0, intervals=10.0, speed=0.3):
    threshold = max(seconds, intervals * np.median(np.diff(t)))
    paused = 0.0
    for i in range(1, len(t)):
        gap = t[i] - t[i - 1]
        m = moved(d, lat, lon, i) if gap >= threshold and gap > 1 else None
        if m is not None and m <= speed * gap:
            paused += gap - 1
    return t[-1] - t[0] - paused


def score(cases, rule):
    errors = np.array([rule(t, d, lat, lon) - timer for _, timer, t, d, lat, lon in cases])
    return int(np.sum(np.abs(errors) <= 10)), int(np.sum(np.abs(errors) <= 60)), float(np.sum(np.abs(errors)))


def main():
    cases = list(sessions())
    print(f"{len(cases)} sessions")
    print("old rule:    within 10 s %d, within 60 s %d, total |difference| %.0f s" % score(cases, old_rule))
    print("chosen rule: within 10 s %d, within 60 s %d, total |difference| %.0f s" % score(cases, speed_rule))
    print("sweep (seconds, intervals, m/s): within 10 s, within 60 s, total")
    for seconds in (5, 10, 15, 20):
        for intervals in (5, 10, 15, 20):
            for speed in (0.2, 0.3, 0.5):
                result = score(cases, lambda t, d, a, o: speed_rule(t, d, a, o, seconds, intervals, speed))
                print(f"  {seconds:>2} {intervals:>2} {speed}: {result[0]} {result[1]} {result[2]:.0f}")


if __name__ == "__main__":
    main()
