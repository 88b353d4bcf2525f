#!/usr/bin/env bash
# The HTML reports (weekly, season, plan, month calendar, an activity from the library and a
# real FIT ride) of the bundled dataset, in English and Spanish (Mexico), laid out by
# headless Chromium at 390 px (a phone) and 1280 px: no sideways page scroll,
# chart text >= 11 px, nothing cut, no text over other text (chart labels, a
# calendar day's named workouts), the weekly page on a phone at most 3,424 px
# (scripts/html-layout-check.py).
#   bash scripts/report-layout.sh VELOSCORE PYTHON [EXAMPLES_DIR]
# With EXAMPLES_DIR the reports and their screenshots are written there
# (make examples: docs/examples/, shown in the README).
set -euo pipefail
bin="$1" python="$2" examples="${3:-}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export VELOSCORE_LIBRARY="$tmp/lib"
"$bin" init >/dev/null
"$bin" ingest datasets/sample --no-progress >/dev/null
"$bin" athlete set athlete-01 --weight 68 >/dev/null
"$bin" plan import datasets/plans/athlete-01.csv --athlete athlete-01 >/dev/null
"$bin" plan event --name "Gran Fondo" --date 2027-03-14 --priority A --ctl 55 --tsb 5:20 --athlete athlete-01 >/dev/null
out="${examples:-$tmp/out}"
mkdir -p "$out"
# Every report in each language: English as named, Spanish (Mexico) with an -es-MX suffix.
"$bin" athlete set athlete-01 --cp 190 --wprime 18000 >/dev/null
last="$("$bin" activities --athlete athlete-01 | awk '$1 ~ /^[0-9]+$/ && $3 == "cycling" && $4 > "1:00:00" {id = $1} END {print id}')"
reports=()
for lang in en es-MX; do
  suffix=""
  [ "$lang" = en ] || suffix="-$lang"
  "$bin" report weekly --athlete athlete-01 --date 2026-11-20 --lang "$lang" --format html --out "$out/weekly-athlete-01$suffix.html" 2>/dev/null
  "$bin" report season --athlete athlete-01 --lang "$lang" --format html --out "$out/season-athlete-01$suffix.html" 2>/dev/null
  "$bin" plan show --athlete athlete-01 --from 2026-11-23 --lang "$lang" --format html --out "$out/plan-athlete-01$suffix.html" 2>/dev/null
  "$bin" report calendar --athlete athlete-01 --month 2026-11 --lang "$lang" --format html --out "$out/calendar-athlete-01$suffix.html" 2>/dev/null
  "$bin" report activity "$last" --athlete athlete-01 --lang "$lang" --format html --out "$out/activity-athlete-01$suffix.html" 2>/dev/null
  "$bin" report activity datasets/fit/4078723797.fit --cp 280 --wprime 20000 --lang "$lang" --format html --out "$out/activity-4078723797$suffix.html" 2>/dev/null
  reports+=("weekly-athlete-01$suffix" "season-athlete-01$suffix" "plan-athlete-01$suffix" "calendar-athlete-01$suffix" "activity-athlete-01$suffix"
            "activity-4078723797$suffix")
done
for report in "${reports[@]}"; do
  for width in 390 1280; do
    shot=()
    [ -n "$examples" ] && shot=(--png "$out/$report-$width.png")
    # The weekly page on a phone: at most half the 6,848 px it was as cards (issue 51).
    limit=()
    [[ "$report" == weekly-* && "$width" == 390 ]] && limit=(--max-height 3424)
    "$python" scripts/html-layout-check.py "$out/$report.html" --width "$width" "${shot[@]}" "${limit[@]}"
  done
done
