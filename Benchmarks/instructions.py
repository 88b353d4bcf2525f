#!/usr/bin/env python3
"""Noise-free column: instructions per call of veloscore's headline kernels,
counted by `valgrind --tool=callgrind` (the same count on a busy or an idle
machine, for the same binary and input).

  python3 Benchmarks/instructions.py [--markdown FILE] [--json FILE]

One kernel call's count is the difference between a velobench process that
calls it twice and one that calls it once (`--repeat 2` minus `--repeat 1`,
triad off): process start, input generation and set-up cancel out. Sizes are
smaller than the timed rows (callgrind runs ~50x slower); every kernel here is
linear in its size, so instructions per item carry over. Threads run one at a
time under valgrind: counts are totals over all threads. Swift's per-process
random hash seed is fixed (SWIFT_DETERMINISTIC_HASHING=1) and OpenBLAS runs one
thread (its idle threads spin a varying number of instructions); what is left varies
by about 1e-4 between runs. valgrind emulates a CPU without AVX-512, so counts
are for the AVX2 code paths.
"""
import argparse
import json
import pathlib
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
VELOBENCH = HERE / ".build/release/velobench"

# (kernel, size, extra velobench arguments, items per call, item name)
KERNELS = [
    ("np", 1_000_000, (), 1_000_000, "sample"),
    ("rolling-mean", 1_000_000, (), 1_000_000, "sample"),
    ("ewma", 1_000_000, (), 1_000_000, "sample"),
    ("wbal", 100_000, (), 100_000, "sample"),
    ("mean-max", 14_400, (), 14_400, "second"),
    ("pmc", 1_000, (), 1_000 * 3650, "athlete-day"),
    ("pmc-steady", 1_000, (), 1_000 * 3650, "athlete-day"),
    ("trends", 1_000, (), 1_000 * 3650, "athlete-day"),
    ("trend-365", 1_000, (), 1_000 * 365, "athlete-day"),
]


def collected(binary, args):
    """Instructions (Ir) callgrind counted for one velobench run."""
    with tempfile.TemporaryDirectory() as tmp:
        run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/out", str(binary), "--no-triad", *args],
                             capture_output=True, text=True, env=dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1", OPENBLAS_NUM_THREADS="1"))
        if run.returncode != 0:
            sys.exit(f"instructions: velobench {' '.join(args)} failed under callgrind:\n{run.stderr[-2000:]}")
        match = re.search(r"Collected : (\d+)", run.stderr)
        if not match:
            sys.exit(f"instructions: no 'Collected' line from callgrind for {args}")
        return int(match.group(1))


def count(binary, kernel, size, extra=()):
    """Instructions of one call of `kernel` at `size` (twice minus once)."""
    base = ["--only", kernel, *extra] + (["--size", str(size)] if size else [])
    return collected(binary, base + ["--repeat", "2"]) - collected(binary, base + ["--repeat", "1"])


def file_kernels(fit, csv_rows, tmp):
    """FIT and CSV rows: the committed ride and a generated stream CSV (bytes as items)."""
    csv = pathlib.Path(tmp) / "stream.csv"
    with csv.open("w") as f:  # the layout compare.py times (time, power, heart rate, cadence)
        f.write("time,power,heart_rate,cadence\n")
        for i in range(csv_rows):
            f.write(f"{i},{100 + (i * 37) % 400}.0,{120 + (i * 31) % 60},{80 + (i * 7) % 20}\n")
    fit_bytes, csv_bytes = pathlib.Path(fit).stat().st_size, csv.stat().st_size
    return [("fit-decode", None, ("--fit", str(fit)), fit_bytes, "byte"),
            ("fit-dump", None, ("--fit", str(fit)), fit_bytes, "byte"),
            ("csv-parse", None, ("--csv", str(csv)), csv_bytes, "byte")]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--fit", default=str(HERE.parent / "datasets/fit/4078723797.fit"))
    ap.add_argument("--csv-rows", type=int, default=200_000)
    ap.add_argument("--markdown")
    ap.add_argument("--json")
    args = ap.parse_args()
    if not shutil.which("valgrind"):
        print("instructions: valgrind not found (Linux only; scripts/install-deps.sh valgrind): skipped")
        return
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        # valgrind 3.19 cannot read the DWARF 5 debug info Swift 6 emits: count a copy without it.
        binary = pathlib.Path(tmp) / "velobench"
        shutil.copy(VELOBENCH, binary)
        subprocess.run(["strip", "--strip-debug", str(binary)], check=True)
        for kernel, size, extra, items, unit in KERNELS + file_kernels(args.fit, args.csv_rows, tmp):
            ir = count(binary, kernel, size, extra)
            rows.append({"kernel": kernel, "size": size, "items": items, "unit": unit, "instructions": ir, "perItem": ir / items})
            print(f"  {kernel:<14} {ir:>14,} instructions  {ir / items:>8.2f} per {unit}", flush=True)
    out = ["| kernel | size | instructions per call | per item |", "|---|---|---|---|"]
    for r in rows:
        size = f"{r['items']:,} {r['unit']}s"
        out.append(f"| {r['kernel']} | {size} | {r['instructions']:,} | {r['perItem']:.2f} per {r['unit']} |")
    table = "\n".join(out) + "\n"
    print("\n" + table)
    if args.markdown:
        pathlib.Path(args.markdown).write_text(table)
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps(rows, indent=2) + "\n")


if __name__ == "__main__":
    main()
