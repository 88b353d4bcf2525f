#!/usr/bin/env bash
# Installs what veloscore needs to build on Debian/Ubuntu when it is missing:
# pkg-config, OpenBLAS (libopenblas-dev), zlib (zlib1g-dev), Zstandard (libzstd-dev) and SQLite (libsqlite3-dev). Does nothing when all is present.
set -euo pipefail

missing=()
command -v swift >/dev/null 2>&1 || { echo "error: 'swift' not found: install a Swift 6.2+ toolchain (swift.org/install) and retry." >&2; exit 1; }
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists openblas; then
  missing+=(libopenblas-dev)
fi
# 'install-deps.sh chromium' also installs headless Chromium (HTML report check in make test).
[ "${1:-}" = chromium ] && ! command -v chromium >/dev/null 2>&1 && [ "$(uname -s)" != Darwin ] && missing+=(chromium)
# 'install-deps.sh wrk' also installs wrk (make serve-load).
[ "${1:-}" = wrk ] && ! command -v wrk >/dev/null 2>&1 && [ "$(uname -s)" != Darwin ] && missing+=(wrk)
# 'install-deps.sh portable' also installs what the static cluster binary (its sysroot is debootstrapped,
# scripts/build-portable.sh) and its foreign-root check need.
if [ "${1:-}" = portable ] && [ "$(uname -s)" != Darwin ]; then
  command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
  command -v objdump >/dev/null 2>&1 || missing+=(binutils)
  command -v g++ >/dev/null 2>&1 || missing+=(g++)
fi
# 'install-deps.sh hyperfine' also installs hyperfine (make report-timings).
[ "${1:-}" = hyperfine ] && ! command -v hyperfine >/dev/null 2>&1 && [ "$(uname -s)" != Darwin ] && missing+=(hyperfine)
# 'install-deps.sh valgrind' also installs valgrind (the instruction-count column of make compare).
[ "${1:-}" = valgrind ] && ! command -v valgrind >/dev/null 2>&1 && [ "$(uname -s)" != Darwin ] && missing+=(valgrind)
# 'install-deps.sh java' also installs a Java runtime (Spark in make distributed-test).
[ "${1:-}" = java ] && ! command -v java >/dev/null 2>&1 && [ "$(uname -s)" != Darwin ] && missing+=(openjdk-17-jre-headless)
# zlib headers (reading .fit.gz/.tcx.gz/.gpx.gz exports).
[ -f /usr/include/zlib.h ] || [ "$(uname -s)" = Darwin ] || missing+=(zlib1g-dev)
# Zstandard headers (the pages of batch's Parquet files).
[ -f /usr/include/zstd.h ] || [ "$(uname -s)" = Darwin ] || missing+=(libzstd-dev)
# SQLite headers for GRDB (the athlete store).
[ -f /usr/include/sqlite3.h ] || [ "$(uname -s)" = Darwin ] || missing+=(libsqlite3-dev)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(uname -s)" = Darwin ]; then
  # Accelerate (BLAS/LAPACK), zlib and SQLite ship with macOS: nothing to install.
  echo "note: on macOS veloscore uses Accelerate and the system's zlib and SQLite; nothing to install" >&2
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  run=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  run=(sudo -n)
else
  echo "error: missing ${missing[*]}; install them as root: apt-get update && apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "installing ${missing[*]} (apt-get)…"
export DEBIAN_FRONTEND=noninteractive
"${run[@]}" apt-get update -qq
"${run[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
pkg-config --exists openblas || { echo "error: OpenBLAS still not found by pkg-config after install" >&2; exit 1; }
