"""The Python peers of veloscore's kernels, on inputs rebuilt bit-for-bit from
BenchSupport/BenchInput.swift. Each returns the checksum velobench prints."""
import math

import numpy as np
import pandas as pd
from scipy.signal import lfilter
from scipy.stats import linregress


def power(n):
    """benchmarkPower(count:): p_i = 100 + 0.5·((7919 i) mod 1009) + 20·(⌊i/600⌋ mod 7)."""
    i = np.arange(n, dtype=np.int64)
    return 100 + 0.5 * ((i * 7919) % 1009) + 20 * ((i // 600) % 7)


def loads(athletes, days):
    """benchmarkLoads(athletes:days:), days × athletes."""
    a = np.arange(athletes, dtype=np.int64)[None, :]
    d = np.arange(days, dtype=np.int64)[:, None]
    return np.where((d + a) % 7 == 0, 0.0, ((a * 7919 + d * 104729) % 211).astype(float))


# 1 Hz kernels ---------------------------------------------------------------

def rolling_numpy(p, w=30):
    c = np.cumsum(np.concatenate([[0.0], p]))
    return (c[w:] - c[:-w]) / w


def rolling_mean_numpy(p):
    return float(rolling_numpy(p)[-1])


def rolling_mean_pandas(p):
    return float(pd.Series(p).rolling(30).mean().iloc[-1])


def np_numpy(p):
    return float(np.mean(rolling_numpy(p) ** 4) ** 0.25)


def np_pandas(p):
    r = pd.Series(p).rolling(30).mean().to_numpy()[29:]
    return float(np.mean(r ** 4) ** 0.25)


def ewma_pandas(p):
    return float(pd.Series(p).ewm(alpha=1 / 26, adjust=False).mean().iloc[-1])


def ewma_scipy(p):
    a = 1 / 26
    # y_t = (1−a)·y_{t−1} + a·x_t, seeded with x_0 as pandas' adjust=False does.
    y, _ = lfilter([a], [1, -(1 - a)], p[1:], zi=[(1 - a) * p[0]])
    return float(y[-1])


def mean_max_numpy(p):
    c = np.concatenate([[0.0], np.cumsum(p)])
    return float(sum((c[d:] - c[:-d]).max() / d for d in range(1, len(p) + 1)))


# daily series (days × athletes) ---------------------------------------------

def _ewm_pandas(df, alpha):
    zero = pd.DataFrame(np.zeros((1, df.shape[1])))
    return pd.concat([zero, df], ignore_index=True).ewm(alpha=alpha, adjust=False).mean().iloc[1:].to_numpy()


def pmc_pandas(load):
    df = pd.DataFrame(load)
    ctl, atl = _ewm_pandas(df, 1 - math.exp(-1 / 42)), _ewm_pandas(df, 1 - math.exp(-1 / 7))
    tsb = np.vstack([np.zeros((1, load.shape[1])), ctl[:-1] - atl[:-1]])  # yesterday's CTL − ATL
    return float(np.sum(ctl[-1] + tsb[-1]))


def pmc_numpy_loop(load):
    """Loop over days, vectorised over athletes, storing the three full arrays."""
    kc, ka = 1 - math.exp(-1 / 42), 1 - math.exp(-1 / 7)
    ctl, atl, tsb = np.empty_like(load), np.empty_like(load), np.empty_like(load)
    c = np.zeros(load.shape[1])
    a = np.zeros(load.shape[1])
    for d in range(load.shape[0]):
        tsb[d] = c - a
        c = c + kc * (load[d] - c)
        a = a + ka * (load[d] - a)
        ctl[d], atl[d] = c, a
    return float(np.sum(ctl[-1] + tsb[-1]))


class SteadyBuffers:
    """CTL and TSB arrays allocated and touched once, reused by every call."""
    def __init__(self, load):
        self.ctl, self.tsb = np.zeros_like(load), np.zeros_like(load)


def pmc_numpy_steady(load, out):
    """The loop over days writing CTL and TSB into reused arrays (veloscore's pmc-steady)."""
    kc, ka = 1 - math.exp(-1 / 42), 1 - math.exp(-1 / 7)
    c = np.zeros(load.shape[1])
    a = np.zeros(load.shape[1])
    for d in range(load.shape[0]):
        np.subtract(c, a, out=out.tsb[d])
        c += kc * (load[d] - c)
        a += ka * (load[d] - a)
        out.ctl[d] = c
    return float(np.sum(out.ctl[-1] + out.tsb[-1]))


def acwr_pandas(load):
    df = pd.DataFrame(load)
    coupled = (df.rolling(7).mean() / df.rolling(28).mean()).to_numpy()[-1]
    with np.errstate(invalid="ignore", divide="ignore"):  # 0/0 before any load, as veloscore's NaN
        ewma = (_ewm_pandas(df, 2 / 8) / _ewm_pandas(df, 2 / 29))[-1]
    return float(np.sum(coupled + ewma))


def trend_last_lstsq(load, w=28):
    x = np.vstack([np.ones(w), np.arange(w, dtype=float)]).T
    coef, *_ = np.linalg.lstsq(x, load[-w:], rcond=None)
    return float(np.sum(coef[1]))


def trend_last_closed_form(load, w=28):
    """OLS slopes of every athlete at once by numpy's closed form: c @ Y, c = (x - x̄) / Σ(x - x̄)²."""
    x = np.arange(w, dtype=float)
    c = (x - x.mean()) / np.sum((x - x.mean()) ** 2)
    return float(np.sum(c @ load[-w:]))


def trend_last_linregress(load, w=28):
    x = np.arange(w, dtype=float)
    return float(sum(linregress(x, load[-w:, a]).slope for a in range(load.shape[1])))


def trends_numpy(load, w=28):
    """Rolling OLS slope for every day by windowed sums (cumsum), all athletes."""
    j = np.arange(load.shape[0], dtype=float)[:, None]
    c0 = np.vstack([np.zeros((1, load.shape[1])), np.cumsum(load, axis=0)])
    c1 = np.vstack([np.zeros((1, load.shape[1])), np.cumsum(j * load, axis=0)])
    s0, s1 = c0[w:] - c0[:-w], c1[w:] - c1[:-w]
    start = j[: load.shape[0] - w + 1]
    sxy = s1 - (start + (w - 1) / 2) * s0
    sxx = w * (w * w - 1) / 12
    return float(np.sum((sxy / sxx)[-1]))
