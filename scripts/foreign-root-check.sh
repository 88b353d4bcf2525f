#!/usr/bin/env bash
# Runs the portable binary inside another Debian release's root (debootstrap
# --variant=minbase: no OpenBLAS, SQLite, ICU or libxml2 at all, and a newer
# glibc) and checks that its output equals the same binary's on this host:
# `batch` of datasets/sample (CSV and Parquet), and `activity`, `fit info` and
# a library round trip (init, ingest, report weekly --format json).
#   bash scripts/foreign-root-check.sh BINARY [RELEASE]   (RELEASE: default trixie)
set -euo pipefail
binary="$(realpath "$1")"
release="${2:-trixie}"
root="$(pwd)/.build/roots/$release"
if [ ! -x "$root/bin/sh" ]; then
  echo "debootstrap $release (minbase) into $root…"
  rm -rf "$root"
  mkdir -p "$(dirname "$root")"
  debootstrap --variant=minbase "$release" "$root" http://deb.debian.org/debian > "$root.log" 2>&1 \
    || { tail -5 "$root.log" >&2; echo "error: debootstrap $release failed (log: $root.log)" >&2; exit 1; }
fi
rm -rf "$root/work"
mkdir -p "$root/work"
cp "$binary" "$root/work/veloscore"
cp -r datasets/sample "$root/work/sample"
cp datasets/fit/4078723797.fit "$root/work/ride.fit"
host="$(mktemp -d)"
trap 'rm -rf "$host"' EXIT
cp -r datasets/sample "$host/sample"
cp datasets/fit/4078723797.fit "$host/ride.fit"

# The same script in both places; only the working folder differs.
cat > "$root/work/run.sh" <<'SCRIPT'
set -eu
cd "$1"
V="$2"
"$V" batch sample --out out-csv --no-progress >/dev/null
"$V" batch sample --out out-parquet --format parquet --no-progress >/dev/null
"$V" activity ride.fit > activity.txt 2>&1
"$V" fit info ride.fit --json > fit-info.json
"$V" init --library lib >/dev/null
"$V" ingest sample --library lib --no-progress >/dev/null
"$V" report weekly --library lib --athlete athlete-01 --format json --date 2026-11-20 > weekly.json
SCRIPT
cp "$root/work/run.sh" "$host/run.sh"
sh "$host/run.sh" "$host" "$binary"
# Swift reads its arguments from /proc/self/cmdline: a private /proc for the chroot.
unshare --mount --fork sh -c "mount -t proc proc '$root/proc' && chroot '$root' sh /work/run.sh /work /work/veloscore"
for f in out-csv out-parquet activity.txt fit-info.json weekly.json; do
  diff -r "$host/$f" "$root/work/$f" >/dev/null || { echo "error: $f differs between this host and the $release root" >&2; diff -r "$host/$f" "$root/work/$f" | head -20 >&2; exit 1; }
done
glibc="$(chroot "$root" /lib/x86_64-linux-gnu/libc.so.6 | head -1 | grep -oE 'version [0-9]+\.[0-9]+' | cut -d' ' -f2)"
present="$(ls "$root/usr/lib/x86_64-linux-gnu" | { grep -E '^lib(openblas|sqlite3|icu[a-z]*|xml2)\.so\.[0-9]+$' || true; } | tr '\n' ' ')"
echo "foreign root: Debian $release, glibc $glibc, of OpenBLAS/SQLite/ICU/libxml2 only: ${present:-none} (its own, unused)"
echo "  batch (CSV and Parquet), activity, fit info, init + ingest + report weekly: equal to this host's output"
