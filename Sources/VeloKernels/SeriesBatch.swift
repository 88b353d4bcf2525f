/// N equally long series (e.g. athletes × days) in one contiguous buffer,
/// step-major: value (series s, step t) is at `t · count + s`, so one step of
/// every series is contiguous and scans run across series in the inner loop
/// (the layout of an N × D column-major matrix with series as rows).
public struct SeriesBatch: Sendable, Equatable {
  /// Number of series (N).
  public let count: Int
  /// Steps per series (D).
  public let length: Int
  public var values: [Double]

  public init(count: Int, length: Int, values: [Double]) {
    precondition(values.count == count * length, "batch of \(count) × \(length) needs \(count * length) values, got \(values.count)")
    self.count = count
    self.length = length
    self.values = values
  }

  public init(count: Int, length: Int, repeating value: Double) {
    self.init(count: count, length: length, values: [Double](repeating: value, count: count * length))
  }

  /// Builds a batch from separate series of equal length.
  public init(series: [[Double]]) {
    let n = series.count, d = series.first?.count ?? 0
    precondition(series.allSatisfy { $0.count == d }, "series must have equal lengths")
    var v = [Double](repeating: 0, count: n * d)
    for (s, x) in series.enumerated() {
      for t in 0..<d { v[t * n + s] = x[t] }
    }
    self.init(count: n, length: d, values: v)
  }

  @inlinable public subscript(series s: Int, step t: Int) -> Double {
    get { values[t * count + s] }
    set { values[t * count + s] = newValue }
  }

  /// One series as an array.
  public func series(_ s: Int) -> [Double] { (0..<length).map { values[$0 * count + s] } }

  /// Applies `f` element-wise to two batches of the same shape.
  public func combined(with other: SeriesBatch, _ f: (Double, Double) -> Double) -> SeriesBatch {
    precondition(count == other.count && length == other.length, "batch shapes differ")
    return SeriesBatch(count: count, length: length, values: zip(values, other.values).map(f))
  }
}

extension SeriesBatch {
  /// EWMA of every series at once, by the exact recurrence of
  /// ``ewma(_:alpha:seed:)``: `y_t = y_{t−1} + α·(x_t − y_{t−1})`, `y_{−1} = seeds[s]`.
  /// - Complexity: O(N·D), the inner loop over series is contiguous.
  public func ewma(alpha: Double, seeds: [Double]) -> SeriesBatch {
    precondition(alpha > 0 && alpha <= 1, "EWMA alpha must be in (0, 1], got \(alpha)")
    precondition(seeds.count == count, "one seed per series")
    var out = [Double](repeating: 0, count: values.count)
    var y = seeds
    values.withUnsafeBufferPointer { x in
      out.withUnsafeMutableBufferPointer { o in
        y.withUnsafeMutableBufferPointer { y in
          for t in 0..<length {
            let row = t * count
            for s in 0..<count {
              y[s] += alpha * (x[row + s] - y[s])
              o[row + s] = y[s]
            }
          }
        }
      }
    }
    return SeriesBatch(count: count, length: length, values: out)
  }

  /// Inclusive prefix sums along each series, with a leading zero step:
  /// result step t + 1 holds `Σ_{u ≤ t} x_u` (D + 1 steps).
  public func prefixSums(squared: Bool = false) -> SeriesBatch {
    var out = [Double](repeating: 0, count: (length + 1) * count)
    values.withUnsafeBufferPointer { x in
      out.withUnsafeMutableBufferPointer { p in
        for t in 0..<length {
          let src = t * count, prev = t * count, dst = (t + 1) * count
          for s in 0..<count {
            let v = x[src + s]
            p[dst + s] = p[prev + s] + (squared ? v * v : v)
          }
        }
      }
    }
    return SeriesBatch(count: count, length: length + 1, values: out)
  }

  /// Trailing window statistics of every series: for each step t ≥ w − 1 (and
  /// `offset` steps back), the mean — and with `standardDeviation`, the sample
  /// standard deviation (n − 1) — of steps `t − offset − w + 1 … t − offset`.
  /// Steps without a full window are NaN. Computed from prefix sums, O(N·D).
  public func rollingMean(window w: Int, offset: Int = 0) -> SeriesBatch {
    rolling(window: w, offset: offset, standardDeviation: false)
  }

  public func rollingStandardDeviation(window w: Int) -> SeriesBatch {
    rolling(window: w, offset: 0, standardDeviation: true)
  }

  func rolling(window w: Int, offset: Int, standardDeviation: Bool) -> SeriesBatch {
    precondition(w >= 1 && offset >= 0, "window must be ≥ 1 and offset ≥ 0")
    let p = prefixSums()
    let q = standardDeviation ? prefixSums(squared: true) : p
    var out = [Double](repeating: .nan, count: values.count)
    let first = w - 1 + offset
    guard first < length else { return SeriesBatch(count: count, length: length, values: out) }
    for t in first..<length {
      let hi = (t - offset + 1) * count, lo = (t - offset + 1 - w) * count
      for s in 0..<count {
        let sum = p.values[hi + s] - p.values[lo + s]
        if standardDeviation {
          guard w > 1 else { continue }
          let sumSq = q.values[hi + s] - q.values[lo + s]
          let variance = max(0, (sumSq - sum * sum / Double(w)) / Double(w - 1))
          out[t * count + s] = variance.squareRoot()
        } else {
          out[t * count + s] = sum / Double(w)
        }
      }
    }
    return SeriesBatch(count: count, length: length, values: out)
  }

  /// OLS slope of each series over its last `window` steps against step
  /// number, for all series in one matrix–vector product (BLAS `dgemv`):
  /// `slope = Yᵀ·c` with `c_t = (t − t̄)/Σ(t − t̄)²`.
  /// - Returns: one slope per series (unit of the values per step).
  public func trailingSlopes(window: Int) -> [Double] {
    precondition(window >= 2 && window <= length, "trend window must be 2…\(length) steps")
    let mean = Double(window - 1) / 2
    let sxx = (0..<window).reduce(0.0) { $0 + (Double($1) - mean) * (Double($1) - mean) }
    let c = (0..<window).map { (Double($0) - mean) / sxx }
    // The last `window` steps form a count × window column-major matrix.
    let tail = Array(values[((length - window) * count)...])
    return BLAS.gemv(tail, rows: count, cols: window, c)
  }
}
