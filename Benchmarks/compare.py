#!/usr/bin/env python3
"""The honest scoreboard: veloscore's kernels against the Python peers, on the
same inputs, in one run, with the outputs checked for agreement.

  python3 Benchmarks/compare.py [--samples N] [--athletes N] [--repeat R]
      [--sweat-python PATH] [--markdown FILE] [--json FILE]

Run from the repository root after `cd Benchmarks && swift build -c release
--product velobench` (`make compare` does all of it, in pinned venvs). Inputs
are rebuilt bit-for-bit from BenchSupport (peers.py). Each row is timed in R
interleaved rounds: one `velobench --repeat 3` run of the kernel (its best warm
call), then one call of each peer, round after round, and each side's best of R
is kept, so both meet the same machine state; /proc/loadavg is printed and stored with each row.
A peer whose checksum disagrees fails the run: a fast wrong answer shows as wrong.
"""
import argparse
import json
import os
import pathlib
import platform
import subprocess
import sys
import tempfile
import time

import numpy as np
import pandas as pd

import peers
import peers_modern as modern

HERE = pathlib.Path(__file__).resolve().parent


def velobench(only, size=None, repeats=3, extra=()):
    cmd = [str(HERE / ".build/release/velobench"), "--only", only, "--repeat", str(repeats), "--json", *extra]
    if size:
        cmd += ["--size", str(size)]
    return json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)


def loadavg():
    try:
        return " ".join(pathlib.Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "n/a"


class Board:
    def __init__(self, repeats):
        self.repeats, self.rows = repeats, []

    def add(self, task, mine, size_text, unit_rate, peer_list, rel_tolerance=1e-9):
        """`mine()` runs the veloscore kernel once (a `velobench --repeat 1` result);
        each peer is (name, fn) called once per round here, or (name, {"seconds",
        "value"}) timed elsewhere (sweatpy's own venv, best of R). Its checksum must
        agree with veloscore's."""
        load = loadavg()
        mine_best, mine_value = float("inf"), None
        best = {name: (float("inf"), None) for name, _ in peer_list}
        for _ in range(self.repeats):
            m = mine()
            mine_best, mine_value = min(mine_best, m["bestSeconds"]), m["value"]
            for name, fn in peer_list:
                if callable(fn):
                    t = time.perf_counter()
                    value = fn()
                    best[name] = (min(best[name][0], time.perf_counter() - t), value)
        row = {"task": task, "size": size_text, "veloscore": mine_best, "rate": unit_rate(mine_best), "load": load, "peers": []}
        for name, timing in peer_list:
            seconds, value = (timing["seconds"], timing["value"]) if isinstance(timing, dict) else best[name]
            diff = abs(value - mine_value) / max(abs(value), 1e-300)
            row["peers"].append({"name": name, "seconds": seconds, "rate": unit_rate(seconds), "ratio": seconds / mine_best,
                                 "relDiff": diff, "interleaved": not isinstance(timing, dict)})
            print(f"  {task:<44} {name:<28} {seconds:>9.4f} s  ratio {seconds / mine_best:>7.1f}x  rel diff {diff:.1e}  load {load}", flush=True)
            if diff > rel_tolerance:
                sys.exit(f"compare: {task}: {name} gives {value}, veloscore {mine_value} (rel diff {diff:.1e})")
        self.rows.append(row)

    def markdown(self, machine):
        out = [f"Machine: {machine}", "",
               f"Each row: {self.repeats} interleaved rounds (veloscore: best of 3 warm calls in one velobench process; each peer once), best of each; "
               "load = /proc/loadavg (1, 5, 15 min) when the row started; † = peer timed in its own venv, not interleaved.", "",
               "| task | size | veloscore | rate | peer | peer time | ratio (peer ÷ veloscore) | agreement | load |",
               "|---|---|---|---|---|---|---|---|---|"]
        for r in self.rows:
            for i, p in enumerate(r["peers"]):
                head = [r["task"], r["size"], f"{r['veloscore']:.4g} s", r["rate"]] if i == 0 else ["", "", "", ""]
                ratio = f"**{p['ratio']:.2f}×**" if p["ratio"] < 1 else f"{p['ratio']:.1f}×"
                name = p["name"] + ("" if p["interleaved"] else " †")
                out.append("| " + " | ".join(head + [name, f"{p['seconds']:.4g} s", ratio, f"rel. diff {p['relDiff']:.1e}", r["load"] if i == 0 else ""]) + " |")
        return "\n".join(out) + "\n"


def ride_grid(fit_path):
    """The FIT ride's power on veloscore's 1 Hz grid, via Garmin's SDK and pandas."""
    from garmin_fit_sdk import Decoder, Stream
    messages, _ = Decoder(Stream.from_file(str(fit_path))).read()
    rec = pd.DataFrame(messages["record_mesgs"])
    t = np.floor(rec["timestamp"].map(lambda d: d.timestamp()).to_numpy() - rec["timestamp"].iloc[0].timestamp() + 0.5).astype(int)
    return pd.Series(rec["power"].to_numpy(dtype=float)).groupby(t).mean().reindex(range(t.max() + 1)).fillna(0.0).to_numpy()


def fit_power_sdk(path):
    from garmin_fit_sdk import Decoder, Stream
    messages, _ = Decoder(Stream.from_file(str(path))).read()
    return float(sum(r.get("power") or 0 for r in messages["record_mesgs"]))


def fit_messages_sdk(path):
    """Every data message, every field (the SDK decodes all of them): the count."""
    from garmin_fit_sdk import Decoder, Stream
    messages, _ = Decoder(Stream.from_file(str(path))).read()
    return float(sum(len(v) for v in messages.values()))


def fit_messages_fitdecode(path):
    """Every data message, every field value read: the count."""
    import fitdecode
    count = 0
    with fitdecode.FitReader(str(path)) as fit:
        for frame in fit:
            if frame.frame_type == fitdecode.FIT_FRAME_DATA:
                _ = [f.value for f in frame.fields]
                count += 1
    return float(count)


def fit_power_fitdecode(path):
    import fitdecode
    total = 0.0
    with fitdecode.FitReader(str(path)) as fit:
        for frame in fit:
            if frame.frame_type == fitdecode.FIT_FRAME_DATA and frame.name == "record" and frame.has_field("power"):
                total += frame.get_value("power") or 0
    return total


def fit_power_fitparse(path):
    import fitparse
    return float(sum(r.get_value("power") or 0 for r in fitparse.FitFile(str(path)).get_messages("record")))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--samples", type=int, default=100_000_000, help="1 Hz kernels (default 10^8)")
    ap.add_argument("--athletes", type=int, default=10_000, help="daily-series kernels, × 3,650 days (default 10,000)")
    ap.add_argument("--csv-rows", type=int, default=5_000_000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--fit", default=str(HERE.parent / "datasets/fit/4078723797.fit"))
    ap.add_argument("--sweat-python", help="python of a venv with sweatpy (requirements-sweat.txt)")
    ap.add_argument("--markdown", help="write the table as Markdown here")
    ap.add_argument("--json", help="write all rows as JSON here")
    args = ap.parse_args()
    n, athletes, r = args.samples, args.athletes, args.repeat
    memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    cpu = next((line.split(":", 1)[1].strip() for line in pathlib.Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), platform.processor() or "unknown CPU")
    triad = json.loads(subprocess.run([str(HERE / ".build/release/velobench"), "--only", "np", "--size", "1000", "--json"],
                                      check=True, capture_output=True, text=True).stdout)["machine"].get("triadBytesPerSecond")
    import duckdb, numba, polars
    machine = (f"{cpu}, {platform.machine()}, {os.cpu_count()} cores, {memory / 2**30:.0f} GiB, STREAM triad (one core) "
               f"{triad / 1e9:.1f} GB/s, load {loadavg()}; Python {platform.python_version()}, numpy {np.__version__}, "
               f"pandas {pd.__version__}, polars {polars.__version__}, duckdb {duckdb.__version__}, numba {numba.__version__} "
               f"(polars and duckdb on every core, as they start)")
    print(f"machine: {machine}\n")
    board = Board(r)
    per_sample = lambda s: f"{n / s / 1e6:,.0f} M samples/s"

    def once(kernel, size=None, extra=()):
        """One round of one velobench kernel: best of 3 calls in one process (its setup
        excluded), so a round compares warm calls on both sides — a process's first call
        pays page faults and BLAS thread start-up the peers' warm calls do not."""
        return lambda: velobench(kernel, size, 3, extra)["results"][0]

    p = peers.power(n)
    board.add("Normalized Power", once("np", n), f"{n:.0e} samples", per_sample,
              [("numpy cumsum", lambda: peers.np_numpy(p)), ("pandas rolling", lambda: peers.np_pandas(p)),
               ("polars rolling_mean", lambda: modern.np_polars(p)), ("duckdb window SQL", lambda: modern.np_duckdb(p)),
               ("numba loop", lambda: modern.np_numba(p))])
    board.add("rolling mean, 30 s", once("rolling-mean", n), f"{n:.0e} samples", per_sample,
              [("numpy cumsum", lambda: peers.rolling_mean_numpy(p)), ("pandas rolling", lambda: peers.rolling_mean_pandas(p))])
    board.add("EWMA α = 1/26", once("ewma", n), f"{n:.0e} samples", per_sample,
              [("pandas ewm", lambda: peers.ewma_pandas(p)), ("scipy.signal.lfilter", lambda: peers.ewma_scipy(p)),
               ("polars ewm_mean", lambda: modern.ewma_polars(p)), ("numba loop", lambda: modern.ewma_numba(p))])
    del p

    fit = pathlib.Path(args.fit)
    size = fit.stat().st_size
    board.add(f"FIT, every field of every message ({fit.name})", lambda: velobench("fit-dump", repeats=5, extra=("--fit", str(fit)))["results"][0],
              f"{size / 1e3:.0f} kB", lambda s: f"{size / s / 1e6:.1f} MB/s",
              [("garmin-fit-sdk", lambda: fit_messages_sdk(fit)), ("fitdecode", lambda: fit_messages_fitdecode(fit))], rel_tolerance=0)
    # No Python decoder reads records alone: each parses every message. This row is our records path against their whole decode.
    board.add(f"FIT records to streams ({fit.name}); peers decode everything", lambda: velobench("fit-decode", repeats=20, extra=("--fit", str(fit)))["results"][0], f"{size / 1e3:.0f} kB", lambda s: f"{size / s / 1e6:.1f} MB/s",
              [("garmin-fit-sdk", lambda: fit_power_sdk(fit)), ("fitdecode", lambda: fit_power_fitdecode(fit)),
               ("fitparse", lambda: fit_power_fitparse(fit))], rel_tolerance=0)

    with tempfile.TemporaryDirectory() as tmp:
        csv = pathlib.Path(tmp) / "stream.csv"
        i = np.arange(args.csv_rows)
        pd.DataFrame({"time": i, "power": peers.power(args.csv_rows), "heart_rate": 120 + (i * 31) % 60,
                      "cadence": 80 + (i * 7) % 20}).to_csv(csv, index=False)
        size = csv.stat().st_size
        board.add("CSV sample stream parse", once("csv-parse", extra=("--csv", str(csv))), f"{size / 1e6:.0f} MB", lambda s: f"{size / s / 1e6:.0f} MB/s",
                  [("pandas.read_csv", lambda: float(pd.read_csv(csv)["power"].sum())), ("polars.read_csv", lambda: modern.csv_polars(csv)),
                   ("duckdb read_csv", lambda: modern.csv_duckdb(csv))], rel_tolerance=1e-12)

        grid = ride_grid(fit)
        ride = grid[np.arange(14_400) % len(grid)]
        wbal_n = 100_000
        sweat = {}
        if args.sweat_python:
            np.save(pathlib.Path(tmp) / "ride.npy", ride)
            sweat = json.loads(subprocess.run(
                [args.sweat_python, str(HERE / "compare_sweat.py"), str(pathlib.Path(tmp) / "ride.npy"), str(wbal_n), str(r)],
                check=True, capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=str(HERE))).stdout)
        board.add("mean-max curve, 4 h ride, every duration", once("mean-max", 14_400, ("--fit", str(fit))), "14,400 s", lambda s: f"{s * 1e3:.1f} ms",
                  [("numpy cumsum per duration", lambda: peers.mean_max_numpy(ride))]
                  + ([("sweatpy mean_max", sweat["meanMax"])] if sweat else []), rel_tolerance=1e-12)
        if sweat:
            board.add("W'bal, integral (Skiba 2012)", once("wbal", wbal_n), "10^5 samples", lambda s: f"{wbal_n / s / 1e6:.0f} M samples/s",
                      [("sweatpy waterworth", sweat["wbal"])], rel_tolerance=1e-12)

    load = peers.loads(athletes, 3650)
    per_athlete = lambda s: f"{athletes / s:,.0f} athletes/s"
    size_text = f"{athletes:,} × 3,650 days"
    board.add("PMC (CTL, ATL, TSB; ours also the ramp: 4 fresh arrays)", once("pmc", athletes), size_text, per_athlete,
              [("pandas ewm", lambda: peers.pmc_pandas(load)), ("numpy loop over days", lambda: peers.pmc_numpy_loop(load)),
               ("polars ewm_mean", lambda: modern.pmc_polars(load)), ("numba loop", lambda: modern.pmc_numba(load))])
    steady = peers.SteadyBuffers(load)
    board.add("PMC, CTL and TSB into reused buffers (steady state)", once("pmc-steady", athletes), size_text, per_athlete,
              [("numpy loop into reused arrays", lambda: peers.pmc_numpy_steady(load, steady)),
               ("numba loop into reused arrays", lambda: modern.pmc_numba_steady(load, steady))])
    board.add("ACWR coupled + EWMA", once("acwr", athletes), size_text, per_athlete, [("pandas rolling + ewm", lambda: peers.acwr_pandas(load))])
    board.add("rolling 28-day OLS slopes, every day", once("trends", athletes), size_text, per_athlete,
              [("numpy cumsum windows", lambda: peers.trends_numpy(load))], rel_tolerance=1e-6)
    board.add("trailing 28-day OLS slope per athlete", once("trend-last", athletes), f"{athletes:,} athletes", per_athlete,
              [("numpy lstsq (one call)", lambda: peers.trend_last_lstsq(load)),
               ("numpy closed form c @ Y", lambda: peers.trend_last_closed_form(load)),
               ("scipy linregress loop", lambda: peers.trend_last_linregress(load))], rel_tolerance=1e-6)
    board.add("trailing 365-day OLS slope per athlete", once("trend-365", athletes), f"{athletes:,} × 365 days", per_athlete,
              [("numpy lstsq (one call)", lambda: peers.trend_last_lstsq(load, 365)),
               ("numpy closed form c @ Y", lambda: peers.trend_last_closed_form(load, 365))], rel_tolerance=1e-6)

    table = board.markdown(machine)
    print("\n" + table)
    if args.markdown:
        pathlib.Path(args.markdown).write_text(table)
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps({"machine": machine, "rows": board.rows}, indent=2) + "\n")


if __name__ == "__main__":
    main()
