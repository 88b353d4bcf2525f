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
import re
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


def commands(tmp, binary, library):
    """(schema name, argv, expected exit code) for every command with a JSON result."""
    perf = pathlib.Path(tmp, "perf.csv")
    workout, wrong = pathlib.Path(tmp, "vo2.txt"), pathlib.Path(tmp, "wrong.txt")
    workout.write_text("Warmup 10m ramp 40-70%\n5x 4m 108% 3m 55%\n10m 50% 85rpm\n")
    wrong.write_text("10m 55%\n5x 4q 108%\n")
    fit_workout = str(pathlib.Path(tmp, "vo2.fit"))
    # The sample's ride of 2026-11-22, graded against a workout planned for that day.
    listed = json.loads(run(binary, ["activities", *A, "--json"], library)[1])["items"]
    ride = next(a["id"] for a in listed if a["date"] == "2026-11-22" and a.get("hasStreams"))
    rpe = pathlib.Path(tmp, "registro.csv")
    rpe.write_text("fecha,deporte,minutos,esfuerzo\n" + "".join(f"2026-10-{d:02d},Correr,{30 + d},{3 + d % 6}\n" for d in range(1, 31)))
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
        ("ingest", ["ingest", str(rpe), "--athlete", "Ana", "--json"], 0),
        ("load", ["load", "--athlete", "Ana", "--session-rpe", "--json"], 0),
        ("activities", ["activities", *A, "--last", "3", "--json"], 0),
        ("activity-set", ["activity", "set", "1", "--name", "Rodada matutina", "--rpe", "6", "--json"], 0),
        ("sources", ["sources", *A, "--json"], 0),
        ("activity", ["activity", RIDE, "--ftp", "239", "--json"], 0),
        ("activity", ["activity", FIT, "--json"], 0),
        # A run whose FIT file records beat-to-beat intervals: its beatToBeat section.
        ("activity", ["activity", str(ROOT / "datasets/devices/fit-parser/test2.fit"), "--json"], 0),
        ("mmp", ["mmp", RIDE, "--json"], 0),
        ("mmp", ["mmp", RIDE, "--after-kj", "100,400,20000", "--json"], 0),
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
        ("plan-add", ["plan", "add", *A, "--date", "2026-11-22", "--workout", "10m 55%; 5x 4m 108% 3m 55%; 10m 50%", "--json"], 0),
        ("activity", ["activity", "show", str(ride), "--json"], 0),
        ("report-activity", ["report", "activity", str(ride), "--format", "json"], 0),
        ("week", ["week", *A, "--date", "2026-11-22", "--json"], 0),
        ("report-weekly", ["report", "weekly", *A, "--date", "2026-11-22", "--format", "json"], 0),
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
        ("report-calendar", ["report", "calendar", *A, "--month", "2026-11", "--format", "json"], 0),
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
        ("workout-show", ["workout", "show", str(workout), "--ftp", "250", "--json"], 0),
        ("workout-export", ["workout", "export", str(workout), "--to", "fit", "--out", fit_workout, "--json"], 0),
        ("workout-show", ["workout", "show", fit_workout, "--json"], 0),
        ("error", ["workout", "show", str(wrong), "--json"], 65),
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


VOCABULARY = json.loads((SCHEMAS / "vocabulary.json").read_text())
TERMS = {t["name"]: t for t in VOCABULARY["terms"]}
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
DATE_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$")
NUMERIC = ("number", "integer")


def described(term):
    """A schema description: the term's meaning and its unit."""
    unit = term.get("unit") or ""
    if unit:
        return f"{term['description']} Unit: {unit}."
    return term["description"] + (" Unit: none (a count, ratio or index)." if term["kind"] in NUMERIC else "")


def type_of(kind):
    return {"integer": {"type": "integer"}, "number": {"type": ["number", "null"]}, "string": {"type": "string"},
            "boolean": {"type": "boolean"}, "date": {"type": "string", "format": "date"},
            "dateTime": {"type": "string", "format": "date-time"}, "array": {"type": "array"}, "object": {"type": "object"},
            "map": {"type": "object"}}.get(kind, {})


def vocabulary_problems(doc):
    """Every key is a term, its value of the term's type; a null number has a reason."""
    problems, reasons = [], doc.get("nullReasons", {}) if isinstance(doc, dict) else {}

    def check(key, value, pointer):
        term = TERMS.get(key)
        if term is None:
            problems.append(f"{pointer}: '{key}' is not in docs/schema/vocabulary.json")
            return
        kind = term["kind"]
        if value is None:
            if kind not in NUMERIC or pointer not in reasons:
                problems.append(f"{pointer}: null {kind} without a nullReasons entry")
            return
        ok = {"integer": isinstance(value, int) and not isinstance(value, bool),
              "number": isinstance(value, (int, float)) and not isinstance(value, bool),
              "string": isinstance(value, str), "boolean": isinstance(value, bool),
              "date": isinstance(value, str) and bool(DATE.match(value)),
              "dateTime": isinstance(value, str) and bool(DATE_TIME.match(value)),
              "array": isinstance(value, list), "object": isinstance(value, dict), "map": isinstance(value, dict)}[kind]
        if not ok:
            problems.append(f"{pointer}: '{key}' is {type(value).__name__} {str(value)[:40]!r}, the vocabulary says {kind}")
        if kind != "map":
            walk(value, pointer)

    def walk(node, pointer):
        if isinstance(node, dict):
            for k, v in node.items():
                if pointer == "" and k == "nullReasons":
                    continue
                check(k, v, f"{pointer}/{k}")
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, f"{pointer}/{i}")

    walk(doc, "")
    return problems


def pandas_problems(doc):
    """Every list of records reads into pandas with no object-dtype numeric column."""
    import pandas as pd

    problems = []

    def tables(node, pointer):
        if isinstance(node, list) and node and all(isinstance(x, dict) for x in node):
            yield pointer, node
        if isinstance(node, dict):
            for k, v in node.items():
                if TERMS.get(k, {}).get("kind") != "map":
                    yield from tables(v, f"{pointer}/{k}")
        elif isinstance(node, list):
            for i, v in enumerate(node[:50]):
                yield from tables(v, f"{pointer}/{i}")

    for pointer, rows in tables(doc, ""):
        frame = pd.DataFrame(rows)
        for column in frame.columns:
            if TERMS.get(column, {}).get("kind") in NUMERIC and frame[column].dtype == object:
                problems.append(f"{pointer}: pandas reads '{column}' as object dtype")
    return problems


def finish(schema, name):
    """A genson draft in our form: every property described with its unit and
    typed by the vocabulary (numbers may be null, with a nullReasons entry),
    maps of data keys as maps, `schemaVersion` the constant 2."""
    def walk(node):
        if isinstance(node, dict):
            props = node.get("properties")
            if isinstance(props, dict):
                for key, sub in list(props.items()):
                    term = TERMS.get(key)
                    if term is None:
                        continue
                    if term["kind"] == "map":
                        values = type_of(term.get("items")) if term.get("items") else {}
                        props[key] = {"type": "object", "additionalProperties": values or True}
                    else:
                        typed = type_of(term["kind"])
                        if term["kind"] in ("array", "object"):
                            sub.pop("type", None)
                        else:
                            for k in ("type", "anyOf", "format"):
                                sub.pop(k, None)
                        sub.update(typed)
                        if term["kind"] == "array" and term.get("items") in NUMERIC + ("boolean", "string") and "items" not in sub:
                            sub["items"] = type_of(term["items"])
                        if term["kind"] == "array" and term.get("items") == "number":
                            sub["items"] = {"type": ["number", "null"]}
                    props[key]["description"] = described(term)
            for v in list(node.values()):
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)
    walk(schema)
    schema["$id"] = f"https://veloscore.dev/schema/{name}.schema.json"
    schema["title"] = f"veloscore {name.replace('-', ' ')} (schemaVersion 2)"
    schema.setdefault("properties", {})["schemaVersion"] = {"const": 2, "description": described(TERMS["schemaVersion"])}
    schema["properties"]["nullReasons"] = {"type": "object", "additionalProperties": {"type": "string"}, "description": described(TERMS["nullReasons"])}
    schema["required"] = sorted(set(schema.get("required", [])) | {"schemaVersion"})
    return schema


def undescribed(schema):
    """Properties of a schema without a description."""
    missing = []

    def walk(node, pointer):
        if isinstance(node, dict):
            for key, sub in (node.get("properties") or {}).items():
                if not isinstance(sub, dict) or not sub.get("description"):
                    missing.append(f"{pointer}/{key}")
            for k, v in node.items():
                walk(v, f"{pointer}/{k}")
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, f"{pointer}/{i}")
    walk(schema, "")
    return missing


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
        for name, argv, code in commands(tmp, args.binary, library) + device_files():
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
                if not isinstance(doc, dict) or doc.get("schemaVersion") != 2:
                    failures.append(f"{label}: the document is not an object with schemaVersion 2")
                    break
                problems = vocabulary_problems(doc) + pandas_problems(doc)
                if problems:
                    failures.append(f"{label}: " + "; ".join(problems[:5]))
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
            if undescribed(schema):
                failures.append(f"{schema_path.name}: properties without a description: {', '.join(undescribed(schema)[:5])}")
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
        print(f"json-contract: {checked} commands' JSON validate against docs/schema/ (draft 2020-12), schemaVersion 2, every key a vocabulary term of its type, every list of records read by pandas without object-dtype numbers")


if __name__ == "__main__":
    main()
