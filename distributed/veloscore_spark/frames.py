"""The DataFrame path: athletes and their activities as Spark DataFrames (read
from Parquet, a catalog table, anything), scored by the same `veloscore batch`
engine, results as two DataFrames of the batch contract.

No RDD API: the inputs become one table of records (`to_json` per row), range-
partitioned into buckets of athletes balanced by data size, and each partition
is scored by `mapInArrow`, which Spark Connect and shared clusters offer. Each
bucket is written out as a dataset folder in the task's temporary directory,
scored with one `veloscore batch` process, and read back with the contract's
types.

Inputs (column names; extra columns are ignored):
- athletes: `id`, and optionally sex, birth_year, weight_kg, ftp_w, lthr_bpm,
  max_hr_bpm, resting_hr_bpm, time_zone, weekly_goal (athletes.csv's columns).
- activities: `athlete`, `start_time` (timestamp), `sport`, and per row either
  streams — `time` (array of seconds from the start) with any of power,
  heart_rate, cadence, speed, distance, altitude, temperature (arrays as long
  as `time`) — or summary columns: duration_s, distance_m, calories, load
  (TSS-equivalent), rpe, kind.
- wellness (optional): `athlete`, `date`, hrv_rmssd_ms, resting_hr_bpm,
  respiratory_rate_bpm, sleep_hours.
- thresholds (optional): `athlete`, `kind` (ftp, lthr, …), `from` (date), `value`.
"""

import csv
import datetime as dt
import json
import os
import re
import shutil
import subprocess
import tempfile

import pyarrow as pa

from .contract import ACTIVITY_SCHEMA, DAY_SCHEMA, read_batch_output

ATHLETE_COLUMNS = ("sex", "birth_year", "weight_kg", "ftp_w", "lthr_bpm", "max_hr_bpm", "resting_hr_bpm", "time_zone", "weekly_goal")
STREAM_COLUMNS = ("power", "heart_rate", "cadence", "speed", "distance", "altitude", "temperature")
SUMMARY_COLUMNS = (("duration_s", "duration_s"), ("distance_m", "distance_m"), ("calories", "calories"),
                   ("load", "tss"), ("rpe", "rpe"), ("kind", "kind"))  # (input column, workouts.csv column)
WELLNESS_COLUMNS = ("hrv_rmssd_ms", "resting_hr_bpm", "respiratory_rate_bpm", "sleep_hours")


def _result_schema():
    """Both tables' columns in one schema (shared names have the same types), a
    `table` tag, and `failure` for files the engine could not read. Spark
    timestamps are microseconds."""
    fields = {"table": pa.field("table", pa.string())}
    for schema in (DAY_SCHEMA, ACTIVITY_SCHEMA):
        for f in schema:
            fields.setdefault(f.name, pa.field(f.name, pa.timestamp("us", tz="UTC") if pa.types.is_timestamp(f.type) else f.type))
    fields["failure"] = pa.field("failure", pa.string())
    return pa.schema(list(fields.values()))


RESULT_SCHEMA = _result_schema()


class FrameInputError(ValueError):
    """An input DataFrame lacks a required column or has one of the wrong type."""


def balance(sizes, buckets):
    """Athletes into `buckets` groups of about equal data size: largest first,
    each to the lightest group so far (LPT), ties by id. Returns {athlete: bucket}."""
    loads = [0] * max(1, buckets)
    assignment = {}
    for athlete, size in sorted(sizes.items(), key=lambda kv: (-kv[1], kv[0])):
        b = min(range(len(loads)), key=lambda i: (loads[i], i))
        assignment[athlete] = b
        loads[b] += size
    return assignment


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


def materialize(records, root):
    """A bucket's records (dicts with athlete, kind, payload) as a dataset folder at `root`."""
    by_athlete = {}
    for r in records:
        by_athlete.setdefault(r["athlete"], {"athlete": [], "activity": [], "wellness": [], "threshold": []})[r["kind"]].append(json.loads(r["payload"]))
    roster = []
    for athlete in sorted(by_athlete):
        if "/" in athlete or "," in athlete or not athlete.strip() or athlete.strip() in (".", ".."):
            raise FrameInputError(f"athlete id {athlete!r} must be non-empty, not '.' or '..', without '/' or ','")
        parts = by_athlete[athlete]
        if parts["athlete"]:
            roster.append([athlete] + [_cell(parts["athlete"][0].get(c)) for c in ATHLETE_COLUMNS])
        folder = os.path.join(root, athlete)
        workouts = []
        for n, a in enumerate(sorted(parts["activity"], key=lambda a: (a.get("start_ms") or 0, json.dumps(a, sort_keys=True)))):
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
        if parts["wellness"]:
            rows = sorted([[_cell(w.get("date"))] + [_cell(w.get(c)) for c in WELLNESS_COLUMNS] for w in parts["wellness"]])
            _write_csv(os.path.join(folder, "wellness.csv"), ["date", *WELLNESS_COLUMNS], rows)
        if parts["threshold"]:
            rows = sorted([[_cell(t.get("kind")), _cell(t.get("from")), _cell(t.get("value"))] for t in parts["threshold"]])
            _write_csv(os.path.join(folder, "thresholds.csv"), ["kind", "from", "value"], rows)
    _write_csv(os.path.join(root, "athletes.csv"), ["id", *ATHLETE_COLUMNS], roster)
    return [r[0] for r in roster]


def _tagged(table, name):
    """A contract table in RESULT_SCHEMA: tagged, missing columns null."""
    columns = []
    for f in RESULT_SCHEMA:
        if f.name == "table":
            columns.append(pa.array([name] * table.num_rows, pa.string()))
        elif f.name in table.column_names:
            columns.append(table.column(f.name).cast(f.type))
        else:
            columns.append(pa.nulls(table.num_rows, f.type))
    return pa.Table.from_arrays(columns, schema=RESULT_SCHEMA)


def score_bucket(records, binary, task_timeout):
    """Runs on an executor: one bucket's records through `veloscore batch`."""
    work = tempfile.mkdtemp(prefix="veloscore-frames-")
    try:
        dataset, out = os.path.join(work, "dataset"), os.path.join(work, "out")
        athletes = materialize(records, dataset)
        if not athletes:
            return RESULT_SCHEMA.empty_table()
        cmd = [binary, "batch", dataset, "--out", out, "--jobs", "1", "--no-progress"]
        try:
            run = subprocess.run(cmd, capture_output=True, text=True, timeout=task_timeout)
        except subprocess.TimeoutExpired:
            raise RuntimeError(f"veloscore batch took over {task_timeout:.0f} s on athletes {athletes[0]}…{athletes[-1]} and was stopped")
        if run.returncode not in (0, 65):
            raise RuntimeError(f"veloscore batch exited {run.returncode} on athletes {athletes[0]}…{athletes[-1]}: {run.stderr.strip()[-2000:]}")
        parts = [_tagged(read_batch_output(out, t), t) for t in ("days", "activities")]
        scored = set(parts[0].column("athlete").to_pylist())
        missing = [a for a in athletes if a not in scored]
        if missing:
            raise RuntimeError(f"veloscore batch wrote no days for athletes {missing[:5]}: {run.stderr.strip()[-2000:]}")
        failures = [line[len("failed: "):].replace(work, "<task>") for line in run.stderr.splitlines() if line.startswith("failed: ")]
        if failures:
            columns = [pa.array(["failure"] * len(failures)) if f.name == "table" else pa.array(failures) if f.name == "failure"
                       else pa.nulls(len(failures), f.type) for f in RESULT_SCHEMA]
            parts.append(pa.Table.from_arrays(columns, schema=RESULT_SCHEMA))
        return pa.concat_tables(parts)
    finally:
        shutil.rmtree(work, ignore_errors=True)
