#!/usr/bin/env bash
# Whole-process report timings on a 100-athlete × 10-year library (the figures
# in docs/performance.md, "The athlete library"): synth, ingest, then hyperfine
# (20 runs after 3 warm-ups) on each report command for one athlete.
#   bash scripts/report-timings.sh PATH/TO/release/veloscore [OUT.md]
set -euo pipefail
veloscore="$1"
out="${2:-Benchmarks/results/report-timings.md}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$veloscore" synth --athletes 100 --days 3650 --stream-days 0 --out "$work/data" --no-progress >/dev/null
"$veloscore" init --library "$work/lib" >/dev/null
"$veloscore" ingest "$work/data" --library "$work/lib" --jobs 2 --no-progress | tail -1
export VELOSCORE_LIBRARY="$work/lib"
a="--athlete athlete-50"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
hyperfine -N -w 3 -r 20 --export-markdown "$out" \
  "$veloscore report weekly $a --format html" "$veloscore report season $a --format html" \
  "$veloscore report weekly $a --format json" "$veloscore report season $a --format json" \
  "$veloscore dashboard $a" "$veloscore week $a" "$veloscore pmc $a" >/dev/null
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
sed -i "s|$veloscore|veloscore|g" "$out"
cat "$out"
