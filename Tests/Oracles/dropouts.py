"""The dropout rule, written from its statement (README, Conventions), shared by the oracles:

on a 1 Hz grid with NaN for seconds without a reading, a run of at most MAX_GAP NaN seconds
between two readings of the same stretch is filled by linear interpolation between those
readings; longer runs (and nothing else) become 0 W. `breaks` are grid indices where a
stretch begins after a pause: a run ending at or reaching past one is never interpolated.
"""
import numpy as np
import pandas as pd

MAX_GAP = 25


def fill_dropouts(values, max_gap=MAX_GAP, breaks=()):
    """values: 1-D array with NaN for missing seconds. Returns (filled array, interpolated, zeroed)."""
    s = pd.Series(np.asarray(values, dtype=float))
    missing = s.isna()
    run = (~missing).cumsum()                      # NaN seconds share the index of the reading before them
    run_length = missing.groupby(run).transform("sum")
    line = s.interpolate(method="index", limit_area="inside")  # NaN unless a reading on both sides
    short = missing & line.notna() & (run_length <= max_gap)
    if len(breaks):
        # the run containing index i crosses a break b when run start <= b <= next reading
        starts = pd.Series(np.arange(len(s))).where(~missing).ffill()  # last reading index
        nxt = pd.Series(np.arange(len(s))).where(~missing).bfill()
        for b in breaks:
            short &= ~((starts < b) & (nxt >= b))
    out = s.where(~short, line).fillna(0.0)
    return out.to_numpy(), int(short.sum()), int((missing & ~short).sum())
