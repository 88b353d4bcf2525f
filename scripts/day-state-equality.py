#!/usr/bin/env python3
"""One day, one answer: CTL, ATL, TSB, load, ramp and the CTL trend of a day are
the same on every surface that shows them (issue 27).

Builds a library from datasets/sample and, for every athlete and 20 dates, reads
the day from `pmc --json` (the reference), `dashboard --json --date`, `week --json
--date`, `report weekly --format json --date` (the week's Sunday), `report season
--format json --to`, `plan show --format json --from D+1` (going into D+1: D's CTL
and ATL, D+1's TSB), the API's pmc, dashboard, week and weekly report, and `batch`
(CSV and Parquet, scored from the files without a library). The CTL trend is
checked against numpy's polyfit over the 28 days of `pmc` CTL ending on the day.
Equal means equal to the JSON's 15 significant digits (batch CSV: its 6 decimals).

"Today" is a day like any other: VELOSCORE_TODAY is set to five days after the
last workout in the dataset, each athlete gets an event 40 days later, and with no
date asked `dashboard`, `report weekly`, `week`, `plan show`, `pmc` and the API's
dashboard, week and weekly report, and `batch --through today`, must give that day's CTL, ATL and TSB (decayed
with no load, checked against e^(−k/τ) from the last stored day) and the same
countdown to the event.

Usage: scripts/day-state-equality.py VELOSCORE   (python with numpy and pyarrow)
"""
import csv
import datetime as dt
import math
import os
import pathlib
import sys
import tempfile

import numpy as np
import pyarrow.parquet as pq

from serve_harness import Server, cli, cli_json

ROOT = pathlib.Path(__file__).resolve().parents[1]
DATES_PER_ATHLETE = 20
failures = []
checks = 0


def same(surface, athlete, day, field, got, want, tolerance=1e-9):
    global checks
    checks += 1
    if got is None or want is None:
        ok = got is None and want is None
    else:
        ok = abs(got - want) <= tolerance * max(1.0, abs(want))
    if not ok:
        failures.append(f"{athlete} {day} {surface} {field}: {got} != {want}")


def trend(ctl_by_day, day):
    """7 × numpy polyfit slope of CTL over the 28 days ending on `day` (fewer at the start)."""
    window = [ctl_by_day[d] for d in (day - dt.timedelta(days=k) for k in range(27, -1, -1)) if d in ctl_by_day]
    return None if len(window) < 2 else float(np.polyfit(np.arange(len(window)), window, 1)[0] * 7)


def main():
    bin_ = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        lib = str(pathlib.Path(tmp, "lib"))
        cli(bin_, "init", "--library", lib)
        cli(bin_, "ingest", str(ROOT / "datasets/sample"), "--library", lib, "--no-progress")
        out_csv, out_pq = pathlib.Path(tmp, "batch-csv"), pathlib.Path(tmp, "batch-parquet")
        cli(bin_, "batch", str(ROOT / "datasets/sample"), "--out", str(out_csv), "--no-progress")
        cli(bin_, "batch", str(ROOT / "datasets/sample"), "--out", str(out_pq), "--format", "parquet", "--no-progress")
        # Today: five days after the dataset's last day with data, for every command and the server.
        last = max(dt.date.fromisoformat(row["date"]) for row in batch_rows(out_csv, "days"))
        today = last + dt.timedelta(days=5)
        os.environ["VELOSCORE_TODAY"] = today.isoformat()
        out_today = pathlib.Path(tmp, "batch-today")
        cli(bin_, "batch", str(ROOT / "datasets/sample"), "--out", str(out_today), "--through", "today", "--no-progress")
        token = cli(bin_, "token", "create", "--coach", "--library", lib).strip()
        server = Server(bin_, lib)
        try:
            athletes = [a["name"] for a in cli_json(bin_, "athlete", "list", "--library", lib, "--json")["items"]]
            for athlete in athletes:
                cli(bin_, "plan", "event", "--library", lib, "--athlete", athlete, "--date", (today + dt.timedelta(days=40)).isoformat(),
                    "--name", "Gran Fondo", "--priority", "B")
                check_athlete(bin_, lib, server, token, athlete, out_csv, out_pq, today)
                check_today(bin_, lib, server, token, athlete, out_csv, today, out_today)
        finally:
            server.stop()
    if failures:
        print("\n".join(failures[:40]))
        raise SystemExit(f"day-state-equality: {len(failures)} of {checks} checks differ")
    print(f"day-state-equality: {checks} values equal across pmc, dashboard, week, report weekly|season, plan show, the API and batch, "
          f"today ({today}) included")


def batch_rows(out, table, athlete=None):
    """The rows of a CSV batch table (every part file, in order), of one athlete or all."""
    rows = []
    for part in sorted((out / table).glob("part-*.csv")):
        with open(part) as f:
            rows += [r for r in csv.DictReader(f) if athlete is None or r["athlete"] == athlete]
    return rows


def check_athlete(bin_, lib, server, token, athlete, out_csv, out_pq, today):
    A = ["--library", lib, "--athlete", athlete]
    pmc = cli_json(bin_, "pmc", *A, "--json")["days"]
    ref = {dt.date.fromisoformat(d["date"]): d for d in pmc}
    first, last = min(ref), max(ref)
    # 20 dates spread over the history: early days (short trend windows), the middle, the last day.
    span = (last - first).days
    dates = sorted({first + dt.timedelta(days=round(k * span / (DATES_PER_ATHLETE - 1))) for k in range(DATES_PER_ATHLETE)} | {first + dt.timedelta(days=3)})
    api = f"/v1/athletes/{athlete}"
    api_pmc = {dt.date.fromisoformat(d["date"]): d for d in server.json("GET", f"{api}/pmc", token)["days"]}
    batch_days = {dt.date.fromisoformat(row["date"]): row for row in batch_rows(out_csv, "days", athlete)}
    parquet = {r["date"]: r for r in pq.read_table(out_pq / "days", filters=[("athlete", "=", athlete)]).to_pylist()}
    # The CTL trend is fitted here to batch's full-precision CTL (JSON prints CTL to 0.1).
    ctl = {d: float(row["ctl"]) for d, row in batch_days.items()}

    for day in dates:
        r = ref[day]
        iso = day.isoformat()
        want = {"load": r["load"], "ctl": r["ctl"], "atl": r["atl"], "tsb": r["tsb"], "ramp": r["rampRate"]}

        def check(surface, values, fields=("load", "ctl", "atl", "tsb", "ramp"), tolerance=1e-9):
            for f in fields:
                same(surface, athlete, iso, f, values[f], want[f], tolerance)

        def from_dashboard(d):
            t = d["today"]
            return {"load": t["load"], "ctl": t["ctl"], "atl": t["atl"], "tsb": t["tsb"], "ramp": t["rampRate"]}

        check("dashboard", from_dashboard(cli_json(bin_, "dashboard", *A, "--date", iso, "--json")))
        check("api dashboard", from_dashboard(server.json("GET", f"{api}/dashboard?date={iso}", token)))
        a = api_pmc[day]
        check("api pmc", {"load": a["load"], "ctl": a["ctl"], "atl": a["atl"], "tsb": a["tsb"], "ramp": a["rampRate"]})

        monday = day - dt.timedelta(days=day.weekday())
        for surface, week in (("week", cli_json(bin_, "week", *A, "--date", iso, "--json")),
                              ("api week", server.json("GET", f"{api}/week?date={iso}", token))):
            load = week["dailyLoads"][(day - monday).days]
            same(surface, athlete, iso, "load", load, r["load"])

        if day not in batch_days:  # after the last day with data: checked by check_today
            continue
        season = cli_json(bin_, "report", "season", *A, "--to", iso, "--format", "json")
        s = season["days"][-1]
        same("report season", athlete, iso, "date", 0 if s["date"] == iso else 1, 0)
        check("report season", {"load": s["load"], "ctl": s["ctl"], "atl": s["atl"], "tsb": s["tsb"]}, ("load", "ctl", "atl", "tsb"))

        nxt = day + dt.timedelta(days=1)
        plan = cli_json(bin_, "plan", "show", *A, "--from", nxt.isoformat(), "--format", "json")
        same("plan show", athlete, iso, "ctl", plan["startCTL"], r["ctl"])
        same("plan show", athlete, iso, "atl", plan["startATL"], r["atl"])
        if nxt in ref:  # each of the three printed to 0.1
            same("plan show", athlete, nxt.isoformat(), "tsb", plan["startCTL"] - plan["startATL"], ref[nxt]["tsb"], 0.1001 / max(1.0, abs(ref[nxt]["tsb"])))

        # batch writes full precision (docs/batch-contract.md); JSON prints load and the PMC to 0.1 (schema 2)
        b = batch_days[day]
        for surface, row in (("batch csv", {k: float(b[k]) for k in ("load", "ctl", "atl", "tsb", "ramp")}), ("batch parquet", parquet[day])):
            for f in ("load", "ctl", "atl", "tsb", "ramp"):
                same(surface, athlete, iso, f, row[f], want[f], 0.0501 / max(1.0, abs(want[f])))

        # The weekly report is as of its Sunday (a past week) or today (this week).
        sunday = monday + dt.timedelta(days=6)
        shown = min(sunday, today)
        for surface, weekly in (("report weekly", cli_json(bin_, "report", "weekly", *A, "--date", iso, "--format", "json")),
                                ("api report weekly", server.json("GET", f"{api}/reports/weekly?date={iso}", token))):
            f = weekly["fitness"]
            rs = ref[shown]
            for field, got, want_value in (("ctl", f["ctl"], rs["ctl"]), ("atl", f["atl"], rs["atl"]), ("tsb", f["tsb"], rs["tsb"]),
                                           ("ctl trend", f.get("ctlTrendPerWeek"), trend(ctl, shown))):
                # the trend is printed to 0.01
                same(surface, athlete, shown.isoformat(), field, got, want_value, 0.0051 if field == "ctl trend" else 1e-9)



def check_today(bin_, lib, server, token, athlete, out_csv, today, out_today):
    """With no date asked, every surface answers for today, five days after the last workout."""
    A = ["--library", lib, "--athlete", athlete]
    iso = today.isoformat()
    last = batch_rows(out_csv, "days", athlete)[-1]
    k = (today - dt.date.fromisoformat(last["date"])).days
    c0, a0 = float(last["ctl"]), float(last["atl"])
    # Independent: the exponential PMC with no load after the last stored day (τ 42 and 7 days).
    want = {"ctl": c0 * math.exp(-k / 42), "atl": a0 * math.exp(-k / 7),
            "tsb": c0 * math.exp(-(k - 1) / 42) - a0 * math.exp(-(k - 1) / 7)}
    event = today + dt.timedelta(days=40)
    api = f"/v1/athletes/{athlete}"

    def check(surface, got, tolerance=0.0501):  # JSON prints the PMC to 0.1
        for f in ("ctl", "atl", "tsb"):
            same(surface, athlete, iso, f, got[f], want[f], tolerance / max(1.0, abs(want[f])))

    for surface, d in (("dashboard", cli_json(bin_, "dashboard", *A, "--json")),
                       ("api dashboard", server.json("GET", f"{api}/dashboard", token))):
        same(surface, athlete, iso, "date", 0 if d["today"]["date"] == iso else 1, 0)
        same(surface, athlete, iso, "days without data", d["today"]["daysWithoutData"], k)
        same(surface, athlete, iso, "countdown", d["nextEvent"]["daysToGo"], 40)
        same(surface, athlete, iso, "recovery missing", 0 if d["today"]["recoveryState"] == "noReading" else 1, 0)
        check(surface, d["today"])
    for surface, w in (("report weekly", cli_json(bin_, "report", "weekly", *A, "--format", "json")),
                       ("api report weekly", server.json("GET", f"{api}/reports/weekly", token))):
        same(surface, athlete, iso, "asOf", 0 if w["asOf"] == iso else 1, 0)
        same(surface, athlete, iso, "countdown", w["nextEvent"]["daysToGo"], 40)
        same(surface, athlete, iso, "days left", w["daysLeft"], 6 - today.weekday())
        check(surface, w["fitness"])
    for surface, w in (("week", cli_json(bin_, "week", *A, "--json")), ("api week", server.json("GET", f"{api}/week", token))):
        same(surface, athlete, iso, "asOf", 0 if w["asOf"] == iso else 1, 0)
        same(surface, athlete, iso, "days left", w["daysLeft"], 6 - today.weekday())
    for surface, p in (("pmc", cli_json(bin_, "pmc", *A, "--json")), ("api pmc", server.json("GET", f"{api}/pmc", token))):
        d = p["days"][-1]
        same(surface, athlete, iso, "date", 0 if d["date"] == iso else 1, 0)
        check(surface, d)
    b = batch_rows(out_today, "days", athlete)[-1]
    same("batch --through today", athlete, iso, "date", 0 if b["date"] == iso else 1, 0)
    check("batch --through today", {f: float(b[f]) for f in ("ctl", "atl", "tsb")}, 1e-6)
    plan = cli_json(bin_, "plan", "show", *A, "--format", "json")
    same("plan show", athlete, iso, "from", 0 if plan["from"] == iso else 1, 0)
    # Going into today: yesterday's CTL and ATL, today's TSB.
    for field, got, going_into in (("ctl", plan["startCTL"], c0 * math.exp(-(k - 1) / 42)),
                                   ("atl", plan["startATL"], a0 * math.exp(-(k - 1) / 7))):
        same("plan show", athlete, iso, field, got, going_into, 0.0501 / max(1.0, going_into))
    same("plan show", athlete, iso, "tsb", plan["startCTL"] - plan["startATL"], want["tsb"], 0.1001 / max(1.0, abs(want["tsb"])))
    events = [e for e in plan["events"] if e["event"]["date"] == event.isoformat()]
    same("plan show", athlete, iso, "countdown", (dt.date.fromisoformat(events[0]["event"]["date"]) - today).days if events else None, 40)


if __name__ == "__main__":
    main()
