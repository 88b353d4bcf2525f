"""Run `veloscore batch` on Apache Spark: one task per partition of athletes.

The Swift binary does the scoring; Spark distributes partitions, ships the
binary to executors (SparkContext.addFile) and retries failed tasks. Each task
puts the partition's files the binary wrote in place atomically, so a retried
or speculative attempt leaves exactly one copy of identical bytes.
See distributed/README.md for the contract and docs/distributed.md for scaling.
"""

from .contract import CONTRACT_VERSION, DAY_SCHEMA, ACTIVITY_SCHEMA, csv_body, read_batch_output
from .job import JobOptions, partition_athletes, run_job

__all__ = [
    "CONTRACT_VERSION", "DAY_SCHEMA", "ACTIVITY_SCHEMA", "csv_body", "read_batch_output",
    "JobOptions", "partition_athletes", "run_job",
]
