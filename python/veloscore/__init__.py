"""veloscore for Python: the engine's activity metrics and batch scoring
(training load, CTL/ATL/TSB, recovery) as dicts and Arrow tables.

    score_activity(path, **settings) -> dict        one file, as `veloscore activity FILE --json`
    batch(dataset, out, jobs=1) -> Tables           a dataset folder scored into OUT (Parquet)
    read(out) -> Tables                             an output folder of any format, typed
    score_partition(activities, athletes=…) -> (days, activities)   Arrow in, Arrow out (Spark, Dask, Ray)

The work is done by the `veloscore` binary inside the package (binary_path());
columns and units are the batch contract's (docs/batch-contract.md)."""

import json
import os
import shutil
import tempfile
import warnings

from ._binary import VeloscoreError, binary_path, run
from ._dataset import InputError, write_dataset

__version__ = "0.6.0"
__all__ = ["InputError", "Tables", "VeloscoreError", "batch", "binary_path", "contract", "read", "score_activity",
           "score_partition"]


def __getattr__(name):
    """Tables, read and contract import pyarrow, on first use only: the
    `veloscore` command a wheel puts on PATH imports this package and should
    start as fast as the binary."""
    if name in ("Tables", "read"):
        from . import _tables

        return getattr(_tables, name)
    if name == "contract":
        from ._contract import bundled

        return bundled
    raise AttributeError(f"module 'veloscore' has no attribute {name!r}")


def _options(settings):
    """Keyword settings as CLI options: ftp=250 → --ftp 250, max_hr → --max-hr,
    True → a flag, None/False → nothing, a list → the option once per item."""
    args = []
    for key, value in settings.items():
        flag = "--" + key.replace("_", "-")
        if value is None or value is False:
            continue
        if value is True:
            args.append(flag)
        elif isinstance(value, (list, tuple)):
            for item in value:
                args += [flag, str(item)]
        else:
            args += [flag, str(value)]
    return args


def score_activity(path, **settings):
    """One activity file (FIT, TCX, GPX, CSV) scored: NP, IF, TSS, xPower, heart
    rate, zones, peaks, W′ balance… as `veloscore activity PATH --json` gives it.
    Settings are the command's options (`veloscore activity show --help`): ftp,
    lthr, max_hr, rest_hr, weight, sport, cp, wprime, fill_gaps, lenient, …"""
    done = run(["activity", os.fspath(path), "--json", *_options(settings)])
    return json.loads(done.stdout)


def _failures(stderr):
    failures = tuple(line[len("failed: "):] for line in stderr.splitlines() if line.startswith("failed: "))
    for failure in failures:
        warnings.warn(f"veloscore batch: {failure}", stacklevel=3)
    return failures


def batch(dataset, out, jobs=1, format="parquet", only=None, through=None, athletes_per_file=None):
    """Scores every athlete of a dataset folder (athletes.csv plus a folder per
    athlete) into the output folder `out` and returns its tables. Files the
    engine could not read are in `Tables.failures` (and warned); the rest of
    their athletes is scored. `through`: a date (YYYY-MM-DD) or "today" to carry
    every athlete's days on to it."""
    args = ["batch", os.fspath(dataset), "--out", os.fspath(out), "--jobs", str(jobs), "--format", format,
            "--no-progress"]
    if only:
        args += ["--only", ",".join(only)]
    if through:
        args += ["--through", str(through)]
    if athletes_per_file:
        args += ["--athletes-per-file", str(athletes_per_file)]
    from ._tables import Tables, read

    done = run(args, accept=(0, 65))
    failures = _failures(done.stderr)
    if done.returncode == 65 and not failures:
        raise VeloscoreError(args, done.returncode, done.stderr)
    tables = read(out)
    return Tables(tables.days, tables.activities, failures)


def _rows(table, name, required):
    """An Arrow table's rows as dicts, `required` columns checked."""
    if table is None:
        return []
    missing = [c for c in required if c not in table.column_names]
    if missing:
        raise InputError(f"{name}: missing column(s) {', '.join(missing)}; it has {', '.join(table.column_names)}")
    return table.to_pylist()


def _activity_rows(table):
    import pyarrow as pa
    import pyarrow.compute as pc

    rows = _rows(table, "activities", ["athlete", "start_time", "sport"])
    if not rows:
        return []
    starts = table.column("start_time")
    if not pa.types.is_timestamp(starts.type):
        raise InputError(f"activities: start_time must be a timestamp, not {starts.type}")
    millis = pc.cast(pc.cast(starts, pa.timestamp("ms", tz=starts.type.tz)), pa.int64()).to_pylist()
    for row, ms in zip(rows, millis):
        del row["start_time"]
        row["start_ms"] = ms
    return rows


def score_partition(activities, athletes=None, wellness=None, thresholds=None, timeout=None):
    """Arrow in, Arrow out: athletes' records scored as `batch` scores a dataset
    folder; returns (days, activities) in the batch contract's types. What a
    Spark `mapInArrow`, a Dask `map_partitions` or a Ray task calls per group of
    athletes (every athlete's records in one call).

    activities: `athlete`, `start_time` (timestamp), `sport`, then per row either
    streams (`time`: list of seconds from the start, with power, heart_rate,
    cadence, speed, distance, altitude or temperature lists) or summary columns
    (duration_s, distance_m, calories, load, rpe, kind). athletes: `id` and the
    roster's settings (ftp_w, lthr_bpm, max_hr_bpm, weight_kg, time_zone, …);
    wellness: `athlete`, `date`, readings; thresholds: `athlete`, `kind`, `from`, `value`."""
    from ._contract import bundled, schema
    from ._tables import read

    work = tempfile.mkdtemp(prefix="veloscore-partition-")
    try:
        dataset, out = os.path.join(work, "dataset"), os.path.join(work, "out")
        ids = write_dataset(
            dataset, athletes=_rows(athletes, "athletes", ["id"]), activities=_activity_rows(activities),
            wellness=_rows(wellness, "wellness", ["athlete", "date"]),
            thresholds=_rows(thresholds, "thresholds", ["athlete", "kind", "from", "value"]))
        if not ids:
            spec = bundled()
            return schema(spec, "days").empty_table(), schema(spec, "activities").empty_table()
        args = ["batch", dataset, "--out", out, "--format", "parquet", "--no-progress",
                "--athletes-per-file", str(len(ids))]
        done = run(args, accept=(0, 65), timeout=timeout)
        _failures(done.stderr.replace(work, "<partition>"))
        tables = read(out)
        return tables.days, tables.activities
    finally:
        shutil.rmtree(work, ignore_errors=True)
