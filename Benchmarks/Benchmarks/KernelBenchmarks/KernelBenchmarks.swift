import BenchSupport
// The package-benchmark suite (`make bench`): every kernel of BenchCatalog at
// every size, wall clock and throughput percentiles. Throughput is calls/s;
// multiply by the size in the name for items/s (velobench prints items/s,
// GB/s and the STREAM-triad ceiling directly).
import Benchmark
import Foundation

/// The timed body of one (kernel, size), built in `setup` and dropped in
/// `teardown`, so only one benchmark's input is in memory at a time.
final class Prepared: @unchecked Sendable {
  private let lock = NSLock()
  private var body: (@Sendable () throws -> Double)?
  func set(_ b: (@Sendable () throws -> Double)?) { lock.withLock { body = b } }
  func get() -> (@Sendable () throws -> Double)? { lock.withLock { body } }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput], warmupIterations: 1,
    maxDuration: .seconds(1), maxIterations: 200)

  for kernel in BenchCatalog.all() {
    for size in kernel.sizes {
      let prepared = Prepared()
      Benchmark(
        "\(kernel.id) \(size) \(kernel.unit.rawValue)",
        closure: { benchmark in
          guard let body = prepared.get() else { return }
          benchmark.startMeasurement()
          for _ in benchmark.scaledIterations { blackHole(try body()) }
        },
        setup: { prepared.set(try kernel.prepare(size)) },
        teardown: { prepared.set(nil) })
    }
  }
}
