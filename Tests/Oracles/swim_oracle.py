#!/usr/bin/env python3
"""Oracle for pool swims: writes a synthetic 25 m pool swim with Garmin's Python
SDK encoder, Tests/Oracles/fit/pool-swim-synthetic.fit (our own data: 40 active
lengths of 20-30 s and 12-20 strokes with 4 rest lengths between sets, one
record a second, a session with pool_length), and computes independently:
distance = active lengths x pool; swimming time = active lengths' timer time;
pace = time / distance x 100; SWOLF = mean(strokes + seconds) over active
lengths; sTSS at a threshold pace of 100 s/100 m = IF^3 x hours x 100 with
IF = (distance/time) / (100/100) (TrainingPeaks). Writes Tests/Oracles/swim_oracle.json.
Run from the repository root.
"""
import json
import pathlib
import random

from garmin_fit_sdk import Encoder, Profile

ROOT = pathlib.Path(__file__).resolve().parents[2]
START, POOL, THRESHOLD = 1_100_000_000, 25.0, 100.0


def main():
    rng = random.Random(5)
    enc = Encoder()
    enc.on_mesg(Profile["mesg_num"]["FILE_ID"], {"type": "activity", "manufacturer": "development", "product": 0,
                                                   "time_created": START, "serial_number": 2})
    t, lengths = 0.0, []
    for k in range(44):
        active = k % 11 != 10
        seconds = round(rng.uniform(20, 30), 3) if active else round(rng.uniform(15, 40), 3)
        strokes = rng.randint(12, 20) if active else 0
        enc.on_mesg(Profile["mesg_num"]["LENGTH"], {"timestamp": START + int(t + seconds), "start_time": START + int(t),
                                                    "total_elapsed_time": seconds, "total_timer_time": seconds,
                                                    "total_strokes": strokes, "length_type": "active" if active else "idle"})
        lengths.append((seconds, strokes, active))
        t += seconds
    for s in range(int(t)):
        enc.on_mesg(Profile["mesg_num"]["RECORD"], {"timestamp": START + s})
    enc.on_mesg(Profile["mesg_num"]["SESSION"], {"timestamp": START + int(t), "start_time": START, "sport": "swimming",
                                                 "sub_sport": "lap_swimming", "pool_length": POOL,
                                                 "total_elapsed_time": t, "total_timer_time": t})
    (ROOT / "Tests/Oracles/fit/pool-swim-synthetic.fit").write_bytes(enc.close())
    active = [(s, n) for s, n, a in lengths if a]
    distance = len(active) * POOL
    time = sum(s for s, _ in active)
    intensity = (distance / time) / (100 / THRESHOLD)
    out = {"pool": POOL, "threshold": THRESHOLD, "activeLengths": len(active), "restLengths": len(lengths) - len(active),
           "distance": distance, "seconds": time, "pace": time / distance * 100, "strokes": sum(n for _, n in active),
           "swolf": sum(n + s for s, n in active) / len(active), "sTSS": intensity ** 3 * time / 3600 * 100}
    (ROOT / "Tests/Oracles/swim_oracle.json").write_text(json.dumps(out, indent=1) + "\n")
    print(out)


if __name__ == "__main__":
    main()
