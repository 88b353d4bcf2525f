#!/usr/bin/env python3
"""The batch job side by side: `veloscore batch` against the same pipeline written
in polars, DuckDB SQL and numba (Benchmarks/peers/*_batch.py), on one core and on
two, whole processes, with wall time, CPU time and peak memory, and every peer's NP,
TSS and CTL checked against veloscore's output. Then one big ride: `veloscore
activity RIDE.csv` against a polars script (peers/polars_activity.py), whole processes.

  python3 Benchmarks/compare_batch.py --veloscore PATH [--athletes N] [--days D]
      [--stream-days S] [--repeat R] [--data DIR] [--markdown FILE] [--json FILE]

The dataset is `veloscore synth` (deterministic), written once to DIR (default
/dev/shm, so the figures time the work rather than the disk). Each round runs every
contestant once, in turn, at 1 and at 2 cores; each keeps its best of R rounds,
so all meet the same machine state. A peer whose NP, TSS or CTL differs from
veloscore's by more than 1e-9 relative fails the run.
"""
import argparse
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

import polars as pl

HERE = pathlib.Path(__file__).resolve().parent
PEERS = [("polars (lazy scan, expressions)", "polars_batch.py"),
         ("DuckDB (one SQL statement per output)", "duckdb_batch.py"),
         ("numba (@njit loops, a thread per athlete)", "numba_batch.py")]


def run(cmd):
    """Wall seconds, CPU seconds and peak RSS (MB) of one whole process."""
    # stderr goes to a file, not a pipe: a child that writes more than a pipe holds would wait on us forever.
    with tempfile.TemporaryFile("w+") as stderr:
        start = time.perf_counter()
        child = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=stderr)
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - start
        code = os.waitstatus_to_exitcode(status)
        if code != 0:
            stderr.seek(0)
            sys.exit(f"compare_batch: {' '.join(map(str, cmd))} exited {code}:\n{stderr.read()}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def worst_differences(peer_out, veloscore_out):
    """Largest relative difference of NP and TSS per ride and of CTL per day."""
    rides = pl.read_parquet(peer_out / "rides" / "**" / "*.parquet", hive_partitioning=True)
    days = pl.read_parquet(peer_out / "days" / "**" / "*.parquet", hive_partitioning=True)
    # Typed up front: a dataset's first rows are logged workouts, whose NP cells are empty.
    ours = (pl.read_csv(veloscore_out / "activities" / "*.csv", try_parse_dates=True,
                        schema_overrides={"normalized_power": pl.Float64, "load": pl.Float64})
            .filter(pl.col("load_source") == "power").select("athlete", "date", "normalized_power", "load"))
    our_days = pl.read_csv(veloscore_out / "days" / "*.csv", try_parse_dates=True, schema_overrides={"ctl": pl.Float64}).select("athlete", "date", pl.col("ctl").alias("ctl_v"))
    joined = rides.join(ours, on=["athlete", "date"], how="full", coalesce=True)
    if joined.null_count().sum_horizontal().item():
        sys.exit(f"compare_batch: {peer_out}: the rides are not the same set as veloscore's")
    rel = lambda a, b: ((pl.col(a) - pl.col(b)).abs() / pl.col(b).abs()).max()
    np_diff, tss_diff = joined.select(rel("np", "normalized_power"), rel("tss", "load")).row(0)
    # veloscore's days run on to the last wellness reading: compare the days both have.
    ctl_diff = days.join(our_days, on=["athlete", "date"]).filter(pl.col("ctl_v") > 0).select(rel("ctl", "ctl_v")).item()
    return {"np": np_diff, "tss": tss_diff, "ctl": ctl_diff}


def activity_table(args, work):
    """`veloscore activity` on one ride CSV of 14 days at 1 Hz (the longest an activity may be, with
    position and every stream: ~100 MB) against the polars script, best of R rounds each."""
    ride = work / "ride-14-days.csv"
    if not ride.exists():
        n = 1_209_600
        t = pl.int_range(0, n, eager=True)
        pl.DataFrame({
            "time": t, "power": (180 + 90 * ((t * 7919) % 97) / 97 + 40 * ((t // 600) % 3)).round(0),
            "heart_rate": 120 + (t * 31) % 50, "cadence": 80 + (t * 7) % 20, "speed": (8 + (t % 13) / 7).round(3),
            "distance": (t * 8.5).round(1), "altitude": (200 + (t % 3600) / 36).round(1), "temperature": 17.5,
            "latitude": (47.3 + (t % 10_000) * 1e-6).round(7), "longitude": (8.5 + (t % 7_000) * 1e-6).round(7),
        }).filter((t % 1_000) != 500).write_csv(ride)  # a dropout every 1,000 s, filled by both sides
    size = ride.stat().st_size
    commands = {"veloscore activity --json": [args.veloscore, "activity", ride, "--ftp", "250", "--json"],
                "polars script (scan, grid, NP, IF, TSS)": [args.python, HERE / "peers" / "polars_activity.py", ride, "250"]}
    best, values = {}, {}
    load = " ".join(pathlib.Path("/proc/loadavg").read_text().split()[:3])
    for _ in range(args.repeat):
        for name, cmd in commands.items():
            start = time.perf_counter()
            out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
            wall = time.perf_counter() - start
            doc = json.loads(out)
            metrics = doc["power"]["metrics"] if "power" in doc else doc
            values[name] = metrics["normalizedPower"], metrics["trainingStressScore"]
            best[name] = min(best.get(name, wall), wall)
    (np_v, tss_v), (np_p, tss_p) = values.values()
    # veloscore's JSON rounds NP and TSS to 0.1 (a human reads it): agreement within that rounding.
    if abs(np_v - np_p) > 0.051 or abs(tss_v - tss_p) > 0.051 * max(1, tss_v / 100):
        sys.exit(f"compare_batch: the activity's NP/TSS disagree: veloscore {np_v}/{tss_v}, polars {np_p}/{tss_p}")
    mine = best["veloscore activity --json"]
    rows = [f"One ride CSV of {size / 1e6:.0f} MB (14 days at 1 Hz, 10 columns), whole processes, best of {args.repeat}; "
            f"NP {np_v} W and TSS {tss_v} from both (veloscore rounds to 0.1). load {load}.", "",
            "| program | wall | ratio (peer ÷ veloscore) |", "|---|---:|---:|"]
    for name in commands:
        ratio = "" if name.startswith("veloscore") else f"{best[name] / mine:.2f}×"
        rows.append(f"| {name} | {best[name]:.2f} s | {ratio} |")
    return "\n".join(rows)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--veloscore", required=True, help="the release binary")
    ap.add_argument("--python", default=sys.executable, help="python with polars, duckdb, numba")
    ap.add_argument("--athletes", type=int, default=20)
    ap.add_argument("--days", type=int, default=730)
    ap.add_argument("--stream-days", type=int, default=200)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--data", default="/dev/shm" if os.path.isdir("/dev/shm") else "/tmp")
    ap.add_argument("--markdown")
    ap.add_argument("--json")
    args = ap.parse_args()
    work = pathlib.Path(args.data) / "veloscore-compare-batch"
    dataset = work / f"synth-{args.athletes}x{args.days}-{args.stream_days}"
    if not (dataset / "athletes.csv").exists():
        shutil.rmtree(dataset, ignore_errors=True)
        subprocess.run([args.veloscore, "synth", "--out", dataset, "--athletes", str(args.athletes), "--days", str(args.days),
                        "--stream-days", str(args.stream_days), "--seed", "5", "--no-progress"], check=True, stdout=subprocess.DEVNULL)
    files = [f for f in dataset.rglob("*") if f.is_file()]
    size_mb = sum(f.stat().st_size for f in files) / 1e6
    contestants = [("veloscore batch", lambda out, cores: [args.veloscore, "batch", dataset, "--out", out, "--jobs", str(cores), "--no-progress"])]
    contestants += [(name, lambda out, cores, script=script: [args.python, HERE / "peers" / script, dataset, out, "--threads", str(cores)])
                    for name, script in PEERS]
    best = {}
    loads = {}
    for _ in range(args.repeat):
        for cores in (1, 2):
            loads.setdefault(cores, " ".join(pathlib.Path("/proc/loadavg").read_text().split()[:3]))
            for name, command in contestants:
                out = work / f"out-{cores}-{name.split()[0]}"
                shutil.rmtree(out, ignore_errors=True)
                wall, cpu, rss = run(command(out, cores))
                key = (name, cores)
                if key not in best or wall < best[key]["wall"]:
                    best[key] = {"wall": wall, "cpu": cpu, "rss": rss, "out": out}
                print(f"  {name:<44} {cores} core(s) {wall:7.2f} s  cpu {cpu:6.2f} s  {rss:6.0f} MB", flush=True)
    rows = []
    for cores in (1, 2):
        mine = best[("veloscore batch", cores)]
        for name, _ in contestants:
            b = best[(name, cores)]
            diff = None if name == "veloscore batch" else worst_differences(b["out"], mine["out"])
            if diff and max(diff.values()) > 1e-9:
                sys.exit(f"compare_batch: {name} disagrees with veloscore: {diff}")
            rows.append({"cores": cores, "name": name, "wall": b["wall"], "cpu": b["cpu"], "rss": b["rss"],
                         "ratio": b["wall"] / mine["wall"], "diff": diff, "load": loads[cores]})
    header = (f"Batch: {args.athletes} athletes × {args.days} days, the last {args.stream_days} with 1 Hz ride files "
              f"(`veloscore synth --seed 5`), {len(files):,} files, {size_mb:.0f} MB in {args.data}. Whole processes; "
              f"best wall time of {args.repeat} interleaved rounds; CPU = user + system; peak = max RSS. "
              "Agreement = largest relative difference from veloscore's NP, TSS (every ride) and CTL (every day).")
    lines = [header, "", "| cores | program | wall | CPU | peak memory | ratio (peer ÷ veloscore) | NP / TSS / CTL agreement | load |",
             "|---|---|---:|---:|---:|---:|---|---|"]
    for r in rows:
        ratio = "" if r["diff"] is None else (f"**{r['ratio']:.2f}×**" if r["ratio"] < 1 else f"{r['ratio']:.2f}×")
        agree = "" if r["diff"] is None else " / ".join(f"{r['diff'][k]:.0e}" for k in ("np", "tss", "ctl"))
        lines.append(f"| {r['cores']} | {r['name']} | {r['wall']:.2f} s | {r['cpu']:.2f} s | {r['rss']:.0f} MB | {ratio} | {agree} | {r['load']} |")
    lines += ["", activity_table(args, work)]
    table = "\n".join(lines) + "\n"
    print("\n" + table)
    if args.markdown:
        pathlib.Path(args.markdown).write_text(table)
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps({"header": header, "rows": rows}, indent=2) + "\n")


if __name__ == "__main__":
    main()
