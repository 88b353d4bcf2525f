#!/usr/bin/env python3
"""Oracle for veloscore's FIT workout files (issue 34): decodes each
Tests/Oracles/fit/workout-*.fit (written by veloscore's encoder, byte for byte
what WorkoutFileTests writes; regenerate them with
VELOSCORE_WRITE_WORKOUT_FIT=1 swift test --filter WorkoutFileTests) with
Garmin's FIT SDK for Python and writes what the SDK reads to
Tests/Oracles/workout_fit_oracle.json: the integrity check, decoding errors, the
workout message and every workout_step with the SDK's own field names.
Run from the repository root (pip install garmin-fit-sdk).
"""
import json
import pathlib

from garmin_fit_sdk import Decoder, Stream

ROOT = pathlib.Path(__file__).resolve().parents[2]


def plain(v):
    if isinstance(v, (int, float, str)) or v is None:
        return v
    return str(v)


def main():
    out = {}
    for path in sorted((ROOT / "Tests/Oracles/fit").glob("workout-*.fit")):
        integrity = Decoder(Stream.from_file(str(path))).check_integrity()
        messages, errors = Decoder(Stream.from_file(str(path))).read()
        out[path.name] = {
            "integrity": integrity, "errors": [str(e) for e in errors],
            "fileType": plain(messages["file_id_mesgs"][0].get("type")),
            "workout": {k: plain(v) for k, v in messages["workout_mesgs"][0].items()},
            "steps": [{k: plain(v) for k, v in m.items()} for m in messages["workout_step_mesgs"]],
        }
    target = ROOT / "Tests/Oracles/workout_fit_oracle.json"
    target.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")
    print(f"{target}: {len(out)} files")


if __name__ == "__main__":
    main()
