#!/usr/bin/env bash
# Builds the binary the cluster path and the Python wheel ship: release, the CLI
# without the server (no traits), Swift runtime and Foundation static
# (--static-swift-stdlib), and OpenBLAS (with gfortran and quadmath), SQLite,
# zlib, Zstandard, libstdc++ and libgcc linked statically too, so that it needs
# nothing on a node but glibc (libc, libm, libpthread, libdl, librt, libutil).
#
# The glibc it needs is set by what it links against, not by where it is
# compiled: the link uses an older Debian's C runtime and libraries as its
# sysroot (FLOOR, default bullseye: glibc 2.31, GCC 10, the oldest Debian this
# machine's mirror still serves), debootstrapped into
# .build/roots/<FLOOR>-sysroot on first use. Symbols the Swift runtime's own
# static libraries take from a newer glibc or GCC are supplied by
# scripts/portable/glibc-compat.cc. Checks the result with ldd against an
# allow-list and objdump against the floor, and prints both.
#   bash scripts/build-portable.sh OUT   (OUT: the stripped executable)
#   FLOOR=bookworm bash scripts/build-portable.sh OUT   (the host's own libraries)
set -euo pipefail
out="$1"
swift="${SWIFT:-swift}"
floor="${FLOOR:-bullseye}"
root="$(pwd)"
libs="$root/.build/portable-libs" pc="$root/.build/portable-pkgconfig"
rm -rf "$libs" "$pc"
mkdir -p "$libs" "$pc" "$(dirname "$out")"

# The sysroot: the C runtime, GCC's runtime and the static C libraries of the floor's release.
sysroot="$root/.build/roots/$floor-sysroot"
if [ ! -f "$sysroot/usr/lib/x86_64-linux-gnu/openblas-pthread/libopenblas.a" ]; then
  echo "debootstrap $floor (the link's sysroot) into $sysroot…"
  rm -rf "$sysroot"
  mkdir -p "$(dirname "$sysroot")"
  gcc_major="$(case "$floor" in bullseye) echo 10 ;; bookworm) echo 12 ;; *) echo "error: no GCC version known for $floor" >&2; exit 1 ;; esac)"
  debootstrap --variant=minbase \
    --include="libc6-dev,libgcc-$gcc_major-dev,libstdc++-$gcc_major-dev,libgfortran-$gcc_major-dev,libopenblas-dev" \
    "$floor" "$sysroot" http://deb.debian.org/debian > "$sysroot.log" 2>&1 \
    || { tail -5 "$sysroot.log" >&2; echo "error: debootstrap $floor failed (log: $sysroot.log)" >&2; exit 1; }
fi
# A root's links are absolute (/lib/x86_64-linux-gnu/libpthread.so.0): point them inside it, or the
# linker would take the host's libraries through them.
find "$sysroot" -xdev -type l -lname '/*' | while read -r link; do
  target="$(readlink "$link")"
  if [ "${target#"$sysroot"/}" = "$target" ]; then ln -sfn "$sysroot$target" "$link"; fi
done
gcc_dir="$(ls -d "$sysroot"/usr/lib/gcc/x86_64-linux-gnu/* | sort -V | tail -1)"

# Only static archives in this folder, named first on the link line: -lopenblas,
# -lsqlite3 (GRDB's module map), -lz, -lzstd and -lstdc++ resolve to them. GCC's
# runtimes (libstdc++, libgfortran with OpenBLAS) come from the floor's root;
# SQLite, zlib and Zstandard from this host, matching the headers the code was
# compiled with (the store needs SQLite ≥ 3.35, RETURNING; bullseye has 3.34) —
# plain C, whose glibc symbols the floor check below still bounds.
archive() {  # NAME FOLDER [PATH-PATTERN]
  local found
  found="$(find "$2" -name "$1" -path "${3:-*}" | head -1)"
  [ -f "$found" ] || { echo "error: $1 not in $2 (scripts/install-deps.sh portable installs it)" >&2; exit 1; }
  ln -sf "$found" "$libs/$1"
}
archive libopenblas.a "$sysroot/usr/lib/x86_64-linux-gnu" "*openblas-pthread*"
archive libgfortran.a "$gcc_dir"
archive libquadmath.a "$gcc_dir"
archive libstdc++.a "$gcc_dir"
archive libsqlite3.a /usr/lib/x86_64-linux-gnu
archive libz.a /usr/lib/x86_64-linux-gnu
archive libzstd.a /usr/lib/x86_64-linux-gnu

# What the Swift runtime's static libraries, built against a newer glibc and GCC, take that the floor lacks.
g++ -O2 -fPIC -c scripts/portable/glibc-compat.cc -o "$libs/glibc-compat.o"

# pkg-config files that put that folder before the system's (SwiftPM reads
# PKG_CONFIG_PATH for the CBLAS, CVeloZlib and CVeloZstd system-library targets).
cflags="$(pkg-config --cflags openblas)"
printf 'Name: openblas\nDescription: static\nVersion: 0\nCflags: %s\nLibs: -L%s -lopenblas -lgfortran -lquadmath\n' "$cflags" "$libs" > "$pc/openblas.pc"
printf 'Name: zlib\nDescription: static\nVersion: 0\nCflags:\nLibs: -L%s -lz\n' "$libs" > "$pc/zlib.pc"
printf 'Name: libzstd\nDescription: static\nVersion: 0\nCflags:\nLibs: -L%s -lzstd\n' "$libs" > "$pc/libzstd.pc"

# The link's inputs here are not ones SwiftPM tracks: always link anew.
rm -f .build/static/release/veloscore
# Compiled as usual; linked by clang with the floor's root as its sysroot (crt files, libc, libm, libgcc).
PKG_CONFIG_PATH="$pc" "$swift" build -c release --static-swift-stdlib --disable-default-traits --product veloscore \
  --scratch-path .build/static \
  -Xswiftc -Xclang-linker -Xswiftc -static-libgcc \
  -Xswiftc -Xclang-linker -Xswiftc --sysroot="$sysroot" \
  -Xlinker -L"$libs" -Xlinker "$libs/glibc-compat.o" -Xlinker -lpthread -Xlinker -ldl -Xlinker -lrt
strip -o "$out" .build/static/release/veloscore

# Allow-list: the kernel's vDSO, the dynamic loader and glibc's own libraries.
allowed='^(linux-vdso\.so\.1|ld-linux-x86-64\.so\.2|libc\.so\.6|libm\.so\.6|libpthread\.so\.0|libdl\.so\.2|librt\.so\.1|libutil\.so\.1)$'
linked="$(ldd "$out" | awk '{print $1}' | sed 's|.*/||')"
extra="$(echo "$linked" | grep -Ev "$allowed" || true)"
if [ -n "$extra" ]; then
  echo "error: $out links libraries beyond glibc:" $extra >&2
  exit 1
fi
needed="$(objdump -T "$out" | grep -oE 'GLIBC_[0-9.]+' | sort -uV | tail -1)"
have="$("$sysroot/lib/x86_64-linux-gnu/libc.so.6" 2>/dev/null | head -1 | grep -oE 'version [0-9]+\.[0-9]+' | cut -d' ' -f2 || true)"
have="${have:-$(ls "$sysroot"/lib/x86_64-linux-gnu/libc-*.so 2>/dev/null | grep -oE '[0-9]+\.[0-9]+' | head -1)}"
if [ -n "$have" ] && [ "$(printf '%s\n%s\n' "${needed#GLIBC_}" "$have" | sort -V | tail -1)" != "$have" ]; then
  echo "error: $out needs glibc ${needed#GLIBC_}, above its floor $floor ($have)" >&2
  exit 1
fi
echo "portable: $out ($(du -h "$out" | cut -f1)) links only:" $linked "; needs glibc >= ${needed#GLIBC_} (floor: $floor, glibc $have)"
