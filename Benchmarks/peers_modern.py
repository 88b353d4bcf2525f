"""The peers a data engineer would pick today — polars, duckdb, numba — for the
kernels peers.py also runs in numpy and pandas, each written as its library is
meant to be used (expressions, SQL, a jitted loop), each returning the checksum
velobench prints."""
import math

import duckdb
import numba
import numpy as np
import pandas as pd
import polars as pl

# Normalized Power: the 30 s rolling mean, its 4th power averaged, the 4th root.

def np_polars(p):
    r = pl.Series(p).rolling_mean(30).drop_nulls()
    return float((r ** 4).mean() ** 0.25)


def np_duckdb(p, con=None):
    con = con or duckdb.connect()
    con.register("ride", pd.DataFrame({"i": np.arange(len(p)), "w": p}))  # zero-copy from numpy
    return float(con.execute("""
        SELECT avg(pow(r, 4)) ^ 0.25 FROM (
          SELECT avg(w) OVER (ORDER BY i ROWS BETWEEN 29 PRECEDING AND CURRENT ROW) AS r, i FROM ride) WHERE i >= 29
        """).fetchone()[0])


@numba.njit(cache=False, fastmath=False)
def _np_numba(p):
    s, acc, n = 0.0, 0.0, 0
    for i in range(len(p)):
        s += p[i]
        if i >= 30:
            s -= p[i - 30]
        if i >= 29:
            r = s / 30.0
            acc += r * r * r * r
            n += 1
    return (acc / n) ** 0.25


def np_numba(p):
    return float(_np_numba(p))


# EWMA α = 1/26, seeded with the first sample (pandas' adjust=False).

def ewma_polars(p):
    return float(pl.Series(p).ewm_mean(alpha=1 / 26, adjust=False)[-1])


@numba.njit
def _ewma_numba(p, a):
    y = p[0]
    for i in range(1, len(p)):
        y += a * (p[i] - y)
    return y


def ewma_numba(p):
    return float(_ewma_numba(p, 1 / 26))


# PMC over days × athletes: CTL and ATL from 0, TSB yesterday's CTL − ATL.

def pmc_polars(load):
    kc, ka = 1 - math.exp(-1 / 42), 1 - math.exp(-1 / 7)
    df = pl.DataFrame(np.vstack([np.zeros((1, load.shape[1])), load]), schema=[f"a{k}" for k in range(load.shape[1])])
    ctl = df.select(pl.all().ewm_mean(alpha=kc, adjust=False)).to_numpy()[1:]
    atl = df.select(pl.all().ewm_mean(alpha=ka, adjust=False)).to_numpy()[1:]
    return float(np.sum(ctl[-1] + (ctl[-2] - atl[-2])))


@numba.njit
def _pmc_numba(load, ctl, atl, tsb, kc, ka):
    # Days outer, athletes inner: rows are contiguous (C order), so each day streams through memory once.
    days, athletes = load.shape
    c, a = np.zeros(athletes), np.zeros(athletes)
    for d in range(days):
        for k in range(athletes):
            tsb[d, k] = c[k] - a[k]
            c[k] += kc * (load[d, k] - c[k])
            a[k] += ka * (load[d, k] - a[k])
            ctl[d, k], atl[d, k] = c[k], a[k]


def pmc_numba(load):
    ctl, atl, tsb = np.empty_like(load), np.empty_like(load), np.empty_like(load)
    _pmc_numba(load, ctl, atl, tsb, 1 - math.exp(-1 / 42), 1 - math.exp(-1 / 7))
    return float(np.sum(ctl[-1] + tsb[-1]))


@numba.njit
def _pmc_numba_steady(load, ctl, tsb, kc, ka):
    days, athletes = load.shape
    c, a = np.zeros(athletes), np.zeros(athletes)
    for d in range(days):
        for k in range(athletes):
            tsb[d, k] = c[k] - a[k]
            c[k] += kc * (load[d, k] - c[k])
            a[k] += ka * (load[d, k] - a[k])
            ctl[d, k] = c[k]


def pmc_numba_steady(load, out):
    """CTL and TSB into arrays allocated once (peers.SteadyBuffers), as veloscore's pmc-steady."""
    _pmc_numba_steady(load, out.ctl, out.tsb, 1 - math.exp(-1 / 42), 1 - math.exp(-1 / 7))
    return float(np.sum(out.ctl[-1] + out.tsb[-1]))


# CSV: a sample stream's power column summed after the whole file is parsed.

def csv_polars(path):
    return float(pl.read_csv(path)["power"].sum())


def csv_duckdb(path):
    return float(duckdb.sql(f"SELECT sum(power) FROM read_csv('{path}', header = true)").fetchall()[0][0])
