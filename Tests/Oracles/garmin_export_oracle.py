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
3. Writes the same export's 2026-10-01_2026-10-21_123456789_healthStatusData.json
   (one object a day: calendarDate, createTimestampUTC, outliersCount and metrics of
   {type HRV|HR|SPO2|SKIN_TEMP_C|RESPIRATION, value, status, baselineLowerLimit,
   baselineUpperLimit}; a night not measured has value 0 and status UNKNOWN, as
   public readers of real exports skip) and DI-Connect-Aggregator/
   UDSFile_2026-10-01_2026-10-21.json (calendarDate, restingHeartRate, totalSteps,
   totalKilocalories, allDayStress, bodyBattery…; one day without either), and
   reads them with pandas (metrics exploded, the unmeasured ones dropped) into the
   oracle's "healthStatus" and "dailySummary".

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


HEALTH = FILE.parent / "2026-10-01_2026-10-21_123456789_healthStatusData.json"
UDS = FILE.parents[1] / "DI-Connect-Aggregator/UDSFile_2026-10-01_2026-10-21.json"


def write_daily(rng):
    days, summaries = [], []
    for n in range(21):
        date = (dt.date(2026, 10, 1) + dt.timedelta(days=n)).isoformat()
        metrics = []
        for kind, low, high, digits in (("HRV", 40, 80, 0), ("HR", 45, 58, 0), ("SPO2", 93, 98, 0),
                                        ("SKIN_TEMP_C", -0.8, 0.8, 1), ("RESPIRATION", 12, 16, 1)):
            value = round(rng.uniform(low, high), digits) if digits else rng.randint(low, high)
            status = "NORMAL"
            if (n, kind) in ((4, "SPO2"), (9, "HRV"), (9, "SKIN_TEMP_C")):
                value, status = 0, "UNKNOWN"
            metrics.append({"type": kind, "value": value, "status": status,
                            "baselineLowerLimit": low, "baselineUpperLimit": high})
        days.append({"calendarDate": date, "createTimestampUTC": date + "T10:00:00.0",
                     "updateTimestampUTC": date + "T10:05:00.0", "outliersCount": 0, "metrics": metrics})
        summary = {"userProfilePK": 123456789, "calendarDate": date, "totalKilocalories": rng.randint(1900, 3200),
                   "activeKilocalories": rng.randint(200, 1200), "minHeartRate": rng.randint(40, 50),
                   "maxHeartRate": rng.randint(120, 185),
                   "allDayStress": {"aggregatorList": [{"type": "TOTAL", "averageStressLevel": rng.randint(15, 40)}]},
                   "bodyBattery": {"bodyBatteryStatList": []}}
        if n != 12:
            summary["restingHeartRate"] = rng.randint(44, 56)
            summary["totalSteps"] = rng.randint(3000, 18000)
        summaries.append(summary)
    HEALTH.write_text(json.dumps(days, separators=(",", ":")))
    UDS.parent.mkdir(parents=True, exist_ok=True)
    UDS.write_text(json.dumps(summaries, separators=(",", ":")))


def oracle_daily():
    frame = pd.json_normalize(json.loads(HEALTH.read_text()), record_path="metrics", meta=["calendarDate"])
    measured = frame[~((frame["value"] == 0) & (frame["status"] == "UNKNOWN"))]
    names = {"HRV": "rmssd", "HR": "restingHeartRate", "SPO2": "spo2", "SKIN_TEMP_C": "skinTemperatureDeviation",
             "RESPIRATION": "respiratoryRate"}
    wide = measured.pivot(index="calendarDate", columns="type", values="value").rename(columns=names)
    health = [{"date": d, **{k: float(v) for k, v in row.items() if pd.notna(v)}} for d, row in wide.iterrows()]
    uds = pd.json_normalize(json.loads(UDS.read_text()))
    kept = uds[uds["restingHeartRate"].notna() | uds["totalSteps"].notna()]
    summary = [{"date": r["calendarDate"], "restingHeartRate": float(r["restingHeartRate"]),
                "steps": float(r["totalSteps"])} for _, r in kept.iterrows()]
    result = json.loads(OUT.read_text())
    result["healthStatus"] = {"days": health, "unmeasured": int(len(frame) - len(measured))}
    result["dailySummary"] = {"days": summary, "empty": int(len(uds) - len(kept))}
    OUT.write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    write(random.Random(20261021))
    oracle()
    write_daily(random.Random(20261022))
    oracle_daily()
