#!/usr/bin/env python3
"""Oracle for veloscore's TCX/GPX reader: the standard library's ElementTree
reads every track point of the files in datasets/tracks/ and this script writes
Tests/Oracles/tracks/<file>.csv with the time offset from the first point and
the values veloscore's ActivityStreams should hold (empty = absent).
For GPX files (positions only) it also writes <file>.derived.csv: cumulative
great-circle distance by the haversine formula (R = 6371008.8 m) and the speed
of each step, as veloscore derives them.
Run from the repository root:  python3 Tests/Oracles/track_oracle.py
"""
import math
import pathlib
import xml.etree.ElementTree as ET
from datetime import datetime

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "Tests/Oracles/tracks"
COLUMNS = ["time", "power", "heart_rate", "cadence", "speed", "distance", "altitude",
           "latitude", "longitude", "temperature"]


def local(tag):
    return tag.rsplit("}", 1)[-1]


def seconds(text):
    return datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()


def tcx_points(root):
    for tp in root.iter():
        if local(tp.tag) != "Trackpoint":
            continue
        p = {}
        for el in tp.iter():
            name, text = local(el.tag), (el.text or "").strip()
            if name == "Time":
                p["time"] = seconds(text)
            elif name == "LatitudeDegrees":
                p["latitude"] = float(text)
            elif name == "LongitudeDegrees":
                p["longitude"] = float(text)
            elif name == "AltitudeMeters":
                p["altitude"] = float(text)
            elif name == "DistanceMeters":
                p["distance"] = float(text)
            elif name == "Cadence":
                p["cadence"] = float(text)
            elif name == "Watts":
                p["power"] = float(text)
            elif name == "Speed":
                p["speed"] = float(text)
            elif name == "HeartRateBpm":
                p["heart_rate"] = float(next(c for c in el if local(c.tag) == "Value").text)
        yield p


def gpx_points(root):
    for tp in root.iter():
        if local(tp.tag) != "trkpt":
            continue
        p = {"latitude": float(tp.get("lat")), "longitude": float(tp.get("lon"))}
        for el in tp.iter():
            name, text = local(el.tag), (el.text or "").strip()
            key = {"ele": "altitude", "hr": "heart_rate", "cad": "cadence", "atemp": "temperature",
                   "power": "power", "speed": "speed"}.get(name)
            if name == "time":
                p["time"] = seconds(text)
            elif key:
                p[key] = float(text)
        yield p


def haversine(lat1, lon1, lat2, lon2, r=6371008.8):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * r * math.asin(min(1.0, math.sqrt(h)))


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for path in sorted((ROOT / "datasets/tracks").glob("*.[tg][cp]x")):
        root = ET.parse(path).getroot()
        points = [p for p in (tcx_points(root) if path.suffix == ".tcx" else gpx_points(root)) if "time" in p]
        t0 = points[0]["time"]
        present = [c for c in COLUMNS[1:] if any(c in p for p in points)]
        rows = [",".join(["time"] + present)]
        for p in points:
            rows.append(",".join([repr(p["time"] - t0)] + [repr(p[c]) if c in p else "" for c in present]))
        (OUT / f"{path.name}.csv").write_text("\n".join(rows) + "\n")
        if path.suffix == ".gpx":
            derived, total, last = ["time,distance,speed"], 0.0, None
            for p in points:
                speed = 0.0
                if last is not None:
                    step = haversine(last["latitude"], last["longitude"], p["latitude"], p["longitude"])
                    total += step
                    speed = step / (p["time"] - last["time"]) if p["time"] > last["time"] else float("nan")
                derived.append(f"{p['time'] - t0!r},{total!r},{'' if math.isnan(speed) else repr(speed)}")
                last = p
            (OUT / f"{path.name}.derived.csv").write_text("\n".join(derived) + "\n")
        print(f"{path.name}: {len(points)} points, columns {present}")


if __name__ == "__main__":
    main()
