#!/usr/bin/env python3
"""Hostile clients against `veloscore serve`, with the bounds it must keep (issue 56).

On a SQLite library holding one athlete's ten years (`veloscore synth`; a PMC document of
about 530 KB), each phase on a server of its own, whose peak resident memory (VmHWM) must
stay under --rss-limit-mb (300):
- big bodies: 80 concurrent 30 MiB writes with a read-only token (each 403 before its body
  is read), then 80 keyed 30 MiB uploads with one write token (429 past its share);
- unread answers: 300 connections each pipelining 20 requests for another PMC and never
  reading, then 2,000 pipelined `/openapi.yaml` never read; `/healthz` must answer;
- a slow reader: a connection that stops reading is cut off (--write-timeout 5);
- two-week uploads: three concurrent uploads of a 14-day 1 Hz ride while `/healthz` is
  asked every 0.2 s: it must answer each within 1 s, every upload must end (stored, refused
  or 429) within 240 s, and nothing stored exceeds the documented limits.

With --cluster DIR (a private PostgreSQL cluster, scripts/postgres-cluster.sh), the
database dies: 8 writers upload workouts while the cluster is killed with SIGKILL three
times and restarted; during an outage answers are 503 with Retry-After (never 500, never a
hang); within 10 s of each restart `/healthz` answers and a write is stored; SIGTERM stops
the server within 10 s.
usage: serve-attacks.py VELOSCORE [--cluster DIR] [--rss-limit-mb N]
"""
import argparse
import concurrent.futures
import json
import os
import pathlib
import random
import select
import socket
import sys
import tempfile
import threading
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import serve_harness  # noqa: E402
from serve_harness import Server, request  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]
failures = []


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what, flush=True)
    if not ok:
        failures.append(what)


def memory_mb(pid):
    """(resident, peak resident) of `pid` in MiB, from /proc."""
    fields = dict(line.split(":", 1) for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines())
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


def first_line(sock):
    try:
        data = sock.recv(4096)
    except OSError:
        return ""
    return data.split(b"\r\n", 1)[0].decode("latin-1")


def big_body(port, token, megabytes, path="/v1/athletes/athlete-01/workouts"):
    """A write announcing `megabytes` MiB, sent until the server answers; the status line."""
    with socket.create_connection(("127.0.0.1", port), timeout=300) as s:
        s.sendall(f"POST {path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n"
                  f"Content-Type: application/json\r\nIdempotency-Key: k{random.random()}\r\n"
                  f"Content-Length: {megabytes << 20}\r\n\r\n".encode())
        chunk = b"x" * (1 << 20)
        for _ in range(megabytes):
            if select.select([s], [], [], 0)[0]:  # answered before the whole body: stop sending
                break
            try:
                s.sendall(chunk)
            except OSError:
                break
        return first_line(s)


def pipelined(port, path, count, token=None):
    """A connection with `count` requests for `path` sent at once and never read."""
    s = socket.create_connection(("127.0.0.1", port), timeout=30)
    auth = f"Authorization: Bearer {token}\r\n" if token else ""
    s.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\n{auth}\r\n".encode() * count)
    return s


def open_sockets(pid):
    """How many sockets `pid` holds open (its listener, its connections)."""
    count = 0
    for fd in pathlib.Path(f"/proc/{pid}/fd").iterdir():
        try:
            count += os.readlink(fd).startswith("socket:")
        except OSError:
            pass
    return count


def ride_csv(days, seed=11):
    """A ride of `days` days at 1 Hz (a random walk of power and heart rate)."""
    rng, power, rows = random.Random(seed), 180.0, ["time,power,heart_rate\n"]
    for t in range(days * 86_400 - 60):
        power = max(0.0, min(700.0, power + rng.gauss(0, 12) - 0.02 * (power - 180)))
        rows.append(f"{t},{power:.0f},{120 + int(power) // 8}\n")
    return "".join(rows).encode()


def sqlite_attacks(bin_, limit_mb):
    lib = tempfile.mkdtemp(prefix="veloscore-attacks-")
    serve_harness.cli(bin_, "init", "--library", lib)
    # Ten years of one athlete: a PMC document of about 530 KB, the size that made unread answers costly.
    history = tempfile.mkdtemp(prefix="veloscore-attacks-data-")
    serve_harness.cli(bin_, "synth", "--out", history, "--athletes", "1", "--days", "3650", "--stream-days", "0",
                      "--no-progress")
    serve_harness.cli(bin_, "ingest", history, "--library", lib)
    token = lambda *a: serve_harness.cli(bin_, "token", "create", *a, "--library", lib).strip()  # noqa: E731
    reader = token("--athlete", "athlete-01")
    writers = [token("--athlete", "athlete-01", "--write") for _ in range(3)]  # a token has at most 2 uploads in

    def phase(name, attack):
        """`attack(server)` on a server of its own; its peak resident memory checked against the bound."""
        server = Server(bin_, lib, "--write-timeout", "5")
        start = memory_mb(server.proc.pid)[0]
        attack(server)
        resident, peak = memory_mb(server.proc.pid)
        check(peak <= limit_mb, f"{name}: peak resident memory {peak:.0f} MiB ≤ {limit_mb} MiB "
                                f"(at start {start:.0f}, after {resident:.0f})")
        check(server.stop() == 0, f"{name}: SIGTERM stops the server")

    def big_bodies(server):
        with concurrent.futures.ThreadPoolExecutor(80) as pool:
            statuses = list(pool.map(lambda _: big_body(server.port, reader, 30), range(80)))
        forbidden = sum(" 403 " in s + " " for s in statuses)
        check(forbidden == 80, f"80 × 30 MiB writes with a read-only token: {forbidden} answered 403")
        # The same with a token that may write, each with an Idempotency-Key (whose record needs the whole
        # body): a body is read only in an upload slot, so the rest wait in line or are 429 unread.
        path = "/v1/athletes/athlete-01/activities"
        with concurrent.futures.ThreadPoolExecutor(80) as pool:
            statuses = list(pool.map(lambda _: big_body(server.port, writers[0], 30, path), range(80)))
        kinds = {s.split(" ")[1] if " " in s else s for s in statuses}
        check(kinds <= {"429", "422"} and "429" in kinds,
              f"80 × 30 MiB keyed uploads with one write token: answered {sorted(kinds)} (429 past its share)")

    def unread_answers(server):
        # Each connection another PMC (another `to`), so the document cache cannot share one answer among them.
        sockets = [pipelined(server.port, f"/v1/athletes/athlete-01/pmc?to=2035-0{1 + i % 9}-{1 + i % 28:02d}", 20,
                             reader) for i in range(300)]
        time.sleep(12)
        status = request("GET", server.url("/healthz"))[0]
        check(status == 200, f"/healthz answers while 300 connections pipeline 20 PMC requests each unread ({status})")
        for s in sockets:
            s.close()
        sockets = [pipelined(server.port, "/openapi.yaml", 100) for _ in range(20)]
        time.sleep(5)
        check(request("GET", server.url("/healthz"))[0] == 200, "/healthz answers after 2,000 unread /openapi.yaml")
        for s in sockets:
            s.close()

    def slow_reader(server):
        # One client that stops reading: cut off once it has held an answer 5 s (--write-timeout 5).
        # 100 answers of 530 KB: more than the kernel's socket buffers take, so the server must hold some.
        baseline = open_sockets(server.proc.pid)
        s = pipelined(server.port, "/v1/athletes/athlete-01/pmc", 100, reader)
        held = [open_sockets(server.proc.pid)]
        for _ in range(100):  # accepted, answered until its buffers are full, then cut off 5 s later
            time.sleep(0.5)
            held.append(open_sockets(server.proc.pid))
            if max(held) > baseline and held[-1] <= baseline:
                break
        check(max(held) > baseline and held[-1] <= baseline,
              f"a connection that stopped reading its answers is cut off (server sockets {baseline} → "
              f"{max(held)} → {held[-1]})")
        s.close()

    def uploads(server):
        rides = [ride_csv(14, seed) for seed in (1, 2, 3)]
        latencies, stop = [], threading.Event()

        def poll():
            while not stop.is_set():
                started = time.monotonic()
                try:
                    ok = request("GET", server.url("/healthz"))[0] == 200
                except OSError:
                    ok = False
                latencies.append(time.monotonic() - started if ok else float("inf"))
                time.sleep(0.2)

        poller = threading.Thread(target=poll)
        poller.start()
        started = time.monotonic()

        def upload(k):
            path = f"/v1/athletes/athlete-01/activities?name=2026-01-0{k + 1}.csv"
            try:
                status, body, _ = request("POST", server.url(path), token=writers[k], body=rides[k], timeout=600)
            except OSError as e:  # a connection closed under it is a failure to report, not to hang on
                status, body = repr(e), b""
            return status, time.monotonic() - started, body[:200]

        try:
            with concurrent.futures.ThreadPoolExecutor(3) as pool:
                results = list(pool.map(upload, range(3)))
        finally:
            stop.set()
            poller.join()
        worst = max(latencies)
        check(worst < 1.0, f"/healthz answered each of {len(latencies)} polls during three 14-day uploads within 1 s "
                           f"(worst {worst:.2f} s)")
        for status, seconds, body in results:
            check(status in (201, 422, 429), f"a 14-day upload ended {status} after {seconds:.1f} s ({body[:100]!r})")
        last = max(r[1] for r in results)
        check(last < 240, f"every 14-day upload ended within 240 s (the last after {last:.0f} s)")
        stored = json.loads(request("GET", server.url("/v1/athletes/athlete-01/activities?limit=100000"),
                                    token=reader)[1])
        loads = [a.get("load") or 0 for a in stored["items"]]
        check(max(loads) <= 10_000, f"no stored activity's load is beyond 10,000 (largest {max(loads):.0f})")

    phase("big bodies", big_bodies)
    phase("unread answers", unread_answers)
    phase("a slow reader", slow_reader)
    phase("two-week uploads", uploads)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("bin")
    ap.add_argument("--cluster", help="a private PostgreSQL cluster's folder (scripts/postgres-cluster.sh) to kill")
    ap.add_argument("--rss-limit-mb", type=int, default=300)
    ap.add_argument("--skip-sqlite", action="store_true")
    a = ap.parse_args()
    if not a.skip_sqlite:
        sqlite_attacks(a.bin, a.rss_limit_mb)
    if a.cluster:
        import serve_attacks_postgres
        serve_attacks_postgres.run(a.bin, a.cluster, check)
    if failures:
        raise SystemExit(f"{len(failures)} failed: " + "; ".join(failures))
    print("serve-attacks: every bound held")


if __name__ == "__main__":
    main()
