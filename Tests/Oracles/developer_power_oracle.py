#!/usr/bin/env python3
"""Developer-field power, read independently: Garmin's FIT SDK decodes the
records of each file below and this script averages the developer field named
"Power" (watts) over the records that carry it. Writes
Tests/Oracles/developer_power_oracle.json. Run from the repository root."""
import json
import pathlib

from garmin_fit_sdk import Decoder, Stream

ROOT = pathlib.Path(__file__).resolve().parents[2]
FILES = ["datasets/devices/fit-parser/running-with-developer-data.fit"]


def main():
    out = {}
    for name in FILES:
        messages, _ = Decoder(Stream.from_file(str(ROOT / name))).read()
        fields = {d["field_definition_number"]: d for d in messages.get("field_description_mesgs", [])}
        power = [k for k, d in fields.items() if str(d.get("field_name", "")).strip().lower() == "power"]
        values = []
        for r in messages["record_mesgs"]:
            dev = r.get("developer_fields", {})
            v = next((dev[k] for k in power if k in dev and dev[k] is not None), None)
            if v is not None:
                values.append(float(v))
        out[name] = {"records": len(values), "mean": sum(values) / len(values), "max": max(values)}
    (ROOT / "Tests/Oracles/developer_power_oracle.json").write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")
    print(json.dumps(out))


if __name__ == "__main__":
    main()
