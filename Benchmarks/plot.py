"""Throughput vs size from `velobench --json` (make compare writes it):
one panel for the 1 Hz kernels (samples/s), one for the daily-series kernels
(athletes × 3,650 days per second), with the STREAM triad ceiling converted to
samples/s for the memory-bound kernels.

  python Benchmarks/plot.py Benchmarks/results/velobench.json docs/performance-throughput.svg [TABLE.md]

With a third path it also writes every kernel × size as a Markdown table (the
"Throughput vs size" table of docs/performance.md), from the same run.
"""
import json
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

report = json.load(open(sys.argv[1]))
rows = report["results"]
triad = report["machine"].get("triadBytesPerSecond")
fig, (left, right) = plt.subplots(1, 2, figsize=(12, 4.8))
for axis, unit, label in ((left, "samples", "samples/s"), (right, "athletes", "athletes/s (× 3,650 days)")):
    kernels = sorted({r["kernel"] for r in rows if r["unit"] == unit}, key=[r["kernel"] for r in rows].index)
    for k in kernels:
        pts = [(r["size"], r["itemsPerSecond"]) for r in rows if r["kernel"] == k]
        axis.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", label=k)
    if triad and unit == "samples":
        axis.axhline(triad / 8, color="grey", linestyle="--", linewidth=1, label="triad ceiling, 8 B/sample")
    axis.set_xscale("log")
    axis.set_yscale("log")
    axis.set_xlabel(unit)
    axis.set_ylabel(label)
    axis.grid(True, which="major", alpha=0.3)
    axis.legend(fontsize=8)
left.set_title("1 Hz kernels")
right.set_title("daily-series kernels (batched)")
fig.suptitle("veloscore throughput vs size (velobench, best of 3, one run)")
fig.tight_layout()
fig.savefig(sys.argv[2])

if len(sys.argv) > 3:
    def rate(v):
        for scale, suffix in ((1e9, " G"), (1e6, " M"), (1e3, " k")):
            if v >= scale:
                return f"{v / scale:.3g}{suffix}"
        return f"{v:.3g}"
    out = [f"velobench, best of 3 per size, one process; triad ceiling {triad / 1e9:.1f} GB/s." if triad else "velobench, best of 3 per size.", "",
           "| kernel | size | best time | items/s | % of triad |", "|---|---|---|---|---|"]
    for r in rows:
        share = f"{100 * r['bytesPerSecond'] / triad:.0f} %" if triad and r.get("bytesPerSecond") else ""
        out.append(f"| {r['title']} | {r['size']:,} {r['unit']} | {r['bestSeconds']:.3g} s | {rate(r['itemsPerSecond'])} {r['unit']}/s | {share} |")
    open(sys.argv[3], "w").write("\n".join(out) + "\n")
