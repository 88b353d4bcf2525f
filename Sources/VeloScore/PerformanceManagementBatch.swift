import VeloKernels

/// The Performance Management Chart for many athletes at once over the same
/// days (see ``PerformanceManagement`` for the model and conventions; the
/// single-athlete chart is this with one athlete).
public struct PerformanceManagementBatch: Sendable {
  public var parameters: PMCParameters
  /// Daily load, athletes × days (``SeriesBatch`` layout).
  public var load: SeriesBatch
  public var ctl: SeriesBatch
  public var atl: SeriesBatch
  public var tsb: SeriesBatch
  public var rampRate: SeriesBatch

  /// - Parameters:
  ///   - ctlStart, atlStart: per-athlete values before day 0 (default: the
  ///     parameters' start values for everyone).
  /// - Complexity: O(athletes × days) in one fused pass: each day's row of
  ///   CTL, ATL, TSB and ramp is written once, inner loop across athletes
  ///   (contiguous), outputs never zero-filled first.
  public init(load: SeriesBatch, parameters: PMCParameters = PMCParameters(), ctlStart: [Double]? = nil, atlStart: [Double]? = nil) {
    self.parameters = parameters
    self.load = load
    let n = load.count, d = load.length, total = n * d
    let ctl0 = ctlStart ?? Array(repeating: parameters.ctlStart, count: n)
    let atl0 = atlStart ?? Array(repeating: parameters.atlStart, count: n)
    precondition(ctl0.count == n && atl0.count == n, "one start value per athlete")
    let ac = parameters.alpha(timeConstant: parameters.ctlDays), aa = parameters.alpha(timeConstant: parameters.atlDays)
    let today = parameters.balance == .today, back = parameters.rampDays
    let outputs = ColumnArrays.build(columns: 4, capacity: total) { out -> Int in
      let (ctlOut, atlOut, tsbOut, rampOut) = (out[0], out[1], out[2], out[3])
      var c = ctl0, a = atl0
      load.values.withUnsafeBufferPointer { x in
        c.withUnsafeMutableBufferPointer { c in
          a.withUnsafeMutableBufferPointer { a in
            ctl0.withUnsafeBufferPointer { ctl0 in
              for t in 0..<d {
                let row = t * n
                for s in 0..<n {
                  let cPrev = c[s], aPrev = a[s], xs = x[row + s]
                  let cNow = cPrev + ac * (xs - cPrev), aNow = aPrev + aa * (xs - aPrev)
                  c[s] = cNow
                  a[s] = aNow
                  ctlOut[row + s] = cNow
                  atlOut[row + s] = aNow
                  tsbOut[row + s] = today ? cNow - aNow : cPrev - aPrev
                  rampOut[row + s] = cNow - (t >= back ? ctlOut[row - back * n + s] : ctl0[s])
                }
              }
            }
          }
        }
      }
      return total
    }.columns
    let (ctl, atl, tsb, ramp) = (outputs[0], outputs[1], outputs[2], outputs[3])
    self.ctl = SeriesBatch(count: n, length: d, values: ctl)
    self.atl = SeriesBatch(count: n, length: d, values: atl)
    self.tsb = SeriesBatch(count: n, length: d, values: tsb)
    rampRate = SeriesBatch(count: n, length: d, values: ramp)
  }
}
