/// A pace as people type it: seconds (`255`), `m:ss` (`4:15`), or `m:ss` per
/// a distance (`4:15/km`, `6:50/mi`, `1:35/100m`, `1:50/500m`), converted to
/// seconds per `metres` (1,000 for a running pace, 100 for a swim pace).
public enum PaceText {
  /// Seconds per `metres`; `nil` when `text` is none of the forms above.
  public static func seconds(_ text: String, per metres: Double) -> Double? {
    let t = text.trimmingCharacters(in: .whitespaces).lowercased()
    for (suffix, length) in [("/km", 1000.0), ("/mi", 1609.344), ("/100m", 100.0), ("/500m", 500.0)]
    where t.hasSuffix(suffix) {
      return clock(t.dropLast(suffix.count)).map { $0 * metres / length }
    }
    return clock(Substring(t))
  }

  /// `255`, `255.5` or `4:15` as seconds.
  static func clock(_ text: Substring) -> Double? {
    if text.contains(":") { return WorkoutWords.clockSeconds(text) }
    return Double(text).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
  }
}
