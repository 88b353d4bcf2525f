#!/usr/bin/env python3
"""`veloscore serve` under load on both stores, one and two replicas.

For SQLite (a folder) and PostgreSQL (a private cluster, scripts/postgres-cluster.sh),
the same synthetic library (ATHLETES athletes x DAYS days, made by `veloscore synth`)
is served by one `serve` process, then by two on the same library:
- reads: wrk on `dashboard` and `week` of athlete-05, one wrk per replica at once
  (16 connections in all), requests/s summed and the worst replica's p99;
- uploads: 40 concurrent FIT uploads of one ride to 40 new athletes spread over the
  replicas, plus the same file sent to every replica at once for one athlete: each
  must be stored exactly once (none lost, none duplicated), and every athlete's days
  must be the ones computed once from what is stored.
Prints a Markdown table with the CPU, the load average and the core count.
usage: serve-load-backends.py VELOSCORE [--athletes N] [--days N] [--seconds S]
"""
import argparse
import concurrent.futures
import json
import os
import pathlib
import re
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parents[1]
FIT = (ROOT / "datasets/fit/4078723797.fit").read_bytes()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def run(*args, **kw):
    return subprocess.run([str(a) for a in args], check=True, capture_output=True, text=True, **kw).stdout


def load():
    return " ".join(pathlib.Path("/proc/loadavg").read_text().split()[:3])


def cpu():
    for line in pathlib.Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            return line.split(":", 1)[1].strip()
    return "?"


class Replica:
    def __init__(self, bin_, lib, log):
        self.port = free_port()
        self.proc = subprocess.Popen([bin_, "serve", "--library", lib, "--port", str(self.port), "--log-level", "warning"],
                                     stdout=log, stderr=log)
        for _ in range(300):
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/healthz", timeout=1):
                    return
            except OSError:
                time.sleep(0.05)
        raise SystemExit("server did not start")

    def stop(self):
        self.proc.terminate()
        self.proc.wait(timeout=60)


def wrk(urls, token, seconds):
    """One wrk per URL at once (16 connections in all); summed req/s, worst p99 (ms)."""
    per = max(1, 16 // len(urls))
    procs = [subprocess.Popen(["wrk", "-t1", f"-c{per}", f"-d{seconds}s", "--latency", "-H", f"Authorization: Bearer {token}", u],
                              stdout=subprocess.PIPE, text=True) for u in urls]
    rps, p99, errors = 0.0, 0.0, 0
    for p in procs:
        out = p.communicate()[0]
        rps += float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
        m = re.search(r"^\s+99%\s+([\d.]+)(us|ms|s)", out, re.M)
        scale = {"us": 0.001, "ms": 1, "s": 1000}[m.group(2)]
        p99 = max(p99, float(m.group(1)) * scale)
        bad = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
        errors += int(bad.group(1)) if bad else 0
    return rps, p99, errors


def upload(port, token, athlete):
    req = urllib.request.Request(f"http://127.0.0.1:{port}/v1/athletes/{athlete}/activities?name=ride.fit", data=FIT, method="POST",
                                 headers={"Authorization": f"Bearer {token}", "Content-Type": "application/octet-stream"})
    start = time.perf_counter()
    for _ in range(60):  # a client retries 429 (upload slots and line full) and 503 (busy) after Retry-After
        try:
            with urllib.request.urlopen(req, timeout=300) as r:
                return r.status, (time.perf_counter() - start) * 1000
        except urllib.error.HTTPError as e:
            if e.code not in (429, 503):
                return e.code, (time.perf_counter() - start) * 1000
            time.sleep(float(e.headers.get("Retry-After", "1")))
    return 503, (time.perf_counter() - start) * 1000


def uploads(bin_, lib, replicas, token, tag):
    names = [f"up-{tag}-{k:02d}" for k in range(40)]
    for name in names + [f"same-{tag}"]:
        run(bin_, "athlete", "add", name, "--library", lib)
    jobs = [(replicas[k % len(replicas)].port, name) for k, name in enumerate(names)]
    jobs += [(r.port, f"same-{tag}") for r in replicas] * 2  # the same file, to every replica at once (twice)
    start = time.perf_counter()
    with concurrent.futures.ThreadPoolExecutor(len(jobs)) as pool:
        results = list(pool.map(lambda j: upload(j[0], token, j[1]), jobs))
    elapsed = time.perf_counter() - start
    latencies = sorted(ms for _, ms in results)
    p99 = latencies[min(len(latencies) - 1, int(0.99 * len(latencies)))]
    stored = {n: len(json.loads(run(bin_, "activities", "--athlete", n, "--library", lib, "--json"))["items"]) for n in names + [f"same-{tag}"]}
    lost = sum(1 for n in names if stored[n] != 1)
    duplicated = max(0, stored[f"same-{tag}"] - 1) + sum(max(0, stored[n] - 1) for n in names)
    days_ok = all(json.loads(run(bin_, "pmc", "--athlete", n, "--library", lib, "--json")).get("days") for n in names[:5])
    statuses = sorted({s for s, _ in results})
    return len(jobs) / elapsed, p99, lost, duplicated, statuses, days_ok


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("bin")
    ap.add_argument("--athletes", type=int, default=20)
    ap.add_argument("--days", type=int, default=1825)
    ap.add_argument("--seconds", type=int, default=10)
    a = ap.parse_args()
    work = pathlib.Path(tempfile.mkdtemp(prefix="veloscore-load-"))
    dataset = work / "dataset"
    run(a.bin, "synth", "--out", dataset, "--athletes", a.athletes, "--days", a.days, "--stream-days", 0)
    cluster = f"/tmp/veloscore-load-pg-{os.getpid()}"
    url = run("bash", ROOT / "scripts/postgres-cluster.sh", "start", cluster).strip()
    rows = []
    try:
        for backend, lib in [("SQLite", str(work / "lib")), ("PostgreSQL", url)]:
            start = time.perf_counter()
            run(a.bin, "init", "--library", lib)
            run(a.bin, "ingest", dataset, "--library", lib, "--jobs", 2)
            print(f"{backend}: ingested {a.athletes} athletes x {a.days} days in {time.perf_counter() - start:.1f} s", file=sys.stderr)
            token = run(a.bin, "token", "create", "--coach", "--write", "--library", lib).strip()
            for count in (1, 2):
                log = open(work / f"serve-{backend}-{count}.log", "w")
                replicas = [Replica(a.bin, lib, log) for _ in range(count)]
                try:
                    for route in ("dashboard", "week"):
                        before = load()
                        rps, p99, bad = wrk([f"http://127.0.0.1:{r.port}/v1/athletes/athlete-05/{route}" for r in replicas], token, a.seconds)
                        rows.append((backend, count, f"GET {route}", f"{rps:,.0f} req/s", f"{p99:.1f} ms", f"{bad} non-2xx", before))
                    before = load()
                    per_s, p99, lost, dup, statuses, days_ok = uploads(a.bin, lib, replicas, token, f"{backend[:2].lower()}{count}")
                    rows.append((backend, count, "POST 40 FIT uploads + 1 file to every replica twice", f"{per_s:.1f} uploads/s", f"{p99:.0f} ms",
                                 f"lost {lost}, duplicated {dup}, statuses {statuses}, days {'ok' if days_ok else 'MISSING'}", before))
                finally:
                    for r in replicas:
                        r.stop()
    finally:
        subprocess.run(["bash", ROOT / "scripts/postgres-cluster.sh", "stop", cluster])
    print(f"\nveloscore serve, {a.athletes} athletes x {a.days} days; {cpu()}, {os.cpu_count()} cores; wrk {a.seconds} s, 16 connections\n")
    print("| store | replicas | requests | throughput | p99 | outcome | load before |")
    print("|---|---:|---|---:|---:|---|---|")
    for r in rows:
        print("| " + " | ".join(str(x) for x in r) + " |")
    bad = [r for r in rows if "lost 0, duplicated 0" not in r[5] and "non-2xx" not in r[5]] + [r for r in rows if r[5].endswith("MISSING")]
    bad += [r for r in rows if "non-2xx" in r[5] and not r[5].startswith("0 ")]
    if bad:
        raise SystemExit(f"failed: {bad}")


if __name__ == "__main__":
    main()
