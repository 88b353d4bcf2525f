#!/usr/bin/env python3
"""The peer in SQL for `veloscore batch`: one DuckDB statement per output, over the
whole dataset folder at once (read_csv over a glob, window functions, COPY to Parquet).

The same pipeline as polars_batch.py: the 1 Hz rides (`<athlete>/rides/<date>.csv`)
on a full grid with dropouts interpolated linearly (each sample joined to the next
with `lead`, the seconds between generated), power clipped to 0–3000 W,
NP (Coggan: 30 s rolling mean over full windows, 4th-power mean, 4th root), TSS with
the roster's FTP, the workout list's TSS, daily load on a full calendar, CTL/ATL from
0 the day before the first day (alpha = 1 - exp(-1/tau), 42 and 7 days). SQL has no
recursive EWMA short of a recursive CTE (one row per step), so CTL is written in its
closed form, CTL_n = (1 - k) k^n Σ_{i≤n} load_i k^-i with k = exp(-1/tau): a window sum,
exact in doubles while k^-n stays finite (n < 709 tau days: 13 years for ATL).

Writes OUT/rides/athlete=<id>/*.parquet (date, np, tss) and OUT/days/athlete=<id>/
*.parquet (date, tss, ctl, atl), hive-partitioned, which Benchmarks/compare_batch.py reads.

  python Benchmarks/peers/duckdb_batch.py DATASET OUT [--threads N]
"""
import argparse
import pathlib

import duckdb

RIDES = """
CREATE TEMP TABLE rides AS
WITH samples AS (
    SELECT split_part(filename, '/', -3) AS athlete,
           CAST(regexp_extract(filename, '(\\d{4}-\\d{2}-\\d{2})\\.csv$', 1) AS DATE) AS date,
           time AS t, power AS w
    -- the ride files' schema declared (ActivityCSV's columns): no sniffing of 2,900 files
    FROM read_csv($glob, filename = true, header = true, auto_detect = false, columns = {
        'time': 'BIGINT', 'power': 'DOUBLE', 'heart_rate': 'DOUBLE', 'cadence': 'DOUBLE',
        'speed': 'DOUBLE', 'distance': 'DOUBLE', 'altitude': 'DOUBLE', 'temperature': 'DOUBLE'})
    WHERE power IS NOT NULL
), segments AS (
    -- each sample to the next: the seconds between are a dropout, filled linearly
    SELECT athlete, date, t, w, lead(t) OVER ride - t AS span, lead(w) OVER ride - w AS rise
    FROM samples WINDOW ride AS (PARTITION BY athlete, date ORDER BY t)
), grid AS (
    SELECT athlete, date, t + k AS t, least(greatest(CASE WHEN k = 0 THEN w ELSE w + rise * k / span END, 0), 3000) AS w
    FROM (SELECT *, unnest(range(0, coalesce(span, 1))) AS k FROM segments)
), rolling AS (
    SELECT athlete, date, avg(w) OVER thirty AS rm, count(*) OVER thirty AS n
    FROM grid WINDOW thirty AS (PARTITION BY athlete, date ORDER BY t ROWS BETWEEN 29 PRECEDING AND CURRENT ROW)
), per_ride AS (
    SELECT athlete, date, count(*) AS seconds, avg(rm ^ 4) FILTER (WHERE n = 30) ^ 0.25 AS np
    FROM rolling GROUP BY ALL
)
SELECT r.athlete, r.date, r.np, r.seconds * r.np * (r.np / a.ftp_w) / (a.ftp_w * 3600) * 100 AS tss
FROM per_ride r JOIN read_csv($roster) a ON a.id = r.athlete
"""

DAYS = """
CREATE TEMP TABLE days AS
WITH logged AS (
    SELECT split_part(filename, '/', -2) AS athlete, CAST(left(start_time, 10) AS DATE) AS date, CAST(tss AS DOUBLE) AS tss
    FROM read_csv($workouts, filename = true, all_varchar = true)
), loads AS (
    SELECT athlete, date, sum(tss) AS tss FROM (SELECT athlete, date, tss FROM rides UNION ALL SELECT * FROM logged) GROUP BY ALL
), calendar AS (
    SELECT athlete, CAST(unnest(range(min(date), max(date) + INTERVAL 1 DAY, INTERVAL 1 DAY)) AS DATE) AS date, min(date) AS first
    FROM loads GROUP BY athlete
), daily AS (
    SELECT c.athlete, c.date, date_diff('day', c.first, c.date) AS n, coalesce(l.tss, 0) AS tss
    FROM calendar c LEFT JOIN loads l USING (athlete, date)
)
SELECT athlete, date, tss,
    (1 - exp(-1 / 42)) * exp(-n / 42) * sum(tss * exp(n / 42)) OVER running AS ctl,
    (1 - exp(-1 / 7)) * exp(-n / 7) * sum(tss * exp(n / 7)) OVER running AS atl
FROM daily
WINDOW running AS (PARTITION BY athlete ORDER BY date ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
"""


def main():
    p = argparse.ArgumentParser()
    p.add_argument("dataset")
    p.add_argument("out")
    p.add_argument("--threads", type=int, default=1)
    a = p.parse_args()
    root, out = pathlib.Path(a.dataset).resolve(), pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    con = duckdb.connect()
    con.execute(f"SET threads = {a.threads}")
    con.execute(RIDES, {"glob": str(root / "*" / "rides" / "*.csv"), "roster": str(root / "athletes.csv")})
    con.execute(DAYS, {"workouts": str(root / "*" / "workouts.csv")})
    for table in ("rides", "days"):
        con.execute(f"COPY (SELECT * FROM {table} ORDER BY athlete, date) TO '{out / table}' "
                    "(FORMAT parquet, PARTITION_BY (athlete), OVERWRITE_OR_IGNORE)")


if __name__ == "__main__":
    main()
