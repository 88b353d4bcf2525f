/// One benchmarked kernel: how to build its input for a size, and the timed
/// body. Both harnesses read the same list (``BenchCatalog``): the
/// package-benchmark suite (`make bench`) and `velobench`'s compact table.
///
/// To benchmark a kernel of your own, append a `BenchKernel` to
/// ``BenchCatalog/all(_:)`` (see Benchmarks/README.md).
public struct BenchKernel: Sendable {
  /// What one item of `size` is, for throughput (items/s).
  public enum Unit: String, Sendable, Codable {
    case samples, bytes, athletes, workouts, queries, fits
  }

  /// Stable id (`velobench --only`, compare.py).
  public var id: String
  public var title: String
  public var unit: Unit
  /// Sizes that show scaling (items per call).
  public var sizes: [Int]
  /// Bytes read plus written per item for memory-bound kernels, to compare
  /// with the STREAM triad ceiling; `nil` when compute- or I/O-bound.
  public var bytesPerItem: Double?
  /// Builds the input for `size` (not timed) and returns the timed body,
  /// which returns a checksum a peer implementation can reproduce.
  public var prepare: @Sendable (Int) throws -> @Sendable () throws -> Double

  public init(
    id: String, title: String, unit: Unit, sizes: [Int], bytesPerItem: Double? = nil,
    prepare: @escaping @Sendable (Int) throws -> @Sendable () throws -> Double
  ) {
    self.id = id
    self.title = title
    self.unit = unit
    self.sizes = sizes
    self.bytesPerItem = bytesPerItem
    self.prepare = prepare
  }
}

/// Decades 10^from … 10^through.
public func decades(_ from: Int, through: Int) -> [Int] {
  (from...through).map { e in (0..<e).reduce(1) { x, _ in x * 10 } }
}
