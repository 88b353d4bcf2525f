/// The arithmetic mean of `x[range]` with NaN (a pause, a dropped reading)
/// skipped and indices past either end ignored; `nil` when nothing is left.
/// Summed left to right, so every caller gets the same rounding.
public func meanSkippingNaN(_ x: [Double], _ range: Range<Int>) -> Double? {
  var sum = 0.0
  var count = 0
  for i in range.clamped(to: x.indices) where !x[i].isNaN {
    sum += x[i]
    count += 1
  }
  return count == 0 ? nil : sum / Double(count)
}

/// ``meanSkippingNaN(_:_:)`` over the whole of `x`.
public func meanSkippingNaN(_ x: [Double]) -> Double? { meanSkippingNaN(x, x.indices) }
