#!/usr/bin/env python3
"""One answer per API operation, taken from a real run: docs/api-examples/OPERATION.json.

Writes (VELOSCORE given): a server over the bundled dataset (three athletes, athlete-01's
plan, an event), today fixed at 2026-11-27 (VELOSCORE_TODAY), then every operation in
docs/openapi.yaml once — reads, then writes, then erasures — each answer kept as
{"request", "status", "body"} (a token's secret and the times a run stamps replaced by
placeholders). Checks (--check): every example answers its operation with a status the
document lists and validates against that answer's schema, and every operation has one.
The /docs page shows them (scripts/openapi-html.py).

  scripts/api-examples.py VELOSCORE     (make api-examples)
  scripts/api-examples.py --check       (make check)
"""
import json
import os
import pathlib
import re
import sys
import tempfile

import yaml

ROOT = pathlib.Path(__file__).resolve().parents[1]
OUT = ROOT / "docs/api-examples"
FIT = ROOT / "datasets/fit/4078723797.fit"
A = "/v1/athletes/athlete-01"
# (operationId, method, path, body): in an order that leaves each its target.
CALLS = [
    ("health", "GET", "/healthz", None),
    ("getLabels", "GET", "/v1/labels?lang=es-MX", None),
    ("listAthletes", "GET", "/v1/athletes?limit=2", None),
    ("getAthlete", "GET", A, None),
    ("listSources", "GET", f"{A}/sources?limit=2", None),
    ("listActivities", "GET", f"{A}/activities?limit=2", None),
    ("getActivity", "GET", f"{A}/activities/{{ride}}", None),
    ("getPMC", "GET", f"{A}/pmc?from=2026-11-20", None),
    ("getWeek", "GET", f"{A}/week", None),
    ("getWellness", "GET", f"{A}/wellness?days=3", None),
    ("getDashboard", "GET", f"{A}/dashboard", None),
    ("getWeeklyReport", "GET", f"{A}/reports/weekly?date=2026-11-20", None),
    ("getCalendarReport", "GET", f"{A}/reports/calendar?month=2026-11", None),
    ("getPlan", "GET", f"{A}/plan", None),
    ("listPlannedSessions", "GET", f"{A}/plan/sessions?limit=2", None),
    ("listEvents", "GET", f"{A}/plan/events", None),
    ("listTokens", "GET", "/v1/tokens", None),
    ("signUpAthlete", "POST", "/v1/athletes", {"name": "lucía", "timeZone": "America/Mexico_City", "language": "es-MX",
                                               "thresholds": {"functionalThresholdPower": 230}, "token": {"canWrite": True, "label": "iPhone"}}),
    ("editAthlete", "PATCH", "/v1/athletes/luc%C3%ADa", {"weeklyGoal": 4}),
    ("uploadActivity", "POST", "/v1/athletes/luc%C3%ADa/activities?name=ride.fit", "FIT"),
    ("editActivity", "PATCH", "/v1/athletes/luc%C3%ADa/activities/{upload}", {"name": "Rodada matutina", "rpe": 6}),
    ("logWorkout", "POST", "/v1/athletes/luc%C3%ADa/workouts",
     {"sport": "Trotar", "start": "2026-11-26T07:00:00-06:00", "durationSeconds": 2700, "rpe": 5}),
    ("logWellness", "POST", "/v1/athletes/luc%C3%ADa/wellness",
     {"date": "2026-11-27", "rmssd": 58, "restingHeartRate": 51, "sleepSeconds": 26100}),
    ("addPlannedSession", "POST", "/v1/athletes/luc%C3%ADa/plan/sessions", {"date": "2026-11-29", "sport": "cycling", "load": 80}),
    ("addEvent", "POST", "/v1/athletes/luc%C3%ADa/plan/events", {"date": "2027-03-14", "name": "Gran Fondo", "priority": "A", "targetCTL": 55}),
    ("createToken", "POST", "/v1/tokens", {"athlete": "lucía", "label": "iPad"}),
    ("deletePlannedSession", "DELETE", "/v1/athletes/luc%C3%ADa/plan/sessions/{session}", None),
    ("deleteEvent", "DELETE", "/v1/athletes/luc%C3%ADa/plan/events/{event}", None),
    ("deleteWellnessDay", "DELETE", "/v1/athletes/luc%C3%ADa/wellness/2026-11-27", None),
    ("deleteActivity", "DELETE", "/v1/athletes/luc%C3%ADa/activities/{workout}", None),
    ("deleteSource", "DELETE", "/v1/athletes/luc%C3%ADa/sources/{sha}", None),
    ("revokeToken", "DELETE", "/v1/tokens/{token}", None),
    ("deleteAthlete", "DELETE", "/v1/athletes/luc%C3%ADa", None),
]
# Not JSON: the document itself and its page.
TEXT = {"openAPIDocument", "apiDocsPage"}


def scrub(value):
    """A run's secrets and clock out of an answer, so the file changes only with the API."""
    if isinstance(value, dict):
        return {k: ("vs_SECRET-SHOWN-ONCE" if k == "token" and isinstance(v, str) and v.startswith("vs_")
                    else "2026-11-27T12:00:00Z" if k in ("createdAt", "ingestedAt", "storedAt") else scrub(v))
                for k, v in value.items()}
    if isinstance(value, list):
        return [scrub(v) for v in value]
    return value


def write(bin_):
    sys.path.insert(0, str(ROOT / "scripts"))
    from serve_harness import Server, cli, request

    os.environ["VELOSCORE_TODAY"] = "2026-11-27"
    with tempfile.TemporaryDirectory() as tmp:
        lib = str(pathlib.Path(tmp, "lib"))
        cli(bin_, "init", "--library", lib)
        cli(bin_, "ingest", str(ROOT / "datasets/sample"), "--library", lib, "--no-progress")
        cli(bin_, "plan", "import", str(ROOT / "datasets/plans/athlete-01.csv"), "--athlete", "athlete-01", "--library", lib)
        cli(bin_, "plan", "event", "--name", "Contrarreloj de invierno", "--date", "2027-01-17", "--priority", "B",
            "--athlete", "athlete-01", "--library", lib)
        coach = cli(bin_, "token", "create", "--coach", "--write", "--library", lib).strip()
        server = Server(bin_, lib)
        ids = {}
        try:
            rides = json.loads(request("GET", server.url(f"{A}/activities?sport=cycling&limit=1"), token=coach)[1])["items"]
            ids["ride"] = rides[-1]["id"]
            for op, method, path, body in CALLS:
                path = path.format(**ids)
                data = FIT.read_bytes() if body == "FIT" else json.dumps(body).encode() if body is not None else None
                status, answer, _ = request(method, server.url(path), token=None if op == "health" else coach, body=data)
                doc = json.loads(answer)
                if not 200 <= status < 300:
                    raise SystemExit(f"api-examples: {op} {method} {path} answered {status}: {answer[:300]!r}")
                if op == "uploadActivity":
                    ids["upload"] = doc["activities"][0]["id"]
                if op == "logWorkout":
                    ids["workout"] = doc["activities"][0]["id"]
                if op == "addPlannedSession":
                    ids["session"] = doc["id"]
                if op == "addEvent":
                    ids["event"] = doc["id"]
                if op == "createToken":
                    ids["token"] = doc["id"]
                if op == "editActivity":
                    sources = json.loads(request("GET", server.url("/v1/athletes/luc%C3%ADa/sources"), token=coach)[1])["items"]
                    ids["sha"] = next(s["sha256"] for s in sources if s.get("kind") != "logged")[:12]
                request_line = f"{method} {re.sub(r'http://[^/]+', '', path)}"
                example = {"request": request_line, "status": status, "body": scrub(doc)}
                if body is not None:
                    example["requestBody"] = "the bytes of datasets/fit/4078723797.fit" if body == "FIT" else scrub(body)
                (OUT / f"{op}.json").write_text(json.dumps(example, indent=2, ensure_ascii=False) + "\n")
        finally:
            server.stop()
    print(f"api-examples: wrote {len(CALLS)} answers from a real run into {OUT.relative_to(ROOT)}")


def check():
    from jsonschema import Draft202012Validator
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT202012

    doc = yaml.safe_load((ROOT / "docs/openapi.yaml").read_text())
    registry = Registry().with_resource("urn:openapi", Resource.from_contents(doc, default_specification=DRAFT202012))
    problems, checked = [], 0
    for path, item in doc["paths"].items():
        for method, op in item.items():
            if not isinstance(op, dict) or "operationId" not in op or op["operationId"] in TEXT:
                continue
            name = op["operationId"]
            file = OUT / f"{name}.json"
            if not file.exists():
                problems.append(f"{name}: no example (make api-examples)")
                continue
            example = json.loads(file.read_text())
            answer = op["responses"].get(str(example["status"]))
            if answer is None:
                problems.append(f"{name}: status {example['status']} is not one the document lists")
                continue
            if "$ref" in answer:
                answer = doc["components"]["responses"][answer["$ref"].rsplit("/", 1)[-1]]
            pointer = f"/paths/{path.replace('~', '~0').replace('/', '~1')}/{method}/responses/{example['status']}"
            if "content" not in answer or "application/json" not in answer["content"]:
                continue
            ref = {"$ref": f"urn:openapi#{pointer}/content/application~1json/schema"}
            errors = list(Draft202012Validator(ref, registry=registry).iter_errors(example["body"]))
            problems += [f"{name}: {'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in errors[:3]]
            checked += 1
    if problems:
        raise SystemExit("api-examples:\n  " + "\n  ".join(problems))
    print(f"api-examples: {checked} examples from a real run validate against their operations' answers")


if __name__ == "__main__":
    check() if sys.argv[1:] == ["--check"] else write(sys.argv[1])
