#!/usr/bin/env bash
# Loads an HTML report in headless Chromium: the page must parse with its SVG
# charts, log no console or security errors, and screenshot to a non-blank PNG.
set -euo pipefail
html=${1:?usage: html-check.sh REPORT.html SHOT.png}
png=${2:?usage: html-check.sh REPORT.html SHOT.png}
url="file://$(cd "$(dirname "$html")" && pwd)/$(basename "$html")"
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --disable-extensions)
dom=$(timeout 120 chromium "${flags[@]}" --enable-logging=stderr --v=0 --dump-dom "$url" 2>"$png.log")
grep -q "<svg" <<<"$dom" || { echo "no SVG chart in the rendered DOM" >&2; exit 1; }
if grep -E "CONSOLE|Uncaught|Refused to|ERR_FILE" "$png.log" >&2; then echo "the page logged errors" >&2; exit 1; fi
timeout 120 chromium "${flags[@]}" --window-size=900,1600 --screenshot="$png" "$url" 2>/dev/null
python3 - "$png" <<'PY'
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
w, h = struct.unpack(">II", data[16:24])
idat, i = b"", 8
while i < len(data):
    n = struct.unpack(">I", data[i:i+4])[0]; kind = data[i+4:i+8]
    if kind == b"IDAT": idat += data[i+8:i+8+n]
    i += 12 + n
raw = zlib.decompress(idat)
distinct = len(set(raw[k:k+3] for k in range(1, len(raw), 97)))
assert distinct > 8, f"screenshot looks blank ({distinct} distinct colours)"
print(f"html-check: {w}x{h} screenshot, {distinct} distinct sampled colours")
PY
