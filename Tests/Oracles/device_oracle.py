#!/usr/bin/env python3
"""The values each device stored, for the real-file corpus in datasets/devices/.

Independent of veloscore: FIT files are read with Garmin's official Python SDK
(PyPI garmin-fit-sdk, scale and offset applied by the SDK), TCX and GPX files with
the standard library's XML parser (GPX stores no totals: its creator and tracks). Writes Tests/Oracles/device_oracle.json: per file
the device (file_id manufacturer and product; TCX Creator) and per session the
totals the device stored (FIT `session` message; TCX laps summed):

  sport, subSport        names from the FIT profile (TCX: the Activity's Sport)
  start                  Unix seconds
  timer, elapsed         total_timer_time, total_elapsed_time (s)
  distance               total_distance (m)
  avgHeartRate           avg_heart_rate (bpm); TCX: laps weighted by their time
  normalizedPower, avgPower, thresholdPower (W), trainingStressScore, intensityFactor
  lengths, activeLengths, poolLength (m)
  calories (kcal), ascent (m)

Absent values are left out. Run from the repository root:
  python3 Tests/Oracles/device_oracle.py
"""
import csv
import importlib.metadata
import json
import pathlib
import xml.etree.ElementTree as ET

from garmin_fit_sdk import Decoder, Stream

ROOT = pathlib.Path(__file__).resolve().parents[2]
CORPUS = ROOT / "datasets/devices"
OUT = ROOT / "Tests/Oracles/device_oracle.json"
FIT_EPOCH = 631065600  # 1989-12-31T00:00:00Z in Unix seconds

SESSION_FIELDS = {
    "timer": "total_timer_time",
    "elapsed": "total_elapsed_time",
    "distance": "total_distance",
    "avgHeartRate": "avg_heart_rate",
    "normalizedPower": "normalized_power",
    "avgPower": "avg_power",
    "thresholdPower": "threshold_power",
    "trainingStressScore": "training_stress_score",
    "intensityFactor": "intensity_factor",
    "lengths": "num_lengths",
    "activeLengths": "num_active_lengths",
    "poolLength": "pool_length",
    "calories": "total_calories",
    "ascent": "total_ascent",
}


def number(v):
    """A finite number, rounded to what the file can hold; None otherwise."""
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return None
    return round(float(v), 4)


def fit_values(path):
    messages, errors = Decoder(Stream.from_file(str(path))).read(
        convert_datetimes_to_dates=False, expand_components=True, merge_heart_rates=False)
    file_id = (messages.get("file_id_mesgs") or [{}])[0]
    product = file_id.get("garmin_product") or file_id.get("product")
    device = f"{file_id.get('manufacturer')} {product}".strip()
    sessions = []
    for s in messages.get("session_mesgs", []):
        row = {"sport": str(s.get("sport")) if s.get("sport") is not None else None,
               "subSport": str(s.get("sub_sport")) if s.get("sub_sport") is not None else None}
        start = s.get("start_time")
        if isinstance(start, int):
            row["start"] = start + FIT_EPOCH
        for key, field in SESSION_FIELDS.items():
            value = number(s.get(field))
            # 0 stands for "not measured" in these fields on real devices (Zwift's HR, Coros' NP).
            if value is not None and not (value == 0 and key in ("avgHeartRate", "normalizedPower", "thresholdPower", "poolLength")):
                row[key] = value
        sessions.append({k: v for k, v in row.items() if v is not None})
    return device, sessions, len(errors)


def tcx_values(path):
    """One session per TCX Activity (an export may hold several), its laps summed."""
    ns = {"t": "http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"}
    root = ET.parse(path).getroot()
    activities = root.findall(".//t:Activity", ns)
    device = "unknown"
    sessions = []
    for activity in activities:
        creator = activity.find("t:Creator/t:Name", ns)
        if device == "unknown" and creator is not None and creator.text:
            device = creator.text.strip()
        timer = distance = calories = hr_seconds = hr_weighted = 0.0
        for lap in activity.findall("t:Lap", ns):
            seconds = float(lap.findtext("t:TotalTimeSeconds", "0", ns))
            timer += seconds
            distance += float(lap.findtext("t:DistanceMeters", "0", ns))
            calories += float(lap.findtext("t:Calories", "0", ns))
            hr = lap.findtext("t:AverageHeartRateBpm/t:Value", None, ns)
            if hr is not None:
                hr_seconds += seconds
                hr_weighted += seconds * float(hr)
        row = {"sport": activity.get("Sport"), "timer": round(timer, 4), "distance": round(distance, 4)}
        if calories > 0:
            row["calories"] = calories
        if hr_seconds > 0:
            row["avgHeartRate"] = round(hr_weighted / hr_seconds, 4)
        sessions.append(row)
    return device, sessions, 0


def gpx_values(path):
    """GPX stores no device totals: the creator, and a session (its type) per track with points."""
    root = ET.parse(path).getroot()
    device = (root.get("creator") or "unknown").strip()
    local = lambda e: e.tag.rsplit("}", 1)[-1]
    sessions = []
    for trk in (e for e in root if local(e) == "trk"):
        if not any(local(p) == "trkpt" for p in trk.iter()):
            continue
        kind = next((c.text for c in trk if local(c) == "type" and c.text), None)
        sessions.append({"sport": kind.strip() if kind else None})
    return device, [{k: v for k, v in s.items() if v is not None} for s in sessions], 0


def main():
    files = []
    with open(CORPUS / "manifest.csv", newline="") as f:
        for entry in csv.DictReader(f):
            path = CORPUS / entry["file"]
            suffix = path.suffix.lower()
            reader = tcx_values if suffix == ".tcx" else gpx_values if suffix == ".gpx" else fit_values
            device, sessions, errors = reader(path)
            files.append({"file": entry["file"], "device": device, "decodeErrors": errors, "sessions": sessions})
    version = importlib.metadata.version("garmin-fit-sdk")
    OUT.write_text(json.dumps({"generator": f"Tests/Oracles/device_oracle.py, garmin-fit-sdk {version}", "files": files},
                              indent=1, sort_keys=True) + "\n")
    print(f"device_oracle: {len(files)} files, {sum(len(f['sessions']) for f in files)} sessions -> {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
