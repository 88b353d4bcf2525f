// velobench: a compact throughput table for veloscore's kernels.
//
//   swift run -c release velobench [--samples N] [--repeat R] [--fit FILE] [--csv FILE] [--json]
//
// Each kernel runs R times on the same deterministic input (see BenchSupport);
// the best time is reported with samples/s and the result value, so a Python
// peer computing the same thing can check agreement (Benchmarks/compare.py).
import BenchSupport
import Foundation
import VeloIO
import VeloKernels
import VeloScore

struct Row: Codable {
  var kernel: String
  var samples: Int
  var bestSeconds: Double
  var samplesPerSecond: Double
  var value: Double
}

func measure(_ name: String, samples: Int, repeats: Int, _ body: () -> Double) -> Row {
  var best = Double.infinity
  var value = 0.0
  let clock = ContinuousClock()
  for _ in 0..<repeats {
    let start = clock.now
    value = body()
    let elapsed = clock.now - start
    best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
  }
  return Row(kernel: name, samples: samples, bestSeconds: best, samplesPerSecond: Double(samples) / best, value: value)
}

var samples = 100_000_000
var repeats = 3
var json = false
var fitFile: String?
var csvFile: String?
var athletes = 0
var days = 3650
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--samples": samples = Int(arguments.next() ?? "") ?? samples
  case "--repeat": repeats = Int(arguments.next() ?? "") ?? repeats
  case "--json": json = true
  case "--fit": fitFile = arguments.next()
  case "--csv": csvFile = arguments.next()
  case "--athletes": athletes = Int(arguments.next() ?? "") ?? 0
  case "--days": days = Int(arguments.next() ?? "") ?? days
  default:
    FileHandle.standardError.write(Data("usage: velobench [--samples N] [--repeat R] [--fit FILE] [--csv FILE] [--athletes N --days D] [--json]\n".utf8))
    exit(64)
  }
}

let power = benchmarkPower(count: samples)
var rows: [Row] = []
rows.append(measure("NP (fused rolling 30 s + 4th-power mean)", samples: samples, repeats: repeats) {
  normalizedPower(power1Hz: power) ?? .nan
})
rows.append(measure("rollingMean w=30", samples: samples, repeats: repeats) {
  rollingMean(power, window: 30).last ?? .nan
})
rows.append(measure("ewma alpha=1/26", samples: samples, repeats: repeats) {
  ewma(power, alpha: 1.0 / 26).last ?? .nan
})

// Mean-max curve of a 4 h ride: the FIT ride's 1 Hz power tiled to 14,400 s.
if let fitFile, let data = FileManager.default.contents(atPath: fitFile),
  let ride = try? FITActivity.read([UInt8](data), file: fitFile), let grid = ride.streams.powerOnOneHertzGrid()
{
  let fourHours = (0..<14_400).map { grid.power[$0 % grid.power.count] }
  rows.append(measure("mean-max curve, 4 h ride, every duration", samples: fourHours.count, repeats: repeats) {
    PowerCurve(power1Hz: fourHours).watts.reduce(0, +)
  })
}

// FIT decoding: "samples" are bytes here, so samplesPerSecond is bytes/s.
if let fitFile, let data = FileManager.default.contents(atPath: fitFile) {
  let bytes = [UInt8](data)
  let fitRepeats = max(repeats, 20)
  rows.append(measure("FIT decode to streams (FITActivity), bytes", samples: bytes.count, repeats: fitRepeats) {
    (try? FITActivity.read(bytes, file: fitFile))?.streams.power?.reduce(0, +) ?? .nan
  })
  rows.append(measure("FIT decode every field (FITDump), bytes", samples: bytes.count, repeats: fitRepeats) {
    Double((try? FITDump.lines(bytes, file: fitFile))?.lines.count ?? -1)
  })
}

// CSV stream parsing: bytes/s, value = sum of the power column.
if let csvFile, let data = FileManager.default.contents(atPath: csvFile) {
  let bytes = [UInt8](data)
  rows.append(measure("CSV stream parse (ActivityCSV), bytes", samples: bytes.count, repeats: repeats) {
    (try? ActivityCSV.parse(bytes: bytes, file: csvFile))?.power?.reduce(0, +) ?? .nan
  })
}

// Daily-series engine: PMC + load ratios + 28-day trend slopes for N athletes × D days.
// "samples" = athlete-days; value = a checksum the Python peer reproduces.
if athletes > 0 {
  let load = SeriesBatch(count: athletes, length: days, values: benchmarkLoads(athletes: athletes, days: days))
  rows.append(measure("PMC+ACWR+28d slopes, athlete-days", samples: athletes * days, repeats: repeats) {
    let pmc = PerformanceManagementBatch(load: load)
    let ratios = LoadRatios(load: load)
    let slopes = load.trailingSlopes(window: 28)
    let last = (days - 1) * athletes
    var checksum = 0.0
    for a in 0..<athletes {
      checksum += pmc.ctl.values[last + a] + pmc.tsb.values[last + a] + ratios.acwrCoupled.values[last + a]
        + ratios.acwrEWMA.values[last + a] + slopes[a]
    }
    return checksum
  })
}

if json {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  print(String(decoding: try encoder.encode(rows), as: UTF8.self))
} else {
  print("kernel                                      samples      best s   Msamples/s  value")
  for r in rows {
    let name = r.kernel.padding(toLength: 42, withPad: " ", startingAt: 0)
    print("\(name) \(String(format: "%10d  %10.4f  %10.1f  %.6f", r.samples, r.bestSeconds, r.samplesPerSecond / 1e6, r.value))")
  }
}
