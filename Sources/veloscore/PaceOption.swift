import ArgumentParser
import VeloScore

/// How a pace option reads its value (``PaceText``): `255`, `4:15`, `4:15/km`,
/// `6:50/mi` for a running pace in seconds per km; `95`, `1:35`, `1:35/100m`
/// for a swim pace in seconds per 100 m.
enum PaceOption {
  static func running(_ text: String) throws -> Double { try parse(text, per: 1000, example: "4:15/km or 255") }
  static func swimming(_ text: String) throws -> Double { try parse(text, per: 100, example: "1:35/100m or 95") }

  static func parse(_ text: String, per metres: Double, example: String) throws -> Double {
    guard let seconds = PaceText.seconds(text, per: metres) else {
      throw ValidationError("expected a pace such as \(example), found '\(text)'")
    }
    return seconds
  }
}
