#!/usr/bin/env python3
"""Damaged, full and read-only storage through the built CLI (issue 28).

Builds a library, then damages copies of it in 40 ways (garbage headers,
truncations, scribbled pages, values of the wrong kind, dropped tables and
indexes, a corrupt stream blob) and runs every command kind on each. Each
failure must exit by the storage's SQLite result code (74 damaged or disk
full, 73 not writable; 65 for a bad input), never 1 or a signal, and never
print SQL text or a row dump. After 'check' finds damage, writes are refused.
Then a full disk and a read-only mount (tmpfs, when this runs as root).

Usage: storage-faults.py PATH-TO-veloscore
"""
import os, random, shutil, sqlite3, subprocess, sys, tempfile

binary = sys.argv[1]
repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ride = os.path.join(repo, "datasets/sample/athlete-01/rides/2026-11-21.csv")
tmp = tempfile.mkdtemp()
failures, runs = [], 0


def run(*args, library):
    return subprocess.run([binary, *args, "--library", library], capture_output=True, text=True, errors="replace")


def expect(name, command, result, allowed):
    global runs
    runs += 1
    text = result.stdout + result.stderr
    leaked = [w for w in ("SELECT ", "INSERT ", "UPDATE ", "while executing", "arguments:", "row: [", "Row(") if w in text]
    if result.returncode not in allowed or leaked:
        failures.append(f"{name}: '{' '.join(command)}' exited {result.returncode} (allowed {sorted(allowed)}){' leaked ' + str(leaked) if leaked else ''}: {result.stderr[:300]!r}")


base = os.path.join(tmp, "base")
for args in (["init"], ["athlete", "add", "ana", "--ftp", "250"],
             ["ingest", os.path.join(repo, "datasets/sample/athlete-01/rides/2026-11-19.csv"),
              os.path.join(repo, "datasets/sample/athlete-01/workouts.csv"), "--athlete", "ana"]):
    assert run(*args, library=base).returncode == 0, args
con = sqlite3.connect(os.path.join(base, "library.sqlite"))
con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
con.close()
size = os.path.getsize(os.path.join(base, "library.sqlite"))


def damaged(name, damage):
    folder = os.path.join(tmp, name)
    shutil.copytree(base, folder)
    damage(os.path.join(folder, "library.sqlite"))
    return folder


def bytes_at(offset, data):
    def damage(path):
        with open(path, "r+b") as f:
            f.seek(offset)
            f.write(data)
    return damage


def truncate(fraction):
    return lambda path: os.truncate(path, int(size * fraction) // 4096 * 4096 + 100)


def scribble(seed):
    def damage(path):
        rng = random.Random(seed)
        with open(path, "r+b") as f:
            for _ in range(6):
                f.seek(rng.randrange(4096, size - 512))
                f.write(bytes(rng.randrange(256) for _ in range(rng.randrange(8, 400))))
    return damage


def sql(*statements):
    def damage(path):
        c = sqlite3.connect(path)
        c.execute("PRAGMA writable_schema = ON")
        c.execute("PRAGMA ignore_check_constraints = ON")
        for s in statements:
            c.execute(s)
        c.commit()
        c.close()
    return damage


cases = {"header-zero": bytes_at(0, b"\0" * 100), "header-text": bytes_at(0, b"not a database at all " * 4),
         "page-size": bytes_at(16, b"\x00\x07"), "schema-cookie": bytes_at(40, b"\xff\xff\xff\xff")}
cases.update({f"truncate-{int(f * 100)}": truncate(f) for f in (0.05, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95)})
cases.update({f"scribble-{seed}": scribble(seed) for seed in range(14)})
cases.update({
    "activity-text-times": sql("UPDATE activity SET startTime = 'abc', localDate = x'00ff'"),
    "activity-odd-date": sql("UPDATE activity SET localDate = 42 WHERE rowid % 3 = 0"),
    "athlete-blob-name": sql("UPDATE athlete SET name = x'00ff00'"),
    "athlete-text-goal": sql("UPDATE athlete SET weeklyGoal = 'many'"),
    "threshold-kind": sql("UPDATE threshold SET kind = 'nonsense'"),
    "threshold-huge": sql("UPDATE threshold SET value = 1e308"),
    "stream-blob": sql("UPDATE activityStream SET data = x'0102030405'"),
    "stream-empty": sql("UPDATE activityStream SET data = x''"),
    "source-kind": sql("UPDATE sourceFile SET kind = 'other'"),
    "days-text": sql("UPDATE dailyMetric SET load = 'x'"),
    "days-huge": sql("UPDATE dailyMetric SET load = 1e308, ctl = 1e308"),
    "drop-index": sql("DELETE FROM sqlite_master WHERE type = 'index'"),
    "drop-days": sql("DELETE FROM sqlite_master WHERE name = 'dailyMetric'"),
    "drop-activity": sql("DELETE FROM sqlite_master WHERE name = 'activity'"),
    "wellness-junk": sql("INSERT INTO wellnessDay (athleteId, date) VALUES (1, 'not a date')"),
})
commands = [["activities"], ["activity", "1"], ["pmc"], ["week"], ["report", "weekly", "--format", "json"],
            ["report", "season", "--format", "html"], ["export", "--out", "EXPORT"], ["athlete", "set", "ana", "--ftp", "260"],
            ["ingest", ride, "--athlete", "ana"], ["delete", "activity", "2", "--athlete", "ana", "--yes"]]
assert len(cases) == 40, len(cases)
for name, damage in cases.items():
    folder = damaged(name, damage)
    for command in commands:
        command = [os.path.join(tmp, f"export-{name}") if c == "EXPORT" else c for c in command]
        expect(name, command, run(*command, library=folder), {0, 65, 73, 74})
    check = run("check", library=folder)
    expect(name, ["check"], check, {0, 74})
    if check.returncode == 74:  # writes are refused until a check passes
        r = run("athlete", "set", "ana", "--ftp", "270", library=folder)
        expect(name, ["athlete", "set", "after check"], r, {74})
        if "found damage" not in r.stderr and r.returncode == 74 and "damaged" not in r.stderr:
            failures.append(f"{name}: a write after a failed check was not refused as damaged: {r.stderr[:200]!r}")

# A full disk and a read-only mount: tmpfs, where this user may mount one (root on this machine kind).
def mount(point, options):
    os.makedirs(point, exist_ok=True)
    return subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", point], capture_output=True).returncode == 0


full = os.path.join(tmp, "full")
if os.geteuid() == 0 and mount(full, "size=1m"):
    try:
        shutil.copytree(base, os.path.join(full, "lib"))
        with open(os.path.join(full, "fill"), "wb") as f:
            try:
                f.write(b"\0" * (2 << 20))
            except OSError:
                pass
        for command in (["athlete", "set", "ana", "--ftp", "260"], ["athlete", "add", "bob"], ["ingest", ride, "--athlete", "ana"],
                        ["delete", "athlete", "ana", "--yes"]):
            r = run(*command, library=os.path.join(full, "lib"))
            expect("full disk", command, r, {74})
            if "no space left" not in r.stderr or "damaged" in r.stderr:
                failures.append(f"full disk: '{' '.join(command)}' does not say the disk is full: {r.stderr[:200]!r}")
    finally:
        subprocess.run(["umount", full])
    ro = os.path.join(tmp, "ro")
    assert mount(ro, "size=1m"), "a second tmpfs mount failed"
    try:
        shutil.copytree(base, os.path.join(ro, "lib"))
        subprocess.run(["mount", "-o", "remount,ro", ro], check=True)
        for command in (["athlete", "add", "bob"], ["athlete", "set", "ana", "--ftp", "260"], ["ingest", ride, "--athlete", "ana"],
                        ["delete", "athlete", "ana", "--yes"], ["init"]):
            expect("read-only mount", command, run(*command, library=os.path.join(ro, "lib")), {73})
        expect("read-only mount", ["activities"], run("activities", library=os.path.join(ro, "lib")), {0})
        expect("read-only mount", ["init", "new"], run("init", library=os.path.join(ro, "new")), {73})
    finally:
        subprocess.run(["umount", ro])
else:
    print("storage faults: NOT RUN: the full-disk and read-only-mount cases need tmpfs mounts (root with CAP_SYS_ADMIN)")

shutil.rmtree(tmp, ignore_errors=True)
for f in failures:
    print("FAILED", f)
print(f"storage faults: {runs - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
