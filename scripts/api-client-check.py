#!/usr/bin/env python3
"""A client generated from the OpenAPI document decodes every document of the demo
library: datamodel-code-generator (PyPI) writes pydantic models from docs/openapi.yaml,
a server runs over the bundled dataset (three athletes, a plan and an event, and a user
signed up over the API who uploads a ride), and each
document an app reads — a sign-up with its token, the athletes, a profile, its activities and each activity, the
PMC, the week, wellness, the dashboard, the weekly report, the calendar, the plan, its
sessions and events, the sources, the tokens — is parsed into its generated model. A
field the document leaves out that its schema requires, or a value of another type,
fails here, not in an app.

Usage: scripts/api-client-check.py VELOSCORE   (the venv with datamodel-code-generator)
"""
import importlib.util
import json
import pathlib
import subprocess
import sys
import tempfile
import urllib.parse

from serve_harness import Server, cli, request

ROOT = pathlib.Path(__file__).resolve().parents[1]


def models(folder):
    """The generated client's models, as a module."""
    out = pathlib.Path(folder, "veloscore_client.py")
    subprocess.run([pathlib.Path(sys.executable).with_name("datamodel-codegen"), "--input", str(ROOT / "docs/openapi.yaml"),
                    "--input-file-type", "openapi", "--output", str(out), "--output-model-type", "pydantic_v2.BaseModel",
                    "--formatters", "black", "isort"], check=True, capture_output=True)
    spec = importlib.util.spec_from_file_location("veloscore_client", out)
    module = importlib.util.module_from_spec(spec)
    sys.modules["veloscore_client"] = module  # pydantic resolves the models' generics through it
    spec.loader.exec_module(module)
    return module, len(out.read_text().splitlines())


def main():
    bin_ = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        client, lines = models(tmp)
        lib = str(pathlib.Path(tmp, "lib"))
        cli(bin_, "init", "--library", lib)
        cli(bin_, "ingest", str(ROOT / "datasets/sample"), "--library", lib, "--no-progress")
        cli(bin_, "plan", "import", str(ROOT / "datasets/plans/athlete-01.csv"), "--athlete", "athlete-01", "--library", lib)
        cli(bin_, "plan", "event", "--name", "Gran Fondo", "--date", "2099-03-14", "--priority", "A", "--ctl", "55",
            "--athlete", "athlete-01", "--library", lib)
        token = cli(bin_, "token", "create", "--coach", "--write", "--library", lib).strip()
        server = Server(bin_, lib)
        decoded, failures = {}, []

        def read(path, model, many=None):
            body = server.json("GET", path, token)
            docs = body[many] if many else [body]
            for doc in docs:
                try:
                    getattr(client, model).model_validate(doc)
                    decoded[model] = decoded.get(model, 0) + 1
                except Exception as problem:  # pydantic's ValidationError names each field
                    failures.append(f"{path} as {model}: {str(problem)[:600]}")
            return body

        try:
            # An app's new user: signed up with her own token, a ride uploaded with it.
            signed = server.json("POST", "/v1/athletes", token, json.dumps({
                "name": "lucía", "timeZone": "America/Mexico_City", "thresholds": {"functionalThresholdPower": 230},
                "token": {"canWrite": True}}).encode())
            client.SignedUpAthlete.model_validate(signed)
            decoded["SignedUpAthlete"] = 1
            status, _, _ = request("POST", server.url("/v1/athletes/luc%C3%ADa/activities?name=ride.fit"),
                                   token=signed["apiToken"]["token"], body=(ROOT / "datasets/fit/4078723797.fit").read_bytes())
            if status != 201:
                failures.append(f"her upload answered {status}")
            athletes = read("/v1/athletes", "Athlete", many="items")["items"]
            for a in athletes:
                base = "/v1/athletes/" + urllib.parse.quote(a["name"])
                read(base, "Athlete")
                rows = read(f"{base}/activities?limit=1000", "ActivityRow", many="items")["items"]
                for row in rows[-25:]:  # the latest 25 of each: rides, runs, swims, workout-list rows
                    read(f"{base}/activities/{row['id']}", "ActivityReport")
                last = rows[-1]["date"] if rows else None
                read(f"{base}/pmc", "FitnessReport")
                read(f"{base}/wellness?days=60", "WellnessReport")
                for date in [None, last]:
                    q = f"?date={date}" if date else ""
                    read(f"{base}/week{q}", "WeekReport")
                    read(f"{base}/dashboard{q}", "Dashboard")
                    read(f"{base}/reports/weekly{q}", "WeeklyProgressReport")
                read(f"{base}/reports/calendar", "CalendarReport")
                read(f"{base}/plan", "PlanReport")
                read(f"{base}/plan/sessions", "PlannedSession", many="items")
                read(f"{base}/plan/events", "PlanEvent", many="items")
                read(f"{base}/sources", "SourceFile", many="items")
            read("/v1/tokens", "TokenRow", many="items")
        finally:
            server.stop()
    if failures:
        print("\n".join(failures[:20]))
        raise SystemExit(f"api-client-check: {len(failures)} documents the generated client cannot decode")
    total = sum(decoded.values())
    print(f"api-client-check: a client generated from docs/openapi.yaml ({lines} lines of pydantic models) decodes all "
          f"{total} documents of the demo library: " + ", ".join(f"{n} {m}" for m, n in sorted(decoded.items())))


if __name__ == "__main__":
    main()
