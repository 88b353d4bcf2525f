#!/usr/bin/env bash
# Builds the binary the cluster path ships: release, Swift runtime and
# Foundation static (--static-swift-stdlib), and OpenBLAS (with gfortran and
# quadmath), SQLite, zlib, Zstandard, libstdc++ and libgcc linked statically too, so that it
# needs nothing on a node but glibc (libc, libm). Checks that with ldd against an
# allow-list and prints the newest glibc symbol version it needs.
#   bash scripts/build-portable.sh OUT   (OUT: the stripped executable)
set -euo pipefail
out="$1"
swift="${SWIFT:-swift}"
root="$(pwd)"
libs="$root/.build/portable-libs" pc="$root/.build/portable-pkgconfig"
rm -rf "$libs" "$pc"
mkdir -p "$libs" "$pc" "$(dirname "$out")"

# Only static archives in this folder, named first on the link line: -lopenblas,
# -lsqlite3 (GRDB's module map), -lz, -lzstd and -lstdc++ resolve to them.
archive() {
  local path
  path="$(gcc -print-file-name="$1")"
  [ "$path" != "$1" ] && [ -f "$path" ] || path="$(find /usr/lib -name "$1" -path "${2:-*}" | head -1)"
  [ -f "$path" ] || { echo "error: $1 not found (scripts/install-deps.sh portable installs it)" >&2; exit 1; }
  ln -sf "$path" "$libs/$1"
}
archive libopenblas.a "*openblas-pthread*"
archive libsqlite3.a
archive libz.a
archive libzstd.a
archive libgfortran.a
archive libquadmath.a
archive libstdc++.a

# pkg-config files that put that folder before the system's (SwiftPM reads
# PKG_CONFIG_PATH for the CBLAS, CVeloZlib and CVeloZstd system-library targets).
cflags="$(pkg-config --cflags openblas)"
printf 'Name: openblas\nDescription: static\nVersion: 0\nCflags: %s\nLibs: -L%s -lopenblas -lgfortran -lquadmath\n' "$cflags" "$libs" > "$pc/openblas.pc"
printf 'Name: zlib\nDescription: static\nVersion: 0\nCflags:\nLibs: -L%s -lz\n' "$libs" > "$pc/zlib.pc"
printf 'Name: libzstd\nDescription: static\nVersion: 0\nCflags:\nLibs: -L%s -lzstd\n' "$libs" > "$pc/libzstd.pc"

PKG_CONFIG_PATH="$pc" "$swift" build -c release --static-swift-stdlib --product veloscore --scratch-path .build/static \
  -Xswiftc -Xclang-linker -Xswiftc -static-libgcc -Xlinker -L"$libs"
strip -o "$out" .build/static/release/veloscore

# Allow-list: the kernel's vDSO, the dynamic loader and glibc's own libraries.
allowed='^(linux-vdso\.so\.1|ld-linux-x86-64\.so\.2|libc\.so\.6|libm\.so\.6|libpthread\.so\.0|libdl\.so\.2|librt\.so\.1)$'
linked="$(ldd "$out" | awk '{print $1}' | sed 's|.*/||')"
extra="$(echo "$linked" | grep -Ev "$allowed" || true)"
if [ -n "$extra" ]; then
  echo "error: $out links libraries beyond glibc:" $extra >&2
  exit 1
fi
floor="$(objdump -T "$out" | grep -oE 'GLIBC_[0-9.]+' | sort -uV | tail -1)"
echo "portable: $out ($(du -h "$out" | cut -f1)) links only:" $linked "; needs glibc >= ${floor#GLIBC_}"
