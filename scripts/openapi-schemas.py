#!/usr/bin/env python3
"""The OpenAPI document's report schemas, from docs/schema: one copy of each.

docs/schema/*.schema.json (draft 2020-12, checked against every command's JSON by
scripts/json-contract.py) are the documents' types. OpenAPI 3.1 speaks the same
JSON Schema, so this writes them into docs/openapi.yaml's components between the
markers below (their `$id` and `$schema` left out): edit docs/schema, then run
`make openapi`, which runs this before embedding the document in the server.

  python3 scripts/openapi-schemas.py [--check]   (--check: fail if the document is not current)
"""
import json
import pathlib
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parents[1]
DOC = ROOT / "docs/openapi.yaml"
BEGIN = "    # BEGIN schemas from docs/schema (scripts/openapi-schemas.py; edit those files, then make openapi)\n"
END = "    # END schemas from docs/schema\n"
# component: (schema file, the part of it) — a part is a path of properties inside the document.
COMPONENTS = {
    "ActivityReport": ("activity", []),
    "FitnessReport": ("pmc", []),
    "WeekReport": ("week", []),
    "PlanCompliance": ("week", ["plan"]),
    "WellnessReport": ("wellness", []),
    "WeeklyProgressReport": ("report-weekly", []),
    "CalendarReport": ("report-calendar", []),
    "Dashboard": ("dashboard", []),
    "PlanReport": ("plan", []),
}


class Dumper(yaml.SafeDumper):
    pass


# Keys as written, and strings that are not plain YAML quoted, so the block reads as the JSON does.
Dumper.add_representer(dict, lambda d, data: d.represent_mapping("tag:yaml.org,2002:map", data.items()))


def component(name):
    file, part = COMPONENTS[name]
    schema = json.loads((ROOT / f"docs/schema/{file}.schema.json").read_text())
    for key in part:
        schema = schema["properties"][key]
    schema = {k: v for k, v in schema.items() if k not in ("$id", "$schema", "title")}
    schema["description"] = (schema.get("description", "") + f" (docs/schema/{file}.schema.json"
                             + ("" if not part else ", " + "/".join(part)) + ")").strip()
    return schema


def block():
    body = yaml.dump({n: component(n) for n in COMPONENTS}, Dumper=Dumper, allow_unicode=True, sort_keys=False, width=110)
    return BEGIN + "".join("    " + line + "\n" for line in body.splitlines()) + END


def main():
    text = DOC.read_text()
    if BEGIN not in text or END not in text:
        sys.exit(f"openapi-schemas: {DOC} has no generated block (the BEGIN/END marker lines)")
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    new = head + block() + tail
    if "--check" in sys.argv[1:]:
        if new != text:
            sys.exit("openapi-schemas: docs/openapi.yaml's report schemas differ from docs/schema: run make openapi")
        print("openapi-schemas: docs/openapi.yaml carries docs/schema's report schemas")
        return
    DOC.write_text(new)
    print(f"openapi-schemas: wrote {len(COMPONENTS)} schemas from docs/schema into {DOC.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
