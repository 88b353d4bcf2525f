// Dated thresholds (thresholds.csv).
import FuzzDriver
import VeloIO

runFuzzer { bytes in
  _ = try? ThresholdCSV.parse(bytes: bytes, file: "thresholds.csv")
}
