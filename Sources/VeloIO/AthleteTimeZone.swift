import Foundation
import VeloScore

/// An athlete's IANA time zone, for putting workouts on local calendar days
/// (DST-safe: the offset is looked up for each instant).
public struct AthleteTimeZone: Sendable {
  public let identifier: String
  let zone: TimeZone

  public struct UnknownZone: Error, CustomStringConvertible {
    public var identifier: String
    public var description: String { "unknown time zone '\(identifier)': expected an IANA name such as Europe/Berlin or America/New_York" }
  }

  public init(identifier: String) throws(UnknownZone) {
    guard let zone = TimeZone(identifier: identifier) else { throw UnknownZone(identifier: identifier) }
    self.identifier = identifier
    self.zone = zone
  }

  /// The local calendar day of a Unix time.
  public func localDate(unix: Double) -> LocalDate {
    let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: unix))
    let local = Int((unix + Double(offset)).rounded(.down))
    return LocalDate(dayNumber: local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
  }

  /// The Unix time of a wall-clock moment on `date` (for a time skipped or
  /// repeated by a DST change, the offset in effect a day earlier decides).
  public func unix(localDate date: LocalDate, secondsIntoDay: Double) -> Double {
    let wall = Double(date.dayNumber) * 86_400 + secondsIntoDay
    let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall - 86_400))
    let guess = wall - Double(offset)
    return wall - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: guess)))
  }

  /// Workouts with a start time moved to this zone's local day (those given
  /// only as a date keep it).
  public func localize(_ workouts: [WorkoutSummary]) -> [WorkoutSummary] {
    workouts.map { w in
      var w = w
      if let start = w.start { w.localDate = localDate(unix: start) }
      return w
    }
  }
}
