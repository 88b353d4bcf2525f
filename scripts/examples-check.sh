#!/usr/bin/env bash
# Examples/ is a package of its own, as an app's would be: it depends on
# veloscore with no traits and on the app-facing products only. This checks
# that it resolves no server or TLS package (Hummingbird, SwiftNIO,
# postgres-nio, swift-nio-ssl, swift-crypto), builds, and that both examples
# run: keep-a-library (a SQLite library) and health-app (the app's own records,
# the weekly screen in es-MX).
# Usage: scripts/examples-check.sh [SWIFT]
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${1:-swift}
deps=$($swift package --package-path Examples show-dependencies --format json)
forbidden=$(printf '%s' "$deps" | python3 -c '
import json, sys
def walk(p):
    yield p["identity"]
    for d in p.get("dependencies", []): yield from walk(d)
root = json.load(sys.stdin)
found = sorted(set(walk(root)) - {root["identity"]})
banned = {"hummingbird", "swift-nio", "swift-nio-ssl", "swift-nio-extras", "postgres-nio", "swift-crypto"}
print(" ".join(i for i in found if i in banned))
print("examples-check: Examples resolves " + ", ".join(found) + " (veloscore under its folder name)", file=sys.stderr)
')
if [ -n "$forbidden" ]; then
  echo "examples-check: an app depending on the libraries without traits resolves $forbidden" >&2
  exit 1
fi
$swift build --package-path Examples
bin=$($swift build --package-path Examples --show-bin-path)
"$bin/keep-a-library" .
"$bin/health-app" | tail -1
