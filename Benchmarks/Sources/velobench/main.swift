// velobench: a compact throughput table of every kernel in BenchCatalog.
//
//   swift run -c release velobench [--only ID,…] [--size N] [--max-size N]
//       [--repeat R] [--fit FILE] [--csv FILE] [--no-triad] [--json] [--list]
//
// Each (kernel, size) runs R times on deterministic input (BenchSupport); the
// best time is reported as items/s and, for memory-bound kernels, GB/s beside
// the STREAM triad bandwidth measured in the same run. The value column is a
// checksum a Python peer reproduces (Benchmarks/compare.py).
import BenchSupport
import Foundation

struct Report: Codable {
  var machine: Machine
  var results: [BenchResult]
}

struct Machine: Codable {
  var cores: Int
  var memoryBytes: UInt64
  var triadBytesPerSecond: Double?
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(
    Data(
      "velobench: \(message)\nusage: velobench [--only ID,…] [--size N] [--max-size N] [--repeat R] [--fit FILE] [--csv FILE] [--no-triad] [--json] [--list]\n"
        .utf8))
  exit(64)
}

var only: Set<String>?
var size: Int?
var maxSize = Int.max
var repeats = 3
var json = false
var list = false
var triad = true
var inputs = BenchCatalog.Inputs()
var arguments = CommandLine.arguments.dropFirst().makeIterator()
@MainActor func number(_ name: String) -> Int {
  guard let text = arguments.next(), let value = Double(text), value >= 1 else {
    fail("\(name) takes a positive number")
  }
  return Int(value)
}
while let argument = arguments.next() {
  switch argument {
  case "--only": only = Set((arguments.next() ?? "").split(separator: ",").map(String.init))
  case "--size": size = number(argument)
  case "--max-size": maxSize = number(argument)
  case "--repeat": repeats = number(argument)
  case "--fit": inputs.fitFile = arguments.next()
  case "--csv": inputs.csvFile = arguments.next()
  case "--no-triad": triad = false
  case "--json": json = true
  case "--list": list = true
  default: fail("unknown argument '\(argument)'")
  }
}

let catalog = BenchCatalog.all(inputs)
if list {
  for k in catalog {
    print(
      "\(k.id.padding(toLength: 18, withPad: " ", startingAt: 0)) \(k.title) [\(k.unit.rawValue): \(k.sizes.map(String.init).joined(separator: ", "))]"
    )
  }
  exit(0)
}
if let only, let unknown = only.subtracting(catalog.map(\.id)).first { fail("no kernel '\(unknown)' (see --list)") }

let bandwidth = triad ? BenchMeasure.triadBandwidth() : nil
if !json, let bandwidth {
  print(String(format: "STREAM triad: %.1f GB/s (the memory-bandwidth ceiling below)\n", bandwidth / 1e9))
}
if !json { print("kernel             size          unit       best s    items/s     GB/s  %triad  value") }
var results: [BenchResult] = []
for kernel in catalog where only?.contains(kernel.id) ?? true {
  for n in size.map({ [$0] }) ?? kernel.sizes.filter({ $0 <= maxSize }) {
    let r: BenchResult
    do { r = try BenchMeasure.run(kernel, size: n, repeats: repeats) } catch { fail("\(kernel.id) at \(n): \(error)") }
    results.append(r)
    if !json {
      let gb = r.bytesPerSecond.map { String(format: "%8.2f", $0 / 1e9) } ?? "       —"
      var share = "      —"
      if let moved = r.bytesPerSecond, let bandwidth { share = String(format: "%6.0f%%", 100 * moved / bandwidth) }
      let unit = r.unit.padding(toLength: 9, withPad: " ", startingAt: 0)
      print(
        "\(r.kernel.padding(toLength: 18, withPad: " ", startingAt: 0)) \(String(format: "%-13d", n)) \(unit) \(String(format: "%8.4f %10.3g", r.bestSeconds, r.itemsPerSecond)) \(gb) \(share)  \(r.value)"
      )
    }
  }
}
if json {
  let info = ProcessInfo.processInfo
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  let report = Report(
    machine: Machine(
      cores: info.activeProcessorCount, memoryBytes: info.physicalMemory, triadBytesPerSecond: bandwidth),
    results: results)
  print(String(decoding: try encoder.encode(report), as: UTF8.self))
}
