#!/usr/bin/env python3
"""Apple Health export: a fixture and its wellness days, computed without veloscore.

1. Writes datasets/wellness/apple-health/export.xml in the layout the Health app's
   "Export All Health Data" writes (HealthKit export version 14: the DOCTYPE with its
   internal subset, ExportDate, Me, then Record, Workout and ActivitySummary elements;
   dates `YYYY-MM-DD HH:MM:SS ±HHMM`). Our own data, seeded: 12 nights of an Apple
   Watch's sleep stages, an iPhone's InBed spans and a sleep app's overlapping
   samples on some nights, a nap, HRV (SDNN) samples asleep, in the morning and in
   the afternoon, resting heart rate (two sources one day), respiratory rate asleep
   and awake, a move across time zones (-0500 to -0600), one record with an
   unreadable date, and types a wellness day does not take (steps, heart rate, body
   mass, VO2max, a workout, activity summaries).
2. Reads it back with xml.etree's iterparse and pandas, and applies the day rules
   of docs/wellness.md independently:
     - a sleep sample counts on the day it ends if it ends before 18:00, else the next;
       asleep (any stage) and in-bed hours are the union of the spans (in bed: asleep
       or in bed);
     - the night's main sleep: asleep samples less than an hour apart joined, the
       block with the most sleep;
     - SDNN: mean of the samples inside a main sleep, else of that day's samples
       before noon; resting HR: mean by start date; respiratory rate and SpO2 (a
       fraction in the file, ×100): mean of the samples inside a main sleep; deep,
       REM and light (core) sleep: the union of each stage's samples; wrist
       temperature: the mean by the morning its sample ends on.
   Writes Tests/Oracles/apple_health_oracle.json (the days and the counts named).

Run from the repository root with pandas installed:
  python Tests/Oracles/apple_health_oracle.py
"""
import datetime as dt
import json
import pathlib
import random
import re
import zipfile
import xml.etree.ElementTree as ET

import pandas as pd

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "datasets/wellness/apple-health/export.xml"
OUT = ROOT / "Tests/Oracles/apple_health_oracle.json"
SLEEP = "HKCategoryTypeIdentifierSleepAnalysis"
SDNN = "HKQuantityTypeIdentifierHeartRateVariabilitySDNN"
RESTING = "HKQuantityTypeIdentifierRestingHeartRate"
BREATHS = "HKQuantityTypeIdentifierRespiratoryRate"
OXYGEN = "HKQuantityTypeIdentifierOxygenSaturation"
WRIST = "HKQuantityTypeIdentifierAppleSleepingWristTemperature"
BODY = "HKQuantityTypeIdentifierBodyMass"
VO2 = "HKQuantityTypeIdentifierVO2Max"
STEPS = "HKQuantityTypeIdentifierStepCount"
STAGES = {"HKCategoryValueSleepAnalysisAsleepDeep": "deepSleepHours", "HKCategoryValueSleepAnalysisAsleepREM": "remSleepHours",
          "HKCategoryValueSleepAnalysisAsleepCore": "lightSleepHours"}
ASLEEP = {"HKCategoryValueSleepAnalysisAsleep", "HKCategoryValueSleepAnalysisAsleepUnspecified",
          "HKCategoryValueSleepAnalysisAsleepCore", "HKCategoryValueSleepAnalysisAsleepDeep",
          "HKCategoryValueSleepAnalysisAsleepREM"}

HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 14 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate
  value CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
]>
<HealthData locale="es_MX">
 <ExportDate value="2026-11-20 08:00:00 -0600"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-04-02" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale" HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>
"""


def stamp(t, offset_hours):
    sign = "-" if offset_hours < 0 else "+"
    return t.strftime("%Y-%m-%d %H:%M:%S ") + f"{sign}{abs(offset_hours):02d}00"


def record(kind, start, end, offset, source, value, unit=None):
    u = f' unit="{unit}"' if unit is not None else ""
    return (f' <Record type="{kind}" sourceName="{source}" sourceVersion="11.1"{u} '
            f'creationDate="{stamp(end, offset)}" startDate="{stamp(start, offset)}" endDate="{stamp(end, offset)}" '
            f'value="{value}"/>\n')


def write_fixture():
    rng = random.Random(20261120)
    lines = [HEADER]
    first = dt.datetime(2026, 11, 8)
    for n in range(12):
        offset = -5 if n < 6 else -6  # the athlete flies west after six nights
        morning = first + dt.timedelta(days=n + 1)
        bed = morning - dt.timedelta(hours=24 - 22) + dt.timedelta(minutes=rng.randint(0, 50))  # 22:00–22:50
        t = bed + dt.timedelta(minutes=rng.randint(5, 20))
        stages = []
        while t < morning + dt.timedelta(hours=6, minutes=30):
            stage = rng.choice(["AsleepCore", "AsleepCore", "AsleepDeep", "AsleepREM", "Awake"])
            length = dt.timedelta(minutes=rng.randint(15, 70))
            stages.append((t, t + length, stage))
            t += length
        for s, e, stage in stages:
            lines.append(record(SLEEP, s, e, offset, "Apple Watch de Ana", f"HKCategoryValueSleepAnalysis{stage}"))
        if n % 3 == 0:  # the iPhone's bedtime span, and a sleep app's samples over the watch's
            lines.append(record(SLEEP, bed, t + dt.timedelta(minutes=10), offset, "iPhone", "HKCategoryValueSleepAnalysisInBed"))
            lines.append(record(SLEEP, bed + dt.timedelta(minutes=30), bed + dt.timedelta(hours=4), offset, "SleepApp",
                                "HKCategoryValueSleepAnalysisAsleepUnspecified"))
        if n == 4:  # a nap on that day's afternoon: sleep, but not the night
            nap = morning + dt.timedelta(hours=14)
            lines.append(record(SLEEP, nap, nap + dt.timedelta(minutes=35), offset, "Apple Watch de Ana",
                                "HKCategoryValueSleepAnalysisAsleepCore"))
            lines.append(record(SDNN, nap + dt.timedelta(minutes=10), nap + dt.timedelta(minutes=11), offset,
                                "Apple Watch de Ana", 71.0, "ms"))
        for k in range(rng.randint(1, 3)):  # HRV while asleep
            at = bed + dt.timedelta(hours=1 + 2 * k, minutes=rng.randint(0, 40))
            lines.append(record(SDNN, at, at + dt.timedelta(minutes=1), offset, "Apple Watch de Ana",
                                round(rng.uniform(35, 80), 3), "ms"))
        for k in range(rng.randint(2, 4)):  # respiratory rate while asleep
            at = bed + dt.timedelta(hours=1 + k, minutes=rng.randint(0, 50))
            lines.append(record(BREATHS, at, at + dt.timedelta(minutes=5), offset, "Apple Watch de Ana",
                                round(rng.uniform(12, 17), 1), "count/min"))
        for k in range(rng.randint(1, 3)):  # blood oxygen while asleep, as HealthKit writes it: a fraction
            at = bed + dt.timedelta(hours=2 + k, minutes=rng.randint(0, 50))
            lines.append(record(OXYGEN, at, at, offset, "Apple Watch de Ana", round(rng.uniform(0.93, 0.99), 2), "%"))
        if n % 2 == 0:  # the watch's wrist temperature over the night
            lines.append(record(WRIST, bed, t, offset, "Apple Watch de Ana", round(rng.uniform(35.6, 36.6), 2), "degC"))
        afternoon = morning + dt.timedelta(hours=15, minutes=rng.randint(0, 120))
        lines.append(record(OXYGEN, afternoon, afternoon, offset, "Apple Watch de Ana", 0.99, "%"))
        lines.append(record(SDNN, afternoon, afternoon + dt.timedelta(minutes=1), offset, "Apple Watch de Ana",
                            round(rng.uniform(20, 40), 3), "ms"))
        lines.append(record(BREATHS, afternoon, afternoon + dt.timedelta(minutes=5), offset, "Apple Watch de Ana",
                            18.5, "count/min"))
        lines.append(record(RESTING, morning, morning + dt.timedelta(hours=23), offset, "Apple Watch de Ana",
                            rng.randint(46, 58), "count/min"))
        if n == 7:
            lines.append(record(RESTING, morning, morning + dt.timedelta(hours=23), offset, "Oura", 49, "count/min"))
        for h in (8, 12, 18):
            at = morning + dt.timedelta(hours=h)
            lines.append(record("HKQuantityTypeIdentifierStepCount", at, at + dt.timedelta(minutes=30), offset,
                                "iPhone", rng.randint(300, 3000), "count"))
            lines.append(record("HKQuantityTypeIdentifierHeartRate", at, at, offset, "Apple Watch de Ana",
                                rng.randint(60, 120), "count/min"))
        lines.append(f' <ActivitySummary dateComponents="{morning:%Y-%m-%d}" activeEnergyBurned="420" '
                     'activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="Cal" appleExerciseTime="35"/>\n')
    # A morning without sleep data: its HRV is the before-noon reading.
    lone = first + dt.timedelta(days=14, hours=7)
    lines.append(record(SDNN, lone, lone + dt.timedelta(minutes=1), -6, "Apple Watch de Ana", 52.25, "ms"))
    lines.append(record(SDNN, lone + dt.timedelta(hours=2), lone + dt.timedelta(hours=2, minutes=1), -6,
                        "Apple Watch de Ana", 47.75, "ms"))
    lines.append(record("HKQuantityTypeIdentifierBodyMass", lone, lone, -6, "Báscula", 58.4, "kg"))
    lines.append(record("HKQuantityTypeIdentifierVO2Max", lone, lone, -6, "Apple Watch de Ana", 44.1, "mL/min·kg"))
    # The watch counts the same walk as the phone (fewer steps): the day's steps are the phone's, not the sum.
    walk = first + dt.timedelta(days=3, hours=12)
    lines.append(record("HKQuantityTypeIdentifierStepCount", walk, walk + dt.timedelta(minutes=30), -6,
                        "Apple Watch de Ana", 1200, "count"))
    # A scale set to pounds, the next morning.
    lines.append(record("HKQuantityTypeIdentifierBodyMass", lone + dt.timedelta(days=1), lone + dt.timedelta(days=1),
                        -6, "Báscula", 128.7, "lb"))
    lines.append(' <Record type="HKQuantityTypeIdentifierRestingHeartRate" sourceName="Apple Watch de Ana" '
                 'unit="count/min" startDate="2026-11-3 07:00:00 -0600" endDate="2026-11-3 07:00:00 -0600" value="50"/>\n')
    # Workouts: iOS 16+ writes totals as WorkoutStatistics, older exports as attributes.
    lines.append(' <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="42.5" durationUnit="min" '
                 'sourceName="Apple Watch de Ana" startDate="2026-11-15 07:30:00 -0600" endDate="2026-11-15 08:12:30 -0600">\n'
                 '  <MetadataEntry key="HKIndoorWorkout" value="0"/>\n'
                 '  <WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate" startDate="2026-11-15 07:30:00 -0600" '
                 'endDate="2026-11-15 08:12:30 -0600" average="151" minimum="98" maximum="172" unit="count/min"/>\n'
                 '  <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning" startDate="2026-11-15 07:30:00 -0600" '
                 'endDate="2026-11-15 08:12:30 -0600" sum="8.204" unit="km"/>\n'
                 '  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="2026-11-15 07:30:00 -0600" '
                 'endDate="2026-11-15 08:12:30 -0600" sum="512.5" unit="kcal"/>\n'
                 '  <WorkoutRoute sourceName="Apple Watch de Ana"><FileReference path="/workout-routes/route_2026-11-15_7.30am.gpx"/></WorkoutRoute>\n'
                 ' </Workout>\n')
    lines.append(' <Workout workoutActivityType="HKWorkoutActivityTypeCycling" duration="65.25" durationUnit="min" '
                 'totalDistance="24.75" totalDistanceUnit="mi" totalEnergyBurned="640" totalEnergyBurnedUnit="Cal" '
                 'sourceName="Apple Watch de Ana" startDate="2026-11-12 18:05:00 -0500" endDate="2026-11-12 19:10:15 -0500"/>\n')
    lines.append(' <Workout workoutActivityType="HKWorkoutActivityTypeTraditionalStrengthTraining" duration="1800" '
                 'durationUnit="s" totalEnergyBurned="190" totalEnergyBurnedUnit="kcal" sourceName="Apple Watch de Ana" '
                 'startDate="2026-11-16 19:00:00 -0600" endDate="2026-11-16 19:30:00 -0600"/>\n')
    lines.append("</HealthData>\n")
    FIXTURE.parent.mkdir(parents=True, exist_ok=True)
    FIXTURE.write_text("".join(lines), encoding="utf-8")


STAMP = re.compile(r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}$")


def parse_time(text):
    # Apple writes every field with its digits: "2026-11-3" is not a date it writes (unreadable, named).
    if not isinstance(text, str) or not STAMP.match(text):
        return pd.NaT
    return pd.to_datetime(text, format="%Y-%m-%d %H:%M:%S %z", errors="coerce")


def oracle():
    rows, other, workouts = [], {}, []
    seconds = {"s": 1, "min": 60, "hr": 3600}
    metres = {"m": 1, "km": 1000, "mi": 1609.344}
    kcal = {"kcal": 1, "Cal": 1}
    for _, el in ET.iterparse(FIXTURE, events=("end",)):
        if el.tag == "Record":
            rows.append(dict(el.attrib))
        elif el.tag == "ActivitySummary":
            other[el.tag] = other.get(el.tag, 0) + 1
        elif el.tag == "Workout":
            a = el.attrib
            start = parse_time(a["startDate"])
            w = {"date": start.date().isoformat(), "start": start.timestamp(),
                 "durationSeconds": float(a["duration"]) * seconds[a.get("durationUnit", "min")],
                 "type": a["workoutActivityType"]}
            if "totalDistance" in a:
                w["distanceMeters"] = float(a["totalDistance"]) * metres[a["totalDistanceUnit"]]
            if "totalEnergyBurned" in a:
                w["calories"] = float(a["totalEnergyBurned"]) * kcal[a["totalEnergyBurnedUnit"]]
            for stat in el.findall("WorkoutStatistics"):
                if stat.get("type", "").startswith("HKQuantityTypeIdentifierDistance") and "distanceMeters" not in w:
                    w["distanceMeters"] = float(stat.get("sum")) * metres[stat.get("unit")]
                if stat.get("type") == "HKQuantityTypeIdentifierActiveEnergyBurned" and "calories" not in w:
                    w["calories"] = float(stat.get("sum")) * kcal[stat.get("unit")]
            workouts.append(w)
    df = pd.DataFrame(rows)
    df["start"] = df["startDate"].map(parse_time)
    df["end"] = df["endDate"].map(parse_time)
    read = {SLEEP, SDNN, RESTING, BREATHS, OXYGEN, WRIST, BODY, VO2, STEPS}
    for kind, count in df[~df["type"].isin(read)]["type"].value_counts().items():
        other[kind] = int(count)
    unreadable = int((df["type"].isin(read) & df["start"].isna()).sum())
    df = df[df["start"].notna()].copy()
    df["unix"] = df["start"].map(lambda t: t.timestamp())
    df["endUnix"] = df["end"].map(lambda t: t.timestamp())
    df["localDate"] = df["start"].map(lambda t: t.date().isoformat())
    df["localSeconds"] = df["start"].map(lambda t: t.hour * 3600 + t.minute * 60 + t.second)

    sleep = df[(df["type"] == SLEEP) & (df["value"] != "HKCategoryValueSleepAnalysisAwake")].copy()
    sleep["asleep"] = sleep["value"].isin(ASLEEP)

    def morning(t):
        return (t.date() if t.hour < 18 else t.date() + dt.timedelta(days=1)).isoformat()

    sleep["morning"] = sleep["end"].map(morning)

    def union(spans):
        total, current = 0.0, None
        for s, e in sorted(spans):
            if current and s <= current[1]:
                current = (current[0], max(current[1], e))
            else:
                if current:
                    total += current[1] - current[0]
                current = (s, e)
        return total + (current[1] - current[0] if current else 0)

    days, mains = {}, []
    for day, night in sleep.groupby("morning"):
        asleep = list(zip(night[night["asleep"]]["unix"], night[night["asleep"]]["endUnix"]))
        both = list(zip(night["unix"], night["endUnix"]))
        d = days.setdefault(day, {"date": day})
        if asleep:
            d["sleepHours"] = union(asleep) / 3600
        d["inBedHours"] = union(both) / 3600
        for value, key in STAGES.items():
            staged = night[night["value"] == value]
            if len(staged):
                d[key] = union(list(zip(staged["unix"], staged["endUnix"]))) / 3600
        blocks = []
        for s, e in sorted(asleep):
            if blocks and s - blocks[-1][1] <= 3600:
                blocks[-1] = [blocks[-1][0], max(blocks[-1][1], e), blocks[-1][2] + e - s]
            else:
                blocks.append([s, e, e - s])
        if blocks:
            main = max(blocks, key=lambda b: b[2])
            mains.append((day, main[0], main[1]))

    def night_of(unix):
        for day, s, e in mains:
            if s <= unix <= e:
                return day
        return None

    sdnn = df[df["type"] == SDNN].copy()
    sdnn["night"] = sdnn["unix"].map(night_of)
    asleep_sdnn = sdnn[sdnn["night"].notna()].groupby("night")["value"].apply(lambda v: v.astype(float).mean())
    morning_sdnn = sdnn[sdnn["night"].isna() & (sdnn["localSeconds"] < 12 * 3600)].groupby("localDate")["value"].apply(
        lambda v: v.astype(float).mean())
    for day in set(asleep_sdnn.index) | set(morning_sdnn.index):
        value = asleep_sdnn.get(day, morning_sdnn.get(day))
        days.setdefault(day, {"date": day})["sdnn"] = float(value)
    daytime = int((sdnn["night"].isna() & (sdnn["localSeconds"] >= 12 * 3600)).sum())

    resting = df[df["type"] == RESTING].groupby("localDate")["value"].apply(lambda v: v.astype(float).mean())
    for day, value in resting.items():
        days.setdefault(day, {"date": day})["restingHeartRate"] = float(value)

    breaths = df[df["type"] == BREATHS].copy()
    breaths["night"] = breaths["unix"].map(night_of)
    for day, value in breaths[breaths["night"].notna()].groupby("night")["value"].apply(
            lambda v: v.astype(float).mean()).items():
        days.setdefault(day, {"date": day})["respiratoryRate"] = float(value)
    awake = int(breaths["night"].isna().sum())

    oxygen = df[df["type"] == OXYGEN].copy()
    oxygen["night"] = oxygen["unix"].map(night_of)
    for day, value in oxygen[oxygen["night"].notna()].groupby("night")["value"].apply(
            lambda v: (v.astype(float) * 100).mean()).items():
        days.setdefault(day, {"date": day})["spo2"] = float(value)
    awake_oxygen = int(oxygen["night"].isna().sum())
    wrist = df[df["type"] == WRIST].copy()
    wrist["morning"] = wrist["end"].map(morning)
    for day, value in wrist.groupby("morning")["value"].apply(lambda v: v.astype(float).mean()).items():
        days.setdefault(day, {"date": day})["skinTemperature"] = float(value)

    # Body mass (kg; pounds converted) and VO2max: the mean of the day's samples, by their start.
    pounds = {"kg": 1.0, "lb": 0.45359237, "g": 0.001}
    for kind, key in ((BODY, "bodyMassKg"), (VO2, "vo2max")):
        samples = df[df["type"] == kind].copy()
        samples["kg"] = samples.apply(lambda r: float(r["value"]) * (pounds[r["unit"]] if kind == BODY else 1), axis=1)
        for day, value in samples.groupby("localDate")["kg"].mean().items():
            days.setdefault(day, {"date": day})[key] = float(value)

    steps = df[df["type"] == STEPS].copy()
    steps["count"] = steps["value"].astype(float)
    for day, value in steps.groupby(["localDate", "sourceName"])["count"].sum().groupby(level=0).max().items():
        days.setdefault(day, {"date": day})["steps"] = float(value)

    OUT.write_text(json.dumps({
        "days": sorted(days.values(), key=lambda d: d["date"]),
        "workouts": sorted(workouts, key=lambda w: w["start"]),
        "daytimeSDNN": daytime, "awakeBreaths": awake, "awakeOxygen": awake_oxygen, "unreadable": unreadable,
        "otherTypes": dict(sorted(other.items())),
    }, indent=1) + "\n")


def write_zip():
    # export.zip as the Health app shares it: the export and the run's route (a GPX of
    # positions only, as Apple writes routes), so that the route becomes the run's samples.
    start = dt.datetime(2026, 11, 15, 13, 30, 0)  # 07:30 at -0600
    points = []
    for s in range(0, 2551, 5):
        t = start + dt.timedelta(seconds=s)
        points.append(f'<trkpt lon="-99.133200" lat="{19.432600 + s * 0.0000289:.7f}"><ele>2240.0</ele>'
                      f'<time>{t:%Y-%m-%dT%H:%M:%SZ}</time></trkpt>')
    gpx = ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Apple Health Export" '
           'xmlns="http://www.topografix.com/GPX/1/1"><metadata><time>2026-11-20T14:00:00Z</time></metadata>'
           '<trk><name>Route 2026-11-15 7:30am</name><trkseg>' + "".join(points) + "</trkseg></trk></gpx>\n")
    with zipfile.ZipFile(FIXTURE.parent / "export.zip", "w", zipfile.ZIP_DEFLATED) as z:
        info = zipfile.ZipInfo("apple_health_export/export.xml", (2026, 11, 20, 8, 0, 0))
        z.writestr(info, FIXTURE.read_bytes(), zipfile.ZIP_DEFLATED)
        info = zipfile.ZipInfo("apple_health_export/workout-routes/route_2026-11-15_7.30am.gpx", (2026, 11, 20, 8, 0, 0))
        z.writestr(info, gpx, zipfile.ZIP_DEFLATED)


if __name__ == "__main__":
    write_fixture()
    oracle()
    write_zip()
