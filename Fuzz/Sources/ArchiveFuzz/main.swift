// JSON athlete archives (export --format json), decoded and checked.
import FuzzDriver
import VeloIO

runFuzzer { bytes in
  _ = try? AthleteArchive.parse(bytes, file: "fuzz.json")
}
