#!/usr/bin/env bash
# A private PostgreSQL cluster for the tests: `start DIR` installs PostgreSQL
# from Debian's packages when missing, initialises a cluster in DIR (trust
# authentication, C locale), starts it listening only on a Unix socket in DIR,
# creates the role 'app' (an ordinary login role, as an application's would be:
# row-level security applies to it) and its database 'veloscore', and prints
# the URL; `stop DIR` stops it and removes DIR.
set -euo pipefail
cmd=${1:?usage: postgres-cluster.sh start|stop DIR}
dir=${2:?usage: postgres-cluster.sh start|stop DIR}

bindir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }

# initdb and the server refuse to run as root: as root, run them as 'postgres'.
as_owner() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "$cmd" in
start)
  if [ -z "$(bindir)" ] || [ ! -x "$(bindir)/initdb" ]; then
    if [ "$(id -u)" -eq 0 ]; then run=(); elif sudo -n true 2>/dev/null; then run=(sudo -n); else
      echo "error: PostgreSQL is not installed; install it as root: apt-get install -y postgresql" >&2; exit 1
    fi
    echo "installing postgresql (apt-get)…" >&2
    DEBIAN_FRONTEND=noninteractive "${run[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${run[@]}" apt-get install -y -qq postgresql >/dev/null
  fi
  bin=$(bindir)
  mkdir -p "$dir"
  [ "$(id -u)" -eq 0 ] && chown postgres "$dir"
  as_owner "$bin/initdb" -D "$dir/data" -A trust -U veloscore --locale=C.UTF-8 -E UTF8 >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; exit 1; }
  as_owner "$bin/pg_ctl" -D "$dir/data" -o "-k $dir -c listen_addresses='' -c fsync=off -c max_connections=200" -l "$dir/server.log" -w start >/dev/null \
    || { cat "$dir/server.log" >&2; exit 1; }
  as_owner "$bin/psql" -h "$dir" -U veloscore -d postgres -qAt \
    -c "CREATE ROLE app LOGIN" -c "CREATE DATABASE veloscore OWNER app" >/dev/null
  echo "postgresql://app@/veloscore?host=$dir"
  ;;
stop)
  bin=$(bindir)
  [ -d "$dir/data" ] && as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
  ;;
*) echo "usage: postgres-cluster.sh start|stop DIR" >&2; exit 64 ;;
esac
