/// Locally weighted linear regression (LOESS/LOWESS without robustness
/// iterations; Cleveland 1979, J Am Stat Assoc 74:829) of `y` against its index.
///
/// For each point, the `k = ⌊span·n⌋` (at least 2) nearest valid points (by index distance)
/// are weighted by the tricube `(1 − (d/d_max)³)³`, d_max the distance to the
/// k-th nearest, and a weighted straight line gives the smoothed value — the
/// definition `statsmodels.nonparametric.lowess(it=0)` uses. NaN values are
/// skipped as inputs; every position gets a smoothed value.
/// - Complexity: O(n·k).
public func loess(_ y: [Double], span: Double) -> [Double] {
  precondition(span > 0 && span <= 1, "LOESS span is a fraction in (0, 1]")
  let points = y.enumerated().filter { !$0.element.isNaN }.map { (x: Double($0.offset), y: $0.element) }
  guard points.count >= 2 else { return y.map { _ in points.first?.y ?? .nan } }
  let k = max(2, min(points.count, Int(span * Double(points.count) + 1e-10)))
  return y.indices.map { i in
    let x0 = Double(i)
    // The k nearest valid points form a contiguous run: slide a window to the closest one.
    var lo = 0
    while lo + k < points.count && abs(points[lo + k].x - x0) < abs(x0 - points[lo].x) { lo += 1 }
    let window = points[lo..<(lo + k)]
    let dmax = max(abs(window.first!.x - x0), abs(window.last!.x - x0))
    var sw = 0.0
    var sx = 0.0
    var sy = 0.0
    var sxx = 0.0
    var sxy = 0.0
    for p in window {
      let u = dmax > 0 ? abs(p.x - x0) / dmax : 0
      let w = u < 1 ? _pow(1 - u * u * u, 3) : 0
      sw += w
      sx += w * p.x
      sy += w * p.y
      sxx += w * p.x * p.x
      sxy += w * p.x * p.y
    }
    guard sw > 0 else { return .nan }
    let mx = sx / sw
    let my = sy / sw
    let varX = sxx / sw - mx * mx
    guard varX > 1e-12 else { return my }
    let slope = (sxy / sw - mx * my) / varX
    return my + slope * (x0 - mx)
  }
}
