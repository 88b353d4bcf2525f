"""The batch contract: column names and Arrow types of the two tables
`veloscore batch` writes (OUT/days/, OUT/activities/), as docs/batch-contract.md
lists and the engine states (the `veloscore` package's contract.json).

Every consumer (the Spark job, the checks, a notebook) reads a batch output
through the `veloscore` package's reader, so CSV gives the same typed table as
`veloscore batch --format parquet` writes. Version 2 made `start_time` a
timestamp (ms, UTC) in typed tables (CSV still holds Unix seconds); version 3
made each table a folder of part files.
"""

import glob
import os

from veloscore._contract import bundled, schema as contract_schema
from veloscore._tables import read_table

# The contract as the engine states it (python/veloscore/contract.json, kept equal to the
# `_schema.json` the binary writes by a Swift test), never a restated copy.
_SPEC = bundled()
CONTRACT_VERSION = _SPEC["contract"]
DAY_SCHEMA = contract_schema(_SPEC, "days")
ACTIVITY_SCHEMA = contract_schema(_SPEC, "activities")

TABLES = {"days": DAY_SCHEMA, "activities": ACTIVITY_SCHEMA}


def part_files(out, table, extension="csv"):
    """The part files of `table` in a batch output folder, in part order."""
    return sorted(glob.glob(os.path.join(out, table, f"part-*.{extension}")))


def read_batch_output(out, table):
    """A whole table of a batch output folder (any format), typed: the `veloscore`
    package's reader, refusing an output of another contract version."""
    whole = read_table(out, table)
    version = whole.schema.metadata[b"veloscore.contract"].decode()
    if version != str(CONTRACT_VERSION):
        raise ValueError(f"{out}: batch contract v{version}, not v{CONTRACT_VERSION}: written by another veloscore version")
    return whole


def csv_body(out, table):
    """A CSV batch table's bytes after each part's header line, parts in order."""
    body = b""
    for f in part_files(out, table):
        with open(f, "rb") as src:
            body += src.read().split(b"\n", 1)[1]
    return body
