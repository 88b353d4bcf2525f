import Testing
import VeloKernels
import VeloScore
import _VeloTestSupport

@Suite struct PerformanceManagementBatchTests {
  /// Caller-owned buffers, only some outputs: the same values as the full batch, bit for bit,
  /// and a second call into the same buffers overwrites them completely.
  @Test func buffersGetTheBatchValues() {
    let n = 7
    let d = 60
    var rng = SeededGenerator(seed: 505)
    let values = (0..<(n * d)).map { _ in Double.random(in: 0...150, using: &rng) }
    var parameters = PMCParameters()
    parameters.ctlStart = 40
    parameters.atlStart = 55
    let full = PerformanceManagementBatch(
      load: SeriesBatch(count: n, length: d, values: values), parameters: parameters)
    var ctl = [Double](repeating: .nan, count: n * d)
    var tsb = ctl
    var ramp = ctl
    for _ in 0..<2 {
      values.withUnsafeBufferPointer { x in
        ctl.withUnsafeMutableBufferPointer { c in
          tsb.withUnsafeMutableBufferPointer { t in
            ramp.withUnsafeMutableBufferPointer { r in
              PerformanceManagementBatch.compute(load: x, athletes: n, parameters: parameters, ctl: c, tsb: t, ramp: r)
            }
          }
        }
      }
      #expect(ctl == full.ctl.values && tsb == full.tsb.values && ramp == full.rampRate.values)
    }
    // One output alone (TSB needs no CTL buffer).
    var only = [Double](repeating: 0, count: n * d)
    values.withUnsafeBufferPointer { x in
      only.withUnsafeMutableBufferPointer { t in
        PerformanceManagementBatch.compute(load: x, athletes: n, parameters: parameters, ctl: nil, tsb: t)
      }
    }
    #expect(only == full.tsb.values)
  }
}
