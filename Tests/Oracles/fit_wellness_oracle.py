#!/usr/bin/env python3
"""Garmin wellness FIT files: fixtures and their wellness days, computed without veloscore.

1. Writes datasets/wellness/garmin-fit/night-YYYY-MM-DD.fit for three nights with
   Garmin's Python SDK encoder, with the messages a watch's wellness files hold
   (FIT SDK profile): `sleep_level` (275) from bedtime to waking, five-minute
   `hrv_value` (371) samples, the morning's `hrv_status_summary` (370) and the
   day's `monitoring_hr_data` (211). Our own seeded data; times UTC as in FIT.
2. Decodes them with the SDK and applies the day rules of FITWellness's
   documentation in the zone America/Mexico_City (zoneinfo): rMSSD = the
   summary's last_night_average (the SDK applies the 1/128 ms scale) on its local
   day; sleep levels: each lasts until the next, asleep = light + deep + REM, in
   bed = first to last, on the local day of the last; resting HR =
   current_day_resting_heart_rate on its local day.
   Writes Tests/Oracles/fit_wellness_oracle.json.

Run from the repository root with garmin-fit-sdk installed:
  python Tests/Oracles/fit_wellness_oracle.py
"""
import datetime as dt
import json
import pathlib
import random
from zoneinfo import ZoneInfo

from garmin_fit_sdk import Decoder, Encoder, Profile, Stream

ROOT = pathlib.Path(__file__).resolve().parents[2]
FOLDER = ROOT / "datasets/wellness/garmin-fit"
OUT = ROOT / "Tests/Oracles/fit_wellness_oracle.json"
ZONE = ZoneInfo("America/Mexico_City")
FIT_EPOCH = 631065600  # 1989-12-31T00:00:00Z


def fit_time(t):
    return int(t.timestamp()) - FIT_EPOCH


def write(rng, night):
    bed = dt.datetime.combine(night, dt.time(22, rng.randint(0, 50)), ZONE)
    enc = Encoder()
    enc.on_mesg(Profile["mesg_num"]["FILE_ID"], {"type": "monitoring_b", "manufacturer": "garmin", "product": 3113,
                                                   "time_created": fit_time(bed), "serial_number": 3_400_000_123})
    t, level = bed, 1
    levels = []
    while t < bed + dt.timedelta(hours=8):
        levels.append((t, level))
        enc.on_mesg(Profile["mesg_num"]["SLEEP_LEVEL"], {"timestamp": fit_time(t), "sleep_level": level})
        t += dt.timedelta(minutes=rng.randint(3, 45))
        level = rng.choice([2, 2, 3, 4, 1]) if t < bed + dt.timedelta(hours=7, minutes=30) else 1
    enc.on_mesg(Profile["mesg_num"]["SLEEP_LEVEL"], {"timestamp": fit_time(t), "sleep_level": 1})  # awake: the end
    for k in range(0, 7 * 12):
        at = bed + dt.timedelta(minutes=30 + 5 * k)
        enc.on_mesg(Profile["mesg_num"]["HRV_VALUE"], {"timestamp": fit_time(at), "value": round(rng.uniform(35, 75), 2)})
    wake = t + dt.timedelta(minutes=5)
    enc.on_mesg(Profile["mesg_num"]["HRV_STATUS_SUMMARY"], {
        "timestamp": fit_time(wake), "weekly_average": 55.5, "last_night_average": round(rng.uniform(40, 70), 3),
        "last_night_5_min_high": 80.25, "baseline_low_upper": 45.0, "baseline_balanced_lower": 48.0,
        "baseline_balanced_upper": 62.0, "status": "balanced"})
    enc.on_mesg(Profile["mesg_num"]["MONITORING_HR_DATA"], {
        "timestamp": fit_time(wake + dt.timedelta(hours=12)), "resting_heart_rate": 50,
        "current_day_resting_heart_rate": rng.randint(44, 56)})
    path = FOLDER / f"night-{night + dt.timedelta(days=1):%Y-%m-%d}.fit"
    path.write_bytes(enc.close())
    return path


def day_of(unix):
    return dt.datetime.fromtimestamp(unix, ZONE).date().isoformat()


def oracle(paths):
    days = {}
    for path in paths:
        messages, errors = Decoder(Stream.from_file(str(path))).read(convert_datetimes_to_dates=False)
        assert not errors, errors
        for s in messages.get("hrv_status_summary_mesgs", []):
            days.setdefault(day_of(s["timestamp"] + FIT_EPOCH), {})["rmssd"] = s["last_night_average"]
        for r in messages.get("monitoring_hr_data_mesgs", []):
            days.setdefault(day_of(r["timestamp"] + FIT_EPOCH), {})["restingHeartRate"] = float(
                r["current_day_resting_heart_rate"])
        levels = sorted((m["timestamp"] + FIT_EPOCH, m["sleep_level"]) for m in messages.get("sleep_level_mesgs", []))
        seconds = {}
        for (a, level), (b, _) in zip(levels, levels[1:]):
            seconds[level] = seconds.get(level, 0) + (b - a)
        names = {"light": "lightSleepHours", "deep": "deepSleepHours", "rem": "remSleepHours"}
        day = days.setdefault(day_of(levels[-1][0]), {})
        day["inBedHours"] = (levels[-1][0] - levels[0][0]) / 3600
        day["sleepHours"] = sum(seconds.get(k, 0) for k in ("light", "deep", "rem")) / 3600
        for level, key in names.items():
            day[key] = seconds.get(level, 0) / 3600
        day["hrvValues"] = day.get("hrvValues", 0) + len(messages.get("hrv_value_mesgs", []))
    OUT.write_text(json.dumps([{"date": d, **v} for d, v in sorted(days.items())], indent=1) + "\n")


if __name__ == "__main__":
    FOLDER.mkdir(parents=True, exist_ok=True)
    rng = random.Random(20261118)
    paths = [write(rng, dt.date(2026, 11, 18) + dt.timedelta(days=n)) for n in range(3)]
    oracle(paths)
