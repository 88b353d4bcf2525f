"""The database dies under `veloscore serve` (imported by serve-attacks.py --cluster DIR).

8 writers post logged workouts without pause while the private cluster in DIR
(scripts/postgres-cluster.sh) is killed with SIGKILL, postmaster and backends, three
times, and started again 3 s later. Checked: no answer is 500 and none takes longer than
the server's 60 s statement deadline plus a margin; during an outage the answers are 503
with Retry-After; within 10 s of each restart `/healthz` answers and a write is stored;
SIGTERM then stops the server within 10 s.
"""
import json
import os
import pathlib
import signal
import subprocess
import threading
import time

import serve_harness
from serve_harness import Server, request


def pg_bin():
    return sorted(pathlib.Path("/usr/lib/postgresql").glob("*/bin"), key=lambda p: [int(x) for x in p.parent.name.split(".") if x.isdigit()])[-1]


def as_owner(*cmd):
    return (["runuser", "-u", "postgres", "--"] if os.getuid() == 0 else []) + list(cmd)


def kill_cluster(data):
    """SIGKILL to the postmaster and every process it started."""
    pid = int((data / "postmaster.pid").read_text().split()[0])
    children = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout.split()
    for p in [pid, *map(int, children)]:
        try:
            os.kill(p, signal.SIGKILL)
        except ProcessLookupError:
            pass
    for _ in range(100):  # until every one has gone
        if not any(pathlib.Path(f"/proc/{p}").exists() for p in [pid, *map(int, children)]):
            return
        time.sleep(0.05)


def start_cluster(cluster):
    subprocess.run(as_owner(str(pg_bin() / "pg_ctl"), "-D", str(cluster / "data"), "-o",
                            f"-k {cluster} -c listen_addresses='' -c fsync=off -c max_connections=200",
                            "-l", str(cluster / "server.log"), "-w", "start"), check=True, capture_output=True)


def run(bin_, cluster, check):
    cluster = pathlib.Path(cluster)
    lib = f"postgresql://app@/veloscore?host={cluster}&schema=attacks_{os.getpid()}"
    serve_harness.cli(bin_, "init", "--library", lib)
    serve_harness.cli(bin_, "athlete", "add", "ana", "--ftp", "250", "--library", lib)
    writer = serve_harness.cli(bin_, "token", "create", "--athlete", "ana", "--write", "--library", lib).strip()
    server = Server(bin_, lib)
    answers, lock, stop = [], threading.Lock(), threading.Event()
    counter = iter(range(10**9))

    def write():
        while not stop.is_set():
            n = next(counter)
            body = json.dumps({"sport": "running", "start": f"2026-0{1 + n % 9}-{1 + n % 28:02d}T06:{n % 60:02d}:00Z",
                               "durationSeconds": 600 + n, "rpe": 5}).encode()
            started = time.monotonic()
            try:
                status, data, _ = request("POST", server.url("/v1/athletes/ana/workouts"), token=writer, body=body, timeout=120)
            except OSError as e:
                status, data = repr(e), b""
            with lock:
                answers.append((started, time.monotonic() - started, status, data[:200]))

    writers = [threading.Thread(target=write) for _ in range(8)]
    for w in writers:
        w.start()
    recoveries = []
    for cycle in range(3):
        time.sleep(2)
        kill_cluster(cluster / "data")
        killed = time.monotonic()
        time.sleep(3)
        start_cluster(cluster)
        restarted = time.monotonic()
        healthy = stored = None
        while time.monotonic() - restarted < 30 and stored is None:
            if healthy is None and request("GET", server.url("/healthz"), timeout=10)[0] == 200:
                healthy = time.monotonic() - restarted
            with lock:
                stored = next((s + d - restarted for s, d, st, _ in answers if st in (200, 201) and s > restarted), None)
            time.sleep(0.1)
        recoveries.append((healthy, stored))
        with lock:
            outage = [a for a in answers if killed <= a[0] < restarted]
        print(f"cycle {cycle + 1}: {len(outage)} writes during the outage "
              f"({sorted({str(a[2]) for a in outage})}), /healthz after {healthy} s, first write stored "
              f"{stored if stored is None else round(stored, 2)} s after the restart", flush=True)
    stop.set()
    for w in writers:
        w.join(180)
    statuses = sorted({str(a[2]) for a in answers})
    check(all(a[2] != 500 for a in answers), f"no write was answered 500 in {len(answers)} ({statuses})")
    slowest = max(a[1] for a in answers)
    check(slowest < 75, f"no write waited beyond the 60 s statement deadline (slowest {slowest:.1f} s)")
    refused = [a for a in answers if a[2] == 503]
    check(all(b'"error" : "the library is unavailable"' in a[3] or b'busy' in a[3] for a in refused),
          f"every 503 says the library is unavailable or busy ({len(refused)} of them)")
    check(all(h is not None and h <= 10 for h, _ in recoveries), f"/healthz answers within 10 s of each restart ({recoveries})")
    check(all(s is not None and s <= 10 for _, s in recoveries), f"a write is stored within 10 s of each restart ({recoveries})")
    started = time.monotonic()
    code = server.stop()
    check(code == 0 and time.monotonic() - started < 10, f"SIGTERM stops the server within 10 s (exit {code})")
