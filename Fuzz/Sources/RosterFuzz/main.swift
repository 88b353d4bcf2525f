// Dataset rosters (athletes.csv).
import FuzzDriver
import VeloIO

runFuzzer { bytes in
  _ = try? AthleteRosterCSV.parse(bytes: bytes, file: "athletes.csv")
}
