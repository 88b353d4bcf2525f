import Foundation

/// One timed result: the best of `repeats` calls.
public struct BenchResult: Codable, Sendable {
  public var kernel: String
  public var title: String
  public var unit: String
  public var size: Int
  public var bestSeconds: Double
  public var itemsPerSecond: Double
  /// Bytes moved per second (memory-bound kernels only).
  public var bytesPerSecond: Double?
  public var value: Double
}

public enum BenchMeasure {
  static func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
  }

  /// Best wall time of `repeats` calls of `body`, and its last result.
  public static func best(repeats: Int, _ body: () throws -> Double) rethrows -> (seconds: Double, value: Double) {
    let clock = ContinuousClock()
    var best = Double.infinity
    var value = 0.0
    for _ in 0..<max(1, repeats) {
      let start = clock.now
      value = try body()
      best = min(best, seconds(clock.now - start))
    }
    return (best, value)
  }

  public static func run(_ kernel: BenchKernel, size: Int, repeats: Int) throws -> BenchResult {
    let body = try kernel.prepare(size)
    let (s, v) = try best(repeats: repeats, body)
    let items = Double(size) / s
    return BenchResult(
      kernel: kernel.id, title: kernel.title, unit: kernel.unit.rawValue, size: size, bestSeconds: s,
      itemsPerSecond: items, bytesPerSecond: kernel.bytesPerItem.map { $0 * items }, value: v)
  }

  /// The machine's sustainable memory bandwidth for the ceiling column: a
  /// STREAM-style triad `a[i] = b[i] + 3·c[i]` over three arrays of `count`
  /// doubles (24 bytes moved per element, write-allocate not counted, as
  /// STREAM reports it). Best of `repeats`, bytes/s.
  public static func triadBandwidth(count: Int = 20_000_000, repeats: Int = 5) -> Double {
    let b = [Double](repeating: 1, count: count)
    let c = [Double](repeating: 2, count: count)
    var a = [Double](repeating: 0, count: count)
    let (s, _) = best(repeats: repeats) {
      a.withUnsafeMutableBufferPointer { ap in
        b.withUnsafeBufferPointer { bp in
          c.withUnsafeBufferPointer { cp in
            for i in 0..<count { ap[i] = bp[i] + 3 * cp[i] }
          }
        }
      }
      return a[count - 1]
    }
    return 24 * Double(count) / s
  }
}
