"""Athletes' records (rows of Arrow tables, or of Spark DataFrames) written as
a dataset folder `veloscore batch` reads (datasets/README.md): athletes.csv,
and per athlete its activity files, workouts.csv, wellness.csv and
thresholds.csv.

Row shapes (extra keys are ignored):
- athletes: `id`, and optionally sex, birth_year, weight_kg, ftp_w, lthr_bpm,
  max_hr_bpm, resting_hr_bpm, time_zone, weekly_goal (athletes.csv's columns).
- activities: `athlete`, `start_ms` (Unix milliseconds), `sport`, and either
  streams — `time` (seconds from the start) with any of power, heart_rate,
  cadence, speed, distance, altitude, temperature (lists as long as `time`) —
  or summary values: duration_s, distance_m, calories, load (TSS-equivalent),
  rpe, kind.
- wellness: `athlete`, `date`, hrv_rmssd_ms, resting_hr_bpm, respiratory_rate_bpm, sleep_hours.
- thresholds: `athlete`, `kind` (ftp, lthr, …), `from` (date), `value`.
"""

import csv
import datetime as dt
import json
import os
import re

ATHLETE_COLUMNS = ("sex", "birth_year", "weight_kg", "ftp_w", "lthr_bpm", "max_hr_bpm", "resting_hr_bpm", "time_zone", "weekly_goal")
STREAM_COLUMNS = ("power", "heart_rate", "cadence", "speed", "distance", "altitude", "temperature")
SUMMARY_COLUMNS = (("duration_s", "duration_s"), ("distance_m", "distance_m"), ("calories", "calories"),
                   ("load", "tss"), ("rpe", "rpe"), ("kind", "kind"))  # (input column, workouts.csv column)
WELLNESS_COLUMNS = ("hrv_rmssd_ms", "resting_hr_bpm", "respiratory_rate_bpm", "sleep_hours")


class InputError(ValueError):
    """A record the dataset folder cannot hold: an athlete id that is no folder name, a missing column."""


def _safe(name, fallback):
    cleaned = re.sub(r"[^A-Za-z0-9_.-]", "_", str(name or "")).strip(".")
    return cleaned or fallback


def _cell(value):
    """A CSV cell: empty for null, whole doubles as integers (a birth year read as a double)."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**53:
        return str(int(value))
    return str(value)


def _iso(seconds):
    """Unix seconds as an ISO-8601 UTC date-time, milliseconds when not whole."""
    whole = int(seconds // 1)
    text = dt.datetime.fromtimestamp(whole, dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S")
    millis = round((seconds - whole) * 1000)
    return f"{text}.{millis:03d}Z" if millis else f"{text}Z"


def _write_csv(path, header, rows):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        w.writerows(rows)


def check_athlete_id(athlete):
    if not isinstance(athlete, str) or "/" in athlete or "," in athlete or not athlete.strip() or athlete.strip() in (".", ".."):
        raise InputError(f"athlete id {athlete!r} must be non-empty text, not '.' or '..', without '/' or ','")


def write_dataset(root, athletes=(), activities=(), wellness=(), thresholds=()):
    """The rows as a dataset folder at `root`; returns the athlete ids, sorted.
    Every athlete with any row is in the roster (settings from `athletes` when given)."""
    settings = {a["id"]: a for a in athletes}
    parts = {}
    for kind, rows in (("activity", activities), ("wellness", wellness), ("threshold", thresholds)):
        for r in rows:
            parts.setdefault(r["athlete"], {"activity": [], "wellness": [], "threshold": []})[kind].append(r)
    ids = sorted(set(settings) | set(parts))
    roster = []
    for athlete in ids:
        check_athlete_id(athlete)
        roster.append([athlete] + [_cell(settings.get(athlete, {}).get(c)) for c in ATHLETE_COLUMNS])
        own = parts.get(athlete, {"activity": [], "wellness": [], "threshold": []})
        folder = os.path.join(root, athlete)
        workouts = []
        for n, a in enumerate(sorted(own["activity"], key=lambda a: (a.get("start_ms") or 0, json.dumps(a, sort_keys=True, default=str)))):
            if a.get("start_ms") is None:
                raise InputError(f"athlete {athlete!r}: an activity without a start time")
            start = a["start_ms"] / 1000.0
            if a.get("time") is not None:
                columns = ["time"] + [c for c in STREAM_COLUMNS if a.get(c) is not None]
                series = [a[c] for c in columns[1:]]
                rows = [[_iso(start + t)] + [_cell(s[i] if i < len(s) else None) for s in series] for i, t in enumerate(a["time"])]
                name = f"{dt.datetime.fromtimestamp(start, dt.timezone.utc):%Y%m%dT%H%M%S}-{n}.csv"
                _write_csv(os.path.join(folder, "activities", _safe(a.get("sport"), "other"), name), columns, rows)
            else:
                workouts.append([_iso(start), _cell(a.get("sport"))] + [_cell(a.get(c)) for c, _ in SUMMARY_COLUMNS])
        if workouts:
            _write_csv(os.path.join(folder, "workouts.csv"), ["start_time", "sport"] + [w for _, w in SUMMARY_COLUMNS], workouts)
        if own["wellness"]:
            rows = sorted([[_cell(w.get("date"))] + [_cell(w.get(c)) for c in WELLNESS_COLUMNS] for w in own["wellness"]])
            _write_csv(os.path.join(folder, "wellness.csv"), ["date", *WELLNESS_COLUMNS], rows)
        if own["threshold"]:
            rows = sorted([[_cell(t.get("kind")), _cell(t.get("from")), _cell(t.get("value"))] for t in own["threshold"]])
            _write_csv(os.path.join(folder, "thresholds.csv"), ["kind", "from", "value"], rows)
    _write_csv(os.path.join(root, "athletes.csv"), ["id", *ATHLETE_COLUMNS], roster)
    return ids
