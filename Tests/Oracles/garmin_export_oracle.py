#!/usr/bin/env python3
"""Garmin Connect data export: a sleepData.json fixture and its nights read by pandas.

1. Writes datasets/wellness/garmin-export/DI_CONNECT/DI-Connect-Wellness/
   2026-10-01_2026-10-21_123456789_sleepData.json: a JSON array, one object a night,
   with the fields Garmin's export writes (calendarDate, sleepStartTimestampGMT and
   sleepEndTimestampGMT as "YYYY-MM-DDThh:mm:ss.0", sleepWindowConfirmationType,
   deep/light/rem/awake/unmeasurable seconds, retro, averageRespiration,
   lowestRespiration, highestRespiration, awakeCount, avgSleepStress,
   spo2SleepSummary{averageSPO2, lowestSPO2, averageHR, …}); our own seeded data,
   two nights unconfirmed (no stages), some without SpO2.
2. Reads it with pandas.json_normalize and applies the rules GarminSleepData
   documents: a night with stages counts on calendarDate; sleep = deep + light +
   REM; in bed = end − start; respiration and averageSPO2 as written.
   Writes Tests/Oracles/garmin_export_oracle.json.

Run from the repository root with pandas installed:
  python Tests/Oracles/garmin_export_oracle.py
"""
import datetime as dt
import json
import pathlib
import random

import pandas as pd

ROOT = pathlib.Path(__file__).resolve().parents[2]
FILE = ROOT / "datasets/wellness/garmin-export/DI_CONNECT/DI-Connect-Wellness/2026-10-01_2026-10-21_123456789_sleepData.json"
OUT = ROOT / "Tests/Oracles/garmin_export_oracle.json"


def write(rng):
    nights = []
    for n in range(21):
        morning = dt.date(2026, 10, 1) + dt.timedelta(days=n)
        start = dt.datetime.combine(morning - dt.timedelta(days=1), dt.time(4, rng.randint(0, 59)))  # 22:xx at UTC-6
        night = {"sleepStartTimestampGMT": start.strftime("%Y-%m-%dT%H:%M:%S.0"), "calendarDate": morning.isoformat()}
        if n in (6, 13):
            end = start + dt.timedelta(hours=8)
            night.update({"sleepEndTimestampGMT": end.strftime("%Y-%m-%dT%H:%M:%S.0"),
                          "sleepWindowConfirmationType": "UNCONFIRMED", "retro": False})
        else:
            deep, light, rem, awake = (rng.randint(2400, 7200), rng.randint(12000, 18000), rng.randint(3600, 8400),
                                       rng.randint(300, 2400))
            end = start + dt.timedelta(seconds=deep + light + rem + awake)
            night.update({
                "sleepEndTimestampGMT": end.strftime("%Y-%m-%dT%H:%M:%S.0"),
                "sleepWindowConfirmationType": "ENHANCED_CONFIRMED_FINAL", "deepSleepSeconds": deep,
                "lightSleepSeconds": light, "remSleepSeconds": rem, "awakeSleepSeconds": awake,
                "unmeasurableSeconds": 0, "retro": False, "averageRespiration": round(rng.uniform(12, 16), 1),
                "lowestRespiration": 9.0, "highestRespiration": 21.0, "awakeCount": rng.randint(0, 4),
                "avgSleepStress": round(rng.uniform(10, 25), 2)})
            if n % 4 != 0:
                night["spo2SleepSummary"] = {"userProfilePk": 123456789, "deviceId": 3400000123,
                                             "sleepMeasurementStartGMT": night["sleepStartTimestampGMT"],
                                             "sleepMeasurementEndGMT": night["sleepEndTimestampGMT"],
                                             "averageSPO2": float(rng.randint(93, 98)), "lowestSPO2": 88,
                                             "averageHR": float(rng.randint(48, 58))}
        nights.append(night)
    FILE.parent.mkdir(parents=True, exist_ok=True)
    FILE.write_text(json.dumps(nights, separators=(",", ":")))


def oracle():
    df = pd.json_normalize(json.loads(FILE.read_text()))
    staged = df[df[["deepSleepSeconds", "lightSleepSeconds", "remSleepSeconds"]].notna().any(axis=1)].copy()
    start = pd.to_datetime(staged["sleepStartTimestampGMT"])
    end = pd.to_datetime(staged["sleepEndTimestampGMT"])
    days = []
    for i, row in staged.iterrows():
        day = {"date": row["calendarDate"],
               "sleepHours": (row["deepSleepSeconds"] + row["lightSleepSeconds"] + row["remSleepSeconds"]) / 3600,
               "deepSleepHours": row["deepSleepSeconds"] / 3600, "lightSleepHours": row["lightSleepSeconds"] / 3600,
               "remSleepHours": row["remSleepSeconds"] / 3600,
               "inBedHours": (end[i] - start[i]).total_seconds() / 3600,
               "respiratoryRate": float(row["averageRespiration"])}
        if pd.notna(row.get("spo2SleepSummary.averageSPO2")):
            day["spo2"] = float(row["spo2SleepSummary.averageSPO2"])
        days.append(day)
    OUT.write_text(json.dumps({"days": days, "unstaged": int(len(df) - len(staged))}, indent=1) + "\n")


if __name__ == "__main__":
    write(random.Random(20261021))
    oracle()
