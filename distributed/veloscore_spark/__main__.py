"""python -m veloscore_spark DATASET --out OUT [--binary PATH] [--master URL] …
python -m veloscore_spark --athletes-table A --activities-table B [--wellness-table W] --out OUT …

Submits the batch-scoring job: over a dataset folder (files), or over tables
(Parquet paths or catalog table names, the DataFrame path). Under
spark-submit, leave --master out and let spark-submit choose the cluster."""

import argparse
import shutil
import sys
import time

from .job import FORMATS, JobOptions, OutputNotEmpty, prepare_output, run_job


def _installed_binary():
    """The binary inside an installed `veloscore` wheel (the portable one), else `veloscore` on PATH."""
    try:
        import veloscore

        return veloscore.binary_path()
    except (ImportError, FileNotFoundError):
        return shutil.which("veloscore")


def main(argv=None):
    p = argparse.ArgumentParser(
        prog="python -m veloscore_spark",
        description="Score a dataset folder of athlete histories on Spark with the veloscore binary.",
        epilog="Example: python -m veloscore_spark datasets/sample --out /tmp/scored --master 'local[2]'",
    )
    p.add_argument("dataset", nargs="?", help="dataset folder (athletes.csv + one folder per athlete) on storage every executor reads")
    tables = p.add_argument_group("the DataFrame path (instead of DATASET): Parquet paths or catalog table names, see docs/distributed.md")
    tables.add_argument("--athletes-table", help="athletes: id, sex, birth_year, weight_kg, ftp_w, lthr_bpm, max_hr_bpm, resting_hr_bpm, time_zone, …")
    tables.add_argument("--activities-table", help="activities: athlete, start_time (timestamp), sport, and streams (time, power, … arrays) or summaries")
    tables.add_argument("--wellness-table", help="optional: athlete, date, hrv_rmssd_ms, resting_hr_bpm, respiratory_rate_bpm, sleep_hours")
    tables.add_argument("--thresholds-table", help="optional: athlete, kind, from, value")
    tables.add_argument("--buckets", type=int, default=0, help="groups of athletes balanced by data size, one task each (default: 2 × parallelism)")
    p.add_argument("--out", required=True, help="output folder on shared storage: days/, activities/, _manifest.json")
    p.add_argument("--binary", default=_installed_binary(),
                   help="veloscore executable to ship (default: the installed wheel's, pip install veloscore; else the one on PATH)")
    p.add_argument("--master", help="Spark master, e.g. local[2] or spark://host:7077 (default: spark-submit's)")
    p.add_argument("--remote", help="Spark Connect URL, e.g. sc://host:15002 (the DataFrame path only: folders need a SparkContext)")
    p.add_argument("--athletes-per-partition", type=int, default=500, help="athletes scored by one task (default 500)")
    p.add_argument("--partitions", type=int, default=0, help="fixed number of partitions (overrides --athletes-per-partition)")
    p.add_argument("--format", choices=FORMATS, default="parquet", help="output files (default parquet; csv is the fallback)")
    p.add_argument("--overwrite", action="store_true",
                   help="replace an earlier run's output in --out (only the files this job writes; anything else there is refused)")
    p.add_argument("--task-timeout", type=float, default=3600, help="seconds one partition may take before its task fails and is retried (default 3600)")
    args = p.parse_args(argv)
    frames = bool(args.athletes_table or args.activities_table)
    if frames and not (args.athletes_table and args.activities_table):
        p.error("the DataFrame path needs both --athletes-table and --activities-table")
    if frames == bool(args.dataset):
        p.error("give one of: a DATASET folder, or --athletes-table with --activities-table")
    if args.remote and not frames:
        p.error("--remote (Spark Connect) works with --athletes-table/--activities-table; a DATASET folder needs a classic session")
    if not args.binary:
        p.error("no veloscore wheel installed and none on PATH: pip install veloscore (make wheel), or pass --binary")
    try:  # before Spark starts: a refused output costs nothing
        prepare_output(args.out, args.overwrite)
    except OutputNotEmpty as e:
        print(f"error: {e}", file=sys.stderr)
        return 73

    import os

    from pyspark.sql import SparkSession

    if (args.master or "").startswith("local"):
        os.environ.setdefault("PYSPARK_PYTHON", sys.executable)  # local workers share this interpreter's packages

    if args.remote:
        builder = SparkSession.builder.remote(args.remote).appName("veloscore-batch")
    else:
        builder = SparkSession.builder.appName("veloscore-batch").config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false")
    if args.master and not args.remote:
        builder = builder.master(args.master)
    spark = builder.getOrCreate()
    if not args.remote:
        spark.sparkContext.setLogLevel("WARN")
    try:
        if frames:
            return _run_frames(spark, args)
        start = time.perf_counter()
        manifest, attempts = run_job(spark.sparkContext, JobOptions(
            dataset=args.dataset, out=args.out, binary=args.binary, athletes_per_partition=args.athletes_per_partition,
            partitions=args.partitions, output_format=args.format, overwrite=True, task_timeout=args.task_timeout))
        seconds = time.perf_counter() - start
    finally:
        spark.stop()
    retried = sum(1 for a in attempts.values() if a > 0)
    print(f"Scored {manifest['athletes']} athletes in {len(manifest['partitions'])} partitions "
          f"({manifest['daysRows']} day rows, {manifest['activitiesRows']} activity rows) in {seconds:.1f} s, "
          f"{manifest['athletes'] / seconds:.1f} athletes/s; {retried} partitions retried; output in {args.out}")
    for failure in manifest["failures"]:
        print(f"failed: {failure}", file=sys.stderr)
    return 65 if manifest["failures"] else 0


def _run_frames(spark, args):
    """The DataFrame path: tables in, `days/` and `activities/` Parquet out (Spark's writer)."""
    from .frames import FrameInputError
    from .frames_job import score_frames

    def table(name):
        if name is None:
            return None
        return spark.read.parquet(name) if ("/" in name or name.endswith(".parquet")) else spark.table(name)

    start = time.perf_counter()
    try:
        days, acts, failures = score_frames(spark, table(args.athletes_table), table(args.activities_table), args.binary,
                                            wellness=table(args.wellness_table), thresholds=table(args.thresholds_table),
                                            buckets=args.buckets, task_timeout=args.task_timeout)
    except FrameInputError as e:
        print(f"error: {e}", file=sys.stderr)
        return 65
    days.orderBy("athlete", "date").write.mode("overwrite").parquet(f"{args.out}/days")
    acts.orderBy("athlete", "activity").write.mode("overwrite").parquet(f"{args.out}/activities")
    seconds = time.perf_counter() - start
    counts = (days.count(), acts.count())
    print(f"Scored the tables into {args.out} ({counts[0]} day rows, {counts[1]} activity rows) in {seconds:.1f} s")
    for failure in failures:
        print(f"failed: {failure}", file=sys.stderr)
    return 65 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
