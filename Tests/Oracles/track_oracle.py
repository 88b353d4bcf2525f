#!/usr/bin/env python3
"""Oracle for veloscore's TCX/GPX reader: the standard library's ElementTree
reads every track point of the files in datasets/tracks/ and this script writes
Tests/Oracles/tracks/<file>.csv with the time offset from the first point and
the values veloscore's ActivityStreams should hold (empty = absent).
Run from the repository root:  python3 Tests/Oracles/track_oracle.py
"""
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
        print(f"{path.name}: {len(points)} points, columns {present}")


if __name__ == "__main__":
    main()
