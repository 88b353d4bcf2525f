"""The batch contract: column names and Arrow types of the two tables
`veloscore batch` writes (OUT/days/, OUT/activities/), as docs/batch-contract.md
lists and the engine states (the `veloscore` package's contract.json).

CSV is the binary's text output; this module reads it with fixed types so every
consumer (the Spark job, the checks, a notebook) gets the same typed table as
`veloscore batch --format parquet` writes. Version 2 made `start_time` a
timestamp (ms, UTC) in typed tables (CSV still holds Unix seconds); version 3
made each table a folder of part files.
"""

import glob
import os

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pacsv
from veloscore._contract import bundled, schema as contract_schema

# The contract as the engine states it (python/veloscore/contract.json, kept equal to the
# `_schema.json` the binary writes by a Swift test), never a restated copy.
_SPEC = bundled()
CONTRACT_VERSION = _SPEC["contract"]
DAY_SCHEMA = contract_schema(_SPEC, "days")
ACTIVITY_SCHEMA = contract_schema(_SPEC, "activities")

TABLES = {"days": DAY_SCHEMA, "activities": ACTIVITY_SCHEMA}


def read_batch_csv(path, schema):
    """One CSV part file (`OUT/days/part-00000.csv`) as a table of `schema`.

    Fails with the file name when the header differs from the contract, so a
    binary of another contract version cannot be mixed in silently."""
    with open(path, "rb") as f:
        header = f.readline().decode("utf-8").rstrip("\r\n").split(",")
    if header != schema.names:
        raise ValueError(f"{path}: header {header} is not batch contract v{CONTRACT_VERSION} {schema.names}")
    text_types = pa.schema([pa.field(f.name, pa.int64()) if pa.types.is_timestamp(f.type) else f for f in schema])
    table = pacsv.read_csv(
        path,
        convert_options=pacsv.ConvertOptions(column_types=text_types, strings_can_be_null=True, quoted_strings_can_be_null=False),
    ).select(schema.names)
    for i, field in enumerate(schema):
        if pa.types.is_timestamp(field.type):  # Unix seconds in CSV
            table = table.set_column(i, field.name, pc.multiply(table.column(i), 1000).cast(field.type))
    return table.cast(schema)


def part_files(out, table, extension="csv"):
    """The part files of `table` in a batch output folder, in part order."""
    return sorted(glob.glob(os.path.join(out, table, f"part-*.{extension}")))


def read_batch_output(out, table):
    """A whole table of a CSV batch output folder, typed (every part in order)."""
    schema = TABLES[table]
    parts = [read_batch_csv(f, schema) for f in part_files(out, table)]
    if not parts:
        raise ValueError(f"{out}/{table}: no part files (is this a veloscore batch output of contract v{CONTRACT_VERSION}?)")
    return pa.concat_tables(parts)


def csv_body(out, table):
    """A CSV batch table's bytes after each part's header line, parts in order."""
    body = b""
    for f in part_files(out, table):
        with open(f, "rb") as src:
            body += src.read().split(b"\n", 1)[1]
    return body
