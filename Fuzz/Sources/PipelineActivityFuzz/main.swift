// Whole pipeline from an activity file's bytes (FIT, TCX, GPX, CSV, gzip of
// any; a JSON archive's samples as its CSV staging writes them) to scores,
// stored columns and every report.
import FuzzDriver
import FuzzPipeline
import VeloIO
import VeloScore

runFuzzer { bytes in
  if let archive = try? AthleteArchive.parse(bytes, file: "fuzz.json") {
    for a in archive.activities {
      guard var streams = a.samples.flatMap({ ActivityStreams(nullableColumns: $0) }), let start = a.startTime else {
        continue
      }
      streams.dropImplausibleReadings()
      let csv = ActivityCSV.render(streams, timeDecimals: 3, start: start)
      if let file = try? ActivityFile.parse(bytes: Array(csv.utf8), file: "fuzz.csv") {
        scoreEverywhere(file, variant: bytes.last ?? 0, detailEvery: 4)
      }
    }
    return
  }
  for lenient in [false, true] {
    if let file = try? ActivityFile.parse(bytes: bytes, file: "fuzz", lenient: lenient) {
      scoreEverywhere(file, variant: bytes.last ?? 0, detailEvery: 4)
    }
  }
}
