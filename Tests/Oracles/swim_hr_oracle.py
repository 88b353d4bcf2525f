#!/usr/bin/env python3
"""Oracle for heart rate stored apart from records (HRM-Swim/HRM-Tri `hr`
messages): writes a synthetic pool swim, Tests/Oracles/fit/swim-hr-synthetic.fit
(our own data: 300 one-second records without heart rate; an anchor `hr`
message, then messages of 8 readings with 12-bit packed strap times, a 10 s gap
the reference holds for 5 s), with Garmin's Python SDK encoder, then decodes it
with the SDK's merge_heart_rates and writes the heart rate each record gets to
Tests/Oracles/swim_hr_oracle.json. Run from the repository root.
"""
import json
import pathlib
import random

from garmin_fit_sdk import Decoder, Encoder, Profile, Stream

ROOT = pathlib.Path(__file__).resolve().parents[2]
START = 1_100_000_000  # FIT seconds


def pack12(values):
    out = []
    for i in range(0, len(values), 2):
        a, b = values[i] & 0xFFF, values[i + 1] & 0xFFF
        out += [a & 0xFF, (a >> 8) | ((b & 0x0F) << 4), b >> 4]
    return out


def main():
    rng = random.Random(11)
    enc = Encoder()
    enc.on_mesg(Profile["mesg_num"]["FILE_ID"], {"type": "activity", "manufacturer": "development", "product": 0,
                                                   "time_created": START, "serial_number": 1})
    anchor_event = 5_000_000 * 1024 + 333  # strap clock, 1/1024 s
    enc.on_mesg(Profile["mesg_num"]["HR"], {"timestamp": START, "fractional_timestamp": 0.25,
                                            "event_timestamp": anchor_event / 1024, "filtered_bpm": [95]})
    event, bpm, readings = anchor_event, 95, []
    while event < anchor_event + 290 * 1024:
        step = rng.randint(700, 1300)
        if 120 * 1024 < event - anchor_event < 121 * 1024:
            step = 10 * 1024  # the strap lost contact for 10 s
        event += step
        bpm = max(60, min(180, bpm + rng.randint(-3, 3)))
        readings.append((event, bpm))
    for i in range(0, len(readings) - len(readings) % 8, 8):
        chunk = readings[i:i + 8]
        enc.on_mesg(Profile["mesg_num"]["HR"], {"filtered_bpm": [b for _, b in chunk],
                                                "event_timestamp_12": pack12([e for e, _ in chunk])})
    for s in range(300):
        enc.on_mesg(Profile["mesg_num"]["RECORD"], {"timestamp": START + s, "distance": s * 0.8, "speed": 0.8})
    path = ROOT / "Tests/Oracles/fit/swim-hr-synthetic.fit"
    path.write_bytes(enc.close())
    messages, errors = Decoder(Stream.from_file(str(path))).read(convert_datetimes_to_dates=False)
    assert not errors, errors
    hr = [r.get("heart_rate") for r in messages["record_mesgs"]]
    (ROOT / "Tests/Oracles/swim_hr_oracle.json").write_text(json.dumps({"heartRate": hr, "readings": len(readings) - len(readings) % 8 + 1}) + "\n")
    print(len(hr), sum(h is not None for h in hr), hr[:12], hr[118:135])


if __name__ == "__main__":
    main()
