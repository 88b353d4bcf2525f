"""python -m veloscore_spark DATASET --out OUT [--binary PATH] [--master URL] …

Submits the batch-scoring job. Under spark-submit, leave --master out and let
spark-submit choose the cluster."""

import argparse
import shutil
import sys
import time

from .job import FORMATS, JobOptions, OutputNotEmpty, prepare_output, run_job


def main(argv=None):
    p = argparse.ArgumentParser(
        prog="python -m veloscore_spark",
        description="Score a dataset folder of athlete histories on Spark with the veloscore binary.",
        epilog="Example: python -m veloscore_spark datasets/sample --out /tmp/scored --master 'local[2]'",
    )
    p.add_argument("dataset", help="dataset folder (athletes.csv + one folder per athlete) on storage every executor reads")
    p.add_argument("--out", required=True, help="output folder on shared storage: days/, activities/, _manifest.json")
    p.add_argument("--binary", default=shutil.which("veloscore"), help="veloscore executable to ship (default: the one on PATH)")
    p.add_argument("--master", help="Spark master, e.g. local[2] or spark://host:7077 (default: spark-submit's)")
    p.add_argument("--athletes-per-partition", type=int, default=500, help="athletes scored by one task (default 500)")
    p.add_argument("--partitions", type=int, default=0, help="fixed number of partitions (overrides --athletes-per-partition)")
    p.add_argument("--format", choices=FORMATS, default="parquet", help="output files (default parquet; csv is the fallback)")
    p.add_argument("--overwrite", action="store_true",
                   help="replace an earlier run's output in --out (only the files this job writes; anything else there is refused)")
    p.add_argument("--task-timeout", type=float, default=3600, help="seconds one partition may take before its task fails and is retried (default 3600)")
    args = p.parse_args(argv)
    if not args.binary:
        p.error("no veloscore on PATH: pass --binary .build/release/veloscore")
    try:  # before Spark starts: a refused output costs nothing
        prepare_output(args.out, args.overwrite)
    except OutputNotEmpty as e:
        print(f"error: {e}", file=sys.stderr)
        return 73

    import os

    from pyspark.sql import SparkSession

    if (args.master or "").startswith("local"):
        os.environ.setdefault("PYSPARK_PYTHON", sys.executable)  # local workers share this interpreter's packages

    builder = SparkSession.builder.appName("veloscore-batch").config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false")
    if args.master:
        builder = builder.master(args.master)
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("WARN")
    try:
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


if __name__ == "__main__":
    sys.exit(main())
