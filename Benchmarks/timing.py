"""Best-of-R wall time, shared by compare.py and compare_sweat.py."""
import time


def best_of(repeats, fn):
    """The shortest of `repeats` calls of `fn` (seconds) and its last result."""
    best, value = float("inf"), None
    for _ in range(repeats):
        t = time.perf_counter()
        value = fn()
        best = min(best, time.perf_counter() - t)
    return best, value
