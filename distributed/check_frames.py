"""The DataFrame path's check (run by check_local_cluster.py): tables built from
a synthetic dataset, written to Parquet and read back by Spark, scored with
`score_frames`, must equal `veloscore batch` on a dataset folder this file
writes from the same tables itself (start times with the athlete's UTC offset,
where the job writes UTC), and the buckets must be balanced by data size.
"""

import csv
import datetime as dt
import os
import sys
import zoneinfo

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

sys.path.append(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "python"))

from veloscore_spark.contract import ACTIVITY_SCHEMA, DAY_SCHEMA, read_batch_output
from veloscore_spark.frames import STREAM_COLUMNS, FrameInputError, balance, materialize
from veloscore_spark.frames_job import score_frames

START_HOUR = 7  # every session starts at 07:00 local


def _rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def _num(text):
    return None if text in ("", None) else float(text)


def tables_from(dataset):
    """athletes, activities (rides as streams, other training days as summaries) and wellness."""
    athletes = _rows(os.path.join(dataset, "athletes.csv"))
    activities, wellness = [], []
    for a in athletes:
        zone = zoneinfo.ZoneInfo(a.get("time_zone") or "UTC")
        folder = os.path.join(dataset, a["id"])
        start = lambda day: dt.datetime.combine(dt.date.fromisoformat(day), dt.time(START_HOUR), zone)
        rides = {name[:-4] for name in os.listdir(os.path.join(folder, "rides"))} if os.path.isdir(os.path.join(folder, "rides")) else set()
        for day in sorted(rides):
            samples = _rows(os.path.join(folder, "rides", f"{day}.csv"))
            row = {"athlete": a["id"], "start_time": start(day), "sport": "cycling", "time": [float(s["time"]) for s in samples]}
            for c in STREAM_COLUMNS:
                row[c] = [_num(s.get(c)) for s in samples]
            activities.append(row)
        for d in _rows(os.path.join(folder, "daily.csv")):
            if float(d["tss"]) > 0 and d["date"] not in rides:
                activities.append({"athlete": a["id"], "start_time": start(d["date"]), "sport": "cycling",
                                   "duration_s": float(d["minutes"]) * 60, "load": float(d["tss"]), "kind": d["kind"]})
        for w in _rows(os.path.join(folder, "wellness.csv")):
            wellness.append({"athlete": a["id"], "date": dt.date.fromisoformat(w["date"]),
                             **{k: _num(v) for k, v in w.items() if k != "date"}})
    stream = pa.list_(pa.float64())
    activity_schema = pa.schema([("athlete", pa.string()), ("start_time", pa.timestamp("us", tz="UTC")), ("sport", pa.string()),
                                 ("time", stream), *[(c, stream) for c in STREAM_COLUMNS],
                                 ("duration_s", pa.float64()), ("load", pa.float64()), ("kind", pa.string())])
    athlete_table = pa.Table.from_pylist([{k: (v if k in ("id", "sex", "time_zone") else _num(v)) for k, v in a.items()} for a in athletes])
    return athlete_table, pa.Table.from_pylist(activities, schema=activity_schema), pa.Table.from_pylist(wellness)


def folder_from(athletes, activities, wellness, root):
    """The same tables as a dataset folder, written independently of frames.py:
    ISO start times with the athlete's own UTC offset."""
    os.makedirs(root)
    people = athletes.to_pylist()
    with open(os.path.join(root, "athletes.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=athletes.column_names, lineterminator="\n")
        w.writeheader()
        w.writerows([{k: ("" if v is None else int(v) if isinstance(v, float) and v.is_integer() else v) for k, v in p.items()} for p in people])
    zones = {p["id"]: zoneinfo.ZoneInfo(p.get("time_zone") or "UTC") for p in people}
    workouts = {}
    for a in activities.to_pylist():
        local = a["start_time"].astimezone(zones[a["athlete"]])
        if a["time"] is not None:
            path = os.path.join(root, a["athlete"], "activities", a["sport"], f"{local:%Y-%m-%d-%H%M}.csv")
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", newline="") as f:
                w = csv.writer(f, lineterminator="\n")
                w.writerow(["time", *STREAM_COLUMNS])
                for i, t in enumerate(a["time"]):
                    w.writerow([(local + dt.timedelta(seconds=t)).isoformat()] + ["" if a[c][i] is None else a[c][i] for c in STREAM_COLUMNS])
        else:
            workouts.setdefault(a["athlete"], []).append([local.isoformat(), a["sport"], a["duration_s"], a["load"], a["kind"]])
    for athlete, rows in workouts.items():
        with open(os.path.join(root, athlete, "workouts.csv"), "w", newline="") as f:
            w = csv.writer(f, lineterminator="\n")
            w.writerow(["start_time", "sport", "duration_s", "tss", "kind"])
            w.writerows(rows)
    by_athlete = {}
    for r in wellness.to_pylist():
        by_athlete.setdefault(r["athlete"], []).append(r)
    for athlete, rows in by_athlete.items():
        columns = [c for c in wellness.column_names if c != "athlete"]
        with open(os.path.join(root, athlete, "wellness.csv"), "w", newline="") as f:
            w = csv.writer(f, lineterminator="\n")
            w.writerow(columns)
            w.writerows([["" if r[c] is None else r[c] for c in columns] for r in rows])


def _sorted(table, keys):
    return table.sort_by([(k, "ascending") for k in keys])


def run(spark, binary, dataset, tmp, check, submit=True):
    """The checks; `submit` also runs the job as a user submits it (a classic session)."""
    import subprocess

    athletes, activities, wellness = tables_from(dataset)
    parquet = os.path.join(tmp, "frames-input")
    os.makedirs(parquet)
    for name, table in (("athletes", athletes), ("activities", activities), ("wellness", wellness)):
        pq.write_table(table, os.path.join(parquet, f"{name}.parquet"))
    reference_folder = os.path.join(tmp, "frames-reference-dataset")
    folder_from(athletes, activities, wellness, reference_folder)
    out = os.path.join(tmp, "frames-reference")
    subprocess.run([binary, "batch", reference_folder, "--out", out, "--no-progress"], check=True, capture_output=True)
    reference = {t: read_batch_output(out, t) for t in ("days", "activities")}

    read = lambda name: spark.read.parquet(os.path.join(parquet, f"{name}.parquet"))
    days, acts, failures = score_frames(spark, read("athletes"), read("activities"), binary, wellness=read("wellness"), buckets=3)
    check(not failures, f"DataFrame path: engine failures {failures[:3]}")
    got = {"days": days.toArrow(), "activities": acts.toArrow()}
    for t, schema, keys in (("days", DAY_SCHEMA, ["athlete", "date"]), ("activities", ACTIVITY_SCHEMA, ["athlete", "activity"])):
        ours = got[t].cast(pa.schema([pa.field(f.name, f.type) for f in schema]))
        check(ours.num_rows == reference[t].num_rows, f"DataFrame path {t}: {ours.num_rows} rows, batch {reference[t].num_rows}")
        check(_sorted(ours, keys).equals(_sorted(reference[t].cast(ours.schema), keys)), f"DataFrame path {t} differs from veloscore batch")
    starts = got["activities"].column("start_time")
    check(pa.types.is_timestamp(starts.type) and pc.min(starts).as_py() is not None, f"start_time is {starts.type}, not a timestamp")

    # Balanced by data size: one athlete with 50× the samples lands alone while the rest share the others.
    sizes = {f"a{i:02d}": 1_000 for i in range(12)} | {"big": 50_000}
    loads = {}
    for athlete, bucket in balance(sizes, 4).items():
        loads[bucket] = loads.get(bucket, 0) + sizes[athlete]
    check(sorted(loads.values()) == [4_000, 4_000, 4_000, 50_000], f"balance by size: {loads}")
    # Athlete ids become folder names inside the task's temporary dataset: nothing may climb out of it.
    for hostile in ("..", ".", "a/b", "../x", ""):
        try:
            materialize([{"athlete": hostile, "kind": "athlete", "payload": "{}"}], os.path.join(tmp, "hostile-ids"))
            check(False, f"athlete id {hostile!r} was accepted")
        except FrameInputError:
            check(True, "")
    seconds = read("activities")
    try:
        score_frames(spark, read("athletes"), seconds.withColumn("start_time", seconds["start_time"].cast("long")), binary)
        check(False, "an int64 start_time was accepted")
    except FrameInputError as e:
        check("start_time must be a timestamp" in str(e), str(e))
    if submit:
        submitted(binary, parquet, reference, tmp, check)
    print(f"DataFrame path{'' if submit else ' on Spark Connect'}: {athletes.num_rows} athletes from Parquet ({activities.num_rows} activities, "
          f"streams and summaries; {wellness.num_rows} wellness days) in 3 size-balanced buckets via mapInArrow: "
          f"{got['days'].num_rows} day rows and {got['activities'].num_rows} activity rows equal veloscore batch on the same data")


def submitted(binary, parquet, reference, tmp, check):
    """As a user submits it: tables by path, Parquet written by Spark's own committer."""
    import subprocess
    import sys
    out_cli = os.path.join(tmp, "frames-cli")
    env = {k: v for k, v in os.environ.items() if k not in ("SPARK_REMOTE", "SPARK_CONNECT_MODE_ENABLED")}
    env["PYTHONPATH"] = os.pathsep.join([os.path.dirname(os.path.abspath(__file__)), os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "python")])
    cli = subprocess.run([sys.executable, "-m", "veloscore_spark", "--athletes-table", os.path.join(parquet, "athletes.parquet"),
                          "--activities-table", os.path.join(parquet, "activities.parquet"),
                          "--wellness-table", os.path.join(parquet, "wellness.parquet"), "--out", out_cli,
                          "--binary", binary, "--master", "local[2]"], capture_output=True, text=True, env=env)
    check(cli.returncode == 0, f"python -m veloscore_spark --athletes-table … exited {cli.returncode}: {cli.stderr[-1500:]}")
    for t, schema, keys in (("days", DAY_SCHEMA, ["athlete", "date"]), ("activities", ACTIVITY_SCHEMA, ["athlete", "activity"])):
        written = pq.read_table(os.path.join(out_cli, t)).select(schema.names)
        written = written.cast(pa.schema([pa.field(f.name, f.type) for f in schema]))
        check(_sorted(written, keys).equals(_sorted(reference[t].cast(written.schema), keys)), f"the submitted DataFrame job's {t} differ")


def main():
    """On Spark Connect: `python distributed/check_frames.py BINARY` (a local
    Connect server, `SparkSession.builder.remote("local[2]")`)."""
    import subprocess
    import sys
    import tempfile

    from pyspark.sql import SparkSession

    binary = os.path.abspath(sys.argv[1])
    tmp = tempfile.mkdtemp(prefix="veloscore-connect-")
    dataset = os.path.join(tmp, "dataset")
    subprocess.run([binary, "synth", "--out", dataset, "--athletes", "12", "--days", "120", "--stream-days", "2", "--seed", "13"],
                   check=True, capture_output=True)
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    spark = SparkSession.builder.remote("local[2]").getOrCreate()
    checks = [0]

    def check(condition, message):
        if not condition:
            sys.exit(f"distributed-test (Spark Connect) FAILED: {message} (work files kept in {tmp})")
        checks[0] += 1

    try:
        try:
            spark.sparkContext
            check(False, "a Connect session has a SparkContext: this is not testing Connect")
        except Exception:
            checks[0] += 1
        run(spark, binary, dataset, tmp, check, submit=False)
    finally:
        spark.stop()
    import shutil
    shutil.rmtree(tmp, ignore_errors=True)
    print(f"Spark Connect: {checks[0]} checks passed")


if __name__ == "__main__":
    main()
