#!/usr/bin/env bash
# End-to-end check of the built CLI: the demo flow runs, JSON is produced, and
# bad input gives the documented exit codes with file/line in the message.
set -euo pipefail
bin=${1:?usage: e2e.sh PATH-TO-veloscore}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "e2e FAILED: $*" >&2; exit 1; }
expect_status() {  # expect_status CODE PATTERN -- command...
  local want=$1 pattern=$2; shift 3
  set +e; "$@" >"$tmp/out" 2>"$tmp/err"; local got=$?; set -e
  [ "$got" -eq "$want" ] || fail "'$*' exited $got, expected $want: $(cat "$tmp/err")"
  grep -q -- "$pattern" "$tmp/out" "$tmp/err" || fail "'$*' output lacks '$pattern'"
}

passed=0
check() { "$@"; passed=$((passed + 1)); }

check expect_status 0 "^0\." -- "$bin" --version
check expect_status 0 "Weekly progress: athlete-01" -- env DEMO_LIBRARY="$tmp/demo" bash scripts/demo.sh "$bin"
check expect_status 0 '"normalizedPower"' -- "$bin" activity datasets/sample/athlete-01/rides/2026-11-22.csv --ftp 239 --json
check expect_status 0 '"tsb"' -- "$bin" pmc datasets/sample/athlete-03/daily.csv --json
check expect_status 0 "Normalized Power" -- "$bin" activity datasets/fit/4078723797.fit
check expect_status 0 "Morton 3-parameter" -- "$bin" mmp datasets/fit/4078723797.fit
check expect_status 0 "Records 8357" -- "$bin" fit info datasets/fit/4078723797.fit
head -c 20000 datasets/fit/4078723797.fit >"$tmp/cut.fit"
check expect_status 65 "byte 20000" -- "$bin" fit dump "$tmp/cut.fit"
check expect_status 0 "monotony" -- "$bin" load datasets/sample/athlete-02/daily.csv
check expect_status 0 "recovery" -- "$bin" wellness datasets/sample/athlete-03/wellness.csv
check expect_status 0 "Theil" -- "$bin" trends datasets/sample/athlete-03/daily.csv tss
printf 'start_time,sport,duration,tss\n2026-11-16T06:30:00+01:00,ride,1:30:00,80\n' >"$tmp/workouts.csv"
check expect_status 0 "goal met" -- "$bin" week "$tmp/workouts.csv" --tz Europe/Berlin --goal 1
check expect_status 0 "wrote" -- "$bin" synth --out "$tmp/synth" --athletes 2 --days 20 --stream-days 2
check expect_status 0 "CTL" -- "$bin" pmc "$tmp/synth/athlete-02/daily.csv"
: >"$tmp/empty.csv"
check expect_status 65 "file is empty" -- "$bin" activity "$tmp/empty.csv" --ftp 250
printf 'time,cadence\n0,80\n' >"$tmp/nothing.csv"
check expect_status 65 "nothing to score" -- "$bin" activity "$tmp/nothing.csv" --ftp 250
printf 'time,power\n0,100\n1,x\n' >"$tmp/bad.csv"
check expect_status 65 "bad.csv:3 (column 'power')" -- "$bin" activity "$tmp/bad.csv" --ftp 250
check expect_status 66 "no such file" -- "$bin" pmc "$tmp/missing.csv"
check expect_status 64 "ftp" -- "$bin" activity "$tmp/bad.csv" --ftp 0
# Banister: the oracle's noise-free performances (known p0, k1, k2, τ1 = 38, τ2 = 9) are recovered.
python3 - "$tmp/perf.csv" <<'PY'
import datetime, json, sys
b = json.load(open("Tests/Oracles/planning_oracle.json"))["banister"]
start = datetime.date.fromisoformat(open("datasets/sample/athlete-01/daily.csv").readlines()[1][:10])
with open(sys.argv[1], "w") as f:
    f.write("date,watts\n" + "".join(f"{start + datetime.timedelta(days=d)},{v!r}\n" for d, v in zip(b["days"], b["clean"])))
PY
check expect_status 0 '"tau1" : 38' -- "$bin" banister datasets/sample/athlete-01/daily.csv --performances "$tmp/perf.csv" --column watts --json
python3 -c 'import json,sys; m=json.load(open(sys.argv[1]))["parameters"]; assert abs(m["k1"]-0.1)<1e-6 and abs(m["k2"]-0.25)<1e-6 and abs(m["p0"]-300)<1e-6 and m["tau2"]==9, m' "$tmp/out" || fail "banister did not recover the oracle's parameters"
printf 'date,watts\n2026-01-05,300\n' >"$tmp/few.csv"
check expect_status 65 "the fit needs at least 4" -- "$bin" banister datasets/sample/athlete-01/daily.csv --performances "$tmp/few.csv" --column watts
# Progress: one bar on a terminal (script(1) gives the command a pseudo-terminal), none when piped or with --no-progress.
if command -v script >/dev/null; then
  script -q -c "$bin synth --out $tmp/bar --athletes 6 --days 30 --stream-days 0" /dev/null >"$tmp/tty.txt"
  grep -q $'\r''synth .* 6/6 athletes' "$tmp/tty.txt" || fail "no progress bar on a terminal: $(head -c 300 "$tmp/tty.txt")"
  passed=$((passed + 1))
  script -q -c "$bin synth --out $tmp/bar2 --athletes 6 --days 30 --stream-days 0 --no-progress" /dev/null >"$tmp/tty.txt"
  ! grep -q 'athletes/s' "$tmp/tty.txt" || fail "--no-progress still drew a bar"
  passed=$((passed + 1))
fi
"$bin" batch "$tmp/bar" --out "$tmp/bar-out" 2>"$tmp/piped.txt" >/dev/null
[ ! -s "$tmp/piped.txt" ] || fail "a progress bar was drawn into a pipe: $(cat "$tmp/piped.txt")"
passed=$((passed + 1))
echo "e2e: $passed passed, 0 failed"
