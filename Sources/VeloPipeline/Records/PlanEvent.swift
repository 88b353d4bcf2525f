import VeloScore

/// An event on an athlete's calendar (table `planEvent`): a race or test with a
/// priority and, optionally, what the athlete wants on the day.
///
/// Priorities follow Friel's annual plan (*The Cyclist's Training Bible*):
/// A races are peaked and tapered for, B races get a few easy days, C races
/// are trained through.
public struct PlanEvent: Codable, Sendable, Hashable {
  public enum Priority: String, Codable, Sendable, CaseIterable, Comparable, Hashable {
    case a = "A"
    case b = "B"
    case c = "C"
    public static func < (l: Priority, r: Priority) -> Bool { l.rawValue < r.rawValue }
  }

  public var id: Int64?
  public var athleteId: Int64
  public var date: LocalDate
  /// Free text (`SafeName/labelProblem(_:what:limit:)`), escaped wherever it is written.
  public var name: String
  public var priority: Priority
  /// CTL wanted going into the day, TSS/day.
  public var targetCTL: Double?
  /// Form (TSB) band wanted going into the day.
  public var tsbLow: Double?
  public var tsbHigh: Double?
  /// A race goal: its distance (m) and target time (s).
  public var distanceMeters: Double?
  public var targetSeconds: Double?

  /// The form band an A event aims for when none is given: TSB +5 to +25
  /// (Friel's race-day range; Coggan's "fresh" zone starts at +5).
  public static let defaultTSBBand = 5.0...25.0

  public init(
    athleteId: Int64, date: LocalDate, name: String, priority: Priority = .a, targetCTL: Double? = nil,
    tsbBand: ClosedRange<Double>? = nil, distanceMeters: Double? = nil, targetSeconds: Double? = nil
  ) {
    self.athleteId = athleteId
    self.date = date
    self.name = name
    self.priority = priority
    self.targetCTL = targetCTL
    tsbLow = tsbBand?.lowerBound
    tsbHigh = tsbBand?.upperBound
    self.distanceMeters = distanceMeters
    self.targetSeconds = targetSeconds
  }

  /// The band given, else ``defaultTSBBand``.
  public var tsbBand: ClosedRange<Double> {
    if let tsbLow, let tsbHigh, tsbLow <= tsbHigh { return tsbLow...tsbHigh }
    return Self.defaultTSBBand
  }

  /// A copy with the band's ends as stored (either may be missing).
  public func with(tsbLow: Double?, tsbHigh: Double?) -> PlanEvent {
    var e = self
    e.tsbLow = tsbLow
    e.tsbHigh = tsbHigh
    return e
  }

}
