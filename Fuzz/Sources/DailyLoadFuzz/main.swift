// Daily load logs (date,tss or any workout list with a load).
import FuzzDriver
import VeloIO

runFuzzer { bytes in
  _ = try? DailyLoadCSV.parse(bytes: bytes, file: "fuzz.csv")
}
