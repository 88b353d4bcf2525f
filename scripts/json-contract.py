#!/usr/bin/env python3
"""One JSON contract: every command that reports a result prints, with --json
(or --format json), a document with a top-level `schemaVersion` that validates
against its JSON Schema (draft 2020-12) in docs/schema/. Runs each command on a
library of the bundled dataset, and one failure per exit code's JSON error.

  python scripts/json-contract.py VELOSCORE            (make test)
  python scripts/json-contract.py VELOSCORE --draft DIR  (schemas inferred from
      today's output with genson, for a person to review before replacing docs/schema/)
"""
import argparse
import json
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "docs" / "schema"
FIT = str(ROOT / "datasets/fit/4078723797.fit")
RIDE = str(ROOT / "datasets/sample/athlete-01/rides/2026-11-22.csv")
DAILY = str(ROOT / "datasets/sample/athlete-01/daily.csv")
WELLNESS = str(ROOT / "datasets/sample/athlete-01/wellness.csv")
A = ["--athlete", "athlete-01"]


def commands(tmp):
    """(schema name, argv, expected exit code) for every command with a JSON result."""
    perf = pathlib.Path(tmp, "perf.csv")
    perf.write_text("date,watts\n2026-03-02,250\n2026-05-04,262\n2026-07-06,270\n2026-09-07,268\n2026-11-02,275\n")
    return [
        ("init", ["init", "--json"], 0),
        ("check", ["check", "--json"], 0),
        ("athlete", ["athlete", "add", "Ana", "--ftp", "230", "--json"], 0),
        ("athlete-list", ["athlete", "list", "--json"], 0),
        ("athlete", ["athlete", "show", "athlete-01", "--json"], 0),
        ("athlete-set", ["athlete", "set", "athlete-01", "--weight", "68", "--cp", "190", "--wprime", "18000", "--json"], 0),
        ("ingest", ["ingest", str(ROOT / "datasets/sample/athlete-01/workouts.csv"), "--athlete", "Ana", "--json"], 0),
        # A daily load log is refused (65, the file's line says why): it is not a list of workouts.
        ("ingest", ["ingest", DAILY, "--athlete", "Ana", "--json"], 65),
        ("activities", ["activities", *A, "--last", "3", "--json"], 0),
        ("sources", ["sources", *A, "--json"], 0),
        ("activity", ["activity", RIDE, "--ftp", "239", "--json"], 0),
        ("activity", ["activity", FIT, "--json"], 0),
        ("mmp", ["mmp", RIDE, "--json"], 0),
        ("pmc", ["pmc", DAILY, "--json"], 0),
        ("pmc", ["pmc", *A, "--json"], 0),
        ("load", ["load", DAILY, "--json"], 0),
        ("banister", ["banister", DAILY, "--performances", str(perf), "--column", "watts", "--json"], 0),
        ("wellness", ["wellness", *A, "--json"], 0),
        ("trends", ["trends", "ctl", *A, "--json"], 0),
        ("week", ["week", *A, "--date", "2026-11-18", "--json"], 0),
        ("dashboard", ["dashboard", *A, "--json"], 0),
        ("plan-event", ["plan", "event", *A, "--name", "Gran Fondo", "--date", "2027-03-14", "--ctl", "55", "--tsb", "5:20", "--json"], 0),
        ("plan-add", ["plan", "add", *A, "--date", "2026-11-25", "--sport", "cycling", "--load", "80", "--json"], 0),
        ("plan-import", ["plan", "import", str(ROOT / "datasets/plans/athlete-01.csv"), *A, "--json"], 0),
        ("plan-list", ["plan", "list", *A, "--json"], 0),
        ("plan", ["plan", "show", *A, "--from", "2026-11-23", "--format", "json"], 0),
        ("plan-remove", ["plan", "remove", *A, "--all", "--yes", "--json"], 0),
        ("predict", ["predict", *A, "--race", "10k=42:00", "--format", "json"], 0),
        ("report-weekly", ["report", "weekly", *A, "--date", "2026-11-18", "--format", "json"], 0),
        ("report-weekly", ["report", "weekly", "--athlete", "athlete-02", "--format", "json"], 0),
        ("week", ["week", "--athlete", "athlete-02", "--json"], 0),
        ("dashboard", ["dashboard", "--athlete", "athlete-02", "--json"], 0),
        ("plan", ["plan", "show", "--athlete", "athlete-02", "--format", "json"], 0),
        ("athlete", ["athlete", "show", "athlete-02", "--json"], 0),
        ("report-activity", ["report", "activity", RIDE, "--format", "json"], 0),
        ("report-season", ["report", "season", *A, "--format", "json"], 0),
        ("report-activity", ["report", "activity", FIT, "--format", "json"], 0),
        ("token-create", ["token", "create", "--coach", "--json"], 0),
        ("token-list", ["token", "list", "--json"], 0),
        ("token-revoke", ["token", "revoke", "1", "--json"], 0),
        ("export", ["export", *A, "--out", str(pathlib.Path(tmp, "export")), "--json"], 0),
        ("batch", ["batch", str(ROOT / "datasets/sample"), "--out", str(pathlib.Path(tmp, "batch")), "--only", "athlete-03", "--no-progress", "--json"], 0),
        ("synth", ["synth", "--out", str(pathlib.Path(tmp, "synth")), "--athletes", "1", "--days", "30", "--stream-days", "0", "--no-progress", "--json"], 0),
        ("convert", ["convert", FIT, "--to", "csv", "--out", str(pathlib.Path(tmp, "ride.csv")), "--json"], 0),
        ("streams", ["convert", RIDE, "--to", "json"], 0),
        ("fit-info", ["fit", "info", FIT, "--json"], 0),
        ("fit-dump-line", ["fit", "dump", FIT, "--json"], 0),
        ("delete", ["delete", "athlete", "Ana", "--yes", "--json"], 0),
        ("error", ["activity", "/no/such/file.fit", "--json"], 66),
        ("error", ["pmc", "--athlete", "nobody", "--json"], 65),
        ("error", ["activity", RIDE, "--ftp", "-5", "--json"], 64),
    ]


def device_files():
    """`activity` and `report activity` on every real-device file (datasets/devices):
    the optional fields, nulls and sessions real files produce, not only the sample's."""
    import csv
    with open(ROOT / "datasets/devices/manifest.csv", newline="") as f:
        files = [str(ROOT / "datasets/devices" / row["file"]) for row in csv.DictReader(f)]
    return [cmd for path in files for cmd in (
        ("activity", ["activity", path, "--json", "--lenient"], 0),
        ("report-activity", ["report", "activity", path, "--format", "json", "--lenient"], 0))]


def run(binary, argv, library):
    r = subprocess.run([binary, *argv], capture_output=True, text=True, env={"VELOSCORE_LIBRARY": library, "PATH": "/usr/bin:/bin", "HOME": library})
    return r.returncode, r.stdout, r.stderr


def documents(name, stdout):
    """The command's JSON documents: one, or one per line for JSON Lines."""
    if name == "fit-dump-line":
        return [json.loads(line) for line in stdout.splitlines() if line.strip()]
    return [json.loads(stdout)]


NUMBER = {"anyOf": [{"type": "number"}, {"enum": ["inf", "-inf", "nan"]}],
          "description": "a number; a non-finite one is written as the string inf, -inf or nan"}


def finish(schema, name):
    """A genson draft in our form: numbers may be the non-finite strings the
    encoder writes, `schemaVersion` is the integer 1, and the schema is named."""
    def walk(node):
        if isinstance(node, dict):
            t = node.get("type")
            # Integers too: a Double that happened to be whole in the samples may not be elsewhere.
            if t in ("number", "integer") or (isinstance(t, list) and ("number" in t or "integer" in t) and "string" not in t):
                rest = [x for x in (t if isinstance(t, list) else [t]) if x not in ("number", "integer")]
                node.pop("type")
                node["anyOf"] = [{"$ref": "#/$defs/number"}] + [{"type": x} for x in rest]
            for v in list(node.values()):
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)
    walk(schema)
    schema["$id"] = f"https://veloscore.dev/schema/{name}.schema.json"
    schema["title"] = f"veloscore {name.replace('-', ' ')} (schemaVersion 1)"
    schema.setdefault("$defs", {})["number"] = NUMBER
    schema.setdefault("properties", {})["schemaVersion"] = {"const": 1}
    schema["required"] = sorted(set(schema.get("required", [])) | {"schemaVersion"})
    return schema


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("binary")
    ap.add_argument("--draft", help="write genson-inferred schemas here instead of validating")
    args = ap.parse_args()
    samples, failures, checked = {}, [], 0
    with tempfile.TemporaryDirectory() as tmp:
        library = str(pathlib.Path(tmp, "lib"))
        for argv in (["init"], ["ingest", str(ROOT / "datasets/sample"), "--no-progress"]):
            subprocess.run([args.binary, *argv, "--library", library], check=True, capture_output=True)
        for name, argv, code in commands(tmp) + device_files():
            got, out, err = run(args.binary, argv, library)
            label = "veloscore " + " ".join(argv)
            if got != code:
                failures.append(f"{label}: exit {got}, expected {code}: {err.strip()[-300:]}")
                continue
            try:
                docs = documents(name, out)
            except json.JSONDecodeError as e:
                failures.append(f"{label}: not JSON ({e}): {out[:200]!r}")
                continue
            for doc in docs[:200]:
                if not isinstance(doc, dict) or not isinstance(doc.get("schemaVersion"), int):
                    failures.append(f"{label}: the document is not an object with an integer schemaVersion")
                    break
            samples.setdefault(name, []).extend(docs[:200])
            if args.draft:
                continue
            schema_path = SCHEMAS / f"{name}.schema.json"
            if not schema_path.exists():
                failures.append(f"{label}: no schema {schema_path.relative_to(ROOT)}")
                continue
            import jsonschema

            schema = json.loads(schema_path.read_text())
            validator = jsonschema.Draft202012Validator(schema)
            for doc in docs:
                error = next(iter(sorted(validator.iter_errors(doc), key=lambda e: e.path)), None)
                if error:
                    failures.append(f"{label}: {schema_path.name}: {error.message} at /{'/'.join(map(str, error.path))}")
                    break
            checked += 1
    if args.draft:
        from genson import SchemaBuilder

        out = pathlib.Path(args.draft)
        out.mkdir(parents=True, exist_ok=True)
        for name, docs in samples.items():
            b = SchemaBuilder(schema_uri="https://json-schema.org/draft/2020-12/schema")
            for d in docs:
                b.add_object(d)
            schema = finish(b.to_schema(), name)
            (out / f"{name}.schema.json").write_text(json.dumps(schema, indent=2, sort_keys=True) + "\n")
        print(f"json-contract: {len(samples)} draft schemas in {out}")
    if failures:
        sys.exit("json-contract FAILED:\n  " + "\n  ".join(failures))
    if not args.draft:
        print(f"json-contract: {checked} commands' JSON validate against docs/schema/ (draft 2020-12), each with schemaVersion")


if __name__ == "__main__":
    main()
