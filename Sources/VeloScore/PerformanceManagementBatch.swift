import VeloKernels

/// The Performance Management Chart for many athletes at once over the same
/// days (see ``PerformanceManagement`` for the model and conventions; the
/// single-athlete chart is this with one athlete).
public struct PerformanceManagementBatch: Sendable {
  public var parameters: PMCParameters
  /// Daily load, athletes × days (`SeriesBatch` layout).
  public var load: SeriesBatch
  public var ctl: SeriesBatch
  public var atl: SeriesBatch
  public var tsb: SeriesBatch
  public var rampRate: SeriesBatch

  /// - Parameters:
  ///   - load: daily load (TSS per day), athletes × days.
  ///   - parameters: time constants and start values (``PMCParameters``).
  ///   - ctlStart: per-athlete CTL before day 0 (default: the parameters'
  ///     start value for everyone).
  ///   - atlStart: per-athlete ATL before day 0 (the same default).
  /// - Complexity: O(athletes × days) in one fused pass: each day's row of
  ///   CTL, ATL, TSB and ramp is written once, inner loop across athletes
  ///   (contiguous), outputs never zero-filled first.
  public init(
    load: SeriesBatch, parameters: PMCParameters = PMCParameters(), ctlStart: [Double]? = nil, atlStart: [Double]? = nil
  ) {
    self.parameters = parameters
    self.load = load
    let n = load.count
    let d = load.length
    let total = n * d
    let ctl0 = ctlStart ?? Array(repeating: parameters.ctlStart, count: n)
    let atl0 = atlStart ?? Array(repeating: parameters.atlStart, count: n)
    precondition(ctl0.count == n && atl0.count == n, "one start value per athlete")
    let outputs = ColumnArrays.build(columns: 4, capacity: total) { out -> Int in
      load.values.withUnsafeBufferPointer { x in
        func buffer(_ k: Int) -> UnsafeMutableBufferPointer<Double> {
          UnsafeMutableBufferPointer(start: out[k], count: total)
        }
        Self.compute(
          load: x, athletes: n, parameters: parameters, ctlStart: ctl0, atlStart: atl0,
          ctl: buffer(0), atl: buffer(1), tsb: buffer(2), ramp: buffer(3))
      }
      return total
    }.columns
    let (ctl, atl, tsb, ramp) = (outputs[0], outputs[1], outputs[2], outputs[3])
    self.ctl = SeriesBatch(count: n, length: d, values: ctl)
    self.atl = SeriesBatch(count: n, length: d, values: atl)
    self.tsb = SeriesBatch(count: n, length: d, values: tsb)
    rampRate = SeriesBatch(count: n, length: d, values: ramp)
  }

  /// The same model into buffers the caller owns and reuses, writing only the
  /// outputs asked for (`nil` skips one): the steady-state path for scoring many
  /// batches, with no fresh pages to zero. Buffers hold athletes × days values
  /// in `SeriesBatch` layout (day-major: day t of athlete s at `t·n + s`).
  /// - Parameters:
  ///   - x: `athletes × days` daily loads, day-major.
  ///   - n: athletes (the day-major row length).
  ///   - parameters: time constants and start values (``PMCParameters``).
  ///   - ctlStart: per-athlete CTL before day 0 (default: the parameters' start value).
  ///   - atlStart: per-athlete ATL before day 0 (the same default).
  ///   - ctl: receives CTL, or `nil` to skip it.
  ///   - atl: receives ATL, or `nil`.
  ///   - tsb: receives TSB (CTL − ATL of the day before), or `nil`.
  ///   - ramp: needs `ctl` (the ramp reads CTL `rampDays` days back from it).
  /// - Complexity: one pass, inner loop across athletes (contiguous).
  public static func compute(
    load x: UnsafeBufferPointer<Double>, athletes n: Int, parameters: PMCParameters = PMCParameters(),
    ctlStart: [Double]? = nil, atlStart: [Double]? = nil,
    ctl: UnsafeMutableBufferPointer<Double>?, atl: UnsafeMutableBufferPointer<Double>? = nil,
    tsb: UnsafeMutableBufferPointer<Double>? = nil, ramp: UnsafeMutableBufferPointer<Double>? = nil
  ) {
    precondition(n > 0 && x.count % n == 0, "load holds athletes × days values")
    let d = x.count / n
    for buffer in [ctl, atl, tsb, ramp] {
      if let buffer { precondition(buffer.count >= x.count, "an output buffer is shorter than the load") }
    }
    precondition(ramp == nil || ctl != nil, "the ramp reads CTL from the ctl buffer")
    var c = ctlStart ?? Array(repeating: parameters.ctlStart, count: n)
    var a = atlStart ?? Array(repeating: parameters.atlStart, count: n)
    precondition(c.count == n && a.count == n, "one start value per athlete")
    let ctl0 = c
    let ac = parameters.alpha(timeConstant: parameters.ctlDays)
    let aa = parameters.alpha(timeConstant: parameters.atlDays)
    let today = parameters.balance == .today
    let back = parameters.rampDays
    // An output not asked for is written to a row of scratch instead, one row each so that no two
    // outputs overlap: the inner loop then has no branch per value and vectorises across athletes
    // (a row of writes that stays in cache costs less than a test per value).
    let scratch = UnsafeMutablePointer<Double>.allocate(capacity: 5 * n)
    scratch.initialize(repeating: 0, count: 5 * n)
    defer { scratch.deallocate() }
    func rows(_ buffer: UnsafeMutableBufferPointer<Double>?, _ k: Int) -> (UnsafeMutablePointer<Double>, Int) {
      buffer?.baseAddress.map { ($0, n) } ?? (scratch + k * n, 0)
    }
    let (ctlOut, ctlStride) = rows(ctl, 0)
    let (atlOut, atlStride) = rows(atl, 1)
    let (tsbOut, tsbStride) = rows(tsb, 2)
    let (rampOut, rampStride) = rows(ramp, 3)
    guard let load = x.baseAddress else { return }
    c.withUnsafeMutableBufferPointer { c in
      a.withUnsafeMutableBufferPointer { a in
        ctl0.withUnsafeBufferPointer { ctl0 in
          let c = c.baseAddress!
          let a = a.baseAddress!
          for t in 0..<d {
            let xs = load + t * n
            let ctlRow = ctlOut + t * ctlStride
            let atlRow = atlOut + t * atlStride
            let tsbRow = tsbOut + t * tsbStride
            let rampRow = rampOut + t * rampStride
            // The ramp's CTL `back` days ago (the start value before day 0); unused without a ramp.
            let backRow =
              ramp == nil
              ? UnsafePointer(scratch + 4 * n) : t >= back ? UnsafePointer(ctlOut + (t - back) * n) : ctl0.baseAddress!
            for s in 0..<n {
              let cPrev = c[s]
              let aPrev = a[s]
              let load = xs[s]
              let cNow = cPrev + ac * (load - cPrev)
              let aNow = aPrev + aa * (load - aPrev)
              c[s] = cNow
              a[s] = aNow
              ctlRow[s] = cNow
              atlRow[s] = aNow
              tsbRow[s] = today ? cNow - aNow : cPrev - aPrev
              rampRow[s] = cNow - backRow[s]
            }
          }
        }
      }
    }
  }
}
