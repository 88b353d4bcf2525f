#!/usr/bin/env python3
"""The wheel as a user gets it (make check): installed in a fresh venv (its
dependencies from a hashed lock, then the wheel), then checked against the CLI
built by make test:

- `veloscore.batch` gives the tables `veloscore batch` writes (every value equal
  to 1e-12 relative), read by pandas and Polars (Tables.to_pandas(), to_polars())
  and by DuckDB from the folder;
- `veloscore.read` gives the same tables from CSV, JSON Lines and Parquet output;
- `veloscore.score_activity` gives `veloscore activity FILE --json` (numbers to 1e-12);
- `veloscore.score_partition` (Arrow in, Arrow out) gives `batch` on the same records;
- the wheel's `veloscore` command runs, and its version is the package's.

  python scripts/wheel-check.py WHEEL CLI
"""
import json
import pathlib
import subprocess
import sys
import tempfile
import venv

ROOT = pathlib.Path(__file__).resolve().parent.parent
FILES = ["datasets/fit/4078723797.fit", "datasets/sample/athlete-01/rides/2026-11-17.csv"]

CHECK = r'''
import json, os, pathlib, subprocess, sys, tempfile
import duckdb, pyarrow as pa, pyarrow.compute as pc
import veloscore

cli, root, files = sys.argv[1], pathlib.Path(sys.argv[2]), json.loads(sys.argv[3])
checks = 0

def close(a, b, where):
    global checks
    if isinstance(a, float) and isinstance(b, float):
        assert a == b or abs(a - b) <= 1e-12 * max(abs(a), abs(b)), f"{where}: {a} != {b}"
    elif isinstance(a, dict) and isinstance(b, dict):
        assert a.keys() == b.keys(), f"{where}: keys {sorted(a.keys() ^ b.keys())}"
        for k in a:
            close(a[k], b[k], f"{where}.{k}")
        return
    elif isinstance(a, list) and isinstance(b, list):
        assert len(a) == len(b), f"{where}: {len(a)} items != {len(b)}"
        for i, (x, y) in enumerate(zip(a, b)):
            close(x, y, f"{where}[{i}]")
        return
    else:
        assert a == b, f"{where}: {a!r} != {b!r}"
    checks += 1

def same_table(a, b, where):
    assert a.schema.equals(b.schema, check_metadata=False), f"{where}: schema\n{a.schema}\n!=\n{b.schema}"
    for name in a.column_names:
        close(a.column(name).to_pylist(), b.column(name).to_pylist(), f"{where}.{name}")

assert veloscore.__version__ == subprocess.run([veloscore.binary_path(), "--version"], capture_output=True, text=True).stdout.strip()
assert "site-packages" in veloscore.binary_path(), veloscore.binary_path()

with tempfile.TemporaryDirectory() as tmp:
    tmp = pathlib.Path(tmp)
    sample = root / "datasets/sample"
    ours = veloscore.batch(sample, tmp / "wheel", jobs=2)
    subprocess.run([cli, "batch", str(sample), "--out", str(tmp / "cli"), "--format", "parquet", "--no-progress"], check=True, capture_output=True)
    theirs = veloscore.read(tmp / "cli")
    for t in ("days", "activities"):
        same_table(getattr(ours, t), getattr(theirs, t), f"batch {t}")
    days, acts = ours.to_pandas()
    assert len(days) == ours.days.num_rows and str(days["ctl"].dtype) == "float64"
    pl_days, _ = ours.to_polars()
    assert pl_days.height == ours.days.num_rows
    rows = duckdb.sql(f"select count(*), count(distinct athlete) from '{tmp}/wheel/days/*.parquet'").fetchall()[0]
    assert rows == (ours.days.num_rows, 3), rows
    for fmt in ("csv", "json"):
        subprocess.run([cli, "batch", str(sample), "--out", str(tmp / fmt), "--format", fmt, "--no-progress"], check=True, capture_output=True)
        again = veloscore.read(tmp / fmt)
        for t in ("days", "activities"):
            same_table(getattr(again, t), getattr(theirs, t), f"read {fmt} {t}")

    for f in files:
        got = veloscore.score_activity(root / f, ftp=250, max_hr=190)
        want = json.loads(subprocess.run([cli, "activity", str(root / f), "--json", "--ftp", "250", "--max-hr", "190"],
                                         check=True, capture_output=True, text=True,
                                         env={**os.environ, "VELOSCORE_JSON_PRECISION": "full"}).stdout)
        close(got, want, f"score_activity {f}")

    # Arrow in, Arrow out: two athletes' logged workouts, one with a ride's samples.
    start = pa.array([1_790_000_000_000, 1_790_086_400_000, 1_790_000_000_000], pa.timestamp("ms", tz="UTC"))
    activities = pa.table({"athlete": ["ana", "ana", "ben"], "start_time": start, "sport": ["cycling", "running", "cycling"],
                           "duration_s": [3600.0, 2700.0, None], "load": [70.5, 45.0, None],
                           "time": [None, None, list(range(0, 1800))], "power": [None, None, [200 + (i % 60) for i in range(1800)]]})
    athletes = pa.table({"id": ["ana", "ben"], "ftp_w": [250, 280], "time_zone": ["Europe/Madrid", "UTC"]})
    days, acts = veloscore.score_partition(activities, athletes=athletes)
    folder = tmp / "partition"
    from veloscore._dataset import write_dataset
    rows = activities.to_pylist()
    for r, ms in zip(rows, pc.cast(start, pa.int64()).to_pylist()):
        r["start_ms"] = ms
        del r["start_time"]
    write_dataset(folder, athletes=athletes.to_pylist(), activities=rows)
    subprocess.run([cli, "batch", str(folder), "--out", str(tmp / "partition-out"), "--format", "parquet", "--no-progress"], check=True, capture_output=True)
    reference = veloscore.read(tmp / "partition-out")
    same_table(days, reference.days, "score_partition days")
    same_table(acts, reference.activities, "score_partition activities")
    assert acts.num_rows == 3 and acts.column("normalized_power").to_pylist()[-1] is not None

print(checks)
'''


def main():
    wheel, cli = pathlib.Path(sys.argv[1]).resolve(), str(pathlib.Path(sys.argv[2]).resolve())
    with tempfile.TemporaryDirectory() as tmp:
        env = pathlib.Path(tmp, "venv")
        venv.create(env, with_pip=True)
        pip = [str(env / "bin/python"), "-m", "pip", "install", "-q"]
        subprocess.run(pip + ["--require-hashes", "-r", str(ROOT / "scripts/requirements-wheel-check.lock")], check=True)
        subprocess.run(pip + ["--no-deps", str(wheel)], check=True)
        version = subprocess.run([str(env / "bin/veloscore"), "--version"], check=True, capture_output=True, text=True).stdout
        done = subprocess.run([str(env / "bin/python"), "-c", CHECK, cli, str(ROOT), json.dumps(FILES)],
                              capture_output=True, text=True, cwd=tmp)
        if done.returncode != 0:
            sys.exit(f"wheel-check: {done.stderr.strip()[-3000:]}")
    print(f"wheel-check: {wheel.name} installs in a fresh venv (veloscore {version.strip()} on PATH); batch, read (CSV, "
          f"JSON Lines, Parquet), score_activity and score_partition equal the CLI in {done.stdout.strip()} values")


if __name__ == "__main__":
    main()
