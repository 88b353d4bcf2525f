"""sweatpy's mean-max and W'bal, timed on the inputs compare.py passes.

Runs in its own venv (sweat 0.25 needs pandas < 2): compare.py calls
  .venv-bench-sweat/bin/python Benchmarks/compare_sweat.py RIDE.npy N_WBAL REPEATS
and reads one JSON object from stdout."""
import json
import sys

import numpy as np
import sweat
from sweat.metrics.core import mean_max

from peers import power
from timing import best_of


ride, n_wbal, repeats = np.load(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
# sweat's mean_max takes windows (i−t, i] of the cumulative sum, so never one starting at the
# first sample, and durations 1 … n−1: a leading 0 W sample makes it cover exactly 1 … n.
padded = np.concatenate([[0.0], ride])
mm_seconds, mm = best_of(repeats, lambda: float(np.sum(mean_max(padded))))
p = power(n_wbal)
wb_seconds, wb = best_of(repeats, lambda: float(sweat.w_prime_balance(p, cp=250, w_prime=20_000, algorithm="waterworth").iloc[-1]))
print(json.dumps({"version": sweat.__version__ if hasattr(sweat, "__version__") else "0.25.0",
                  "meanMax": {"samples": len(ride), "seconds": mm_seconds, "value": mm},
                  "wbal": {"samples": n_wbal, "seconds": wb_seconds, "value": wb}}))
