"""The batch contract as the binary states it: `_schema.json` of an output
folder, or `contract.json`, the one the wheel's build wrote with its binary
(docs/batch-contract.md). Never a restated copy."""

import importlib.resources
import json

import pyarrow as pa

ARROW_TYPES = {
    "string": pa.string(), "float64": pa.float64(), "int32": pa.int32(), "int64": pa.int64(),
    "date32": pa.date32(), "timestamp[ms, tz=UTC]": pa.timestamp("ms", tz="UTC"),
}
TABLES = ("days", "activities")


def bundled():
    """The contract the wheel's binary writes (its Parquet form). Read as a
    package resource, so it is found inside a zip too (Spark's --py-files)."""
    return json.loads(importlib.resources.files(__package__).joinpath("contract.json").read_text(encoding="utf-8"))


def schema(spec, table, typed=True):
    """Table `table` of a contract document as an Arrow schema. `typed`: the
    Parquet types (a text format's Unix-second `start_time` as a timestamp)."""
    fields = []
    for column in spec["tables"][table]["columns"]:
        kind = column["type"]
        if typed and column["name"] == "start_time":
            kind = "timestamp[ms, tz=UTC]"
        fields.append(pa.field(column["name"], ARROW_TYPES[kind]))
    return pa.schema(fields, metadata={"veloscore.contract": str(spec["contract"]), "veloscore.table": table})
