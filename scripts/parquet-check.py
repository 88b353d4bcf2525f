#!/usr/bin/env python3
"""`veloscore batch --format parquet` read back by pyarrow and pandas, against
the same run's CSV read with the contract's types (distributed/veloscore_spark/
contract.py): same schema (types, names, contract metadata), same values, same
nulls, for every athlete of the dataset.

  python scripts/parquet-check.py VELOSCORE DATASET
"""
import pathlib
import subprocess
import sys
import tempfile

import pandas as pd
import pyarrow.parquet as pq

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "distributed"))
from veloscore_spark.contract import CONTRACT_VERSION, TABLES, read_batch_csv  # noqa: E402


def main():
    binary, dataset = sys.argv[1], sys.argv[2]
    checks = 0
    with tempfile.TemporaryDirectory() as tmp:
        csv_out, parquet_out = pathlib.Path(tmp, "csv"), pathlib.Path(tmp, "parquet")
        for out, fmt in ((csv_out, "csv"), (parquet_out, "parquet")):
            subprocess.run([binary, "batch", dataset, "--out", str(out), "--format", fmt, "--no-progress"], check=True, capture_output=True)
        for table, schema in TABLES.items():
            files = sorted(parquet_out.glob(f"*.{table}.parquet"))
            assert files, f"no {table} Parquet files"
            for f in files:
                ours = pq.read_table(f)
                expected = read_batch_csv(csv_out / f.name.replace(".parquet", ".csv"), schema)
                assert ours.schema.metadata[b"veloscore.contract"] == str(CONTRACT_VERSION).encode(), f"{f}: contract metadata"
                assert ours.schema.equals(expected.schema, check_metadata=False), f"{f}: schema\n{ours.schema}\n!=\n{expected.schema}"
                assert ours.equals(expected), f"{f}: values differ from the CSV"
                assert ours.num_rows > 0 or table == "activities"
                frame = pd.read_parquet(f)  # pandas reads it too, nulls as NaN/None
                assert len(frame) == ours.num_rows and list(frame.columns) == schema.names
                checks += 1
        whole = pd.concat(pd.read_parquet(f) for f in sorted(parquet_out.glob("*.days.parquet")))
        assert whole["athlete"].nunique() == len(sorted(parquet_out.glob("*.days.parquet")))
    print(f"parquet-check: {checks} Parquet files equal their CSV under contract v{CONTRACT_VERSION} (pyarrow and pandas)")


if __name__ == "__main__":
    main()
