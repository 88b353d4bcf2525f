#!/usr/bin/env python3
"""NP of every single-session FIT power file of the real-file corpus, computed
without veloscore: records read with Garmin's FIT SDK, put on a 1 Hz grid of
running time with numpy by the README's rules, NP by the Coggan definition.

The rules, as the README states them:
  - times rounded to the nearest second from the first record (halves up),
    readings in one second averaged;
  - timer stops (event timer stop/stop_all → start) are cut from the timeline,
    a stop never restarted runs to the last record; records inside are dropped;
  - readings outside 0…3000 W are no reading;
  - a gap of up to 25 s between two readings of the same stretch of running
    time is interpolated linearly, a longer one is 0 W;
  - the seconds before the first and after the last power reading are left out;
  - NP: 30 s trailing means over full windows only, restarting after each
    timer stop; the 4th root of the mean of their 4th powers.
Files whose record times go backwards, that hold several sessions, or whose
power is a developer field are left out (listed with the reason).

Writes Tests/Oracles/corpus_np.json. Run from the repository root:
  python3 Tests/Oracles/corpus_np_oracle.py
"""
import csv
import json
import pathlib

import numpy as np
from garmin_fit_sdk import Decoder, Stream

ROOT = pathlib.Path(__file__).resolve().parents[2]
CORPUS = ROOT / "datasets/devices"
OUT = ROOT / "Tests/Oracles/corpus_np.json"


def pauses_of(events, last_record):
    stopped, out = None, []
    for e in sorted(events, key=lambda e: e["timestamp"]):
        if e.get("event") != "timer":
            continue
        kind = e.get("event_type")
        if kind in ("stop", "stop_all"):
            stopped = e["timestamp"] if stopped is None else stopped
        elif kind == "start" and stopped is not None:
            out.append((stopped, e["timestamp"]))
            stopped = None
    if stopped is not None and last_record > stopped:
        out.append((stopped, last_record + 1))
    return out


def np_of(path):
    messages, _ = Decoder(Stream.from_file(str(path))).read(convert_datetimes_to_dates=False)
    sessions = messages.get("session_mesgs", [])
    if len(sessions) != 1:
        return None, "not one session"
    records = [r for r in messages.get("record_mesgs", []) if isinstance(r.get("timestamp"), int)]
    if not any(isinstance(r.get("power"), (int, float)) for r in records):
        return None, "no native power"
    times = np.array([r["timestamp"] for r in records], dtype=float)
    if np.any(np.diff(times) < 0):
        return None, "record times go backwards"
    s = sessions[0]
    end = max(s.get("timestamp") or 0, (s.get("start_time") or 0) + (s.get("total_elapsed_time") or 0))
    inside = times <= end + 60 if end else np.ones(len(times), bool)
    last_record = times[inside].max()
    power = np.array([r.get("power") if isinstance(r.get("power"), (int, float)) else np.nan for r in records], dtype=float)
    power[(power < 0) | (power > 3000)] = np.nan
    t0 = times[0]
    cuts = []
    for a, b in sorted(pauses_of(messages.get("event_mesgs", []), last_record)):
        if b <= t0 or b <= a:
            continue
        a = max(a, t0)
        if cuts and a <= cuts[-1][1]:
            cuts[-1][1] = max(cuts[-1][1], b)
        else:
            cuts.append([a, b])
    def running(t):
        removed = 0.0
        for a, b in cuts:
            if a < t < b:
                return None
            if b <= t:
                removed += b - a
        return t - removed
    seconds = []
    for t in times:
        r = running(t)
        seconds.append(None if r is None else int(np.floor(r - t0 + 0.5)))
    n = max(k for k in seconds if k is not None) + 1
    total, count = np.zeros(n), np.zeros(n)
    for k, p in zip(seconds, power):
        if k is not None and not np.isnan(p):
            total[k] += p
            count[k] += 1
    grid = np.where(count > 0, total / np.maximum(count, 1), np.nan)
    starts = sorted({k for k in (running(b) for a, b in cuts) if k is not None
                     for k in [int(np.floor(k - t0 + 0.5))] if 0 < k < n})
    read = np.flatnonzero(count > 0)
    for a, b in zip(read[:-1], read[1:]):
        gap = b - a - 1
        if gap == 0:
            continue
        across = any(a < s <= b for s in starts)
        if gap <= 25 and not across:
            grid[a + 1:b] = grid[a] + (grid[b] - grid[a]) * np.arange(1, gap + 1) / (gap + 1)
        else:
            grid[a + 1:b] = 0
    lo, hi = read[0], read[-1] + 1
    part = grid[lo:hi]
    bounds = [0] + [s - lo for s in starts if lo < s < hi] + [hi - lo]
    fourth = []
    for a, b in zip(bounds[:-1], bounds[1:]):
        segment = part[a:b]
        if len(segment) >= 30:
            means = np.convolve(segment, np.ones(30) / 30, mode="valid")
            fourth.append(means ** 4)
    if not fourth:
        return None, "under 30 s of power"
    return float(np.mean(np.concatenate(fourth)) ** 0.25), None


def main():
    values, skipped = {}, {}
    with open(CORPUS / "manifest.csv", newline="") as f:
        for entry in csv.DictReader(f):
            if not entry["file"].lower().endswith(".fit"):
                continue
            try:
                value, why = np_of(CORPUS / entry["file"])
            except Exception as error:  # a file the SDK cannot read whole
                value, why = None, f"not read: {type(error).__name__}"
            if value is None:
                skipped[entry["file"]] = why
            else:
                values[entry["file"]] = round(value, 6)
    OUT.write_text(json.dumps({"normalizedPower": values, "skipped": skipped}, indent=1, sort_keys=True) + "\n")
    print(f"corpus_np_oracle: NP of {len(values)} files, {len(skipped)} left out -> {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
