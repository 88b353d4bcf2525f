/// Locale-independent fixed-decimal text for numbers (CSV cells, reports).
///
/// Rounds half away from zero at `decimals` places; `nil`, NaN and ±∞ give
/// `missing`. Never prints "-0".
/// - Complexity: O(digits), no Foundation formatter.
public func fixedDecimal(_ value: Double?, _ decimals: Int, missing: String = "") -> String {
  guard let value, value.isFinite else { return missing }
  precondition((0...9).contains(decimals), "fixedDecimal: 0…9 decimals, got \(decimals)")
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  guard scaled < 9.0e15 else { return String(value) }  // beyond exact Int range
  let units = Int64(scaled)
  let divisor = Int64(scale)
  var text = String(units / divisor)
  if decimals > 0 {
    let fraction = String(units % divisor)
    text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }
  return units == 0 ? text : (value < 0 ? "-" + text : text)
}
