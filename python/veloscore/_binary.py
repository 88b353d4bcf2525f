"""The `veloscore` binary the wheel carries, and running it."""

import os
import pathlib
import stat
import subprocess
import sys


class VeloscoreError(RuntimeError):
    """The engine refused its input or failed: the command, its exit code (65
    bad input, 66 an unreadable input, 74 an I/O error, …) and what it said."""

    def __init__(self, command, code, stderr):
        self.command, self.code, self.stderr = command, code, stderr
        super().__init__(f"veloscore {' '.join(command)} exited {code}: {stderr.strip()[-2000:]}")


def binary_path():
    """The binary: $VELOSCORE_BINARY when set, else the one inside the package."""
    given = os.environ.get("VELOSCORE_BINARY")
    if given:
        return given
    bundled = pathlib.Path(__file__).with_name("bin") / "veloscore"
    if not bundled.is_file():
        raise FileNotFoundError(
            f"{bundled}: this veloscore package has no binary (a source checkout, not a wheel): "
            "build one with `make wheel`, or set VELOSCORE_BINARY to a veloscore executable")
    mode = bundled.stat().st_mode
    if not mode & stat.S_IXUSR:  # some installers drop the executable bit of package data
        bundled.chmod(mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return str(bundled)


def run(args, accept=(0,), timeout=None):
    """Runs `veloscore ARGS…`; returns the finished process, raising
    VeloscoreError for an exit code not in `accept`. JSON numbers come at full
    precision (VELOSCORE_JSON_PRECISION=full), not rounded for reading."""
    env = {**os.environ, "VELOSCORE_JSON_PRECISION": "full"}
    done = subprocess.run([binary_path(), *args], capture_output=True, text=True, timeout=timeout, env=env)
    if done.returncode not in accept:
        raise VeloscoreError(list(args), done.returncode, done.stderr)
    return done


def main():
    """The `veloscore` command a wheel puts on PATH: the binary itself."""
    path = binary_path()
    os.execv(path, [path, *sys.argv[1:]])
