import VeloScore

/// Filters for listing activities (all optional, dates inclusive).
public struct ActivityFilter: Sendable {
  public var since: LocalDate?
  public var until: LocalDate?
  public var sport: String?
  /// Keep only the latest `last` matches (still returned oldest first).
  public var last: Int?
  /// Only activities before this one in date order (the next page of a library's `activityPage`).
  public var before: ActivityCursor?
  /// Only activities with a stored power curve (best efforts).
  public var withPowerCurve = false
  public init(
    since: LocalDate? = nil, until: LocalDate? = nil, sport: String? = nil, last: Int? = nil,
    before: ActivityCursor? = nil, withPowerCurve: Bool = false
  ) {
    self.since = since
    self.until = until
    self.sport = sport
    self.last = last
    self.before = before
    self.withPowerCurve = withPowerCurve
  }
}
