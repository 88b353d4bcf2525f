"""Driver side of the DataFrame path (frames.py has the executor side)."""

import atexit
import os
import shutil
import tempfile

from .contract import ACTIVITY_SCHEMA, DAY_SCHEMA
from .frames import RESULT_SCHEMA, STREAM_COLUMNS, FrameInputError, balance, score_bucket
from .job import _package_zip

# Bytes a record stands for when balancing: a stream sample per column, or a summary row.
SAMPLE_BYTES, ROW_BYTES = 8, 64


def _require(df, name, columns):
    missing = [c for c in columns if c not in df.columns]
    if missing:
        raise FrameInputError(f"{name}: missing column(s) {', '.join(missing)}; it has {', '.join(df.columns)}")


def _records(df, kind, key, bucket_df, F):
    """(bucket, athlete, kind, payload JSON) of every row of `df`, `key` naming the athlete."""
    columns = [c for c in df.columns if c != key]
    return (df.withColumnRenamed(key, "athlete").join(bucket_df, "athlete")
            .select("bucket", "athlete", F.lit(kind).alias("kind"), F.to_json(F.struct(*columns)).alias("payload")))


def _parallelism(spark):
    """Task slots: the SparkContext's on a classic session; Spark Connect has no
    SparkContext, so its `spark.default.parallelism` setting, else 8."""
    try:
        return spark.sparkContext.defaultParallelism
    except Exception:
        return int(spark.conf.get("spark.default.parallelism", "8"))


def _ship(spark, package_zip, binary):
    """This package and the binary to every executor: SparkContext.addPyFile and
    addFile on a classic session, `addArtifacts` on Spark Connect (which has no
    SparkContext); executors find the binary with SparkFiles.get either way."""
    try:
        sc = spark.sparkContext
    except Exception:
        spark.addArtifacts(package_zip, pyfile=True)
        spark.addArtifacts(binary, file=True)
        return
    sc.addPyFile(package_zip)
    sc.addFile(binary)


def score_frames(spark, athletes, activities, binary, wellness=None, thresholds=None, buckets=0, task_timeout=3600.0):
    """Scores the athletes in DataFrames; returns (days, activities, failures):
    two DataFrames of the batch contract's columns (timestamps as Spark
    timestamps) and the engine's messages about records it could not read.

    `buckets` groups of athletes, balanced by data size (default: twice the
    cluster's parallelism), are scored one `veloscore batch` process each."""
    from pyspark.sql import functions as F
    from pyspark.sql.pandas.types import from_arrow_schema
    from pyspark.sql.types import TimestampNTZType, TimestampType

    _require(athletes, "athletes", ["id"])
    _require(activities, "activities", ["athlete", "start_time", "sport"])
    if not isinstance(activities.schema["start_time"].dataType, (TimestampType, TimestampNTZType)):
        raise FrameInputError(f"activities: start_time must be a timestamp, not {activities.schema['start_time'].dataType.simpleString()}")
    for name, df, columns in (("wellness", wellness, ["athlete", "date"]), ("thresholds", thresholds, ["athlete", "kind", "from", "value"])):
        if df is not None:
            _require(df, name, columns)
    if not os.access(binary, os.X_OK):
        raise FileNotFoundError(f"{binary}: not an executable veloscore binary")

    streams = [c for c in STREAM_COLUMNS if c in activities.columns]
    if "time" in activities.columns:
        size = F.when(F.col("time").isNotNull(), F.size("time") * (1 + len(streams)) * SAMPLE_BYTES).otherwise(ROW_BYTES)
    else:
        size = F.lit(ROW_BYTES)
    sizes = {r["athlete"]: int(r["bytes"]) for r in activities.groupBy("athlete").agg(F.sum(size).alias("bytes")).collect()}
    ids = sorted({r["id"] for r in athletes.select("id").collect()})
    count = buckets or max(1, min(len(ids), 2 * _parallelism(spark)))
    assignment = balance({a: sizes.get(a, 0) + ROW_BYTES for a in ids}, count)
    bucket_df = spark.createDataFrame(sorted(assignment.items()), "athlete string, bucket int")

    activities = activities.withColumn("start_ms", F.unix_millis(F.col("start_time").cast("timestamp"))).drop("start_time")
    records = _records(athletes, "athlete", "id", bucket_df, F).unionByName(_records(activities, "activity", "athlete", bucket_df, F))
    if wellness is not None:
        records = records.unionByName(_records(wellness, "wellness", "athlete", bucket_df, F))
    if thresholds is not None:
        records = records.unionByName(_records(thresholds, "threshold", "athlete", bucket_df, F))

    # Executors import this package and run the shipped binary. The results are
    # lazy DataFrames, so the zip stays until this driver process exits.
    staging = tempfile.mkdtemp(prefix="veloscore-frames-driver-")
    atexit.register(shutil.rmtree, staging, True)
    _ship(spark, _package_zip(staging), os.path.abspath(binary))
    binary_name = os.path.basename(binary)

    def score_partition(batches):
        import pyarrow as pa
        from pyspark import SparkFiles

        batches = list(batches)
        rows = pa.Table.from_batches(batches).to_pylist() if batches else []
        path = SparkFiles.get(binary_name)
        if not os.access(path, os.X_OK):
            os.chmod(path, 0o755)
        by_bucket = {}
        for r in rows:
            by_bucket.setdefault(r["bucket"], []).append(r)
        for bucket in sorted(by_bucket):
            yield from score_bucket(by_bucket[bucket], path, task_timeout).to_batches()

    # One partition per bucket (range partitioning on the bucket number), so a
    # task scores one balanced group; several buckets per partition also work.
    scored = records.repartitionByRange(count, "bucket").mapInArrow(score_partition, from_arrow_schema(RESULT_SCHEMA)).cache()
    days = scored.filter(F.col("table") == "days").select(*DAY_SCHEMA.names)
    acts = scored.filter(F.col("table") == "activities").select(*ACTIVITY_SCHEMA.names)
    failures = [r["failure"] for r in scored.filter(F.col("table") == "failure").select("failure").collect()]
    return days, acts, failures
