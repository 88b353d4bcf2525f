"""Run `veloscore batch` on Apache Spark: one task per partition of athletes.

The Swift binary does the scoring; Spark distributes partitions, ships the
binary to executors (SparkContext.addFile) and retries failed tasks. Each task
writes its partition's Parquet files itself with pyarrow, atomically, so a
retried or speculative attempt leaves exactly one copy of identical bytes.
See distributed/README.md for the contract and docs/distributed.md for scaling.
"""

from .contract import CONTRACT_VERSION, DAY_SCHEMA, ACTIVITY_SCHEMA, read_batch_csv
from .job import JobOptions, partition_athletes, run_job

__all__ = [
    "CONTRACT_VERSION", "DAY_SCHEMA", "ACTIVITY_SCHEMA", "read_batch_csv",
    "JobOptions", "partition_athletes", "run_job",
]
