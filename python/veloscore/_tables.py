"""A batch run's two tables, and reading them from an output folder in any of
the formats `veloscore batch` writes."""

import dataclasses
import json
import pathlib

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pacsv
import pyarrow.json as pajson
import pyarrow.parquet as pq

from . import _contract

EXTENSIONS = {"csv": "csv", "json": "ndjson", "parquet": "parquet"}


@dataclasses.dataclass(frozen=True)
class Tables:
    """`days` (one row per athlete and day) and `activities` (one per activity)
    as Arrow tables of the batch contract's types; `failures`: what the engine
    could not read (file and reason), each also given as a warning."""

    days: pa.Table
    activities: pa.Table
    failures: tuple = ()

    def to_pandas(self):
        """(days, activities) as pandas DataFrames."""
        return self.days.to_pandas(), self.activities.to_pandas()

    def to_polars(self):
        """(days, activities) as Polars DataFrames."""
        import polars as pl

        return pl.from_arrow(self.days), pl.from_arrow(self.activities)


def read(out):
    """The tables of a `veloscore batch` output folder (`OUT/days/`,
    `OUT/activities/`, `OUT/_schema.json`), typed by its `_schema.json`: Parquet,
    CSV and JSON Lines give the same Arrow tables."""
    return Tables(*(read_table(out, t) for t in _contract.TABLES))


def read_table(out, table):
    """One table (`days` or `activities`) of a batch output folder, as ``read``."""
    out = pathlib.Path(out)
    spec_path = out / "_schema.json"
    if not spec_path.is_file():
        raise FileNotFoundError(f"{spec_path}: not a veloscore batch output folder (contract 3 or later writes _schema.json)")
    spec = json.loads(spec_path.read_text(encoding="utf-8"))
    fmt = spec["format"]
    files = sorted((out / table).glob(f"part-*.{EXTENSIONS[fmt]}"))
    typed = _contract.schema(spec, table)
    if not files:
        raise FileNotFoundError(f"{out / table}: no part files")
    if fmt == "parquet":
        parts = [pq.read_table(f) for f in files]
    else:
        text = _contract.schema(spec, table, typed=False)
        parts = [_read_text(f, fmt, text) for f in files]
    whole = pa.concat_tables([p.cast(typed) if p.schema != typed else p for p in parts])
    return whole.replace_schema_metadata(typed.metadata)


def _read_text(path, fmt, schema):
    """One CSV or JSON Lines part as `schema` (start_time Unix seconds → timestamp).
    A CSV whose header is not the contract's fails naming the file, so a part
    written by a binary of another contract version is never mixed in."""
    if fmt == "csv":
        with open(path, "rb") as f:
            header = f.readline().decode("utf-8").rstrip("\r\n").split(",")
        if header != schema.names:
            version = schema.metadata[b"veloscore.contract"].decode()
            raise ValueError(f"{path}: header {header} is not batch contract v{version} {schema.names}")
        table = pacsv.read_csv(path, convert_options=pacsv.ConvertOptions(
            column_types=schema, strings_can_be_null=True, quoted_strings_can_be_null=False))
    else:
        # Dates are strings in JSON: read as text, then cast.
        loose = pa.schema([pa.field(f.name, pa.string()) if pa.types.is_date(f.type) else f for f in schema])
        table = pajson.read_json(path, parse_options=pajson.ParseOptions(explicit_schema=loose, unexpected_field_behavior="error"))
    table = table.select(schema.names)
    columns = []
    for field, column in zip(schema, table.columns):
        if field.name == "start_time":
            column = pc.multiply(column, 1000).cast(pa.timestamp("ms", tz="UTC"))
        elif pa.types.is_date(field.type):
            column = column.cast(pa.date32())
        columns.append(column)
    return pa.Table.from_arrays(columns, names=schema.names)
