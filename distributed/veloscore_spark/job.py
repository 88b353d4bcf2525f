"""The Spark job: partition the roster, score each partition with the shipped
`veloscore batch` binary into one Parquet (or CSV) file per table, put those
files in place under the partition's number, and write a manifest. Deterministic: the same dataset and partition count give the same
bytes, whatever the number of executors, retries or task order."""

import csv
import hashlib
import re
import json
import os
import shutil
import subprocess
import tempfile
import zipfile
from dataclasses import dataclass

import pyarrow.parquet as pq
from veloscore import _dataset

from .contract import CONTRACT_VERSION, TABLES

FORMATS = ("parquet", "csv")


@dataclass(frozen=True)
class JobOptions:
    dataset: str  # dataset folder (athletes.csv + a folder per athlete), readable by every executor
    out: str  # output folder, writable by every executor (shared storage)
    binary: str  # the veloscore executable; shipped to executors with SparkContext.addFile
    athletes_per_partition: int = 500
    partitions: int = 0  # 0: from athletes_per_partition
    output_format: str = "parquet"
    fail_once: str = ""  # test hook: a marker folder; the first attempt of partition 0 crashes its worker
    overwrite: bool = False  # replace an earlier run's output in `out` (only the files this job writes)
    task_timeout: float = 3600.0  # seconds one partition's `veloscore batch` may take before the task fails (and is retried)


class OutputNotEmpty(Exception):
    """The output folder holds files: refused unless overwrite, or files this job did not write."""


TEMPORARY = "_temporary"  # where partial files live: Spark and pyarrow readers skip `_`-prefixed names
# Part files of this job (part-NNNNN.parquet) and of Spark's writer on the DataFrame
# path (part-NNNNN-<uuid>-c000.snappy.parquet, _SUCCESS and their .crc checksums).
_OWN_FILE = re.compile(r"^(part-\d{5}(-[0-9a-f-]+-c\d{3}(\.snappy)?)?\.(parquet|csv)|_SUCCESS|\..+\.crc)$")


def prepare_output(out, overwrite):
    """Refuses a non-empty `out` unless `overwrite`; with it, removes only what
    an earlier run of this job wrote (`days/` and `activities/` part files,
    `_manifest.json`, `_schema.json`, `_temporary/`) and refuses when anything else is there."""
    if os.path.isdir(out) and os.listdir(out):
        foreign = []
        for name in sorted(os.listdir(out)):
            path = os.path.join(out, name)
            if name in TABLES and os.path.isdir(path):
                foreign += [os.path.join(name, f) for f in sorted(os.listdir(path)) if not _OWN_FILE.match(f)]
            elif name not in ("_manifest.json", "_schema.json", TEMPORARY):
                foreign.append(name)
        if not overwrite:
            raise OutputNotEmpty(f"{out} is not empty: pass --overwrite to replace an earlier run's output")
        if foreign:
            raise OutputNotEmpty(f"{out} holds files this job did not write ({', '.join(foreign[:5])}): "
                                 "nothing was deleted; choose another --out")
        for table in TABLES:
            folder = os.path.join(out, table)
            if os.path.isdir(folder):
                for f in os.listdir(folder):
                    os.remove(os.path.join(folder, f))
        shutil.rmtree(os.path.join(out, TEMPORARY), ignore_errors=True)
        for own in ("_manifest.json", "_schema.json"):
            if os.path.exists(os.path.join(out, own)):
                os.remove(os.path.join(out, own))
    os.makedirs(out, exist_ok=True)


def read_roster(dataset):
    """Athlete ids from `athletes.csv` (column `id`), sorted."""
    path = os.path.join(dataset, "athletes.csv")
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    if not rows or "id" not in rows[0]:
        raise ValueError(f"{path}: expected a header with an 'id' column")
    ids = sorted(r["id"].strip() for r in rows)
    for name in ids:
        if not name or "," in name:
            raise ValueError(f"{path}: athlete id {name!r} must be non-empty and without commas")
    return ids


def partition_athletes(ids, partitions):
    """Contiguous, balanced chunks of the sorted ids (sizes differ by at most 1)."""
    partitions = max(1, min(partitions, len(ids)))
    base, extra = divmod(len(ids), partitions)
    chunks, start = [], 0
    for p in range(partitions):
        size = base + (1 if p < extra else 0)
        chunks.append(ids[start:start + size])
        start += size
    return chunks


def _sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _write_atomically(out, relative, write):
    """`write(tmp)` under `out/_temporary/` (where readers never look), then a
    rename to `out/relative`: readers never see half a file, a dead executor
    leaves nothing they pick up, and a second attempt of the same task replaces
    the first's file with identical bytes."""
    final_path = os.path.join(out, relative)
    os.makedirs(os.path.dirname(final_path), exist_ok=True)
    tmp = os.path.join(out, TEMPORARY, f"{relative.replace(os.sep, '-')}.{os.getpid()}.tmp")
    os.makedirs(os.path.dirname(tmp), exist_ok=True)
    try:
        write(tmp)
        os.replace(tmp, final_path)
    finally:
        if os.path.exists(tmp):
            os.remove(tmp)
    return final_path


def _executable(name):
    from pyspark import SparkFiles

    path = SparkFiles.get(name)
    if not os.access(path, os.X_OK):
        os.chmod(path, 0o755)
    return path


def score_partition(index, athletes, opts, binary_name):
    """Runs on an executor: one `veloscore batch --only …` over the partition's
    athletes, writing one part file per table."""
    from pyspark import TaskContext

    if opts.fail_once and index == 0:
        marker = os.path.join(opts.fail_once, "partition-0-failed")
        if not os.path.exists(marker):
            open(marker, "w").close()
            os._exit(17)  # a crashed Python worker, not a polite exception
    work = tempfile.mkdtemp(prefix=f"veloscore-p{index}-")
    try:
        # One part per table: every athlete of the partition in one file, in id order, written by the binary.
        cmd = [_executable(binary_name), "batch", opts.dataset, "--out", work, "--only", ",".join(athletes), "--jobs", "1",
               "--format", opts.output_format, "--athletes-per-file", str(len(athletes)), "--no-progress"]
        try:
            run = subprocess.run(cmd, capture_output=True, text=True, timeout=opts.task_timeout)
        except subprocess.TimeoutExpired:
            raise RuntimeError(f"partition {index}: veloscore batch took over {opts.task_timeout:.0f} s and was stopped")
        if run.returncode not in (0, 65):  # 65: some files failed, the rest are scored
            raise RuntimeError(f"partition {index}: {' '.join(cmd[1:3])} exited {run.returncode}: {run.stderr.strip()}")
        failures = [line[len("failed: "):] for line in run.stderr.splitlines() if line.startswith("failed: ")]
        entry = {"partition": index, "athletes": len(athletes), "first": athletes[0], "last": athletes[-1], "failures": failures}
        for table in TABLES:
            written = os.path.join(work, table, f"part-00000.{opts.output_format}")
            if not os.path.exists(written):
                raise RuntimeError(f"partition {index}: veloscore batch wrote no {table} table: {run.stderr.strip()[-2000:]}")
            name = f"part-{index:05d}.{opts.output_format}"
            relative = os.path.join(table, name)
            final = _write_atomically(opts.out, relative, lambda tmp: shutil.copyfile(written, tmp))
            if opts.output_format == "parquet":
                entry[f"{table}Rows"] = pq.ParquetFile(final).metadata.num_rows
            else:
                with open(final, "rb") as f:
                    entry[f"{table}Rows"] = sum(1 for _ in f) - 1
            entry[f"{table}File"] = f"{table}/{name}"
            entry[f"{table}Sha256"] = _sha256(final)
        # The binary's own schema file, the same bytes from every partition: the folder reads as a batch output
        # (`veloscore.read(OUT)`, the docs' typed reads).
        _write_atomically(opts.out, "_schema.json", lambda tmp: shutil.copyfile(os.path.join(work, "_schema.json"), tmp))
        entry["attempt"] = TaskContext.get().attemptNumber()
        return entry
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _package_zip(folder):
    """This package and the `veloscore` package's Python files and contract
    (python/veloscore, without its binary: executors get that by
    SparkContext.addFile) as a zip for SparkContext.addPyFile (executors import both)."""
    here = os.path.dirname(os.path.abspath(__file__))
    packages = {"veloscore_spark": here, "veloscore": os.path.dirname(os.path.abspath(_dataset.__file__))}
    path = os.path.join(folder, "veloscore_spark.zip")
    with zipfile.ZipFile(path, "w") as z:
        for name, package in packages.items():
            for file in sorted(os.listdir(package)):
                if file.endswith(".py") or (name == "veloscore" and file == "contract.json"):
                    z.write(os.path.join(package, file), os.path.join(name, file))
    return path


def run_job(sc, opts):
    """Scores the dataset on the Spark cluster behind `sc`; returns the
    manifest (also written to OUT/_manifest.json) and the task attempts seen."""
    if opts.output_format not in FORMATS:
        raise ValueError(f"output format must be one of {FORMATS}, got {opts.output_format!r}")
    if not os.access(opts.binary, os.X_OK):
        raise FileNotFoundError(f"{opts.binary}: not an executable veloscore binary")
    ids = read_roster(opts.dataset)
    if not ids:
        raise ValueError(f"{opts.dataset}/athletes.csv lists no athletes")
    count = opts.partitions or -(-len(ids) // max(1, opts.athletes_per_partition))
    chunks = partition_athletes(ids, count)
    prepare_output(opts.out, opts.overwrite)
    staging = tempfile.mkdtemp(prefix="veloscore-spark-")
    try:
        sc.addPyFile(_package_zip(staging))
        sc.addFile(opts.binary)
        binary_name = os.path.basename(opts.binary)
        rdd = sc.parallelize(list(enumerate(chunks)), len(chunks))
        entries = rdd.map(lambda pc: score_partition(pc[0], pc[1], opts, binary_name)).collect()
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    entries.sort(key=lambda e: e["partition"])
    attempts = {e["partition"]: e.pop("attempt") for e in entries}
    manifest = {
        "contract": CONTRACT_VERSION, "format": opts.output_format, "dataset": os.path.basename(os.path.normpath(opts.dataset)),
        "athletes": len(ids), "partitions": entries,
        "daysRows": sum(e["daysRows"] for e in entries), "activitiesRows": sum(e["activitiesRows"] for e in entries),
        "failures": [f for e in entries for f in e["failures"]],
    }
    text = json.dumps(manifest, indent=2, sort_keys=True) + "\n"
    _write_atomically(opts.out, "_manifest.json", lambda tmp: _write_text(tmp, text))
    shutil.rmtree(os.path.join(opts.out, TEMPORARY), ignore_errors=True)
    return manifest, attempts


def _write_text(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
