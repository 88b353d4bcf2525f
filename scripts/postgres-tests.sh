#!/usr/bin/env bash
# The PostgreSQL half of `make test`: starts a private cluster (postgres-cluster.sh),
# runs the store's tests and the backend-equality test on it, then serve-e2e
# against a server on it (with schemathesis when given); the cluster is stopped however it ends.
# usage: postgres-tests.sh VELOSCORE_BINARY [SCHEMATHESIS]
set -euo pipefail
bin=${1:?usage: postgres-tests.sh VELOSCORE_BINARY [SCHEMATHESIS]}
st=${2:-}
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -u /tmp/veloscore-pg.XXXXXX)
url=$(bash "$here/postgres-cluster.sh" start "$dir")
trap 'bash "$here/postgres-cluster.sh" stop "$dir"' EXIT
echo "PostgreSQL test cluster: $url"
VELOSCORE_TEST_DATABASE="$url" swift test --skip-build --filter 'VeloStoreTests|BackendEqualityTests'
python=${PYTHON:-.venv-api/bin/python}
# Schemathesis against PostgreSQL is `make serve-e2e-postgres` (about 14 min in the debug
# build, and a request that builds a 50-year history can pass schemathesis's 10 s timeout):
# here serve-e2e's own checks run on it; pass SCHEMATHESIS to add it.
"$python" "$here/serve-e2e.py" "$bin" --database "$url" ${st:+--schemathesis "$st" --examples 10 --request-timeout 60}
