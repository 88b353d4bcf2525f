#!/usr/bin/env python3
"""The zips in datasets/zip/, written with Python's zipfile (an implementation
independent of the ZIPFoundation the readers use). Deterministic: fixed
timestamps, so running it again gives the same bytes.

  python3 scripts/make-zip-fixtures.py
"""
import gzip
import io
import pathlib
import zipfile

OUT = pathlib.Path(__file__).resolve().parents[1] / "datasets/zip"
WHEN = (2026, 11, 27, 12, 0, 0)
def ride(watts):
    return "time,power,heart_rate\n" + "".join(f"{t},{watts + t % 7},{140 + t % 5}\n" for t in range(600))


RIDE = ride(200)


def add(z, name, data, method=zipfile.ZIP_DEFLATED):
    info = zipfile.ZipInfo(name, WHEN)
    info.compress_type = method
    z.writestr(info, data)


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(OUT / "rides.zip", "w") as z:  # a folder of rides as Finder zips it
        add(z, "rides/2026-11-16.csv", RIDE)
        add(z, "rides/2026-11-18.csv", ride(190), zipfile.ZIP_STORED)
        add(z, "__MACOSX/rides/._2026-11-16.csv", b"\0\5\26\7 resource fork")
    inner = io.BytesIO()
    with zipfile.ZipFile(inner, "w") as z:
        add(z, "2026-11-20.csv", ride(210))
    with zipfile.ZipFile(OUT / "zip-in-zip.zip", "w") as z:  # Garmin Connect's export keeps its files in zips
        add(z, "DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_0-_Part1.zip", inner.getvalue(), zipfile.ZIP_STORED)
        add(z, "DI_CONNECT/DI-Connect-Fitness/summary.json", "{}")
    fit = OUT.parent / "fit"
    with zipfile.ZipFile(OUT / "fit-rides.zip", "w") as z:  # a zip of FIT files, as a watch's folder is zipped
        for name in ("2020-06-01-16-52-40.fit", "6449921903_ACTIVITY.fit"):
            add(z, name, (fit / name).read_bytes())
    header = ("Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,"
              "Max Heart Rate,Relative Effort,Commute,Activity Private Note,Activity Gear,Filename,Athlete Weight,"
              "Bike Weight,Elapsed Time,Moving Time,Distance")
    rows = ['111,"Jun 1, 2020, 2:52:40 PM",Morning Ride,Ride,,127,0.67,,,false,,,activities/111.fit.gz,,,127,95,670.0',
            '333,"Nov 3, 2026, 6:00:00 AM",Stretching,Yoga,,3600,0,,,false,,,,,,3600,3600,0']
    fit_gz = gzip.compress((fit / "2020-06-01-16-52-40.fit").read_bytes(), mtime=0)
    with zipfile.ZipFile(OUT / "strava-export.zip", "w") as z:  # Strava's bulk export, as it downloads
        add(z, "activities.csv", "\n".join([header] + rows) + "\n")
        add(z, "activities/111.fit.gz", fit_gz, zipfile.ZIP_STORED)
    with zipfile.ZipFile(OUT / "outside.zip", "w") as z:  # "zip slip": an entry named outside its folder
        add(z, "../../evil.csv", RIDE)
    with zipfile.ZipFile(OUT / "bomb.zip", "w") as z:  # 129 MiB of zeros in ~130 kB
        add(z, "big.csv", b"0" * (129 << 20), zipfile.ZIP_DEFLATED)
    print("wrote", ", ".join(sorted(p.name for p in OUT.glob("*.zip"))))


if __name__ == "__main__":
    main()
