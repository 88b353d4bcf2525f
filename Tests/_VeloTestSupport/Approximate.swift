/// Relative-or-absolute closeness: `|a − b| ≤ max(abs, rel·max(|a|, |b|))`.
public func isClose(_ a: Double, _ b: Double, rel: Double = 1e-12, abs: Double = 1e-12) -> Bool {
  if a == b { return true }
  let scale = max(Swift.abs(a), Swift.abs(b))
  return Swift.abs(a - b) <= max(abs, rel * scale)
}
