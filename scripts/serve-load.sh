#!/usr/bin/env bash
# Load on `veloscore serve` over loopback, on the 100-athlete × 10-year library:
# wrk on `week` and `dashboard` (2 threads, 16 connections, 10 s each), then 20
# concurrent uploads of a 330 kB FIT (one per athlete) checked for nothing lost,
# then wrk re-uploading it (every answer a duplicate after a full parse).
# Prints /proc/loadavg with each row. Usage: scripts/serve-load.sh [PATH-TO-veloscore]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-.build/release/veloscore}
lib=${SERVE_LOAD_LIBRARY:-/tmp/veloscore-load-library}
if [ ! -f "$lib/library.sqlite" ]; then
  rm -rf "$lib" "$lib.dataset"
  "$bin" synth --out "$lib.dataset" --athletes 100 --days 3650 --stream-days 0 >/dev/null
  "$bin" init --library "$lib" >/dev/null
  "$bin" ingest "$lib.dataset" --library "$lib" --jobs 2 >/dev/null
fi
read_token=$("$bin" token create --coach --library "$lib" 2>/dev/null)
write_token=$("$bin" token create --coach --write --library "$lib" 2>/dev/null)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
# One coach token sends every upload here: let it have 64 in at once (the default, 2 per token, is for phones).
"$bin" serve --library "$lib" --port "$port" --uploads-per-token 64 2>/dev/null &
server=$!
trap 'kill -TERM $server 2>/dev/null; wait $server 2>/dev/null || true' EXIT
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
echo "veloscore serve on 127.0.0.1:$port, library $lib ($(nproc) cores)"
for route in week dashboard; do
  echo "== GET /v1/athletes/athlete-50/$route   load: $(cut -d' ' -f1-3 /proc/loadavg)"
  wrk -t2 -c16 -d10s --latency -H "Authorization: Bearer $read_token" "http://127.0.0.1:$port/v1/athletes/athlete-50/$route" \
    | grep -E "Requests/sec|^ +50%|^ +99%|Non-2xx|Socket errors"
done
# The same routes built on every request (--cache-mb 0), and over all 100
# athletes (a fresh document per athlete and day, then kept).
cold_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
"$bin" serve --library "$lib" --port "$cold_port" --cache-mb 0 2>/dev/null &
cold=$!
trap 'kill -TERM $server $cold 2>/dev/null; wait $server $cold 2>/dev/null || true' EXIT
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$cold_port/healthz" >/dev/null && break; sleep 0.1; done
for route in week dashboard; do
  echo "== GET /v1/athletes/athlete-50/$route, built every time (--cache-mb 0)   load: $(cut -d' ' -f1-3 /proc/loadavg)"
  wrk -t2 -c16 -d10s --latency -H "Authorization: Bearer $read_token" "http://127.0.0.1:$cold_port/v1/athletes/athlete-50/$route" \
    | grep -E "Requests/sec|^ +50%|^ +99%|Non-2xx|Socket errors"
done
kill -TERM $cold; wait $cold 2>/dev/null || true
cat > /tmp/veloscore-athletes.lua <<'LUA'
local n = 0
request = function()
  n = n % 100 + 1
  local name = n < 100 and string.format("athlete-%02d", n) or "athlete-100"
  return wrk.format("GET", "/v1/athletes/" .. name .. "/dashboard")
end
LUA
echo "== GET dashboard of each of the 100 athletes in turn   load: $(cut -d' ' -f1-3 /proc/loadavg)"
wrk -t2 -c16 -d10s --latency -s /tmp/veloscore-athletes.lua -H "Authorization: Bearer $read_token" "http://127.0.0.1:$port" \
  | grep -E "Requests/sec|^ +50%|^ +99%|Non-2xx|Socket errors"
run=$(date +%s)
for k in $(seq -w 1 20); do "$bin" athlete add "load-$run-$k" --library "$lib" >/dev/null; done
echo "== 20 concurrent FIT uploads (330 kB, one per new athlete)   load: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$port" "$write_token" "$run" <<'PY'
import concurrent.futures, json, sys, time, urllib.error, urllib.request
port, token, run = sys.argv[1], sys.argv[2], sys.argv[3]
body = open("datasets/fit/4078723797.fit", "rb").read()
def upload(k):
    req = urllib.request.Request(f"http://127.0.0.1:{port}/v1/athletes/load-{run}-{k + 1:02d}/activities?name=ride.fit", data=body, method="POST",
                                 headers={"Authorization": f"Bearer {token}", "Content-Type": "application/octet-stream"})
    for _ in range(60):  # as a client does: 429 (slots and line full) and 503 again after Retry-After
        try:
            with urllib.request.urlopen(req, timeout=120) as r:
                return r.status, json.loads(r.read())
        except urllib.error.HTTPError as e:
            if e.code not in (429, 503):
                raise
            time.sleep(float(e.headers.get("Retry-After", "1")))
    raise SystemExit("an upload was refused 60 times")
start = time.perf_counter()
with concurrent.futures.ThreadPoolExecutor(20) as pool:
    results = list(pool.map(upload, range(20)))
elapsed = time.perf_counter() - start
stored = sum(len(b["activities"]) for s, b in results)
print(f"   {elapsed:.2f} s for 20 uploads ({20 / elapsed:.1f}/s), statuses {sorted(set(s for s, _ in results))}, activities returned {stored}")
PY
echo "== wrk re-uploading the FIT to athlete-01 (duplicates)   load: $(cut -d' ' -f1-3 /proc/loadavg)"
cat > /tmp/veloscore-upload.lua <<LUA
wrk.method = "POST"
wrk.headers["Authorization"] = "Bearer $write_token"
wrk.headers["Content-Type"] = "application/octet-stream"
local f = io.open("datasets/fit/4078723797.fit", "rb"); wrk.body = f:read("*a"); f:close()
LUA
wrk -t2 -c4 -d10s --latency -s /tmp/veloscore-upload.lua "http://127.0.0.1:$port/v1/athletes/athlete-01/activities?name=ride.fit" \
  | grep -E "Requests/sec|^ +50%|^ +99%|Non-2xx|Socket errors"
