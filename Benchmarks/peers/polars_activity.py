#!/usr/bin/env python3
"""The peer a data engineer would write for `veloscore activity RIDE.csv --ftp W`: a polars
script that reads the ride, puts power on a 1 Hz grid from the first to the last sample
(dropouts interpolated linearly, power clipped to 0–3000 W) and prints NP (Coggan: 30 s
rolling mean over full windows, 4th-power mean, 4th root), IF and TSS as JSON.

  python Benchmarks/peers/polars_activity.py RIDE.csv FTP
"""
import json
import sys

import polars as pl


def main():
    path, ftp = sys.argv[1], float(sys.argv[2])
    samples = pl.scan_csv(path, schema_overrides={"time": pl.Int64, "power": pl.Float64}).select("time", "power")
    grid = samples.select(pl.int_range(pl.col("time").min(), pl.col("time").max() + 1).alias("time"))
    ride = (
        grid.join(samples, on="time", how="left").sort("time")
        .with_columns(pl.col("power").interpolate().fill_null(0).clip(0, 3000))
        .select(pl.len().alias("seconds"), (pl.col("power").rolling_mean(30).drop_nulls() ** 4).mean().alias("m4"))
        .collect()
    )
    seconds, np_w = ride["seconds"][0], ride["m4"][0] ** 0.25
    print(json.dumps({"normalizedPower": np_w, "intensityFactor": np_w / ftp,
                      "trainingStressScore": seconds * np_w * (np_w / ftp) / (ftp * 3600) * 100}))


if __name__ == "__main__":
    main()
