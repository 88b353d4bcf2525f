"""The DataFrame path: athletes and their activities as Spark DataFrames (read
from Parquet, a catalog table, anything), scored by the same `veloscore batch`
engine, results as two DataFrames of the batch contract.

No RDD API: the inputs become one table of records (`to_json` per row), range-
partitioned into buckets of athletes balanced by data size, and each partition
is scored by `mapInArrow`, which Spark Connect and shared clusters offer. Each
bucket is written out as a dataset folder (the `veloscore` package's
write_dataset, python/veloscore/_dataset.py) in the task's temporary directory,
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

import json
import os
import shutil
import subprocess
import tempfile

import pyarrow as pa
from veloscore._dataset import STREAM_COLUMNS, write_dataset
from veloscore._dataset import InputError as FrameInputError

from .contract import ACTIVITY_SCHEMA, DAY_SCHEMA, read_batch_output

__all__ = ["RESULT_SCHEMA", "STREAM_COLUMNS", "FrameInputError", "balance", "materialize", "score_bucket"]


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


def materialize(records, root):
    """A bucket's records (dicts with athlete, kind, payload JSON) as a dataset
    folder at `root` (veloscore's write_dataset); returns the athlete ids."""
    parts = {"athlete": [], "activity": [], "wellness": [], "threshold": []}
    for r in records:
        row = json.loads(r["payload"])
        if r["kind"] == "athlete":
            row["id"] = r["athlete"]
        else:
            row["athlete"] = r["athlete"]
        parts[r["kind"]].append(row)
    return write_dataset(root, athletes=parts["athlete"], activities=parts["activity"], wellness=parts["wellness"],
                         thresholds=parts["threshold"])


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
