// Strava bulk-export activities.csv (dates, repeated headers, manual rows).
import FuzzDriver
import VeloIO

runFuzzer { bytes in
  _ = try? StravaExport(bytes: bytes, file: "activities.csv", directory: "/nonexistent")
}
