#!/usr/bin/env python3
"""`make wheel`: the Python package (python/) with the portable binary inside,
as a platform wheel tagged with the glibc floor the binary reached.

1. Stages python/ in OUT/src and copies BINARY to veloscore/bin/veloscore.
2. Checks that veloscore/contract.json (committed; a Swift test keeps it equal to
   the engine's) is the `_schema.json` this binary writes (a one-athlete batch of
   datasets/sample): the package reads the contract the binary states.
3. Builds the wheel with setuptools (pip wheel, no isolation: .venv-wheel holds
   the locked backend) and retags it `py3-none-manylinux_2_X_x86_64`, X being
   the newest GLIBC_2.X symbol version `objdump -T` finds in the binary.

  python scripts/build-wheel.py BINARY OUT     (prints the wheel's path)
"""
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent


def glibc_floor(binary):
    """(major, minor) of the newest glibc symbol version the binary needs."""
    symbols = subprocess.run(["objdump", "-T", str(binary)], check=True, capture_output=True, text=True).stdout
    versions = {tuple(int(p) for p in v.split(".")) for v in re.findall(r"GLIBC_([0-9]+\.[0-9]+)", symbols)}
    if not versions:
        sys.exit(f"build-wheel: {binary} names no glibc symbol version: not the portable Linux binary?")
    return max(versions)


def main():
    binary, out = pathlib.Path(sys.argv[1]).resolve(), pathlib.Path(sys.argv[2]).resolve()
    src, dist = out / "src", out / "dist"
    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(ROOT / "python", src, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info", "build", "bin"))
    package = src / "veloscore"
    (package / "bin").mkdir()
    shutil.copy2(binary, package / "bin" / "veloscore")
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([str(binary), "batch", str(ROOT / "datasets/sample"), "--out", tmp, "--only", "athlete-01",
                        "--format", "parquet", "--no-progress"], check=True, capture_output=True)
        written = pathlib.Path(tmp, "_schema.json").read_bytes()
    if written != (package / "contract.json").read_bytes():
        sys.exit(f"build-wheel: python/veloscore/contract.json differs from the _schema.json {binary} writes: "
                 "VELOSCORE_WRITE_CONTRACT=1 swift test --filter BatchDatasetTests, or rebuild the binary")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(dist),
                    str(src)], check=True)
    (built,) = dist.glob("veloscore-*.whl")
    major, minor = glibc_floor(binary)
    subprocess.run([sys.executable, "-m", "wheel", "tags", "--remove", "--python-tag", "py3", "--abi-tag", "none",
                    "--platform-tag", f"manylinux_{major}_{minor}_x86_64", str(built)], check=True, capture_output=True)
    (wheel,) = dist.glob("veloscore-*.whl")
    print(wheel)


if __name__ == "__main__":
    main()
