"""`make distributed-test`: the Spark job on a local cluster must give exactly
what the single-machine `veloscore batch` gives, survive a crashed task, and
write byte-identical files on every run. Then it times 1 vs 2 local workers.

    python distributed/check_local_cluster.py --binary PATH [--athletes 64] [--days 365]
"""

import argparse
import glob
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# The `veloscore` package's Python (python/veloscore), unless a wheel of it is installed.
sys.path.append(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "python"))

import pyarrow as pa  # noqa: E402
import pyarrow.parquet as pq  # noqa: E402

from veloscore_spark import ACTIVITY_SCHEMA, DAY_SCHEMA, JobOptions, csv_body, read_batch_output, run_job  # noqa: E402
from veloscore_spark.job import OutputNotEmpty  # noqa: E402
import check_frames  # noqa: E402
import veloscore  # noqa: E402

TABLES = {"days": DAY_SCHEMA, "activities": ACTIVITY_SCHEMA}
TEMPORARY_NAME = "_temporary"
checks = 0


def check(condition, message):
    global checks
    if not condition:
        sys.exit(f"distributed-test FAILED: {message} (work files kept in {tempfile.tempdir})")
    checks += 1


def body(csv_path):
    """A CSV file's bytes after its header line."""
    return pathlib.Path(csv_path).read_bytes().split(b"\n", 1)[1]


def reference(binary, dataset, out):
    start = time.perf_counter()
    subprocess.run([binary, "batch", dataset, "--out", out, "--jobs", "2"], check=True, capture_output=True)
    seconds = time.perf_counter() - start
    tables = {t: read_batch_output(out, t) for t in TABLES}
    raw = {t: csv_body(out, t) for t in TABLES}
    return tables, raw, seconds


def parquet_tables(out):
    return {t: pa.concat_tables([pq.read_table(f) for f in sorted(glob.glob(os.path.join(out, t, "*.parquet")))]) for t in TABLES}


def files(out):
    return {os.path.relpath(f, out): pathlib.Path(f).read_bytes() for f in sorted(glob.glob(os.path.join(out, "**", "*"), recursive=True)) if os.path.isfile(f)}


def timed_submit(binary, dataset, out, master, partitions):
    """The job as a user submits it (`python -m veloscore_spark`); athletes/s it reports."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([os.path.dirname(os.path.abspath(__file__)), os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "python")]))
    run = subprocess.run([sys.executable, "-m", "veloscore_spark", dataset, "--out", out, "--binary", binary,
                          "--master", master, "--partitions", str(partitions)], capture_output=True, text=True, env=env)
    check(run.returncode == 0, f"{master} submit exited {run.returncode}: {run.stderr[-2000:]}")
    match = re.search(r"in ([0-9.]+) s, ([0-9.]+) athletes/s", run.stdout)
    check(match is not None, f"no throughput line in: {run.stdout}")
    return float(match.group(1)), float(match.group(2))


def throughput(binary, tmp, args):
    """Athletes/s of the binary alone (1 and 2 threads) and of the Spark job on 1 and 2 local workers."""
    n = args.throughput_athletes
    dataset = os.path.join(tmp, "throughput")
    subprocess.run([binary, "synth", "--out", dataset, "--athletes", str(n), "--days", str(args.throughput_days),
                    "--stream-days", str(args.throughput_stream_days), "--seed", "12"], check=True, capture_output=True)
    results = {"athletes": n, "days": args.throughput_days, "streamDays": args.throughput_stream_days}
    for jobs in (1, 2):
        start = time.perf_counter()
        subprocess.run([binary, "batch", dataset, "--out", os.path.join(tmp, f"batch-{jobs}"), "--jobs", str(jobs)], check=True, capture_output=True)
        seconds = time.perf_counter() - start
        results[f"batchJobs{jobs}"] = {"seconds": round(seconds, 2), "athletesPerSecond": round(n / seconds, 1)}
        print(f"throughput: veloscore batch --jobs {jobs}: {seconds:.2f} s, {n / seconds:.1f} athletes/s")
    for workers in (1, 2):
        seconds, rate = timed_submit(binary, dataset, os.path.join(tmp, f"spark-{workers}"), f"local[{workers}]", partitions=8)
        results[f"sparkLocal{workers}"] = {"seconds": seconds, "athletesPerSecond": rate}
        print(f"throughput: Spark local[{workers}], 8 partitions: {seconds:.2f} s, {rate:.1f} athletes/s (job time, session start excluded)")
    print(json.dumps(results))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--binary", required=True)
    p.add_argument("--athletes", type=int, default=64)
    p.add_argument("--days", type=int, default=365)
    p.add_argument("--stream-days", type=int, default=3)
    p.add_argument("--throughput-athletes", type=int, default=160, help="a larger dataset for 1 vs 2 workers (0: skip)")
    p.add_argument("--throughput-days", type=int, default=1095)
    p.add_argument("--throughput-stream-days", type=int, default=10)
    args = p.parse_args()
    binary = os.path.abspath(args.binary)
    tmp = tempfile.mkdtemp(prefix="veloscore-distributed-")
    tempfile.tempdir = tmp  # the driver's staging folders too; all removed at the end unless a check fails
    dataset = os.path.join(tmp, "dataset")
    subprocess.run([binary, "synth", "--out", dataset, "--athletes", str(args.athletes), "--days", str(args.days),
                    "--stream-days", str(args.stream_days), "--seed", "11"], check=True, capture_output=True)
    ref, ref_csv, ref_seconds = reference(binary, dataset, os.path.join(tmp, "reference"))
    print(f"reference: veloscore batch --jobs 2, {args.athletes} athletes in {ref_seconds:.2f} s "
          f"({args.athletes / ref_seconds:.1f} athletes/s), {ref['days'].num_rows} day rows, {ref['activities'].num_rows} activity rows")

    from pyspark.sql import SparkSession

    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)  # workers use this venv (pyarrow)
    # local[2,2]: two worker threads, and a failed task is tried twice (spark.task.maxFailures).
    spark = (SparkSession.builder.master("local[2,2]").appName("veloscore-distributed-test")
             .config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false").getOrCreate())
    sc = spark.sparkContext
    try:
        marker = os.path.join(tmp, "fault")
        os.makedirs(marker)
        first = os.path.join(tmp, "spark-fault")
        sc.setLogLevel("OFF")  # the injected crash would log a long, expected stack trace
        manifest, attempts = run_job(sc, JobOptions(dataset, first, binary, partitions=8, fail_once=marker))
        sc.setLogLevel("ERROR")
        check(os.path.exists(os.path.join(marker, "partition-0-failed")), "the injected crash did not run")
        check(attempts[0] == 1 and all(a == 0 for p, a in attempts.items() if p != 0), f"expected one retry of partition 0, got {attempts}")
        check(manifest["athletes"] == args.athletes and not manifest["failures"], f"manifest: {manifest['athletes']} athletes, failures {manifest['failures']}")
        got = parquet_tables(first)
        for t in TABLES:
            check(got[t].schema.equals(TABLES[t], check_metadata=False), f"{t} schema {got[t].schema}")
            check(got[t].equals(ref[t]), f"{t}: Spark after a retried crash differs from veloscore batch")
        print(f"fault case: partition 0 crashed once, Spark retried it; {sum(v.num_rows for v in got.values())} rows equal the reference")
        # The output folder reads as a batch output: the veloscore package's read() gives the same tables.
        read_back = veloscore.read(first)
        check(read_back.days.equals(ref["days"]) and read_back.activities.equals(ref["activities"]),
              "veloscore.read of the Spark output differs from veloscore batch")

        again = os.path.join(tmp, "spark-again")
        run_job(sc, JobOptions(dataset, again, binary, partitions=8))
        check(files(first) == files(again), "a second run wrote different bytes")
        print(f"determinism: {len(files(again))} files byte-identical across runs (with and without the retry)")

        one = os.path.join(tmp, "spark-one-partition")
        run_job(sc, JobOptions(dataset, one, binary, partitions=1))
        check(all(parquet_tables(one)[t].equals(ref[t]) for t in TABLES), "one partition differs from eight")

        # Output that cannot hurt: no temporaries left where readers look; a
        # non-empty folder refused unless --overwrite; foreign files never deleted.
        leftovers = [f for f in glob.glob(os.path.join(first, "**", "*"), recursive=True) if f.endswith(".tmp") or "_temporary" in f]
        check(not leftovers, f"temporary files left in the output: {leftovers[:3]}")
        try:
            run_job(sc, JobOptions(dataset, again, binary, partitions=8))
            check(False, "a non-empty output folder was not refused")
        except OutputNotEmpty:
            check(files(first) == files(again), "a refused run changed the output")
        stray = os.path.join(again, TEMPORARY_NAME, "part-00003.parquet.999.tmp")
        os.makedirs(os.path.dirname(stray), exist_ok=True)
        pathlib.Path(stray).write_bytes(b"half a file from a dead executor")
        run_job(sc, JobOptions(dataset, again, binary, partitions=8, overwrite=True))
        check(files(first) == files(again), "--overwrite over an earlier run (and a dead executor's temporary) gave other bytes")
        foreign = os.path.join(again, "days", "notes.txt")
        pathlib.Path(foreign).write_text("the user's own file")
        try:
            run_job(sc, JobOptions(dataset, again, binary, partitions=8, overwrite=True))
            check(False, "--overwrite deleted around a file the job did not write")
        except OutputNotEmpty as e:
            check(os.path.exists(foreign) and "notes.txt" in str(e) and len(files(again)) == len(files(first)) + 1,
                  "a refused overwrite deleted something")
        sc.setLogLevel("OFF")
        try:
            run_job(sc, JobOptions(dataset, os.path.join(tmp, "spark-timeout"), binary, partitions=2, task_timeout=0.001))
            check(False, "a partition over its timeout did not fail the job")
        except Exception as e:  # Spark's Py4JJavaError after the retries
            check("took over" in str(e), f"the timeout did not say why: {str(e)[-500:]}")
        sc.setLogLevel("ERROR")
        print("output safety: temporaries under _temporary/ and removed, non-empty output refused, "
              "--overwrite replaces only the job's files, a hung engine times out")

        as_csv = os.path.join(tmp, "spark-csv")
        run_job(sc, JobOptions(dataset, as_csv, binary, partitions=5, output_format="csv"))
        for t in TABLES:
            joined = b"".join(body(f) for f in sorted(glob.glob(os.path.join(as_csv, t, "*.csv"))))
            check(joined == ref_csv[t], f"{t}: CSV fallback bytes differ from veloscore batch")
        print("partitioning: 1, 5 and 8 partitions give the reference exactly (Parquet values, CSV bytes)")

        frames_dataset = os.path.join(tmp, "frames-dataset")
        subprocess.run([binary, "synth", "--out", frames_dataset, "--athletes", "12", "--days", "120", "--stream-days", "2",
                        "--seed", "13"], check=True, capture_output=True)
        check_frames.run(spark, binary, frames_dataset, tmp, check)
    finally:
        spark.stop()

    if args.throughput_athletes:
        throughput(binary, tmp, args)
    shutil.rmtree(tmp, ignore_errors=True)
    print(f"distributed-test: {checks} checks passed")


if __name__ == "__main__":
    main()
