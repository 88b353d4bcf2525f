#!/usr/bin/env python3
"""`veloscore batch` output folders read as analysts read them (contract v3,
docs/batch-contract.md):

1. On DATASET: the Parquet tables read by pandas (`read_parquet("OUT/days")`),
   Polars (`scan_parquet`), DuckDB and pyarrow.dataset, each whole, with the
   contract's types and metadata and no rows of the other table, equal to the
   same run's CSV read with those types (distributed/veloscore_spark/contract.py);
   the CSV and JSON Lines read by Polars with the types from OUT/_schema.json
   equal them too.
2. On a synthetic roster large enough for several row groups and parts: the
   same bytes with --jobs 1 and 2, row groups of whole athletes, statistics that
   DuckDB filters on, zstd pages, and each part file's athletes in id order.

  python scripts/parquet-check.py VELOSCORE DATASET
"""
import json
import pathlib
import subprocess
import sys
import tempfile

import duckdb
import pandas as pd
import polars as pl
import pyarrow.dataset as pads
import pyarrow.parquet as pq

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "distributed"))
sys.path.append(str(pathlib.Path(__file__).resolve().parent.parent / "python"))
from veloscore_spark.contract import CONTRACT_VERSION, TABLES, read_batch_output  # noqa: E402

POLARS = {"string": pl.String, "date32": pl.Date, "float64": pl.Float64, "int32": pl.Int32, "int64": pl.Int64}


def batch(binary, dataset, out, *args):
    subprocess.run([binary, "batch", str(dataset), "--out", str(out), "--no-progress", *args], check=True, capture_output=True)
    return out


def polars_schema(out, table):
    """The schema a Polars user passes for a text table, from OUT/_schema.json (as the docs show)."""
    spec = json.loads((out / "_schema.json").read_text())
    assert spec["contract"] == CONTRACT_VERSION, spec["contract"]
    return {c["name"]: POLARS[c["type"]] for c in spec["tables"][table]["columns"]}


def readers_agree(binary, dataset, tmp):
    outs = {f: batch(binary, dataset, tmp / f, "--format", f) for f in ("csv", "json", "parquet")}
    pq_out = outs["parquet"]
    checks = 0
    for table, schema in TABLES.items():
        expected = read_batch_output(outs["csv"], table)
        assert expected.num_rows > 0, f"{table}: no rows"
        folder = pq_out / table
        whole = pads.dataset(folder).to_table()
        assert whole.schema.metadata[b"veloscore.contract"] == str(CONTRACT_VERSION).encode(), f"{table}: contract metadata"
        assert whole.schema.metadata[b"veloscore.table"] == table.encode()
        assert whole.schema.equals(expected.schema, check_metadata=False), f"{table}: schema\n{whole.schema}\n!=\n{expected.schema}"
        assert whole.equals(expected.replace_schema_metadata(whole.schema.metadata)), f"{table}: Parquet differs from the CSV"
        frame = pd.read_parquet(folder)
        assert frame.shape == (expected.num_rows, len(schema)) and list(frame.columns) == schema.names, f"pandas {table}: {frame.shape}"
        lazy = pl.scan_parquet(str(folder / "*.parquet")).collect()
        assert lazy.to_arrow().cast(expected.schema).equals(expected), f"polars {table} differs"
        rows, athletes = duckdb.sql(f"select count(*), count(distinct athlete) from '{folder}/*.parquet'").fetchall()[0]
        assert rows == expected.num_rows and athletes == len(set(expected.column("athlete").to_pylist())), f"duckdb {table}"
        # The text formats, typed by the schema file, hold the same table.
        schema_pl = polars_schema(outs["csv"], table)
        from_csv = pl.read_csv(str(outs["csv"] / table / "*.csv"), schema=schema_pl)
        from_ndjson = pl.read_ndjson(str(outs["json"] / table / "part-00000.ndjson"), schema=polars_schema(outs["json"], table))
        assert from_csv.equals(from_ndjson), f"{table}: CSV and JSON Lines differ under _schema.json"
        typed = lazy.with_columns(pl.col("start_time").dt.epoch("s")) if table == "activities" else lazy
        assert typed.cast(schema_pl).equals(from_csv), f"{table}: CSV differs from Parquet"
        checks += 1
    return checks


def large_roster(binary, tmp):
    """Several parts, several row groups per part, the same bytes with any --jobs."""
    dataset = tmp / "synth"
    subprocess.run([binary, "synth", "--out", str(dataset), "--athletes", "150", "--days", "500", "--stream-days", "0",
                    "--seed", "5", "--no-progress"], check=True, capture_output=True)
    one = batch(binary, dataset, tmp / "one", "--format", "parquet", "--athletes-per-file", "140")
    two = batch(binary, dataset, tmp / "two", "--format", "parquet", "--athletes-per-file", "140", "--jobs", "2")
    files = sorted(p.relative_to(one) for p in one.rglob("*") if p.is_file())
    assert [str(f) for f in files] == ["_schema.json", "activities/part-00000.parquet", "activities/part-00001.parquet",
                                        "days/part-00000.parquet", "days/part-00001.parquet"], files
    for f in files:
        assert (one / f).read_bytes() == (two / f).read_bytes(), f"{f}: --jobs 2 wrote other bytes than --jobs 1"
    meta = pq.ParquetFile(one / "days/part-00000.parquet").metadata
    assert meta.num_row_groups >= 2, f"{meta.num_row_groups} row group(s) for {meta.num_rows} rows"
    seen = []
    for g in range(meta.num_row_groups):
        athlete = meta.row_group(g).column(0)
        assert athlete.compression == "ZSTD", athlete.compression
        stats = athlete.statistics
        assert stats.has_min_max and stats.null_count == 0
        seen.append((stats.min, stats.max))
    # Whole athletes per row group, in id order: each group starts after the last one ended.
    assert all(a[1] < b[0] for a, b in zip(seen, seen[1:])), seen
    ids = sorted(set(pq.read_table(one / "days", columns=["athlete"]).column("athlete").to_pylist()))
    assert len(ids) == 150
    first_part = set(pq.read_table(one / "days/part-00000.parquet", columns=["athlete"]).column("athlete").to_pylist())
    assert first_part == set(ids[:140]), "part 0 does not hold the first 140 ids"
    # Statistics let DuckDB skip row groups: a filter on one athlete reads one group's rows.
    last = ids[-1]
    n = duckdb.sql(f"select count(*) from '{one}/days/*.parquet' where athlete = '{last}'").fetchall()[0][0]
    assert n == 500, n
    return meta.num_row_groups


def main():
    binary, dataset = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory() as tmp:
        tables = readers_agree(binary, dataset, pathlib.Path(tmp))
        groups = large_roster(binary, pathlib.Path(tmp))
    print(f"parquet-check: {tables} tables read whole and equal by pyarrow.dataset, pandas, Polars and DuckDB, and as CSV "
          f"and JSON Lines typed by _schema.json (contract v{CONTRACT_VERSION}); 150 athletes in 2 parts of {groups}+ "
          "row groups, the same bytes with --jobs 1 and 2")


if __name__ == "__main__":
    main()
