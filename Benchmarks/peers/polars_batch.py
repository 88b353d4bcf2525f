#!/usr/bin/env python3
"""The peer a data engineer would write for `veloscore batch`: polars, lazy scans.

For every athlete of a `veloscore synth` dataset folder: the 1 Hz rides
(`rides/<date>.csv`) → NP (Coggan: 30 s rolling mean over full windows, 4th-power
mean, 4th root), IF and TSS with the roster's FTP; plus the workout list's TSS;
→ daily load on a full calendar → CTL/ATL (alpha = 1 - exp(-1/tau), 42 and 7
days, from 0) → OUT/rides/<athlete>.parquet (athlete, date, np, tss) and
OUT/days/<athlete>.parquet (athlete, date, tss, ctl, atl), the layout every batch
peer writes and Benchmarks/compare_batch.py checks against veloscore's output.

  python Benchmarks/peers/polars_batch.py DATASET OUT [--threads N]
"""
import argparse
import math
import os
import pathlib


def main():
    p = argparse.ArgumentParser()
    p.add_argument("dataset")
    p.add_argument("out")
    p.add_argument("--threads", type=int, default=1)
    a = p.parse_args()
    os.environ["POLARS_MAX_THREADS"] = str(a.threads)
    import polars as pl  # after the thread count is set

    root = pathlib.Path(a.dataset)
    out = pathlib.Path(a.out)
    for folder in ("rides", "days"):
        (out / folder).mkdir(parents=True, exist_ok=True)
    roster = pl.read_csv(root / "athletes.csv")
    for athlete, ftp in roster.select("id", "ftp_w").iter_rows():
        samples = (
            pl.scan_csv(str(root / athlete / "rides" / "*.csv"), include_file_paths="path", schema_overrides={"power": pl.Float64})
            .select("path", pl.col("time").cast(pl.Int64), "power")
        )
        # The 1 Hz grid: every second from the first to the last sample, dropouts interpolated linearly
        # (veloscore interpolates gaps up to 25 s; the synthetic rides have none longer).
        grid = samples.group_by("path").agg(pl.int_range(pl.col("time").min(), pl.col("time").max() + 1).alias("time")).explode("time")
        rides = (
            grid.join(samples, on=["path", "time"], how="left")
            .sort("path", "time")
            .with_columns(pl.col("power").interpolate().over("path"))
            .with_columns(pl.col("power").fill_null(0).clip(0, 3000).rolling_mean(30).over("path").alias("rm"))
            .group_by("path")
            .agg(pl.len().alias("seconds"), (pl.col("rm").drop_nulls() ** 4).mean().alias("m4"))
            .with_columns(
                (pl.col("m4") ** 0.25).alias("np"),
                pl.col("path").str.extract(r"(\d{4}-\d{2}-\d{2})\.csv$").str.to_date().alias("date"))
            .with_columns((pl.col("seconds") * pl.col("np") * (pl.col("np") / ftp) / (ftp * 3600) * 100).alias("tss"))
            .select("date", "np", "tss")
            .collect()
        )
        logged = (
            pl.read_csv(root / athlete / "workouts.csv")
            .select(pl.col("start_time").str.slice(0, 10).str.to_date().alias("date"), pl.col("tss").cast(pl.Float64))
        )
        loads = pl.concat([rides.select("date", "tss"), logged]).group_by("date").agg(pl.col("tss").sum())
        days = pl.DataFrame({"date": pl.date_range(loads["date"].min(), loads["date"].max(), "1d", eager=True)})
        days = days.join(loads, on="date", how="left").with_columns(pl.col("tss").fill_null(0))
        days = days.with_columns(
            pl.col("tss").ewm_mean(alpha=1 - math.exp(-1 / 42), adjust=False).alias("ctl_from_first"),
            pl.col("tss").ewm_mean(alpha=1 - math.exp(-1 / 7), adjust=False).alias("atl_from_first"),
        )
        # ewm_mean starts from the first day's load; the PMC starts from 0 the day before.
        first = days["tss"][0]
        for col, tau in (("ctl", 42), ("atl", 7)):
            keep = math.exp(-1 / tau)
            days = days.with_columns(
                (pl.col(f"{col}_from_first") - first * keep ** (pl.int_range(1, pl.len() + 1).cast(pl.Float64))).alias(col))
        days = days.drop("ctl_from_first", "atl_from_first")
        rides.with_columns(athlete=pl.lit(athlete)).write_parquet(out / "rides" / f"{athlete}.parquet")
        days.with_columns(athlete=pl.lit(athlete)).write_parquet(out / "days" / f"{athlete}.parquet")


if __name__ == "__main__":
    main()
