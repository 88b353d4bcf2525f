#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A personal baseline that one odd day cannot move much: the median `m` and
/// the scaled median absolute deviation `s = max(1.4826·MAD, s_min)` of the
/// valid values on days t−60…t−1 (today excluded), as proposed in
/// `docs/wellness.md`.
public struct RobustBaseline: Sendable, Equatable, Codable {
  public var median: Double
  public var scale: Double
  /// Valid values it was built from.
  public var count: Int

  /// - Returns: `nil` without any valid (non-NaN) value.
  public init?(_ values: [Double], minimumScale: Double) {
    self.init(sorted: values.filter { !$0.isNaN }.sorted(), minimumScale: minimumScale)
  }

  /// From valid values already in ascending order (a `SortedWindow`'s).
  public init?(sorted v: [Double], minimumScale: Double) {
    guard !v.isEmpty else { return nil }
    let m = Self.median(v)
    median = m
    scale = max(1.4826 * Self.medianAbsoluteDeviation(sorted: v, median: m), minimumScale)
    count = v.count
  }

  /// Median of `|vᵢ − m|` in O(n) without a second sort: the deviations left
  /// of `m` and right of it are two sorted runs; merge them up to the middle.
  static func medianAbsoluteDeviation(sorted v: [Double], median m: Double) -> Double {
    let n = v.count
    var right = v.firstIndex { $0 >= m } ?? n
    var left = right - 1
    var previous = 0.0
    var current = 0.0
    for _ in 0...(n / 2) {
      previous = current
      if right < n && (left < 0 || v[right] - m <= m - v[left]) {
        current = v[right] - m
        right += 1
      } else {
        current = m - v[left]
        left -= 1
      }
    }
    return n % 2 == 1 ? current : (previous + current) / 2
  }

  /// `(x − m)/s`.
  public func z(_ x: Double) -> Double { (x - median) / scale }

  static func median(_ sorted: [Double]) -> Double {
    let n = sorted.count
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
  }

  /// Standard normal CDF `Φ(z) = ½·erfc(−z/√2)`.
  public static func normalCDF(_ z: Double) -> Double { 0.5 * erfc(-z / 2.0.squareRoot()) }
}
