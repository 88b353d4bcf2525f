#!/usr/bin/env bash
# The PostgreSQL half of `make test`: starts a private cluster (postgres-cluster.sh),
# runs the store's tests and the backend-equality test on it, then serve-e2e
# against a server on it (with schemathesis when given, as make test does), then kills the cluster under
# a serving server three times (serve-attacks.py --cluster); the cluster is stopped however it ends.
# usage: postgres-tests.sh VELOSCORE_BINARY [SCHEMATHESIS]
# SWIFT_TEST_FLAGS: the build's flags (make check: the traits and .build-all);
# SCHEMATHESIS_SEED: schemathesis's seed (an integer, or random).
set -euo pipefail
bin=${1:?usage: postgres-tests.sh VELOSCORE_BINARY [SCHEMATHESIS]}
st=${2:-}
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -u /tmp/veloscore-pg.XXXXXX)
url=$(bash "$here/postgres-cluster.sh" start "$dir")
trap 'bash "$here/postgres-cluster.sh" stop "$dir"' EXIT
echo "PostgreSQL test cluster: $url"
# shellcheck disable=SC2086 # the flags are words
VELOSCORE_TEST_DATABASE="$url" swift test ${SWIFT_TEST_FLAGS:-} --skip-build --filter 'VeloStoreTests|BackendEqualityTests'
python=${PYTHON:-.venv-api/bin/python}
# With SCHEMATHESIS, every phase of it too (10 examples an operation: about 6 min in the debug build).
"$python" "$here/serve-e2e.py" "$bin" --database "$url" ${st:+--schemathesis "$st" --examples 10 --seed "${SCHEMATHESIS_SEED:-random}"}
"$python" "$here/serve-attacks.py" "$bin" --skip-sqlite --cluster "$dir"
