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
    precondition(
      values.count == count * length,
      "batch of \(count) × \(length) needs \(count * length) values, got \(values.count)")
    self.count = count
    self.length = length
    self.values = values
  }

  public init(count: Int, length: Int, repeating value: Double) {
    self.init(count: count, length: length, values: [Double](largeRepeating: value, count: count * length))
  }

  /// Builds a batch from separate series of equal length.
  public init(series: [[Double]]) {
    let n = series.count
    let d = series.first?.count ?? 0
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
}

extension SeriesBatch {
  /// EWMA of every series at once, by the exact recurrence of
  /// ``ewma(_:alpha:seed:)``: `y_t = y_{t−1} + α·(x_t − y_{t−1})`, `y_{−1} = seeds[s]`.
  /// A single long series runs as four independent chains (`blockedEWMA`);
  /// there the result equals the recurrence up to rounding (~1e-16 relative).
  /// - Complexity: O(N·D), the inner loop over series is contiguous.
  public func ewma(alpha: Double, seeds: [Double]) -> SeriesBatch {
    precondition(alpha > 0 && alpha <= 1, "EWMA alpha must be in (0, 1], got \(alpha)")
    precondition(seeds.count == count, "one seed per series")
    var y = seeds
    let (n, d) = (count, length)
    let out = [Double](writingOnce: values.count) { o in
      values.withUnsafeBufferPointer { x in
        y.withUnsafeMutableBufferPointer { y in
          if n == 1 {  // one series
            blockedEWMA(x, alpha: alpha, seed: y[0], into: o)
            return
          }
          for t in 0..<d {
            let row = t * n
            for s in 0..<n {
              y[s] += alpha * (x[row + s] - y[s])
              o[row + s] = y[s]
            }
          }
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
    // The last `window` steps form a count × window column-major matrix, read in place.
    return values.withUnsafeBufferPointer { v in
      BLAS.gemv(UnsafeBufferPointer(rebasing: v[((length - window) * count)...]), rows: count, cols: window, c)
    }
  }
}

extension SeriesBatch {
  /// OLS slope of each series over every trailing window of `window` steps:
  /// step t (≥ w − 1) holds the slope over steps t − w + 1 … t (NaN before, and
  /// wherever the window holds a NaN).
  ///
  /// Windowed sums `S₀ = Σ y`, `S₁ = Σ j·y` (j = 0…w−1 inside the window) slide in
  /// O(1) per step — `S₁ ← S₁ − (S₀ − y_out) + (w − 1)·y_in` — and are recomputed
  /// exactly every 512 steps; slope = `(S₁ − (w−1)/2·S₀) / Σ(j − (w−1)/2)²`.
  /// Each window also counts its non-zero values (exact integers): a window of
  /// zeros (a rest block) has sums exactly 0, not the residue sliding leaves.
  /// - Complexity: O(N·D).
  public func rollingSlopes(window w: Int) -> SeriesBatch {
    precondition(w >= 2, "a slope needs a window of at least 2 steps")
    let n = count
    let mean = Double(w - 1) / 2
    let sxx = Double(w) * Double(w * w - 1) / 12
    var out = [Double](largeRepeating: .nan, count: values.count)
    guard length >= w else { return SeriesBatch(count: n, length: length, values: out) }
    var s0 = [Double](repeating: 0, count: n)
    var s1 = s0
    var nonZero = [Int](repeating: 0, count: n)
    values.withUnsafeBufferPointer { y in
      for t in (w - 1)..<length {
        let exact = t == w - 1 || (t - w + 1) % 512 == 0
        for s in 0..<n {
          if exact {
            s0[s] = 0
            s1[s] = 0
            nonZero[s] = 0
            for j in 0..<w {
              let v = y[(t - w + 1 + j) * n + s]
              s0[s] += v
              s1[s] += Double(j) * v
              if v != 0 { nonZero[s] += 1 }
            }
          } else {
            let outgoing = y[(t - w) * n + s]
            let incoming = y[t * n + s]
            s1[s] = s1[s] - (s0[s] - outgoing) + Double(w - 1) * incoming
            s0[s] += incoming - outgoing
            nonZero[s] += (incoming != 0 ? 1 : 0) - (outgoing != 0 ? 1 : 0)
            if nonZero[s] == 0 {
              s0[s] = 0
              s1[s] = 0
            }
          }
          out[t * n + s] = (s1[s] - mean * s0[s]) / sxx
        }
      }
    }
    return SeriesBatch(count: n, length: length, values: out)
  }
}

extension SeriesBatch {
  /// Straight-line fit of every series over its last `window` steps, in one
  /// call: slopes by ``trailingSlopes(window:)`` (BLAS `dgemv`), then intercept,
  /// R² and the slope's standard error from each series' window sums.
  /// Series with NaN in the window give NaN. Matches `scipy.stats.linregress`.
  public func trailingTrends(window: Int) -> [LinearFit] {
    let slopes = trailingSlopes(window: window)
    let tMean = Double(window - 1) / 2
    let sxx = Double(window) * Double(window * window - 1) / 12
    let first = length - window
    return (0..<count).map { s in
      var sum = 0.0
      var sumSq = 0.0
      for t in 0..<window {
        let v = values[(first + t) * count + s]
        sum += v
        sumSq += v * v
      }
      let mean = sum / Double(window)
      guard mean.isFinite else {
        return LinearFit(intercept: .nan, slope: .nan, rSquared: .nan, residualSumOfSquares: .nan)
      }
      var low = Double.infinity
      var high = -Double.infinity
      for t in 0..<window {
        let v = values[(first + t) * count + s]
        low = min(low, v)
        high = max(high, v)
      }
      // The same rounding rules as LinearFit: a constant window by its range, an
      // exact line when the residual is within rounding of the data.
      let level = LinearFit.roundingLevel(low, high)
      if high - low <= level {
        return LinearFit(
          intercept: mean, slope: 0, rSquared: 1, slopeStandardError: window > 2 ? 0 : nil, residualSumOfSquares: 0)
      }
      let syy = sumSq - sum * mean
      let slope = slopes[s]
      var ssRes = max(0, syy - slope * slope * sxx)
      if ssRes <= Double(window) * level * level + 16 * Double.ulpOfOne * sumSq { ssRes = 0 }
      let r2 = 1 - ssRes / syy
      let se = window > 2 ? (ssRes / Double(window - 2) / sxx).squareRoot() : nil
      return LinearFit(
        intercept: mean - slope * tMean, slope: slope, rSquared: r2, slopeStandardError: se, residualSumOfSquares: ssRes
      )
    }
  }
}
