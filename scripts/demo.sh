#!/usr/bin/env bash
# The main job on the bundled dataset: score the latest ride of each sample
# athlete, then chart the first athlete's fitness (CTL/ATL/TSB).
set -euo pipefail
bin=${1:?usage: demo.sh PATH-TO-veloscore}
data=datasets/sample

echo "== veloscore $("$bin" --version): bundled sample, $(($(wc -l < $data/athletes.csv) - 1)) athletes"
echo
tail -n +2 "$data/athletes.csv" | while IFS=, read -r id sex birth weight ftp rest; do
  ride=$(ls "$data/$id/rides/"*.csv | tail -n 1)
  "$bin" activity "$ride" --ftp "$ftp"
  echo
done
"$bin" pmc "$data/athlete-01/daily.csv" --days 42
