#!/usr/bin/env bash
# `make serve-postgres`: the demo on PostgreSQL in one command. Starts a private
# PostgreSQL cluster (scripts/postgres-cluster.sh; installed from Debian's
# packages when missing), ingests the bundled sample into it, creates a coach
# token and serves the API on 127.0.0.1:${PORT:-8080}; Ctrl-C stops the server
# and the cluster. With $VELOSCORE_DATABASE set, uses that database instead.
set -euo pipefail
bin=${1:?usage: serve-postgres.sh PATH-TO-veloscore}
here=$(cd "$(dirname "$0")" && pwd)
port=${PORT:-8080}
if [ -z "${VELOSCORE_DATABASE:-}" ]; then
  cluster=${TMPDIR:-/tmp}/veloscore-postgres-demo
  bash "$here/postgres-cluster.sh" stop "$cluster"
  VELOSCORE_DATABASE=$(bash "$here/postgres-cluster.sh" start "$cluster")
  trap 'bash "$here/postgres-cluster.sh" stop "$cluster"' EXIT
fi
export VELOSCORE_DATABASE
"$bin" init
"$bin" ingest "$here/../datasets/sample" --jobs 2
token=$("$bin" token create --coach --write)
echo
echo "Serving $VELOSCORE_DATABASE on http://127.0.0.1:$port (Ctrl-C stops it). Try:"
echo "  curl -H 'Authorization: Bearer $token' http://127.0.0.1:$port/v1/athletes/athlete-01/dashboard"
echo "  VELOSCORE_DATABASE='$VELOSCORE_DATABASE' $bin report weekly --athlete athlete-01"
"$bin" serve --port "$port"
