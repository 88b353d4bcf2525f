#!/usr/bin/env python3
"""End-to-end test of `veloscore serve` with a real HTTP client (urllib).

Builds a library from the bundled sample, starts the server on a free port of
127.0.0.1, and checks: every route against the auth matrix (no token, a bad
token, another athlete's token, a read token on writes, the athlete's and a
coach's token); uploads (FIT 201, the same bytes 200 duplicate, a bad file 422
naming the line, over 32 MiB 413, an empty body 422, gzip); bodies equal to the
CLI's --json for the same library; 20 concurrent uploads with nothing lost; a
SIGTERM in the middle of an upload, after which the library is whole; and, when
schemathesis is given, property-based fuzzing from the OpenAPI document with no
5xx allowed.

Usage: serve-e2e.py PATH-TO-veloscore [--schemathesis PATH-TO-st] [--examples N] [--seed N|random]
"""
import argparse
import concurrent.futures
import gzip
import json
import os
import pathlib
import random
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

import serve_harness
from serve_harness import Server, request

ROOT = pathlib.Path(__file__).resolve().parents[1]
passed, failed = 0, 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL: {what}", file=sys.stderr)


def schema_problems(doc, name):
    """Where `doc` breaks docs/schema/NAME.schema.json (draft 2020-12)."""
    import jsonschema
    schema = json.loads((ROOT / f"docs/schema/{name}.schema.json").read_text())
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in jsonschema.Draft202012Validator(schema).iter_errors(doc)]


def oversize(port, token):
    """Announces a 33 MiB body and reads the answer before sending it."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(f"POST /v1/athletes/athlete-01/activities HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n"
                  f"Content-Type: application/octet-stream\r\nContent-Length: {33 << 20}\r\n\r\n".encode())
        return s.recv(4096).decode("latin-1")


def cli(bin_, lib, *args):
    return serve_harness.cli(bin_, *args, "--library", lib)


def token(bin_, lib, *args):
    return cli(bin_, lib, "token", "create", *args).strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("bin")
    ap.add_argument("--schemathesis")
    ap.add_argument("--examples", type=int, default=15)
    ap.add_argument("--seed", default="random",
                    help="schemathesis's seed (an integer, as make check fixes it), or 'random' to draw one and print it")
    ap.add_argument("--request-timeout", type=float, help="schemathesis's limit for one request, seconds (its default is 10)")
    ap.add_argument("--database", help="run against this PostgreSQL database (a fresh schema in it) instead of a SQLite folder")
    a = ap.parse_args()
    bin_ = a.bin
    if a.database:
        lib = a.database + ("&" if "?" in a.database else "?") + f"schema=serve_e2e_{os.getpid()}"
    else:
        lib = tempfile.mkdtemp(prefix="veloscore-serve-")
    subprocess.run([bin_, "init", "--library", lib], check=True, capture_output=True)
    subprocess.run([bin_, "ingest", str(ROOT / "datasets/sample"), "--library", lib], check=True, capture_output=True)
    r1, w1 = token(bin_, lib, "--athlete", "athlete-01"), token(bin_, lib, "--athlete", "athlete-01", "--write")
    r2, coach = token(bin_, lib, "--athlete", "athlete-02"), token(bin_, lib, "--coach")
    coach_write = token(bin_, lib, "--coach", "--write")
    check(all(t.startswith("vs_") for t in (r1, w1, r2, coach)), "tokens are printed once, prefixed vs_")
    if not a.database:  # the same store code writes the hash on both backends
        check(r1 not in (ROOT / lib / "library.sqlite").read_bytes().decode("latin-1"), "the token itself is not stored")
    server = Server(bin_, lib)
    u = server.url

    # Auth matrix on every read route, for athlete-01.
    reads = ["/v1/athletes/athlete-01", "/v1/athletes/athlete-01/activities", "/v1/athletes/athlete-01/activities/1",
             "/v1/athletes/athlete-01/pmc", "/v1/athletes/athlete-01/week", "/v1/athletes/athlete-01/wellness",
             "/v1/athletes/athlete-01/dashboard", "/v1/athletes/athlete-01/reports/weekly", "/v1/athletes/athlete-01/plan",
             "/v1/athletes/athlete-01/reports/calendar", "/v1/athletes/athlete-01/plan/events",
             "/v1/athletes/athlete-01/plan/sessions"]
    for path in reads + ["/v1/athletes"]:
        check(request("GET", u(path))[0] == 401, f"{path}: no token is 401")
        check(request("GET", u(path), token="vs_not-a-token")[0] == 401, f"{path}: a bad token is 401")
        check(request("GET", u(path), token=r1)[0] == 200, f"{path}: the athlete's token is 200")
        check(request("GET", u(path), token=coach)[0] == 200, f"{path}: a coach's token is 200")
    for path in reads:
        status, body, _ = request("GET", u(path), token=r2)
        check(status == 404 and json.loads(body)["error"] == "no such athlete", f"{path}: another athlete's token is 404")
    check(request("GET", u("/v1/athletes/nobody"), token=coach)[0] == 404, "an unknown athlete is 404")
    status, body, _ = request("GET", u("/v1/athletes"), token=r1)
    check(status == 200 and [x["name"] for x in json.loads(body)["items"]] == ["athlete-01"], "an athlete's token lists that athlete only")
    check(len(json.loads(request("GET", u("/v1/athletes"), token=coach)[1])["items"]) == 3, "a coach's token lists every athlete")
    status, body, ctype = request("GET", u("/openapi.yaml"))
    check(status == 200 and body == (ROOT / "docs/openapi.yaml").read_bytes() and "yaml" in ctype, "/openapi.yaml is the committed document")

    # The same documents as the CLI's --json.
    pairs = [("/v1/athletes/athlete-01/week", ["week", "--athlete", "athlete-01", "--json"]),
             ("/v1/athletes/athlete-01/dashboard", ["dashboard", "--athlete", "athlete-01", "--json"]),
             ("/v1/athletes/athlete-01/pmc", ["pmc", "--athlete", "athlete-01", "--json"]),
             ("/v1/athletes/athlete-01/activities", ["activities", "--athlete", "athlete-01", "--last", "100", "--json"]),
             ("/v1/athletes/athlete-01/activities?limit=30&sport=running", ["activities", "--athlete", "athlete-01", "--last", "30", "--sport", "running", "--json"]),
             ("/v1/athletes/athlete-01", ["athlete", "show", "athlete-01", "--json"]),
             ("/v1/athletes/athlete-01/activities/1", ["activity", "1", "--athlete", "athlete-01", "--json"]),
             ("/v1/athletes/athlete-01/reports/weekly", ["report", "weekly", "--athlete", "athlete-01", "--format", "json"]),
             ("/v1/athletes/athlete-01/reports/calendar?month=2026-11", ["report", "calendar", "--athlete", "athlete-01", "--month", "2026-11", "--format", "json"]),
             ("/v1/athletes/athlete-01/reports/calendar", ["report", "calendar", "--athlete", "athlete-01", "--format", "json"]),
             ("/v1/athletes/athlete-01/week?date=2026-11-10", ["week", "--athlete", "athlete-01", "--date", "2026-11-10", "--json"])]
    for path, args in pairs:
        body = request("GET", u(path), token=r1)[1]
        check(body.strip() == cli(bin_, lib, *args).encode().strip(), f"{path} is byte for byte 'veloscore {' '.join(args)}'")
    # Pages: following `next` walks back through the whole list, each page in date order, none twice.
    everything = json.loads(cli(bin_, lib, "activities", "--athlete", "athlete-01", "--json"))
    pages, path = [], "/v1/athletes/athlete-01/activities?limit=40"
    while path and len(pages) < 100:
        page = json.loads(request("GET", u(path), token=r1)[1])
        pages.append(page["items"])
        path = f"/v1/athletes/athlete-01/activities?limit=40&cursor={page['next']}" if "next" in page else None
    walked = [row for items in reversed(pages) for row in items]
    check(len(everything["items"]) > 100 and "next" not in everything and walked == everything["items"],
          f"following 'next' by 40 gives the whole list once ({len(pages)} pages, {len(walked)} of {len(everything['items'])})")
    middle = json.loads(cli(bin_, lib, "activities", "--athlete", "athlete-01", "--last", "40", "--json"))
    second = cli(bin_, lib, "activities", "--athlete", "athlete-01", "--last", "40", "--cursor", middle["next"], "--json")
    check(json.loads(second)["items"] == pages[1], "the CLI's --cursor gives the API's second page")
    # The short lists page too (athletes, sources, sessions, events, tokens): `next` walks them in their order.
    def walk(path, tok, limit):
        items, cursor = [], None
        for _ in range(100):
            page = json.loads(request("GET", u(f"{path}?limit={limit}" + (f"&cursor={cursor}" if cursor else "")), token=tok)[1])
            items += page["items"]
            cursor = page.get("next")
            if not cursor:
                return items, page
        return items, page
    sources = json.loads(cli(bin_, lib, "sources", "--athlete", "athlete-01", "--json"))["items"]
    walked, _ = walk("/v1/athletes/athlete-01/sources", r1, 2)
    check(len(sources) > 2 and walked == sources, f"following 'next' by 2 gives the CLI's {len(sources)} sources once, in order")
    walked, _ = walk("/v1/athletes", coach, 1)
    check([a["name"] for a in walked] == ["athlete-01", "athlete-02", "athlete-03"], "a coach pages through every athlete by name")
    first = json.loads(request("GET", u("/v1/athletes?limit=1"), token=coach)[1])
    status, body, _ = request("GET", u(f"/v1/athletes/athlete-01/sources?cursor={first['next']}"), token=r1)
    check(status == 400 and "cursor" in json.loads(body)["detail"], "the next of one list is 400 on another")
    for bad in ["/v1/athletes/athlete-01/sources?cursor=nonsense", "/v1/athletes?limit=0", "/v1/athletes/athlete-01/plan/events?limit=1001"]:
        status, body, _ = request("GET", u(bad), token=coach)
        check(status == 400 and "detail" in json.loads(body), f"{bad} is 400 with a detail")
    wellness = json.loads(request("GET", u("/v1/athletes/athlete-01/wellness?days=30"), token=r1)[1])
    full = json.loads(cli(bin_, lib, "wellness", "--athlete", "athlete-01", "--json"))
    check(wellness["days"] == full["days"][-30:], "wellness?days=30 is the CLI's last 30 days")
    pmc = json.loads(request("GET", u("/v1/athletes/athlete-01/pmc?from=2026-11-01&to=2026-11-07"), token=r1)[1])
    check([d["date"] for d in pmc["days"]] == [f"2026-11-0{k}" for k in range(1, 8)], "pmc from/to lists those days")
    for bad in ["/v1/athletes/athlete-01/pmc?from=2026-13-01", "/v1/athletes/athlete-01/activities?limit=0",
                "/v1/athletes/athlete-01/activities?cursor=nonsense",
                "/v1/athletes/athlete-01/reports/weekly?format=pdf", "/v1/athletes/athlete-01/wellness?days=x",
                "/v1/athletes/athlete-01/reports/calendar?month=2026-13", "/v1/athletes/athlete-01/reports/calendar?month=1900-01",
                "/v1/athletes/athlete-01/reports/calendar?lang=fr"]:
        status, body, _ = request("GET", u(bad), token=r1)
        check(status == 400 and "detail" in json.loads(body), f"{bad} is 400 with a detail")
    html = request("GET", u("/v1/athletes/athlete-01/reports/weekly?format=html"), token=r1)
    check(html[0] == 200 and html[2].startswith("text/html") and b"<svg" in html[1], "the weekly report as HTML")
    cal = request("GET", u("/v1/athletes/athlete-01/reports/calendar?month=2026-11&format=html&lang=es-MX"), token=r1)
    check(cal[0] == 200 and cal[2].startswith("text/html") and "noviembre de 2026".encode() in cal[1] and b'class="cal"' in cal[1],
          "the month calendar as HTML in Spanish")

    # Conditional GETs and compression: an app polling a document downloads it only when it changed.
    def fetch(path, **headers):
        req = urllib.request.Request(u(path), headers={"Authorization": f"Bearer {r1}", **{k.replace("_", "-"): v for k, v in headers.items()}})
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                return r.status, r.read(), r.headers
        except urllib.error.HTTPError as e:
            return e.code, e.read(), e.headers
    status, body, headers = fetch("/v1/athletes/athlete-01/dashboard")
    etag = headers.get("ETag", "")
    check(status == 200 and etag.startswith('W/"') and headers.get("Vary") == "Accept-Encoding", f"a 200 carries a weak ETag ({etag!r})")
    status, again, headers = fetch("/v1/athletes/athlete-01/dashboard", If_None_Match=etag)
    check(status == 304 and again == b"" and headers.get("ETag") == etag, f"If-None-Match with its ETag is 304 without a body ({status})")
    check(fetch("/v1/athletes/athlete-01/dashboard", If_None_Match='W/"0000", ' + etag.removeprefix("W/"))[0] == 304, "a list of tags, compared weakly, is 304")
    check(fetch("/v1/athletes/athlete-01/dashboard", If_None_Match='W/"0000"')[0] == 200, "another ETag is 200")
    status, packed, headers = fetch("/v1/athletes/athlete-01/activities", Accept_Encoding="gzip")
    plain = fetch("/v1/athletes/athlete-01/activities")[1]
    check(status == 200 and headers.get("Content-Encoding") == "gzip" and gzip.decompress(packed) == plain and len(packed) < len(plain) / 3,
          f"Accept-Encoding: gzip compresses the list ({len(plain)} → {len(packed)} bytes)")
    check(fetch("/v1/athletes/athlete-01/activities", Accept_Encoding="gzip;q=0")[2].get("Content-Encoding") is None, "gzip;q=0 is not compressed")
    check(fetch("/v1/athletes/athlete-01", Accept_Encoding="gzip")[2].get("Content-Encoding") is None, "a body under 1 KB is sent as it is")

    # Erasure and tokens over HTTP, on an athlete of their own.
    subprocess.run([bin_, "athlete", "add", "erase-me", "--library", lib], check=True, capture_output=True)
    own_write = token(bin_, lib, "--athlete", "erase-me", "--write")
    ride = (ROOT / "datasets/fit/4078723797.fit").read_bytes()
    check(request("POST", u("/v1/athletes/erase-me/activities?name=ride.fit"), token=own_write, body=ride)[0] == 201, "an upload for the athlete to erase")
    status, body, _ = request("GET", u("/v1/athletes/erase-me/sources"), token=own_write)
    files = json.loads(body)["items"]
    check(status == 200 and [f["path"] for f in files] == ["upload/ride.fit"] and body.strip() == cli(bin_, lib, "sources", "--athlete", "erase-me", "--json").encode().strip(),
          "GET sources is 'sources --json'")
    sha = files[0]["sha256"] if files else "0" * 64
    check(request("DELETE", u(f"/v1/athletes/erase-me/sources/{sha}"), token=r1)[0] == 404, "another athlete's token cannot erase a file (404)")
    check(request("DELETE", u("/v1/athletes/erase-me/sources/0123456789abcdef"), token=own_write)[0] == 404, "an unknown file is 404")
    check(request("DELETE", u("/v1/athletes/erase-me/sources/XYZ"), token=own_write)[0] == 400, "a SHA-256 that is not hex is 400")
    status, body, _ = request("DELETE", u(f"/v1/athletes/erase-me/sources/{sha[:12]}"), token=own_write)
    check(status == 200 and json.loads(body).get("activities") == 1 and json.loads(body).get("sourceFiles") == 1, f"DELETE sources/PREFIX erases the file and its ride ({body[:200]!r})")
    check(json.loads(request("GET", u("/v1/athletes/erase-me/activities"), token=own_write)[1])["items"] == [], "its activity is gone")
    check(request("DELETE", u("/v1/athletes/erase-me"), token=coach)[0] == 403, "a coach's read token cannot erase an athlete (403)")
    check(request("DELETE", u("/v1/athletes/erase-me"), token=w1)[0] == 404, "another athlete's write token cannot (404)")
    status, body, _ = request("DELETE", u("/v1/athletes/erase-me"), token=own_write)
    check(status == 200 and set(json.loads(body)) >= {"activities", "sourceFiles", "wellnessDays", "dailyRows"}, "the athlete's own write token erases them")
    check(request("GET", u("/v1/athletes/erase-me"), token=coach)[0] == 404, "the erased athlete is 404")
    check(request("GET", u("/v1/athletes/athlete-01"), token=own_write)[0] == 401, "their tokens went with them (401)")
    # Tokens: a coach's to list, a coach's write token to create and revoke.
    check(request("GET", u("/v1/tokens"), token=w1)[0] == 403, "an athlete's token cannot list tokens (403)")
    status, body, _ = request("GET", u("/v1/tokens"), token=coach)
    check(status == 200 and body.strip() == cli(bin_, lib, "token", "list", "--json").encode().strip() and b"vs_" not in body,
          "GET tokens is 'token list --json', never a token")
    check(request("POST", u("/v1/tokens"), token=coach, body=b'{"athlete": "athlete-02"}')[0] == 403, "a coach's read token cannot create tokens (403)")
    check(request("POST", u("/v1/tokens"), token=coach_write, body=b'{"athlete": "nobody"}')[0] == 404, "a token for an unknown athlete is 404")
    check(request("POST", u("/v1/tokens"), token=coach_write, body=b'{"athlete": "athlete-02", "write": true}')[0] == 400, "an unknown field is 400")
    status, body, _ = request("POST", u("/v1/tokens"), token=coach_write, body=json.dumps({"athlete": "athlete-02", "label": "teléfono de Ana"}).encode())
    made = json.loads(body)
    check(status == 201 and made.get("athlete") == "athlete-02" and made.get("canWrite") is False, f"POST tokens is 201 with the token once ({status})")
    check(request("GET", u("/v1/athletes/athlete-02/dashboard"), token=made.get("token"))[0] == 200, "the new token reads its athlete")
    check(request("GET", u("/v1/athletes/athlete-01/dashboard"), token=made.get("token"))[0] == 404, "and no other")
    status, body, _ = request("DELETE", u(f"/v1/tokens/{made.get('id')}"), token=coach_write)
    check(status == 200 and json.loads(body).get("revoked") == made.get("id"), "DELETE tokens/ID revokes it")
    check(request("GET", u("/v1/athletes/athlete-02/dashboard"), token=made.get("token"))[0] == 401, "a revoked token is 401")
    check(request("DELETE", u(f"/v1/tokens/{made.get('id')}"), token=coach_write)[0] == 404, "a token no longer there is 404")

    status, body, kind = request("GET", u("/docs"))
    check(status == 200 and kind.startswith("text/html") and b"signUpAthlete" in body and b"<script" not in body,
          f"/docs is the API's page for people, no token, no script ({status} {kind})")
    status, body, _ = request("GET", u("/v1/labels?lang=es"), token=coach)
    words = json.loads(body).get("labels", {}) if status == 200 else {}
    check(words.get("sport", {}).get("cycling") == "ciclismo" and words.get("goalState", {}).get("inProgress") == "en curso",
          f"/v1/labels?lang=es gives the documents' words in Spanish ({status})")
    # Sign-up: an app creates a user with a token of her own, uploads with it and reads her week in Spanish.
    signup = {"name": "lucía", "sex": "F", "birthYear": 1990, "timeZone": "America/Mexico_City", "weeklyGoal": 4,
              "thresholds": {"functionalThresholdPower": 230, "maxHeartRate": 188}, "token": {"canWrite": True, "label": "iPhone"}}
    check(request("POST", u("/v1/athletes"), token=coach, body=json.dumps(signup).encode())[0] == 403, "a coach's read token cannot sign up (403)")
    status, body, _ = request("POST", u("/v1/athletes"), token=coach_write, body=json.dumps(signup).encode())
    made = json.loads(body)
    mine = (made.get("apiToken") or {}).get("token")
    check(status == 201 and made.get("name") == "lucía" and made.get("language") is None and mine and mine.startswith("vs_"),
          f"POST /v1/athletes signs her up with her token once ({status} {body[:200]!r})")
    check(request("POST", u("/v1/athletes"), token=coach_write, body=json.dumps(signup).encode())[0] == 409, "the same name again is 409")
    status, _, _ = request("POST", u("/v1/athletes/luc%C3%ADa/activities?name=ride.fit"), token=mine,
                           body=(ROOT / "datasets/fit/4078723797.fit").read_bytes())
    check(status == 201, f"her token uploads a ride ({status})")
    check(request("GET", u("/v1/athletes/athlete-01/dashboard"), token=mine)[0] == 404, "her token sees no one else")
    status, body, _ = request("GET", u("/v1/athletes/luc%C3%ADa/reports/weekly?date=2019-09-20&format=html&lang=es"), token=mine)
    page = body.decode()
    check(status == 200 and "Progreso semanal" in page and 'lang="es-MX"' in page, f"her weekly report in Spanish with lang=es ({status})")
    status, body, _ = request("GET", u("/v1/athletes/luc%C3%ADa/reports/weekly?format=html"), token=mine,
                              headers={"Accept-Language": "es-MX,es;q=0.9,en;q=0.5"})
    check(status == 200 and "Progreso semanal" in body.decode(), "with no language stored, her report follows Accept-Language")
    for path, schema in (("reports/weekly?date=2019-09-20", "report-weekly"), ("dashboard?date=2019-09-22", "dashboard"),
                         ("week?date=2019-09-20", "week"), ("", "athlete")):
        status, body, _ = request("GET", u(f"/v1/athletes/luc%C3%ADa/{path}".rstrip("/")), token=mine)
        problems = schema_problems(json.loads(body), schema) if status == 200 else [f"status {status}"]
        check(not problems, f"her {schema} validates against docs/schema/{schema}.schema.json: {problems[:3]}")

    # Uploads.
    post = "/v1/athletes/athlete-01/activities"
    fit = (ROOT / "datasets/fit/4078723797.fit").read_bytes()
    check(request("POST", u(post + "?name=ride.fit"), body=fit)[0] == 401, "an upload without a token is 401")
    check(request("POST", u(post), token=r1, body=fit)[0] == 403, "an upload with a read token is 403")
    check(request("POST", u(post), token=r2, body=fit)[0] == 404, "an upload with another athlete's token is 404")
    status, body, _ = request("POST", u(post + "?name=ride.fit"), token=w1, body=fit)
    up = json.loads(body)
    check(status == 201 and not up["duplicate"] and len(up["activities"]) == 1 and up["activities"][0]["format"] == "fit", "a FIT upload is 201 with its activity")
    status, body, _ = request("POST", u(post + "?name=again.fit"), token=w1, body=fit)
    check(status == 200 and json.loads(body)["duplicate"] and json.loads(body)["activities"][0]["id"] == up["activities"][0]["id"], "the same bytes again are 200, duplicate")
    status, body, _ = request("POST", u(post + "?name=bad.csv"), token=w1, body=b"time,power\n0,100\n1,abc\n")
    err = json.loads(body)
    check(status == 422 and "bad.csv:3" in err["detail"] and "/tmp" not in err["detail"], "a bad file is 422 naming its line, not a server path")
    check(request("POST", u(post), token=w1, body=b"")[0] == 422, "an empty upload is 422")
    check(oversize(server.port, w1).startswith("HTTP/1.1 413"), "an upload declared over 32 MiB is 413 before its body is sent")
    gz = gzip.compress((ROOT / "datasets/tracks/activity_5039744860.gpx").read_bytes())
    check(request("POST", u(post + "?name=run.gpx.gz"), token=w1, body=gz)[0] == 201, "a gzip-compressed GPX is 201")
    # Edits and erasure of one activity: PATCH is `activity set`, DELETE is `delete activity`.
    items = json.loads(request("GET", u(post + "?limit=100000"), token=r1)[1])["items"]
    logged = next(x for x in items if not x["hasStreams"])
    ride = next(x for x in items if x["hasStreams"])
    one = f"{post}/{logged['id']}"
    patch = json.dumps({"name": "Rodada matutina", "notes": "piernas cansadas", "rpe": 7}).encode()
    check(request("PATCH", u(one), body=patch)[0] == 401, "PATCH without a token is 401")
    check(request("PATCH", u(one), token=r1, body=patch)[0] == 403, "PATCH with a read token is 403")
    check(request("PATCH", u(one), token=r2, body=patch)[0] == 404, "PATCH with another athlete's token is 404")
    check(request("DELETE", u(one), token=coach)[0] == 403, "DELETE with a read-only coach token is 403")
    status, body, _ = request("PATCH", u(one), token=w1, body=patch)
    edited = json.loads(body)
    check(status == 200 and edited["name"] == "Rodada matutina" and edited["rpe"] == 7 and edited["schemaVersion"] == 2,
          f"PATCH stores name, notes and RPE ({status} {body[:200]!r})")
    listed = {x["id"]: x for x in json.loads(request("GET", u(post + "?limit=100000"), token=r1)[1])["items"]}
    check(listed[logged["id"]] == {k: v for k, v in edited.items() if k != "schemaVersion"}, f"the edited activity is listed as PATCH returned it ({listed[logged['id']]} vs {edited})")
    cli_row = [x for x in json.loads(cli(bin_, lib, "activities", "--athlete", "athlete-01", "--json"))["items"] if x["id"] == logged["id"]]
    check(cli_row == [{k: v for k, v in edited.items() if k != "schemaVersion"}], "the CLI lists the same activity")
    status, body, _ = request("PATCH", u(one), token=coach_write, body=json.dumps({"name": None, "rpe": None}).encode())
    check(status == 200 and "name" not in json.loads(body) and "rpe" not in json.loads(body), "a coach's write token clears name and RPE with null")
    for bad, why in ((b"{}", "nothing to change"), (b'{"nme": "x"}', "unknown field 'nme'"), (b'{"rpe": 11}', "'rpe' must be 0"),
                     (b'{"rpe": "7"}', "'rpe' must be"), (b'{"sport": ""}', "sport"), (b"[1]", "JSON object"), (b"not json", "JSON object"),
                     (json.dumps({"name": "x" * 201}).encode(), "at most 200")):
        status, body, _ = request("PATCH", u(one), token=w1, body=bad)
        check(status == 400 and why in json.loads(body).get("detail", ""), f"PATCH {bad[:30]!r} is 400 saying {why!r} ({status} {body[:160]!r})")
    status, body, _ = request("PATCH", u(f"{post}/{ride['id']}"), token=w1, body=b'{"sport": "running"}')
    check(status == 200 and json.loads(body)["sport"] == "running", "PATCH sport rescores a ride as a run")
    check(request("PATCH", u(f"{post}/999999"), token=w1, body=patch)[0] == 404, "PATCH of an unknown activity is 404")
    status, body, _ = request("DELETE", u(one), token=w1)
    check(status == 200 and json.loads(body)["activities"] == 1 and json.loads(body)["schemaVersion"] == 2, "DELETE erases the activity")
    check(request("GET", u(one), token=r1)[0] == 404 and request("DELETE", u(one), token=w1)[0] == 404, "an erased activity is 404")
    check(request("PUT", u(one), token=w1, body=patch)[0] == 405, "PUT on an activity is 405")

    # A hand-logged workout as JSON: the workout-list door, idempotent by content.
    workouts = "/v1/athletes/athlete-01/workouts"
    logged_run = {"sport": "Correr", "start": "2026-11-23T07:15:00-06:00", "durationSeconds": 2700, "rpe": 6,
                  "name": "Trote, \"suave\"", "notes": "piernas cansadas\nsegunda línea"}
    body_json = json.dumps(logged_run).encode()
    check(request("POST", u(workouts), token=r1, body=body_json)[0] == 403, "a workout with a read token is 403")
    status, body, _ = request("POST", u(workouts), token=w1, body=body_json)
    made = json.loads(body)
    row = made["activities"][0] if made.get("activities") else {}
    check(status == 201 and row.get("sport") == "running" and row.get("load") == 52.5 and row.get("loadSource") == "rpe"
          and row.get("name") == logged_run["name"] and row.get("notes") == logged_run["notes"] and row.get("sessionRPELoad") == 270,
          f"a logged workout is 201, its RPE on the TSS scale, name and notes kept ({status} {body[:300]!r})")
    status, body, _ = request("POST", u(workouts), token=w1, body=body_json)
    check(status == 200 and json.loads(body)["duplicate"], "the same workout again is 200, duplicate: a retry stores once")
    # Idempotency-Key: six clients send the same upload with one key at once (a phone retrying on a flaky
    # network): it is stored once; each answer is the first one (201, replayed) or 409 while it still runs.
    tcx = (ROOT / "datasets/tracks/activity_5039744860.tcx").read_bytes()
    keyed = "/v1/athletes/athlete-03/activities?name=run.tcx"
    def keyed_upload(_):
        req = urllib.request.Request(u(keyed), data=tcx, method="POST", headers={
            "Authorization": f"Bearer {w3}", "Content-Type": "application/octet-stream", "Idempotency-Key": "e2e-upload-1"})
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                return r.status, r.read(), r.headers.get("Idempotent-Replayed")
        except urllib.error.HTTPError as e:
            return e.code, e.read(), None
    w3 = token(bin_, lib, "--athlete", "athlete-03", "--write")
    def count3():
        return len(json.loads(cli(bin_, lib, "activities", "--athlete", "athlete-03", "--json"))["items"])
    before3 = count3()
    with concurrent.futures.ThreadPoolExecutor(6) as pool:
        answers = list(pool.map(keyed_upload, range(6)))
    firsts = [b for st, b, replayed in answers if st == 201 and replayed is None]
    # Retry-later answers: 409 (the first still runs) or 429 (the token has its 2 uploads in already).
    check(len(firsts) == 1 and all(st in (409, 429) or (st == 201 and b == firsts[0]) for st, b, _ in answers),
          f"one key sent six times at once stores once ({[(st, r) for st, _, r in answers]})")
    st, again, replayed = keyed_upload(0)
    check(st == 201 and replayed == "true" and again == firsts[0], f"the key sent again answers the first answer ({st}, {replayed})")
    check(count3() == before3 + 1, f"the keyed upload is stored once ({before3} → {count3()})")
    # Two replicas on one library: what one stores, the other answers at once (its kept documents
    # follow the library's revision), and the same write sent to both at once is stored once.
    replica = Server(bin_, lib)
    r3 = token(bin_, lib, "--athlete", "athlete-03")
    def get3(server_url, path):
        return request("GET", server_url(path), token=r3)
    dash = "/v1/athletes/athlete-03/dashboard?date=2026-11-24"
    first_view = get3(replica.url, dash)[1]
    check(get3(replica.url, dash)[1] == first_view, "the replica answers the same dashboard twice")
    run = json.dumps({"sport": "running", "start": "2026-11-24T06:30:00Z", "durationSeconds": 3000, "rpe": 5}).encode()
    check(request("POST", u(workouts.replace("athlete-01", "athlete-03")), token=w3, body=run)[0] == 201, "a workout stored through the first server")
    after_view = get3(replica.url, dash)[1]
    cli_view = cli(bin_, lib, "dashboard", "--athlete", "athlete-03", "--date", "2026-11-24", "--json").encode()
    check(after_view != first_view and after_view.strip() == cli_view.strip(), "the replica's dashboard shows it at once, as the CLI does")
    both = json.dumps({"sport": "cycling", "start": "2026-11-24T17:00:00Z", "durationSeconds": 3600, "rpe": 7}).encode()
    def to(server_url, key):
        req = urllib.request.Request(server_url("/v1/athletes/athlete-03/workouts"), data=both, method="POST", headers={
            "Authorization": f"Bearer {w3}", "Content-Type": "application/json", **({"Idempotency-Key": key} if key else {})})
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                return r.status
        except urllib.error.HTTPError as e:
            return e.code
    before_both = count3()
    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        statuses = list(pool.map(lambda k: to(u if k % 2 else replica.url, "e2e-both" if k < 2 else None), range(4)))
    check(count3() == before_both + 1 and statuses.count(201) >= 1 and set(statuses) <= {200, 201, 409},
          f"one workout sent to both replicas at once, with and without a key, is stored once ({statuses}, {before_both} → {count3()})")
    check(replica.stop() == 0, "the replica stops cleanly")
    for bad, why in ((b'{"sport": "run"}', "'start'"), (b'{"sport": "run", "date": "2026-11-23"}', "durationSeconds"),
                     (b'{"sport": "run", "date": "2026-11-23", "durationSeconds": 60, "rpe": 12}', "'rpe'"),
                     (b'{"sport": "run", "date": "2026-13-01", "durationSeconds": 60}', "'date'"),
                     (b'{"sport": "run", "start": "2026-11-23 07:00", "durationSeconds": 60}', "'start'"),
                     (b'{"sport": "run", "date": "2026-11-23", "durationSeconds": 60, "tss": 5}', "unknown field 'tss'"),
                     (b'{"date": "2026-11-23", "durationSeconds": 60}', "'sport' is required"), (b"[]", "JSON object")):
        status, body, _ = request("POST", u(workouts), token=w1, body=bad)
        check(status == 400 and why in json.loads(body).get("detail", ""), f"workout {bad[:50]!r} is 400 saying {why!r} ({status} {body[:160]!r})")
    # The athlete's profile and dated thresholds: PATCH is `athlete set`.
    me = "/v1/athletes/athlete-02"
    change = json.dumps({"weeklyGoal": 4, "timeZone": "America/Mexico_City", "thresholds": {"functionalThresholdPower": 260, "weightKg": 61},
                         "from": "2026-10-01"}).encode()
    w2 = token(bin_, lib, "--athlete", "athlete-02", "--write")
    check(request("PATCH", u(me), token=r2, body=change)[0] == 403, "an athlete PATCH with a read token is 403")
    check(request("PATCH", u(me), token=w1, body=change)[0] == 404, "another athlete's write token is 404")
    status, body, _ = request("PATCH", u(me), token=w2, body=change)
    athlete = json.loads(body)
    kinds = {(t["kind"], t.get("from")): t["value"] for t in athlete.get("thresholds", [])}
    check(status == 200 and athlete["weeklyGoal"] == 4 and athlete["timeZone"] == "America/Mexico_City"
          and kinds.get(("functionalThresholdPower", "2026-10-01")) == 260 and kinds.get(("weightKg", "2026-10-01")) == 61,
          f"PATCH changes the goal, zone and dated thresholds ({status} {body[:300]!r})")
    check(body.strip() == cli(bin_, lib, "athlete", "show", "athlete-02", "--json").encode().strip(), "the athlete is the CLI's document after a PATCH")
    for bad, why in ((b'{}', "nothing to change"), (b'{"weeklyGoal": 9}', "weeklyGoal"), (b'{"timeZone": "Mars/Olympus"}', "'timeZone'"),
                     (b'{"thresholds": {"watts": 250}}', "unknown kind 'watts'"), (b'{"thresholds": {"functionalThresholdPower": 5}}', "functionalThresholdPower"),
                     (b'{"sport": "running", "thresholds": {"weightKg": 60}}', "every sport"), (b'{"sex": "x"}', "'sex'")):
        status, body, _ = request("PATCH", u(me), token=w2, body=bad)
        check(status == 400 and why in json.loads(body).get("detail", ""), f"athlete PATCH {bad!r} is 400 saying {why!r} ({status} {body[:160]!r})")

    # A morning's readings as JSON: merged into the day, erasable by date.
    well = "/v1/athletes/athlete-01/wellness"
    morning = json.dumps({"date": "2026-11-23", "rmssd": 71.5, "restingHeartRate": 46, "sleepSeconds": 27000, "subjective": {"mood": 4}}).encode()
    check(request("POST", u(well), token=r1, body=morning)[0] == 403, "readings with a read token are 403")
    status, body, _ = request("POST", u(well), token=w1, body=morning)
    day = json.loads(body).get("day") or {}
    check(status == 201 and day.get("date") == "2026-11-23" and day.get("sleepSeconds") == 27000 and day.get("rmssd") == 71.5
          and day.get("subjective") == {"mood": 4}, f"readings are 201 with the day ({status} {body[:300]!r})")
    check(request("POST", u(well), token=w1, body=morning)[0] == 200, "the same readings again are 200, duplicate")
    listed = json.loads(request("GET", u(well + "?days=1"), token=r1)[1])["days"]
    check(listed and listed[-1]["date"] == "2026-11-23" and listed[-1]["restingHeartRate"] == 46, "GET wellness shows the day")
    for bad, why in ((b'{"date": "2026-11-23"}', "no readings"), (b'{"rmssd": 50}', "'date' is required"),
                     (b'{"date": "2026-11-23", "sleepSeconds": 90000}', "'sleepSeconds'"), (b'{"date": "2026-11-23", "hrv": 50}', "unknown field 'hrv'")):
        status, body, _ = request("POST", u(well), token=w1, body=bad)
        check(status == 400 and why in json.loads(body).get("detail", ""), f"readings {bad!r} are 400 saying {why!r} ({status} {body[:160]!r})")
    status, body, _ = request("DELETE", u(well + "/2026-11-23"), token=w1)
    check(status == 200 and json.loads(body)["wellnessDays"] == 1, "DELETE erases the day's readings")
    check(request("DELETE", u(well + "/2026-11-23"), token=w1)[0] == 404, "a day without readings is 404")
    check(request("DELETE", u(well + "/2026-13-01"), token=w1)[0] == 400, "a bad date is 400")
    # Planned sessions with structured workouts: `plan add`, `plan list`, `plan remove`, `plan show` over HTTP.
    sessions = "/v1/athletes/athlete-01/plan/sessions"
    planned = json.dumps({"date": "2026-12-01", "sport": "Bicicleta", "workout": {"workoutSteps": [
        {"durationSeconds": 600, "target": {"kind": "percentFTP", "low": 55}},
        {"repeat": 5, "workoutSteps": [{"durationSeconds": 240, "target": {"kind": "percentFTP", "low": 108}},
                                       {"durationSeconds": 180, "intensity": "recovery", "target": {"kind": "percentFTP", "low": 55}}]},
        {"durationSeconds": 600, "target": {"kind": "percentFTP", "low": 50}}]}}).encode()
    check(request("POST", u(sessions), token=r1, body=planned)[0] == 403, "a planned session with a read token is 403")
    check(request("POST", u(sessions), token=w2, body=planned)[0] == 404, "a planned session with another athlete's token is 404")
    status, body, _ = request("POST", u(sessions), token=w1, body=planned)
    stored = json.loads(body)
    check(status == 201 and stored.get("durationSeconds") == 3300 and stored.get("sport") == "cycling" and stored.get("load", 0) > 0
          and stored["workout"]["workoutSteps"][1]["repeat"] == 5, f"a planned workout is 201 with its load and duration from the steps ({status} {body[:300]!r})")
    status, body, _ = request("POST", u(sessions), token=w1, body=planned)
    check(status == 200 and json.loads(body)["id"] == stored["id"], "the same session again is 200, stored once")
    listed = json.loads(request("GET", u(sessions + "?from=2026-12-01&through=2026-12-01"), token=r1)[1])["items"]
    check([x["id"] for x in listed] == [stored["id"]], "GET plan/sessions lists it")
    check(json.loads(request("GET", u("/v1/athletes/athlete-01/plan?from=2026-11-23"), token=r1)[1])["schemaVersion"] == 2, "GET plan is the plan document")
    for bad, why in ((b'{"date": "2026-12-01"}', "give a load"), (b'{"load": 50}', "'date' is required"),
                     (b'{"date": "2026-12-01", "workout": {"workoutSteps": [{"durationSeconds": 60, "watts": 200}]}}', "unknown field 'watts'"),
                     (b'{"date": "2026-12-01", "workout": {"workoutSteps": [{"durationSeconds": 60, "target": {"kind": "watts", "low": 9000}}]}}', "target.low"),
                     (b'{"date": "2026-12-01", "load": 50, "tss": 50}', "unknown field 'tss'")):
        status, body, _ = request("POST", u(sessions), token=w1, body=bad)
        check(status == 400 and why in json.loads(body).get("detail", ""), f"planned session {bad!r} is 400 saying {why!r} ({status} {body[:200]!r})")
    huge = json.dumps({"date": "2026-12-01", "workout": {"workoutSteps": [{"repeat": 99, "workoutSteps": [{"durationSeconds": 3600}]}]}}).encode()
    status, body, _ = request("POST", u(sessions), token=w1, body=huge)
    check(status == 422 and "24 h" in json.loads(body).get("detail", ""), f"a workout over 24 h is 422 ({status} {body[:200]!r})")
    status, body, _ = request("DELETE", u(f"{sessions}/{stored['id']}"), token=w1)
    check(status == 200 and json.loads(body).get("session") == stored["id"], "DELETE removes the planned session")
    check(request("DELETE", u(f"{sessions}/{stored['id']}"), token=w1)[0] == 404, "a session no longer there is 404")
    # Events (races and tests): `plan event`, `plan list`, `plan remove --event` over HTTP.
    events = "/v1/athletes/athlete-01/plan/events"
    race = json.dumps({"date": "2027-02-14", "name": "Maratón CDMX", "priority": "A", "targetCTL": 60, "tsbLow": 5, "tsbHigh": 20,
                       "distanceMeters": 42195, "targetSeconds": 12600}).encode()
    check(request("POST", u(events), token=r1, body=race)[0] == 403, "an event with a read token is 403")
    check(request("POST", u(events), token=w2, body=race)[0] == 404, "an event with another athlete's token is 404")
    status, body, _ = request("POST", u(events), token=w1, body=race)
    event = json.loads(body)
    check(status == 201 and event.get("name") == "Maratón CDMX" and event.get("tsbLow") == 5 and event.get("priority") == "A",
          f"an event is 201 as stored ({status} {body[:300]!r})")
    status, body, _ = request("POST", u(events), token=w1, body=race)
    check(status == 200 and json.loads(body)["id"] == event["id"], "the same event again is 200, stored once")
    listed = json.loads(request("GET", u(events + "?from=2027-02-14"), token=r1)[1])["items"]
    shown = json.loads(cli(bin_, lib, "plan", "list", "--athlete", "athlete-01", "--json"))["events"]
    check([x["id"] for x in listed] == [event["id"]] and [x for x in shown if x["id"] == event["id"]] == listed,
          "GET plan/events lists it as 'plan list --json' does")
    plan = json.loads(request("GET", u("/v1/athletes/athlete-01/plan?from=2026-11-23"), token=r1)[1])
    check("Maratón CDMX" in json.dumps(plan, ensure_ascii=False), "the plan projects to the new A event")
    for bad, status_, why in ((b'{"date": "2027-02-14"}', 400, "'name' is required"), (b'{"name": "x"}', 400, "'date' is required"),
                              (b'{"date": "2027-02-14", "name": "x", "priority": "D"}', 400, "'priority' must be A, B or C"),
                              (b'{"date": "2027-02-14", "name": "x", "tsbLow": 5}', 400, "both 'tsbLow' and 'tsbHigh'"),
                              (b'{"date": "2027-02-14", "name": "x", "tsbLow": 20, "tsbHigh": 5}', 422, "'tsbLow' must be at most 'tsbHigh'"),
                              (b'{"date": "2027-02-14", "name": "x", "distanceMeters": 42195, "targetSeconds": 600}', 422, "targetSeconds"),
                              (b'{"date": "2027-02-14", "name": "   "}', 422, "must not be empty"),
                              (b'{"date": "2027-02-14", "name": "x", "ctl": 50}', 400, "unknown field 'ctl'")):
        status, body, _ = request("POST", u(events), token=w1, body=bad)
        check(status == status_ and why in json.loads(body).get("detail", ""), f"event {bad!r} is {status_} saying {why!r} ({status} {body[:200]!r})")
    status, body, _ = request("DELETE", u(f"{events}/{event['id']}"), token=w1)
    check(status == 200 and json.loads(body).get("event") == event["id"], "DELETE removes the event")
    check(request("DELETE", u(f"{events}/{event['id']}"), token=w1)[0] == 404, "an event no longer there is 404")

    before = len(json.loads(request("GET", u(post + "?limit=100000"), token=r1)[1])["items"])
    check(before == len(json.loads(cli(bin_, lib, "activities", "--athlete", "athlete-01", "--json"))["items"]), "uploads are in the library")

    # 20 concurrent uploads of distinct rides: nothing lost.
    ride = (ROOT / "datasets/sample/athlete-01/rides").glob("*.csv").__next__().read_text().splitlines()
    def variant(k):
        lines = [ride[0]] + [",".join([c.split(",")[0]] + [str(float(x) + k) if x else x for x in c.split(",")[1:2]] + c.split(",")[2:]) for c in ride[1:]]
        return "\n".join(lines).encode() + b"\n"
    busy = []
    def upload_retrying(k):  # as an app does: a 429 with Retry-After is tried again
        while True:
            status = request("POST", u(f"{post}?name=2025-06-{k + 1:02d}.csv"), token=w1, body=variant(k))[0]
            if status != 429:
                return status
            busy.append(k)
            time.sleep(0.05)
    with concurrent.futures.ThreadPoolExecutor(20) as pool:
        statuses = list(pool.map(upload_retrying, range(20)))
    after = len(json.loads(request("GET", u(post + "?limit=100000"), token=r1)[1])["items"])
    check(statuses == [201] * 20 and after == before + 20, f"20 concurrent uploads stored 20 activities ({statuses})")
    print(f"20 concurrent uploads with one token: {len(busy)} answers 429 (at most 2 in per token), retried")

    # Undeclared methods: 405 with the methods the path takes.
    status, body, _ = request("DELETE", u(post), token=w1)
    check(status == 405 and json.loads(body)["error"] == "method not allowed", f"DELETE on the activities list is 405 ({status})")
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as s:
        s.sendall(b"PUT /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")
        head = s.recv(4096).decode("latin-1")
    check(head.startswith("HTTP/1.1 405") and "\r\nallow: get\r\n" in head.lower(), f"PUT /healthz is 405 with Allow: GET ({head[:200]!r})")

    # SIGTERM in the middle of an upload: the server stops, the library is whole.
    rng, power, rows = random.Random(7), 200.0, []
    for t in range(150_000):  # a random walk: a periodic signal is the mean-max search's worst case
        power = max(0.0, min(600.0, power + rng.gauss(0, 15) - 0.02 * (power - 200)))
        rows.append(f"{t},{power:.0f}\n")
    big = ("time,power\n" + "".join(rows)).encode()
    result = {}
    def slow_upload():
        try:
            result["status"] = request("POST", u(post + "?name=2025-07-01.csv"), token=w1, body=big)[0]
        except Exception as e:  # the connection may close under it
            result["status"] = repr(e)
    t = threading.Thread(target=slow_upload)
    t.start()
    time.sleep(0.3)
    code = server.stop()
    t.join(60)
    check(code == 0, f"SIGTERM stops the server with status 0 (got {code})")
    print(f"SIGTERM during an upload: the upload answered {result.get('status')}")
    checked = subprocess.run([bin_, "check", "--library", lib, "--json"], capture_output=True, text=True)
    health = json.loads(checked.stdout)
    check(checked.returncode == 0 and not health["integrityProblems"] and not health["foreignKeyProblems"] and health["orphanActivities"] == 0,
          f"the library is whole after SIGTERM: {health}")
    count = len(json.loads(cli(bin_, lib, "activities", "--athlete", "athlete-01", "--json"))["items"])
    check(count in (after, after + 1) and (count == after + 1) == (result.get("status") == 201), f"the upload in flight is stored whole or not at all ({result}, {after} → {count})")

    # Slow and idle clients are cut off: a second server with 1-second deadlines.
    server = Server(bin_, lib, "--header-timeout", "1", "--body-timeout", "2", "--idle-timeout", "2", "--max-uploads", "1",
                    "--upload-queue", "0")
    u = server.url
    def closed_after(send, seconds):
        """Connects, sends `send`, and reports whether the server closed the connection within `seconds`."""
        with socket.create_connection(("127.0.0.1", server.port), timeout=seconds) as s:
            s.sendall(send)
            started = time.monotonic()
            try:
                while s.recv(4096):
                    pass
                return time.monotonic() - started
            except socket.timeout:
                return None
    check(closed_after(b"", 4) is not None, "a connection that sends nothing is closed after --header-timeout")
    check(closed_after(b"GET /healthz HTTP/1.1\r\nHost: x\r\n", 4) is not None, "a request head never finished is closed after --header-timeout")
    slow_body = f"POST {post} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {w1}\r\nContent-Length: 100000\r\n\r\ntime,power\n".encode()
    check(closed_after(slow_body, 5) is not None, "an upload whose body stops coming is closed after --body-timeout")
    # One upload at a time and no line: a second one meanwhile is 429 with Retry-After.
    first = {}
    other = big + b"150000,100\n"  # new bytes: a slow upload that is stored, not a duplicate
    t = threading.Thread(target=lambda: first.update(status=request("POST", u(post + "?name=2025-07-02.csv"), token=w1, body=other)[0]))
    t.start()
    time.sleep(0.3)
    with socket.create_connection(("127.0.0.1", server.port), timeout=30) as s:
        s.sendall(f"POST {post}?name=2025-07-03.csv HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {w1}\r\nContent-Length: {len(variant(30))}\r\n\r\n".encode() + variant(30))
        second = s.recv(4096).decode("latin-1")
    t.join(60)
    check(second.startswith("HTTP/1.1 429") and "retry-after: 2" in second.lower() and first.get("status") == 201,
          f"with --max-uploads 1 --upload-queue 0 a second upload meanwhile is 429 with Retry-After ({second[:120]!r}, first {first})")
    server.stop()

    if a.schemathesis:
        seed = random.SystemRandom().randrange(2**31) if a.seed == "random" else int(a.seed)
        print(f"schemathesis seed {seed} (run it again with: make check SCHEMATHESIS_SEED={seed})", flush=True)
        # Erasing an athlete and revoking a token run last, on their own: earlier they would
        # erase the data (or the token) every other operation is fuzzed with.
        destructive = ["--exclude-operation-id", "deleteAthlete", "--exclude-operation-id", "revokeToken"]
        for selection in (destructive, [x.replace("exclude", "include") for x in destructive]):
            server = Server(bin_, lib)
            r = subprocess.run([a.schemathesis, "--config-file", str(ROOT / "scripts/schemathesis.toml"), "run", server.url("/openapi.yaml"),
                                "--header", f"Authorization: Bearer {coach_write}", *selection,
                                "--checks", "all", "--max-examples", str(a.examples), "--phases", "examples,coverage,fuzzing,stateful",
                                # Fixed seed, and no examples carried over from an earlier run: the same run every time.
                                "--seed", str(seed), "--generation-database", "none",
                                "--no-color", *(["--request-timeout", str(a.request_timeout)] if a.request_timeout else [])],
                               capture_output=True, text=True, timeout=1800)
            server.stop()
            tail = "\n".join(r.stdout.splitlines()[-12:])
            check(r.returncode == 0, f"schemathesis ({' '.join(selection[::2][:1])} destructive) found failures:\n{r.stdout[-4000:]}")
            print(tail)
    print(f"serve e2e: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
