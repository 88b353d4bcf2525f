#!/usr/bin/env python3
"""Parity oracle for veloscore's FIT decoder: Garmin's official Python SDK
(PyPI garmin-fit-sdk) decodes every file in datasets/fit/ and this script writes

  Tests/Oracles/fit/<file>.raw.txt      every field of every message, raw (no scale,
                                        components or sub-fields), one line per message:
                                        "<global>|<field>=<value>|..." fields by number,
                                        messages grouped by global number in file order
  Tests/Oracles/fit/<file>.records.csv  record messages with scale/offset and
                                        components applied, the columns veloscore reads

Value text: integers in decimal, floats as Python repr (integral: "N.0"), strings
quoted with \\\\, \\" and \\xNN escapes, arrays "[a;b;-]" with "-" for invalid elements.
Run from the repository root:  python3 Tests/Oracles/fit_oracle.py
"""
import importlib.metadata
import math
import pathlib

from garmin_fit_sdk import Decoder, Profile, Stream

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "Tests/Oracles/fit"
SEMICIRCLE = 180.0 / 2**31


def fmt(v):
    if isinstance(v, bool):
        return str(int(v))
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return f"{int(v)}.0" if v.is_integer() and abs(v) < 1e16 else repr(v)
    if isinstance(v, str):
        out = []
        for ch in v:
            if ch == "\\":
                out.append("\\\\")
            elif ch == '"':
                out.append('\\"')
            elif ord(ch) < 0x20 or ord(ch) == 0x7F:
                out.append(f"\\x{ord(ch):02x}")
            else:
                out.append(ch)
        return '"' + "".join(out) + '"'
    if isinstance(v, (list, tuple)):
        return "[" + ";".join("-" if x is None else fmt(x) for x in v) + "]"
    raise TypeError(type(v))


def clean(v):
    """SDK float32 invalids come back as NaN: treat as absent like the protocol says."""
    if isinstance(v, float) and math.isnan(v):
        return None
    if isinstance(v, list):
        items = [clean(x) for x in v]
        return None if all(x is None for x in items) else items
    return v


def field_number(global_num, key):
    if isinstance(key, int):
        return key
    return next(num for num, f in Profile["messages"][global_num]["fields"].items() if f["name"] == key)


def global_number(messages_key):
    if messages_key.isdigit():
        return int(messages_key)
    return next(num for num, m in Profile["messages"].items() if m["messages_key"] == messages_key)


def raw_lines(path):
    messages, errors = Decoder(Stream.from_file(str(path))).read(
        apply_scale_and_offset=False, convert_datetimes_to_dates=False, convert_types_to_strings=False,
        expand_sub_fields=False, expand_components=False, merge_heart_rates=False)
    assert not errors, errors
    groups = []
    for key, items in messages.items():
        g = global_number(key)
        lines = []
        for m in items:
            fields = []
            for k, v in m.items():
                if k in ("developer_fields",) or (g == 206 and k == "key"):
                    continue
                v = clean(v)
                if v is not None:
                    fields.append((field_number(g, k), fmt(v)))
            lines.append(f"{g}|" + "|".join(f"{n}={t}" for n, t in sorted(fields)))
        groups.append((g, lines))
    return [line for _, lines in sorted(groups, key=lambda x: x[0]) for line in lines]


def records_csv(path):
    messages, errors = Decoder(Stream.from_file(str(path))).read(
        convert_datetimes_to_dates=False, convert_types_to_strings=False, merge_heart_rates=False)
    assert not errors, errors
    cols = ["timestamp", "power", "heart_rate", "cadence", "speed", "distance", "altitude",
            "position_lat", "position_long", "temperature"]
    rows = [",".join(cols)]
    for r in messages.get("record_mesgs", []):
        speed = r.get("enhanced_speed", r.get("speed"))
        altitude = r.get("enhanced_altitude", r.get("altitude"))
        lat = r.get("position_lat")
        lon = r.get("position_long")
        values = [r.get("timestamp"), r.get("power"), r.get("heart_rate"), r.get("cadence"), speed,
                  r.get("distance"), altitude,
                  None if lat is None else lat * SEMICIRCLE, None if lon is None else lon * SEMICIRCLE,
                  r.get("temperature")]
        rows.append(",".join("" if v is None else repr(float(v)) for v in values))
    return rows


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for path in sorted((ROOT / "datasets/fit").glob("*.fit")):
        (OUT / f"{path.name}.raw.txt").write_text("\n".join(raw_lines(path)) + "\n")
        (OUT / f"{path.name}.records.csv").write_text("\n".join(records_csv(path)) + "\n")
        print(f"{path.name}: written")
    (OUT / "VERSION").write_text(f"garmin-fit-sdk {importlib.metadata.version('garmin-fit-sdk')}\n")


if __name__ == "__main__":
    main()
