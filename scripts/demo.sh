#!/usr/bin/env bash
# The main job on the bundled dataset: a fresh athlete library in ./demo-library
# with the three synthetic athletes and the real FIT rides, the weekly progress
# report in the terminal, and the HTML reports written next to it.
set -euo pipefail
bin=${1:?usage: demo.sh PATH-TO-veloscore}
lib=${DEMO_LIBRARY:-demo-library}
rm -rf "$lib"
export VELOSCORE_LIBRARY="$lib"

echo "== veloscore $("$bin" --version): library $lib"
"$bin" init >/dev/null
"$bin" ingest datasets/sample --jobs 2
"$bin" athlete add fit-rider --ftp 280 --max-hr 190 --rest-hr 50 --tz Europe/Berlin >/dev/null
"$bin" ingest datasets/fit --athlete fit-rider
echo
"$bin" plan import datasets/plans/athlete-01.csv --athlete athlete-01 >/dev/null
"$bin" plan event --athlete athlete-01 --date 2027-03-14 --name "Gran Fondo" --priority A --ctl 55 --tsb 5:20 >/dev/null
"$bin" plan event --athlete athlete-01 --date 2027-01-17 --name "Contrarreloj de invierno" --priority B >/dev/null
"$bin" report weekly --athlete athlete-01
echo
"$bin" plan show --athlete athlete-01 --from 2026-11-23
"$bin" plan show --athlete athlete-01 --from 2026-11-23 --format html --out "$lib/plan-athlete-01.html" 2>/dev/null
"$bin" report weekly --athlete athlete-01 --format html --out "$lib/weekly-athlete-01.html" 2>/dev/null
"$bin" report season --athlete athlete-01 --format html --out "$lib/season-athlete-01.html" 2>/dev/null
echo
echo "HTML reports: $lib/weekly-athlete-01.html, $lib/season-athlete-01.html and $lib/plan-athlete-01.html (open them in a browser)."
echo "Try: VELOSCORE_LIBRARY=$lib $bin activities --athlete fit-rider"
