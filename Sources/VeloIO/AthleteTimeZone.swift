import Foundation
import VeloScore

/// An athlete's IANA time zone, for putting workouts on local calendar days
/// (DST-safe: the offset is looked up for each instant).
public struct AthleteTimeZone: Sendable {
  public let identifier: String
  let zone: TimeZone

  public struct UnknownZone: Error, CustomStringConvertible {
    public var identifier: String
    public var description: String {
      "unknown time zone \(quoted(identifier)): expected an IANA name such as Europe/Berlin or America/New_York"
    }
  }

  public init(identifier: String) throws(UnknownZone) {
    guard let zone = TimeZone(identifier: identifier) else { throw UnknownZone(identifier: identifier) }
    self.identifier = identifier
    self.zone = zone
  }

  /// The local calendar day of a Unix time.
  public func localDate(unix: Double) -> LocalDate {
    localDate(unix: unix, knownOffsetSeconds: offsetSeconds(unix: unix))
  }

  /// The Unix time of a wall-clock moment on `date` (for a time skipped or
  /// repeated by a DST change, the offset in effect a day earlier decides).
  public func unix(localDate date: LocalDate, secondsIntoDay: Double) -> Double {
    let wall = Double(date.dayNumber) * 86_400 + secondsIntoDay
    let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall - 86_400))
    let guess = wall - Double(offset)
    return wall - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: guess)))
  }

  /// Today in this zone (`now`: Unix seconds): the day every surface answers
  /// for when none is asked. `VELOSCORE_TODAY` (YYYY-MM-DD), when set, is today
  /// in every zone instead: a report as of a fixed day, the same tomorrow (the
  /// checks use it).
  public func today(
    now: Double = Date().timeIntervalSince1970,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(FixedTodayError) -> LocalDate {
    if let text = environment["VELOSCORE_TODAY"], !text.isEmpty {
      guard let day = LocalDate(iso: text) else { throw FixedTodayError(text: text) }
      return day
    }
    return localDate(unix: now)
  }

  /// `VELOSCORE_TODAY` is set to something other than a date.
  public struct FixedTodayError: Error, CustomStringConvertible {
    public var text: String
    public var description: String { "expected a date as YYYY-MM-DD, found \(quoted(text))" }
  }

  /// UTC, the zone of an athlete who has not set one.
  public static let utc = try! AthleteTimeZone(identifier: "UTC")

  /// Local time minus UTC at an instant, seconds.
  public func offsetSeconds(unix: Double) -> Int { zone.secondsFromGMT(for: Date(timeIntervalSince1970: unix)) }

  /// Sets a workout's start, offset and local day from a written date-time by
  /// the one local-day rule (``WorkoutListCSV``): an offset keeps the written
  /// date; no zone is wall-clock time here; `Z` is an instant placed in this zone.
  public func place(_ w: inout WorkoutSummary, _ written: ISODateTime) {
    switch written.zone {
    case .offset(let o):
      w.localDate = written.date
      w.start = written.unixTreatingNoZoneAsUTC
      w.utcOffsetSeconds = o
    case .none:
      w.localDate = written.date
      let start = unix(localDate: written.date, secondsIntoDay: written.secondsIntoDay)
      w.start = start
      w.utcOffsetSeconds = offsetSeconds(unix: start)
    case .utc:
      let start = written.unixTreatingNoZoneAsUTC
      w.start = start
      w.utcOffsetSeconds = nil
      w.localDate = localDate(unix: start)
    }
  }

  /// The local day of an instant with a known offset (a FIT `local_timestamp`),
  /// else this zone's.
  public func localDate(unix: Double, knownOffsetSeconds offset: Int?) -> LocalDate {
    guard let offset else { return localDate(unix: unix) }
    // A time no clock shows (a damaged row's 1e308) lands 30,000 years out, where every date check refuses it: never a trap.
    let t = unix + Double(offset)
    let local = t.isFinite ? Int(max(-1e12, min(1e12, t.rounded(.down)))) : -1_000_000_000_000
    return LocalDate(dayNumber: local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
  }

  /// Workouts whose day follows the athlete's zone (a start, no known offset)
  /// moved to this zone's local day; the others keep theirs.
  public func localize(_ workouts: [WorkoutSummary]) -> [WorkoutSummary] {
    workouts.map { w in
      var w = w
      if let start = w.start, w.utcOffsetSeconds == nil { w.localDate = localDate(unix: start) }
      return w
    }
  }
}
