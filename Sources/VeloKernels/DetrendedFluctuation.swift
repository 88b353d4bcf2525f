import Foundation

/// Detrended fluctuation analysis (DFA) of a series: the scaling exponent α of
/// its fluctuation with box size (Peng, Havlin, Stanley & Goldberger 1995,
/// *Chaos* 5(1):82–87):
///
///     y_k = Σ_{i ≤ k} (x_i − x̄)                       the profile
///     F(n) = √( (1/(B·n)) Σ_boxes Σ_k (y_k − ŷ_k)² )   B = ⌊N/n⌋ boxes of n from the start,
///                                                       ŷ the least-squares line of each box
///     α = slope of log F(n) on log n                    over the box sizes asked
///
/// With boxes of 4…16 points this is the short-term exponent α₁ of heart-rate
/// variability (Peng 1995; Task Force of the ESC/NASPE 1996). Boxes do not
/// overlap; points past the last whole box are left out, as in the original
/// definition (`neurokit2.fractal_dfa(…, overlap=False)` computes the same).
///
/// Edge cases: fewer than two box sizes with at least one whole box, a box size
/// below 3, or a fluctuation of 0 (a straight-line profile) give `nil`.
public enum DetrendedFluctuation {
  /// The fluctuation F(n) of `series` for box size `n` (unit of the series).
  /// - Complexity: O(N), one pass over the profile (each box's residual sum of
  ///   squares in closed form: Syy − Sxy²/Sxx).
  public static func fluctuation(_ series: [Double], boxSize n: Int) -> Double? {
    guard n >= 3, series.count >= n else { return nil }
    let mean = series.reduce(0, +) / Double(series.count)
    let boxes = series.count / n
    // Box positions 0…n−1 centred: Σt = 0, Sxx = n(n²−1)/12.
    let centre = Double(n - 1) / 2
    let sxx = Double(n) * Double(n * n - 1) / 12
    var profile = 0.0
    var residuals = 0.0
    var index = 0
    for _ in 0..<boxes {
      let base = profile  // residuals do not change with a shift; a box's values stay small
      var sum = 0.0
      var sumSquares = 0.0
      var sxy = 0.0
      for t in 0..<n {
        profile += series[index] - mean
        index += 1
        let v = profile - base
        sum += v
        sumSquares += v * v
        sxy += (Double(t) - centre) * v
      }
      let syy = sumSquares - sum * sum / Double(n)
      residuals += max(0, syy - sxy * sxy / sxx)
    }
    return (residuals / Double(boxes * n)).squareRoot()
  }

  /// α: the least-squares slope of log F(n) on log n over `boxSizes`.
  /// - Parameters:
  ///   - series: the values (RR intervals for HRV, any unit).
  ///   - boxSizes: the box sizes n (4…16 for HRV's α₁).
  /// - Complexity: O(N · number of box sizes).
  public static func alpha(_ series: [Double], boxSizes: ClosedRange<Int>) -> Double? {
    var x: [Double] = []
    var y: [Double] = []
    for n in boxSizes {
      guard let f = fluctuation(series, boxSize: n), f > 0, f.isFinite else { continue }
      x.append(log(Double(n)))
      y.append(log(f))
    }
    guard x.count >= 2 else { return nil }
    let mx = x.reduce(0, +) / Double(x.count)
    let my = y.reduce(0, +) / Double(y.count)
    var sxy = 0.0
    var sxx = 0.0
    for (a, b) in zip(x, y) {
      sxy += (a - mx) * (b - my)
      sxx += (a - mx) * (a - mx)
    }
    return sxx > 0 ? sxy / sxx : nil
  }
}
