#!/usr/bin/env python3
"""A Strava bulk export written by a Czech account: a fixture, and its rows read by pandas.

1. Writes datasets/strava/cs/: activities.csv with the header a Czech account's export
   has (as quoted by a public importer's tests: "ID aktivity,Datum aktivity,Název
   aktivity,…,Kalorie", Strava's column order), dates as the export writes them in
   Czech ("4. 3. 2024 16:00:00", UTC), a decimal comma in the first distance (km), a
   description over two lines, gear on one row; and activities/2001.gpx, a copy of
   datasets/tracks/activity_5039744860.gpx. Our own rows.
2. Reads it back with pandas (read_csv keeps the quoted line break; columns by
   position, as their names repeat): for each row without a file, the start
   (dayfirst, UTC), the type as written, the detailed block's elapsed seconds and
   metres, the calories, the name, and the notes (the description, then
   "<gear header>: <gear>"); for the row with a file, its name and notes.
   Writes Tests/Oracles/strava_export_oracle.json.

Run from the repository root with pandas installed:
  python Tests/Oracles/strava_export_oracle.py
"""
import json
import pathlib
import shutil

import pandas as pd

ROOT = pathlib.Path(__file__).resolve().parents[2]
FOLDER = ROOT / "datasets/strava/cs"
OUT = ROOT / "Tests/Oracles/strava_export_oracle.json"
HEADER = (
    "ID aktivity,Datum aktivity,Název aktivity,Typ aktivity,Popis aktivity,Uplynulý čas,Vzdálenost,"
    "Maximální tepová frekvence,Relativní úsilí,Dojíždění,Soukromá poznámka k aktivitě,Vybavení na aktivitu,"
    "Název souboru,Hmotnost sportovce,Hmotnost kola,Uplynulý čas,Aktivní čas,Vzdálenost,Maximální rychlost,"
    "Průměrná rychlost,Nastoupaná výška,Naklesaná výška,Nejnižší nadmořská výška,Nejvyšší nadmořská výška,"
    "Maximální sklon,Průměrný sklon,Průměrný pozitivní sklon,Průměrný záporný sklon,Maximální kadence,"
    "Průměrná kadence,Maximální tepová frekvence,Průměrná tepová frekvence,Maximální výkon ve wattech,"
    "Průměrný výkon ve wattech,Kalorie")
ROWS = [
    # ID, date, name, type, description, elapsed, km, …, gear, file, …, elapsed s, moving s, metres, …, calories
    ['1001', '"1. 6. 2020 14:52:40"', "Ranní jízda", "Jízda", '"kolem přehrady,\nvítr"', "127", '"0,67"', "", "", "",
     "", "Canyon Endurace", "activities/2001.gpx", "", "", "127.0", "95.0", "670.0"] + [""] * 16 + ["35"],
    ['1002', '"4. 3. 2024 16:00:00"', "Posilování 1", "Posilování", "", "1800", "", "", "", "", "", "", "", "", "",
     "1800.0", "1800.0", ""] + [""] * 16 + ["410"],
    ['1003', '"13. 3. 2024 7:05:00"', "Ranní běh", "Běh", "tempo 3 × 1 km", "1850", '"5,01"', "172.0", "", "", "",
     "", "", "", "", "1850.0", "1800.0", "5010.0", "", "2.78"] + [""] * 14 + ["520"],
    ['1004', '"2. 12. 2025 18:30:00"', "Plavání v bazénu", "Plavání", "", "2700", '"2,00"', "", "", "", "", "", "",
     "", "", "2700.0", "2400.0", "2000.0"] + [""] * 17,
]


def write():
    (FOLDER / "activities").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ROOT / "datasets/tracks/activity_5039744860.gpx", FOLDER / "activities/2001.gpx")
    lines = [HEADER] + [",".join(r) for r in ROWS]
    (FOLDER / "activities.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")


def oracle():
    frame = pd.read_csv(FOLDER / "activities.csv", header=0, dtype=str, keep_default_na=False)
    header = HEADER.split(",")
    rows = []
    for _, r in frame.iterrows():
        cell = list(r.values)
        notes = [cell[4]] if cell[4] else []
        if cell[11]:
            notes.append(f"{header[11]}: {cell[11]}")
        row = {"name": cell[2], "notes": "\n".join(notes) or None, "file": cell[12] or None}
        if not cell[12]:
            start = pd.to_datetime(cell[1], dayfirst=True, utc=True)
            row.update({"start": start.timestamp(), "date": start.date().isoformat(), "type": cell[3],
                        "durationSeconds": float(cell[15]),
                        "distanceMeters": float(cell[17]) if cell[17] else None,
                        "calories": float(cell[34]) if cell[34] else None})
        rows.append(row)
    OUT.write_text(json.dumps({"folder": "datasets/strava/cs", "rows": rows}, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write()
    oracle()
