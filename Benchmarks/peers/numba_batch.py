#!/usr/bin/env python3
"""The peer with jitted loops for `veloscore batch`: polars reads each ride CSV's two
columns into numpy, numba `@njit(nogil=True)` loops do the grid, NP and the PMC, and a
thread pool runs athletes side by side (the loops release the GIL, so threads scale).

The same pipeline as polars_batch.py: a 1 Hz grid from the first to the last sample
with dropouts interpolated linearly, power clipped to 0–3000 W, NP (Coggan: 30 s
rolling mean over full windows, 4th-power mean, 4th root), TSS with the roster's FTP,
the workout list's TSS, daily load on a full calendar, CTL/ATL from 0 the day before
the first day (alpha = 1 - exp(-1/tau), 42 and 7 days). Writes OUT/rides/<athlete>.parquet
(athlete, date, np, tss) and OUT/days/<athlete>.parquet (athlete, date, tss, ctl, atl).

  python Benchmarks/peers/numba_batch.py DATASET OUT [--threads N]
"""
import argparse
import datetime as dt
import math
import os
import pathlib
from concurrent.futures import ThreadPoolExecutor


def main():
    p = argparse.ArgumentParser()
    p.add_argument("dataset")
    p.add_argument("out")
    p.add_argument("--threads", type=int, default=1)
    a = p.parse_args()
    os.environ["POLARS_MAX_THREADS"] = "1"  # one reader per worker thread
    import numba
    import numpy as np
    import polars as pl

    @numba.njit(nogil=True, cache=True)
    def ride_np(t, w):
        """NP and seconds of one ride: grid, linear interpolation, clip, 30 s mean, 4th power."""
        lo, hi = t[0], t[-1]
        n = hi - lo + 1
        grid = np.empty(n)
        j = 0
        for s in range(n):
            ts = lo + s
            while j + 1 < len(t) and t[j + 1] <= ts:
                j += 1
            if t[j] == ts:
                x = w[j]
            else:
                x = w[j] + (w[j + 1] - w[j]) * (ts - t[j]) / (t[j + 1] - t[j])
            grid[s] = min(max(x, 0.0), 3000.0)
        total, acc, full = 0.0, 0.0, 0
        for s in range(n):
            total += grid[s]
            if s >= 30:
                total -= grid[s - 30]
            if s >= 29:
                r = total / 30.0
                acc += r * r * r * r
                full += 1
        return (acc / full) ** 0.25, n

    @numba.njit(nogil=True, cache=True)
    def pmc(load, tau):
        k = 1.0 - math.exp(-1.0 / tau)
        out = np.empty(len(load))
        c = 0.0
        for d in range(len(load)):
            c += k * (load[d] - c)
            out[d] = c
        return out

    root, out = pathlib.Path(a.dataset), pathlib.Path(a.out)
    for folder in ("rides", "days"):
        (out / folder).mkdir(parents=True, exist_ok=True)
    roster = pl.read_csv(root / "athletes.csv")

    def score(athlete, ftp):
        dates, nps, tsss = [], [], []
        for path in sorted((root / athlete / "rides").glob("*.csv")):
            frame = pl.read_csv(path, columns=["time", "power"], schema_overrides={"time": pl.Int64, "power": pl.Float64})
            np_w, seconds = ride_np(frame["time"].to_numpy(), frame["power"].to_numpy())
            dates.append(dt.date.fromisoformat(path.stem))
            nps.append(np_w)
            tsss.append(seconds * np_w * (np_w / ftp) / (ftp * 3600) * 100)
        rides = pl.DataFrame({"athlete": athlete, "date": dates, "np": nps, "tss": tsss})
        logged = pl.read_csv(root / athlete / "workouts.csv").select(
            pl.col("start_time").str.slice(0, 10).str.to_date().alias("date"), pl.col("tss").cast(pl.Float64))
        first = min(rides["date"].min() or dt.date.max, logged["date"].min() or dt.date.max)
        last = max(rides["date"].max() or dt.date.min, logged["date"].max() or dt.date.min)
        load = np.zeros((last - first).days + 1)
        for column in (rides, logged):
            index = np.array([(d - first).days for d in column["date"]], dtype=np.int64)
            np.add.at(load, index, column["tss"].to_numpy())
        days = pl.DataFrame({"athlete": athlete, "date": pl.date_range(first, last, "1d", eager=True), "tss": load,
                             "ctl": pmc(load, 42.0), "atl": pmc(load, 7.0)})
        rides.write_parquet(out / "rides" / f"{athlete}.parquet")
        days.write_parquet(out / "days" / f"{athlete}.parquet")

    with ThreadPoolExecutor(a.threads) as pool:
        list(pool.map(lambda row: score(*row), roster.select("id", "ftp_w").iter_rows()))


if __name__ == "__main__":
    main()
