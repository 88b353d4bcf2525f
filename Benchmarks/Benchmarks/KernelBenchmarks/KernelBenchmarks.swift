import Benchmark
import BenchSupport
import VeloKernels
import VeloScore

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput],
    maxDuration: .seconds(2), maxIterations: 1_000)

  // Throughput is calls per second: multiply by the sample count for samples/s
  // (velobench prints samples/s directly).
  for (exponent, count) in [(3, 1_000), (5, 100_000), (6, 1_000_000)] {
    let power = benchmarkPower(count: count)
    Benchmark("NP 10^\(exponent) samples") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(normalizedPower(power1Hz: power))
      }
    }
    Benchmark("rollingMean w=30 10^\(exponent)") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(rollingMean(power, window: 30))
      }
    }
    Benchmark("ewma 10^\(exponent)") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(ewma(power, alpha: 1.0 / 26))
      }
    }
  }
}
