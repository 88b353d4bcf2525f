#!/usr/bin/env bash
# End-to-end check of the athlete library through the built CLI: init, athletes,
# ingest (duplicates, a bad file, two processes at once), every command's JSON,
# export round trip, batch vs library, and the HTML report in headless Chromium.
set -euo pipefail
bin=${1:?usage: store-e2e.sh PATH-TO-veloscore}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export VELOSCORE_LIBRARY="$tmp/lib"
fail() { echo "store e2e FAILED: $*" >&2; exit 1; }
passed=0
run() {  # run CODE PATTERN -- command...
  local want=$1 pattern=$2; shift 3
  set +e; "$@" >"$tmp/out" 2>"$tmp/err"; local got=$?; set -e
  [ "$got" -eq "$want" ] || fail "'$*' exited $got, expected $want: $(cat "$tmp/err")"
  grep -q -- "$pattern" "$tmp/out" "$tmp/err" || fail "'$*' output lacks '$pattern': $(head -c 400 "$tmp/out")"
  passed=$((passed + 1))
}
json() {  # json PATTERN -- command...: exit 0, valid JSON, contains PATTERN
  local pattern=$1; shift 2
  run 0 "$pattern" -- "$@"
  python3 -m json.tool "$tmp/out" >/dev/null || fail "'$*' did not print valid JSON"
}

run 66 "veloscore init" -- "$bin" athlete list
run 0 "Created library" -- "$bin" init
json '"schema"' -- "$bin" init --json
run 64 "starts with a letter" -- "$bin" athlete add '<script>alert(1)' --ftp 250
run 64 "starts with a letter" -- "$bin" athlete add '../../etc' --ftp 250
run 64 "letters, digits, spaces" -- "$bin" athlete add 'a/../../etc' --ftp 250
json '"name" : "Ana María"' -- "$bin" athlete add 'Ana María' --ftp 250 --tz Europe/Berlin --json
run 0 "athlete-01: 7 added" -- "$bin" ingest datasets/sample
run 0 "7 duplicates" -- "$bin" ingest datasets/sample
json '"duplicates" : 7' -- "$bin" ingest datasets/sample --json
printf 'time,power\n0,100\n1,abc\n' >"$tmp/bad.csv"
run 65 "bad.csv:3" -- "$bin" ingest "$tmp/bad.csv" datasets/sample/athlete-01/rides --athlete athlete-01
grep -q "0 added (0 activities, 0 wellness days), 5 duplicates, 1 failed" "$tmp/out" || fail "bad file summary: $(cat "$tmp/out")"

# Two processes ingesting the same files at once: each file lands once.
"$bin" athlete add racer --ftp 300 >/dev/null
"$bin" ingest datasets/fit --athlete racer --json >"$tmp/a.json" 2>/dev/null &
"$bin" ingest datasets/fit --athlete racer --json >"$tmp/b.json" 2>/dev/null &
wait
python3 - "$tmp/a.json" "$tmp/b.json" <<'PY' || fail "concurrent ingest stored a file twice or lost one"
import json, sys
a, b = (json.load(open(p))["items"][0] for p in sys.argv[1:])
assert a["added"] + b["added"] == 5 and a["duplicates"] + b["duplicates"] == 5, (a, b)
PY
passed=$((passed + 1))

json '"weeklyGoal"' -- "$bin" athlete list --json
json '"thresholds"' -- "$bin" athlete show athlete-01 --json
json '"hasStreams" : true' -- "$bin" activities --athlete athlete-01 --since 2026-11-17 --json
id=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["items"][-1]["id"])' "$tmp/out")
json '"normalizedPower"' -- "$bin" activity "$id" --athlete athlete-01 --json
run 65 "no activity" -- "$bin" activity "$id" --athlete racer
"$bin" activities --athlete athlete-01 --last 2 --json > "$tmp/last.json"
python3 - "$tmp/last.json" "$id" <<'PY' || fail "activities --last 2 did not end with the latest activity"
import json, sys
rows = json.load(open(sys.argv[1]))["items"]
assert len(rows) == 2 and str(rows[-1]["id"]) == sys.argv[2], rows
PY
passed=$((passed + 1))
run 64 "'--last' must be at least 1" -- "$bin" activities --athlete athlete-01 --last 0
json '"ctl"' -- "$bin" pmc --athlete athlete-01 --json
json '"acwr' -- "$bin" load --athlete athlete-01 --json
json '"recovery"' -- "$bin" wellness --athlete athlete-01 --json
json '"slope"' -- "$bin" trends ctl --athlete athlete-01 --json
json '"goal"' -- "$bin" week --athlete athlete-01 --json
json '"schemaVersion" : 2' -- "$bin" report weekly --athlete athlete-01 --format json
json '"powerCurve"' -- "$bin" report season --athlete athlete-02 --format json
run 0 "^date,weekday,load" -- "$bin" report weekly --athlete athlete-01 --format csv
run 0 "^| duration | power (before) | day |" -- "$bin" report weekly --athlete athlete-01 --date 2026-11-20 --format md
run 65 "name one with --athlete" -- "$bin" pmc

# Export round trip: a new library from the export has the same days.
run 0 "Exported 5 athletes" -- "$bin" export --out "$tmp/export"
run 66 "create one with 'veloscore init --library $tmp/lib2'" -- "$bin" ingest "$tmp/export" --library "$tmp/lib2"
run 0 "Created library" -- "$bin" init --library "$tmp/lib2"
run 0 "athlete-02: 7 added" -- "$bin" ingest "$tmp/export" --library "$tmp/lib2"
for a in athlete-01 athlete-02 athlete-03; do
  "$bin" pmc --athlete $a --json >"$tmp/p1"; "$bin" pmc --athlete $a --json --library "$tmp/lib2" >"$tmp/p2"
  cmp -s "$tmp/p1" "$tmp/p2" || fail "export round trip changed $a's PMC"
done
passed=$((passed + 1))
# The JSON archives round-trip too, to the same files as the CSV export (so a re-import is all duplicates).
run 0 "Exported 5 athletes" -- "$bin" export --format json --out "$tmp/json"
python3 -m json.tool "$tmp/json/athlete-03.json" >/dev/null || fail "export json invalid"
# The archive keeps its own keys: samples by CSV column name, every sample (not the printed vocabulary's names or precision).
python3 - "$tmp/json/athlete-01.json" datasets/sample/athlete-01/rides/2026-11-22.csv <<'PY' || fail "export json renamed or rounded the samples"
import csv, json, sys
archive = json.load(open(sys.argv[1]))
ride = next(a for a in archive["activities"] if a["date"] == "2026-11-22" and a.get("samples"))
rows = list(csv.DictReader(open(sys.argv[2])))
assert set(ride["samples"]) == set(rows[0]), sorted(ride["samples"])
assert [float(r["distance"]) for r in rows] == ride["samples"]["distance"][:len(rows)], "distance samples differ"
PY
run 0 "Created library" -- "$bin" init --library "$tmp/lib3"
run 0 "athlete-02: 7 added" -- "$bin" ingest "$tmp/json" --library "$tmp/lib3"
for a in athlete-01 athlete-02 athlete-03 racer; do
  "$bin" pmc --athlete $a --json >"$tmp/p1"; "$bin" pmc --athlete $a --json --library "$tmp/lib3" >"$tmp/p3"
  cmp -s "$tmp/p1" "$tmp/p3" || fail "JSON export round trip changed $a's PMC"
  "$bin" athlete show $a --json >"$tmp/s1"; "$bin" athlete show $a --json --library "$tmp/lib3" >"$tmp/s3"
  python3 - "$tmp/s1" "$tmp/s3" <<'PY' || fail "JSON export round trip changed $a's profile or thresholds"
import json, sys
def strip(x):
    if isinstance(x, dict):
        return {k: strip(v) for k, v in x.items() if k not in ("id", "athleteId", "createdAt", "dirtyFrom")}
    return [strip(v) for v in x] if isinstance(x, list) else x
a, b = (strip(json.load(open(p))) for p in sys.argv[1:])
assert a == b, (a, b)
PY
done
passed=$((passed + 1))
run 0 "athlete-01: 0 added (0 activities, 0 wellness days), 7 duplicates, 0 failed" -- "$bin" ingest "$tmp/json/athlete-01.json" --library "$tmp/lib3"
printf '{"format":"veloscore-athlete","schemaVersion":9}' >"$tmp/future.json"
run 65 "schemaVersion 9" -- "$bin" ingest "$tmp/future.json" --library "$tmp/lib3"

# Batch without a library equals the library's days.
run 0 "Scored 3 athletes" -- "$bin" batch datasets/sample --out "$tmp/batch" --jobs 2
"$bin" batch datasets/sample --out "$tmp/batch2" >/dev/null
diff -r "$tmp/batch" "$tmp/batch2" >/dev/null || fail "batch output is not deterministic"
python3 - "$tmp/batch/days/part-00000.csv" "$tmp/lib/library.sqlite" <<'PY' || fail "batch days differ from the library"
import csv, sqlite3, sys
rows = [r for r in csv.DictReader(open(sys.argv[1])) if r["athlete"] == "athlete-01"]
db = sqlite3.connect(sys.argv[2])
lib = db.execute("SELECT date, ctl, atl FROM dailyMetric d JOIN athlete a ON a.id = d.athleteId WHERE a.name = 'athlete-01' ORDER BY date").fetchall()
assert len(rows) == len(lib), (len(rows), len(lib))
for r, (date, ctl, atl) in zip(rows, lib):
    assert r["date"] == date and abs(float(r["ctl"]) - ctl) < 1e-6 and abs(float(r["atl"]) - atl) < 1e-6, (r, date, ctl)
PY
passed=$((passed + 1))
json '"ctl"' -- bash -c "\"$bin\" batch datasets/sample --out \"$tmp/bj\" --format json --only athlete-03 >/dev/null && head -1 \"$tmp/bj/days/part-00000.ndjson\""
run 65 "no athlete 'athlete-9'" -- "$bin" batch datasets/sample --out "$tmp/bx" --only athlete-01,athlete-9
run 0 "^complete .*-F _veloscore" -- "$bin" completions bash

# HTML and Markdown: markup in a file's sport is text, never markup.
printf 'date,sport,duration,tss\n2026-11-16,<img src=x onerror=alert(1)>,3600,80\n2026-11-17,=HYPERLINK("x"),1800,40\n' >"$tmp/hostile.csv"
"$bin" ingest datasets/sample/athlete-01/workouts.csv "$tmp/hostile.csv" --athlete 'Ana María' >/dev/null
run 0 "wrote" -- "$bin" report season --athlete 'Ana María' --format html --out "$tmp/x.html"
grep -q "<img" "$tmp/x.html" && fail "unescaped <img> in the HTML report"
grep -q "Ana María" "$tmp/x.html" || fail "athlete name missing from the HTML report"
run 0 "Ana María" -- "$bin" report weekly --athlete 'Ana María' --date 2026-11-17 --format md
grep -q "<img" "$tmp/out" && fail "unescaped <img> in the Markdown report"
run 0 "Exported 1 athlete" -- "$bin" export --athlete 'Ana María' --out "$tmp/hostile-export"
if grep -rq '^=\|,=' "$tmp/hostile-export"; then fail "a CSV cell starts a formula"; fi
passed=$((passed + 1))
# One activity: a real FIT file (the device's laps) and a stored ride (auto-laps, bests before it).
run 0 "Laps (the device's)" -- "$bin" report activity datasets/fit/4078723797.fit --format md
json '"channels"' -- "$bin" report activity datasets/fit/4078723797.fit --format json
ride="$("$bin" activities --athlete athlete-02 | awk '$1 ~ /^[0-9]+$/ {id = $1} END {print id}')"
run 0 "Laps (every 5 km" -- "$bin" report activity "$ride" --athlete athlete-02
run 0 "best of 90 days before" -- "$bin" report activity "$ride" --athlete athlete-02 --format md
# --cp alone is accepted, as by `activity` (BikeScore); W′ needs CP.
run 64 "needs '--cp'" -- "$bin" report activity datasets/fit/4078723797.fit --wprime 20000
run 65 "no activity 999999" -- "$bin" report activity 999999 --athlete athlete-02
run 0 "wrote" -- "$bin" report weekly --athlete athlete-02 --format html --out "$tmp/week.html"
if command -v chromium >/dev/null; then
  bash scripts/html-check.sh "$tmp/week.html" "$tmp/week.png" || fail "HTML check in Chromium"
  passed=$((passed + 1))
else
  echo "store e2e: chromium not installed, HTML render check skipped (make check installs it)" >&2
fi
# A read-only library (another user's files): reads work, writes exit 73.
cp -r "$VELOSCORE_LIBRARY" "$tmp/ro"
chmod 755 "$tmp"
as_reader() {  # root ignores permissions: read as 'nobody' then
  if [ "$(id -u)" -eq 0 ]; then su nobody -s /bin/bash -c "$(printf '%q ' "$@")"; else "$@"; fi
}
# 'nobody' may not reach the build folder (a clone in a private mktemp -d): run a copy from $tmp.
cp "$bin" "$tmp/veloscore-reader" && chmod 755 "$tmp/veloscore-reader"
set +e
# A library is private (folder 0700, files 0600): another user is told it cannot be read (66)…
if [ "$(id -u)" -eq 0 ]; then
  as_reader env VELOSCORE_LIBRARY="$tmp/ro" "$tmp/veloscore-reader" pmc --athlete athlete-01 --days 3 >"$tmp/ro.out" 2>"$tmp/ro.err"; got=$?
  [ $got -eq 66 ] && grep -q "cannot be read" "$tmp/ro.err" || fail "a private library read by another user exited $got: $(cat "$tmp/ro.err")"
  passed=$((passed + 1))
fi
# …until its owner shares it, read-only.
chmod -R a+rX "$tmp/ro"
chmod -R a-w "$tmp/ro"
as_reader env VELOSCORE_LIBRARY="$tmp/ro" "$tmp/veloscore-reader" pmc --athlete athlete-01 --days 3 >"$tmp/ro.out" 2>"$tmp/ro.err"; got=$?
[ $got -eq 0 ] && grep -q "CTL" "$tmp/ro.out" || fail "read-only library: pmc exited $got: $(cat "$tmp/ro.err")"
as_reader env VELOSCORE_LIBRARY="$tmp/ro" "$tmp/veloscore-reader" athlete add newcomer >"$tmp/ro.out" 2>"$tmp/ro.err"; got=$?
[ $got -eq 73 ] && grep -q "cannot be written" "$tmp/ro.err" || fail "read-only library: a write exited $got: $(cat "$tmp/ro.err")"
set -e
chmod -R u+w "$tmp/ro"
passed=$((passed + 1))
echo "store e2e: $passed passed, 0 failed"
