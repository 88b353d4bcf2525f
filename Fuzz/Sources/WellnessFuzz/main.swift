// Wellness CSVs (our layout and app exports).
import FuzzDriver
import VeloIO

runFuzzer { bytes in
  _ = try? WellnessCSV.parse(bytes: bytes, file: "fuzz.csv")
}
