#!/usr/bin/env python3
"""Wellness exports of four apps: fixtures, and their days read by pandas.

1. Writes datasets/wellness/<source>/ files with each source's documented field
   list and layout (our own seeded values, 21 days each, a few cells empty):
     - whoop/physiological_cycles.csv: WHOOP's export columns (Cycle start time …
       Sleep consistency %), cycles dated by their sleep onset, a `Wake onset`
       missing on two rows, an evening and an after-midnight onset among those;
     - whoop/sleeps.csv: WHOOP's sleeps export (the same nights as the cycles, plus
       three naps marked `Nap` true, which must not count as a night);
     - whoop/journal_entries.csv: WHOOP's journal (`Question text,Answered yes,Notes`),
       three questions a cycle, a few blank answers and notes;
     - whoop-es/physiological_cycles.csv: a Spanish account's cycles export (header
       as a Spanish export of 2026-09-07 has it), other nights;
     - fitbit-json/: Google Takeout's Fitbit JSON (`sleep-YYYY-MM-DD.json`: sleep logs
       with `dateOfSleep`, `minutesAsleep`, `timeInBed`, `levels.summary` stages, a nap
       with `mainSleep` false, a "classic" log without stages;
       `resting_heart_rate-YYYY-MM-DD.json`: `value.date` MM/dd/yy, a day of 0);
     - oura/oura_api_daily.csv: the names of Oura's API v2 (`day`, `average_hrv`,
       `lowest_heart_rate`, `average_breath`, `total_sleep_duration` s,
       `time_in_bed` s, `deep_sleep_duration` s, `rem_sleep_duration` s,
       `light_sleep_duration` s, `temperature_deviation`, `score`);
     - intervals-icu/wellness.csv: intervals.icu's wellness export (`date,restingHR,
       hrv,hrvSDNN,sleepSecs,sleepScore,respiration,spO2,readiness,weight,…`);
     - hrv4training/hrv4training.csv: HRV4Training's export
       (`timestamp_measurement,HR,AVNN,SDNN,rMSSD,pNN50,LF,HF,…`);
     - fitbit/: Google Takeout's Fitbit CSVs (`Daily Heart Rate Variability Summary`:
       `timestamp,rmssd,nremhr,entropy`; `Daily Respiratory Rate Summary`:
       `timestamp,daily_respiratory_rate`; `sleep_score.csv`), one night without HRV.
2. Reads each back with pandas, by the rules docs/wellness.md states for it
   (units converted, WHOOP's day: the wake-onset date, else the day after an
   onset from noon on, else the onset's day; several rows of a day: the first
   row's values, later rows filling what is missing), and writes
   Tests/Oracles/wellness_sources_oracle.json: every day's values and the
   columns each file leaves unread.

Run from the repository root with pandas installed:
  python Tests/Oracles/wellness_sources_oracle.py
"""
import datetime as dt
import json
import pathlib
import random

import numpy as np
import pandas as pd

ROOT = pathlib.Path(__file__).resolve().parents[2]
DATA = ROOT / "datasets/wellness"
OUT = ROOT / "Tests/Oracles/wellness_sources_oracle.json"
FIRST = dt.date(2026, 10, 1)
DAYS = 21


def maybe(rng, value, empty=0.06):
    return "" if rng.random() < empty else value


def write_whoop(rng):
    header = ("Cycle start time,Cycle end time,Cycle timezone,Recovery score %,Resting heart rate (bpm),"
              "Heart rate variability (ms),Skin temp (celsius),Blood oxygen %,Day Strain,Energy burned (cal),"
              "Max HR (bpm),Average HR (bpm),Sleep onset,Wake onset,Sleep performance %,Respiratory rate (rpm),"
              "Asleep duration (min),In bed duration (min),Light sleep duration (min),Deep (SWS) duration (min),"
              "REM duration (min),Awake duration (min),Sleep need (min),Sleep debt (min),Sleep efficiency %,"
              "Sleep consistency %")
    rows = [header]
    for n in range(DAYS):
        night = FIRST + dt.timedelta(days=n)
        # Mostly evening onsets; two nights after midnight (their cycle starts on the morning's own date).
        late = n in (5, 12)
        onset = dt.datetime.combine(night + dt.timedelta(days=1 if late else 0),
                                    dt.time(0, 40) if late else dt.time(22, 10 + rng.randint(0, 45)))
        wake = dt.datetime.combine(night + dt.timedelta(days=1), dt.time(6, rng.randint(0, 59)))
        asleep = rng.randint(360, 480)
        light, deep = rng.randint(180, 260), rng.randint(60, 110)
        rem = asleep - light - deep
        fields = [
            onset.strftime("%Y-%m-%d %H:%M:%S"), (onset + dt.timedelta(hours=24)).strftime("%Y-%m-%d %H:%M:%S"),
            "UTC-06:00", rng.randint(30, 95), maybe(rng, rng.randint(45, 58)), maybe(rng, rng.randint(45, 90)),
            maybe(rng, round(rng.uniform(33, 35), 2)), maybe(rng, round(rng.uniform(94, 99), 1)),
            round(rng.uniform(5, 18), 1), rng.randint(1800, 3200), rng.randint(150, 185), rng.randint(60, 80),
            onset.strftime("%Y-%m-%d %H:%M:%S"), "" if n in (3, 9) else wake.strftime("%Y-%m-%d %H:%M:%S"),
            rng.randint(60, 100), maybe(rng, round(rng.uniform(13, 16), 1)), asleep, asleep + rng.randint(10, 40),
            light, deep, rem, rng.randint(10, 40), rng.randint(450, 520), rng.randint(0, 60), rng.randint(85, 97),
            rng.randint(60, 90),
        ]
        rows.append(",".join(str(f) for f in fields))
    path = DATA / "whoop/physiological_cycles.csv"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(rows) + "\n")
    return rows[1:]


SLEEPS_HEADER = ("Cycle start time,Cycle end time,Cycle timezone,Sleep onset,Wake onset,Sleep performance %,"
                 "Respiratory rate (rpm),Asleep duration (min),In bed duration (min),Light sleep duration (min),"
                 "Deep (SWS) duration (min),REM duration (min),Awake duration (min),Sleep need (min),"
                 "Sleep debt (min),Sleep efficiency %,Sleep consistency %,Nap")
SPANISH_CYCLES_HEADER = (
    "Hora de inicio del ciclo,Hora de finalización del ciclo,Zona horaria del ciclo,Puntuación de recuperación (%),"
    "Frecuencia cardíaca en reposo (lpm),Variabilidad de la frecuencia cardíaca (ms),"
    "Temp. cutánea (grados centígrados),Oxígeno en sangre %,Esfuerzo del día,Energía quemada (cal),FC máx. (lpm),"
    "FC promedio (lpm),Inicio del sueño,Inicio de la vigilia,Calificación del sueño (%),"
    "Frecuencia respiratoria (rpm),Duración del sueño (min),Tiempo en la cama (min),"
    "Duración de sueño ligero (min),Duración de sueño profundo (SWS) (min),Duración de sueño REM (min),"
    "Tempo despierto/a (min),Sueño necesario (min),Deuda de sueño (min),Eficiencia del sueño %,"
    "Regularidad del sueño %")


def write_whoop_sleeps(rng, cycles):
    """The cycles' nights (newest first, as WHOOP writes them), and a nap on three afternoons."""
    rows = []
    for n, cycle in enumerate(cycles):
        f = cycle.split(",")
        rows.append(",".join(f[0:3] + f[12:14] + f[14:26] + ["false"]))
        if n in (2, 8, 15) and f[13]:
            wake = dt.datetime.strptime(f[13], "%Y-%m-%d %H:%M:%S")
            start = wake.replace(hour=14, minute=5)
            end = start + dt.timedelta(minutes=35)
            nap = [f[0], f[1], f[2], start.strftime("%Y-%m-%d %H:%M:%S"), end.strftime("%Y-%m-%d %H:%M:%S"),
                   rng.randint(10, 30), "", 30, 35, 20, 10, 0, 5, "", "", 85, "", "true"]
            rows.append(",".join(str(v) for v in nap))
    rows.reverse()
    (DATA / "whoop/sleeps.csv").write_text("\n".join([SLEEPS_HEADER] + rows) + "\n")


def write_whoop_journal(rng, cycles):
    rows = ["Cycle start time,Cycle end time,Cycle timezone,Question text,Answered yes,Notes"]
    for n, cycle in enumerate(cycles):
        f = cycle.split(",")
        for question in ("Have any alcoholic drinks?", "Hydrated sufficiently?", "Feeling sick or ill?"):
            answer = "" if (n, question[0]) in ((4, "H"), (11, "F")) else rng.choice(["true", "false"])
            note = '"late dinner, friends"' if (n, question[0]) == (6, "H") else ""
            rows.append(",".join([f[0], f[1], f[2], question, answer, note]))
    (DATA / "whoop/journal_entries.csv").write_text("\n".join(rows) + "\n")


def write_fitbit_json(rng):
    folder = DATA / "fitbit-json"
    folder.mkdir(parents=True, exist_ok=True)
    logs, rates = [], []
    for n in range(DAYS):
        day = FIRST + dt.timedelta(days=n)
        start = dt.datetime.combine(day - dt.timedelta(days=1), dt.time(22, rng.randint(0, 59)))
        deep, light, rem, wake = rng.randint(50, 110), rng.randint(180, 260), rng.randint(60, 120), rng.randint(20, 60)
        classic = n == 9
        log = {"logId": 30000000000 + n, "dateOfSleep": day.isoformat(),
               "startTime": start.strftime("%Y-%m-%dT%H:%M:%S.000"),
               "endTime": (start + dt.timedelta(minutes=deep + light + rem + wake)).strftime("%Y-%m-%dT%H:%M:%S.000"),
               "duration": (deep + light + rem + wake) * 60000, "minutesToFallAsleep": 0,
               "minutesAsleep": deep + light + rem, "minutesAwake": wake, "minutesAfterWakeup": 0,
               "timeInBed": deep + light + rem + wake, "efficiency": rng.randint(85, 97),
               "type": "classic" if classic else "stages", "infoCode": 0, "mainSleep": True,
               "levels": {"summary": {"asleep": {"count": 0, "minutes": deep + light + rem},
                                      "restless": {"count": 3, "minutes": 12}, "awake": {"count": 1, "minutes": 4}}
                          if classic else {"deep": {"count": 4, "minutes": deep, "thirtyDayAvgMinutes": 80},
                                           "wake": {"count": 20, "minutes": wake, "thirtyDayAvgMinutes": 40},
                                           "light": {"count": 25, "minutes": light, "thirtyDayAvgMinutes": 220},
                                           "rem": {"count": 6, "minutes": rem, "thirtyDayAvgMinutes": 90}},
                         "data": [], "shortData": []}}
        logs.append(log)
        if n in (4, 11):
            nap = dict(log, logId=log["logId"] + 500, mainSleep=False, minutesAsleep=35, timeInBed=40, type="classic",
                       levels={"summary": {}, "data": []})
            logs.append(nap)
        value = 0 if n == 6 else round(rng.uniform(46, 56), 1)
        rates.append({"dateTime": day.strftime("%m/%d/%y 00:00:00"),
                      "value": {"date": day.strftime("%m/%d/%y"), "value": value, "error": round(rng.uniform(5, 8), 2)}})
    (folder / "sleep-2026-10-01.json").write_text(json.dumps(logs, indent=1))
    (folder / "resting_heart_rate-2026-10-01.json").write_text(json.dumps(rates, indent=1))


def write_whoop_spanish(rng):
    rows = [SPANISH_CYCLES_HEADER]
    first = FIRST + dt.timedelta(days=40)
    for n in range(10):
        night = first + dt.timedelta(days=n)
        onset = dt.datetime.combine(night, dt.time(22, rng.randint(0, 59)))
        wake = dt.datetime.combine(night + dt.timedelta(days=1), dt.time(6, rng.randint(0, 59)))
        asleep = rng.randint(360, 480)
        light, deep = rng.randint(180, 260), rng.randint(60, 110)
        fields = [
            onset.strftime("%Y-%m-%d %H:%M:%S"), (onset + dt.timedelta(hours=24)).strftime("%Y-%m-%d %H:%M:%S"),
            "UTC-06:00", rng.randint(30, 95), rng.randint(45, 58), maybe(rng, rng.randint(45, 90)),
            round(rng.uniform(33, 35), 2), round(rng.uniform(94, 99), 1), round(rng.uniform(5, 18), 1),
            rng.randint(1800, 3200), rng.randint(150, 185), rng.randint(60, 80), onset.strftime("%Y-%m-%d %H:%M:%S"),
            wake.strftime("%Y-%m-%d %H:%M:%S"), rng.randint(60, 100), round(rng.uniform(13, 16), 1), asleep,
            asleep + 20, light, deep, asleep - light - deep, 15, 480, 20, 90, 75,
        ]
        rows.append(",".join(str(f) for f in fields))
    path = DATA / "whoop-es/physiological_cycles.csv"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(rows) + "\n")


def write_oura(rng):
    header = ("day,average_hrv,lowest_heart_rate,average_breath,total_sleep_duration,time_in_bed,"
              "deep_sleep_duration,rem_sleep_duration,light_sleep_duration,temperature_deviation,score")
    rows = [header]
    for n in range(DAYS):
        deep, rem, light = rng.randint(3600, 7200), rng.randint(4000, 8000), rng.randint(12000, 18000)
        rows.append(",".join(str(f) for f in [
            (FIRST + dt.timedelta(days=n)).isoformat(), maybe(rng, rng.randint(35, 80)), rng.randint(44, 56),
            round(rng.uniform(13, 16), 3), deep + rem + light, deep + rem + light + rng.randint(600, 3000),
            deep, rem, light, maybe(rng, round(rng.uniform(-0.6, 0.6), 2)), rng.randint(60, 92)]))
    path = DATA / "oura/oura_api_daily.csv"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(rows) + "\n")


def write_intervals(rng):
    header = "date,restingHR,hrv,hrvSDNN,sleepSecs,sleepScore,respiration,spO2,readiness,weight,kcalConsumed"
    rows = [header]
    for n in range(DAYS):
        rows.append(",".join(str(f) for f in [
            (FIRST + dt.timedelta(days=n)).isoformat(), rng.randint(44, 56), maybe(rng, round(rng.uniform(40, 90), 1)),
            maybe(rng, round(rng.uniform(50, 110), 1)), rng.randint(21000, 30000), rng.randint(60, 95),
            maybe(rng, round(rng.uniform(12, 17), 1)), maybe(rng, rng.randint(93, 99)), rng.randint(40, 90),
            round(rng.uniform(56, 60), 1), rng.randint(1800, 2600)]))
    path = DATA / "intervals-icu/wellness.csv"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(rows) + "\n")


def write_hrv4training(rng):
    header = ("timestamp_measurement,HR,AVNN,SDNN,rMSSD,pNN50,LF,HF,HRV4T_Recovery_Points")
    rows = [header]
    for n in range(DAYS):
        t = dt.datetime.combine(FIRST + dt.timedelta(days=n), dt.time(6, rng.randint(30, 59), rng.randint(0, 59)))
        rows.append(",".join(str(f) for f in [
            t.strftime("%Y-%m-%d %H:%M:%S"), rng.randint(46, 60), rng.randint(950, 1250),
            round(rng.uniform(50, 120), 2), round(rng.uniform(40, 100), 2), round(rng.uniform(10, 40), 1),
            rng.randint(400, 1500), rng.randint(400, 1500), round(rng.uniform(5, 9), 1)]))
    # A second measurement on the last morning: the first one's values stand, the second fills nothing.
    t = dt.datetime.combine(FIRST + dt.timedelta(days=DAYS - 1), dt.time(7, 30))
    rows.append(f"{t:%Y-%m-%d %H:%M:%S},58,1000,70.5,66.25,20.0,800,900,6.0")
    path = DATA / "hrv4training/hrv4training.csv"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(rows) + "\n")


def write_fitbit(rng):
    # Google Takeout's Fitbit folder: a CSV per metric and month, dated by `timestamp`.
    folder = DATA / "fitbit"
    folder.mkdir(parents=True, exist_ok=True)
    hrv = ["timestamp,rmssd,nremhr,entropy"]
    breaths = ["timestamp,daily_respiratory_rate"]
    scores = ["sleep_log_entry_id,timestamp,overall_score,composition_score,revitalization_score,duration_score,"
              "deep_sleep_in_minutes,resting_heart_rate,restlessness"]
    for n in range(DAYS):
        day = FIRST + dt.timedelta(days=n)
        if n != 4:
            hrv.append(f"{day}T00:00:00,{round(rng.uniform(25, 70), 3)},{round(rng.uniform(50, 62), 3)},{round(rng.uniform(2, 3), 3)}")
        breaths.append(f"{day}T00:00:00,{round(rng.uniform(13, 17), 1)}")
        scores.append(f"{31000000000 + n},{day}T07:{rng.randint(0, 59):02d}:00,{rng.randint(60, 90)},{rng.randint(15, 25)},"
                      f"{rng.randint(15, 25)},{rng.randint(30, 45)},{rng.randint(40, 110)},{rng.randint(48, 60)},"
                      f"{round(rng.uniform(0.05, 0.12), 6)}")
    (folder / "Daily Heart Rate Variability Summary - 2026-10-01.csv").write_text("\n".join(hrv) + "\n")
    (folder / "Daily Respiratory Rate Summary - 2026-10-01.csv").write_text("\n".join(breaths) + "\n")
    (folder / "sleep_score.csv").write_text("\n".join(scores) + "\n")


def days_of(frame, date, values):
    """One record per date: the first row's values, later rows filling what is missing."""
    frame = frame.assign(_date=date)
    out = {}
    for day, group in frame.groupby("_date", sort=True):
        record = {"date": day}
        for key, column in values.items():
            series = group[column].dropna() if isinstance(column, str) else column(group).dropna()
            if len(series):
                record[key] = float(series.iloc[0])
        out[day] = record
    return [out[d] for d in sorted(out)]


# WHOOP's sleep columns (cycles and sleeps alike), in the units docs/wellness.md converts them to.
WHOOP_SLEEP = {
    "respiratoryRate": "Respiratory rate (rpm)",
    "sleepHours": lambda g: g["Asleep duration (min)"] / 60, "inBedHours": lambda g: g["In bed duration (min)"] / 60,
    "lightSleepHours": lambda g: g["Light sleep duration (min)"] / 60,
    "deepSleepHours": lambda g: g["Deep (SWS) duration (min)"] / 60,
    "remSleepHours": lambda g: g["REM duration (min)"] / 60,
    "sleepNeedHours": lambda g: g["Sleep need (min)"] / 60}


def whoop_morning(frame):
    """WHOOP's day: the wake-onset date, else the day after an onset from noon on, else the onset's day."""
    onset = pd.to_datetime(frame["Cycle start time"])
    wake = pd.to_datetime(frame["Wake onset"])
    return np.where(wake.notna(), wake.dt.date.astype(str),
                    np.where(onset.dt.hour >= 12, (onset + pd.Timedelta(days=1)).dt.date.astype(str),
                             onset.dt.date.astype(str)))


def oracle():
    result = {}
    whoop = pd.read_csv(DATA / "whoop/physiological_cycles.csv")
    result["whoop"] = {
        "file": "whoop/physiological_cycles.csv",
        "days": days_of(whoop, whoop_morning(whoop), {
            "restingHeartRate": "Resting heart rate (bpm)", "rmssd": "Heart rate variability (ms)",
            "skinTemperature": "Skin temp (celsius)", "spo2": "Blood oxygen %", **WHOOP_SLEEP}),
        "unread": ["Cycle end time", "Cycle timezone", "Recovery score %", "Day Strain", "Energy burned (cal)",
                   "Max HR (bpm)", "Average HR (bpm)", "Sleep onset", "Sleep performance %", "Awake duration (min)",
                   "Sleep debt (min)", "Sleep efficiency %", "Sleep consistency %"],
    }
    # sleeps.csv: the same rule of the day; a nap's row is no night's.
    sleeps = pd.read_csv(DATA / "whoop/sleeps.csv")
    nights = sleeps[~sleeps["Nap"]]
    result["whoop-sleeps"] = {
        "file": "whoop/sleeps.csv",
        "days": days_of(nights, whoop_morning(nights), WHOOP_SLEEP),
        "unread": ["Cycle end time", "Cycle timezone", "Sleep onset", "Sleep performance %", "Awake duration (min)",
                   "Sleep debt (min)", "Sleep efficiency %", "Sleep consistency %"],
    }
    journal = pd.read_csv(DATA / "whoop/journal_entries.csv", dtype={"Answered yes": "string"})
    onset = pd.to_datetime(journal["Cycle start time"])
    journal["day"] = np.where(onset.dt.hour >= 12, (onset + pd.Timedelta(days=1)).dt.date.astype(str),
                              onset.dt.date.astype(str))
    answered = journal[journal["Answered yes"].notna()]
    days = sorted(journal["day"].unique())
    subjective = {}
    for question, group in answered.groupby("Question text"):
        by_day = dict(zip(group["day"], (group["Answered yes"] == "true").astype(float)))
        subjective["journal: " + question] = [by_day.get(d) for d in days]
    result["whoop-journal"] = {
        "file": "whoop/journal_entries.csv", "days": [{"date": d} for d in days],
        "unread": ["Cycle end time", "Cycle timezone"], "subjective": subjective,
    }
    spanish = pd.read_csv(DATA / "whoop-es/physiological_cycles.csv")
    result["whoop-es"] = {
        "file": "whoop-es/physiological_cycles.csv",
        "days": days_of(spanish, pd.to_datetime(spanish["Inicio de la vigilia"]).dt.date.astype(str), {
            "restingHeartRate": "Frecuencia cardíaca en reposo (lpm)",
            "rmssd": "Variabilidad de la frecuencia cardíaca (ms)",
            "skinTemperature": "Temp. cutánea (grados centígrados)", "spo2": "Oxígeno en sangre %",
            "respiratoryRate": "Frecuencia respiratoria (rpm)",
            "sleepHours": lambda g: g["Duración del sueño (min)"] / 60,
            "inBedHours": lambda g: g["Tiempo en la cama (min)"] / 60,
            "lightSleepHours": lambda g: g["Duración de sueño ligero (min)"] / 60,
            "deepSleepHours": lambda g: g["Duración de sueño profundo (SWS) (min)"] / 60,
            "remSleepHours": lambda g: g["Duración de sueño REM (min)"] / 60,
            "sleepNeedHours": lambda g: g["Sueño necesario (min)"] / 60}),
        "unread": ["Hora de finalización del ciclo", "Zona horaria del ciclo", "Puntuación de recuperación (%)",
                   "Esfuerzo del día", "Energía quemada (cal)", "FC máx. (lpm)", "FC promedio (lpm)",
                   "Inicio del sueño", "Calificación del sueño (%)", "Tempo despierto/a (min)",
                   "Deuda de sueño (min)", "Eficiencia del sueño %", "Regularidad del sueño %"],
    }
    # Fitbit's JSON: the main sleep's minutes (stages of a "stages" log), resting HR above 0, by their dates.
    logs = pd.json_normalize(json.loads((DATA / "fitbit-json/sleep-2026-10-01.json").read_text()))
    main = logs[logs["mainSleep"]]
    merged = {}
    for _, r in main.iterrows():
        d = {"date": r["dateOfSleep"], "sleepHours": r["minutesAsleep"] / 60, "inBedHours": r["timeInBed"] / 60}
        for stage, key in (("deep", "deepSleepHours"), ("rem", "remSleepHours"), ("light", "lightSleepHours")):
            column = f"levels.summary.{stage}.minutes"
            if column in r and pd.notna(r[column]):
                d[key] = r[column] / 60
        merged[d["date"]] = d
    rates = pd.json_normalize(json.loads((DATA / "fitbit-json/resting_heart_rate-2026-10-01.json").read_text()))
    for _, r in rates[rates["value.value"] > 0].iterrows():
        day = pd.to_datetime(r["value.date"], format="%m/%d/%y").date().isoformat()
        merged.setdefault(day, {"date": day})["restingHeartRate"] = float(r["value.value"])
    result["fitbit-json"] = {"file": "fitbit-json", "days": [merged[d] for d in sorted(merged)], "unread": [
        "logId", "startTime", "endTime", "duration", "minutesToFallAsleep", "minutesAwake", "minutesAfterWakeup",
        "efficiency", "type", "infoCode", "error"]}
    oura = pd.read_csv(DATA / "oura/oura_api_daily.csv")
    result["oura"] = {
        "file": "oura/oura_api_daily.csv",
        "days": days_of(oura, oura["day"], {
            "rmssd": "average_hrv", "restingHeartRate": "lowest_heart_rate", "respiratoryRate": "average_breath",
            "sleepHours": lambda g: g["total_sleep_duration"] / 3600, "inBedHours": lambda g: g["time_in_bed"] / 3600,
            "deepSleepHours": lambda g: g["deep_sleep_duration"] / 3600,
            "remSleepHours": lambda g: g["rem_sleep_duration"] / 3600,
            "lightSleepHours": lambda g: g["light_sleep_duration"] / 3600,
            "skinTemperatureDeviation": "temperature_deviation"}),
        "unread": ["score"],
    }
    icu = pd.read_csv(DATA / "intervals-icu/wellness.csv")
    result["intervals"] = {
        "file": "intervals-icu/wellness.csv",
        "days": days_of(icu, icu["date"], {
            "restingHeartRate": "restingHR", "rmssd": "hrv", "sdnn": "hrvSDNN",
            "sleepHours": lambda g: g["sleepSecs"] / 3600, "respiratoryRate": "respiration", "spo2": "spO2", "bodyMassKg": "weight"}),
        "subjective": {"readiness": [float(v) for v in icu["readiness"]]},
        "unread": ["sleepScore", "kcalConsumed"],
    }
    h4t = pd.read_csv(DATA / "hrv4training/hrv4training.csv")
    result["hrv4training"] = {
        "file": "hrv4training/hrv4training.csv",
        "days": days_of(h4t, pd.to_datetime(h4t["timestamp_measurement"]).dt.date.astype(str), {
            "restingHeartRate": "HR", "rmssd": "rMSSD", "sdnn": "SDNN"}),
        "unread": ["AVNN", "pNN50", "LF", "HF", "HRV4T_Recovery_Points"],
    }
    # Fitbit: three files of one folder, each a day's values by `timestamp`'s date, merged by day.
    fitbit = DATA / "fitbit"
    hrv = pd.read_csv(fitbit / "Daily Heart Rate Variability Summary - 2026-10-01.csv")
    breaths = pd.read_csv(fitbit / "Daily Respiratory Rate Summary - 2026-10-01.csv")
    scores = pd.read_csv(fitbit / "sleep_score.csv")
    merged = {}
    for frame, values in ((hrv, {"rmssd": "rmssd"}), (breaths, {"respiratoryRate": "daily_respiratory_rate"}),
                          (scores, {"restingHeartRate": "resting_heart_rate",
                                    "deepSleepHours": lambda g: g["deep_sleep_in_minutes"] / 60})):
        for record in days_of(frame, pd.to_datetime(frame["timestamp"]).dt.date.astype(str), values):
            merged.setdefault(record["date"], {"date": record["date"]}).update(record)
    result["fitbit"] = {
        "file": "fitbit", "days": [merged[d] for d in sorted(merged)],
        "unread": ["nremhr", "entropy", "sleep_log_entry_id", "overall_score", "composition_score",
                   "revitalization_score", "duration_score", "restlessness"],
    }
    OUT.write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    rng = random.Random(20261001)
    cycles = write_whoop(rng)
    write_oura(rng)
    write_intervals(rng)
    write_hrv4training(rng)
    write_fitbit(rng)
    # After the others, so that their seeded values stay as they were.
    write_whoop_sleeps(rng, cycles)
    write_whoop_journal(rng, cycles)
    write_whoop_spanish(rng)
    write_fitbit_json(rng)
    oracle()
