// Workout lists, with every local-day rule (offsets, wall clock in a DST zone, Z).
import FuzzDriver
import VeloIO

let zone = try! AthleteTimeZone(identifier: "America/Mexico_City")
runFuzzer { bytes in
  _ = try? WorkoutListCSV.parse(bytes: bytes, file: "fuzz.csv", timeZone: zone)
}
