import VeloPipeline
import VeloScore

/// Reads of the computed days. Each brings stale days up to date first (a
/// read-only library computes them in memory instead) and reads only the columns
/// its caller uses: on PostgreSQL a cell is paid for on the wire, and a 50-year
/// history is 18,000 days.
extension AthleteStore {
  /// Computed days in `[from, through]` (all when `nil`), recomputing stale rows first.
  /// A read-only library with stale rows computes them in memory instead.
  public func days(athleteId: Int64, from: LocalDate? = nil, through: LocalDate? = nil) throws -> [DailyMetrics] {
    try currentDays(
      athleteId: athleteId, from: from, through: through, inMemory: { $0 },
      stored: { db, low, high in
        try db.fetchAll(
          DailyMetricRow.self,
          sql: """
            \(DailyMetricRow.select) WHERE athleteId = ? AND date >= ? AND date <= ? ORDER BY date
            """, arguments: [athleteId, low, high]
        ).map(\.metrics)
      })
  }

  /// The day strain of each day in `[from, through]` that has one: two columns
  /// read instead of the whole day (the wellness document's only use of the days).
  public func dayStrains(athleteId: Int64, from: LocalDate? = nil, through: LocalDate? = nil) throws -> [LocalDate:
    Double]
  {
    let pairs = try currentDays(
      athleteId: athleteId, from: from, through: through,
      inMemory: { $0.compactMap { d in d.dayStrain.map { (d.date, $0) } } },
      stored: { db, low, high in
        try db.rows(
          sql:
            "SELECT date, dayStrain FROM dailyMetric WHERE athleteId = ? AND date >= ? AND date <= ? AND dayStrain IS NOT NULL",
          arguments: [athleteId, low, high]
        ).map { (try $0.decode(LocalDate.self, at: 0), try $0.decode(Double.self, at: 1)) }
      })
    return Dictionary(pairs, uniquingKeysWith: { a, _ in a })
  }

  /// The daily loads from the first computed day to the last (one column read:
  /// the PMC's input); `nil` without any day.
  public func dailyLoad(athleteId: Int64) throws -> DailyLoad? {
    let pairs = try currentDays(
      athleteId: athleteId, from: nil, through: nil, inMemory: { $0.map { ($0.date, $0.load) } },
      stored: { db, low, high in
        try db.rows(
          sql: "SELECT date, load FROM dailyMetric WHERE athleteId = ? AND date >= ? AND date <= ? ORDER BY date",
          arguments: [athleteId, low, high]
        )
        .map { (try $0.decode(LocalDate.self, at: 0), try $0.decode(Double.self, at: 1)) }
      })
    guard let first = pairs.first?.0, let last = pairs.last?.0 else { return nil }
    var load = [Double](repeating: 0, count: last.dayNumber - first.dayNumber + 1)
    for (date, value) in pairs { load[date.dayNumber - first.dayNumber] = value }
    return DailyLoad(start: first, load: load)
  }

  /// The last computed day before `date`, `nil` when there is none.
  public func lastDay(athleteId: Int64, before date: LocalDate) throws -> DailyMetrics? {
    try currentDays(
      athleteId: athleteId, from: nil, through: date.adding(days: -1), inMemory: { $0.last },
      stored: { db, low, high in
        try db.fetchOne(
          DailyMetricRow.self,
          sql: """
            \(DailyMetricRow.select) WHERE athleteId = ? AND date >= ? AND date <= ? ORDER BY date DESC LIMIT 1
            """, arguments: [athleteId, low, high])?.metrics
      })
  }

  /// The first and last computed day, `nil` without any.
  public func dayRange(athleteId: Int64) throws -> ClosedRange<LocalDate>? {
    let ends = try currentDays(
      athleteId: athleteId, from: nil, through: nil,
      inMemory: { days in days.first.map { ($0.date, days.last!.date) } },
      stored: { db, low, high in
        try db.row(
          sql: "SELECT MIN(date), MAX(date) FROM dailyMetric WHERE athleteId = ? AND date >= ? AND date <= ?",
          arguments: [athleteId, low, high]
        )
        .flatMap { row in try row.decode(LocalDate?.self, at: 0).map { ($0, try row.decode(LocalDate.self, at: 1)) } }
      })
    return ends.map { $0.0...$0.1 }
  }

  /// Stored days read by `stored` over `[from, through]`, recomputed first when stale;
  /// a read-only library with stale rows computes them in memory and takes `inMemory` of those instead.
  private func currentDays<T>(
    athleteId: Int64, from: LocalDate?, through: LocalDate?, inMemory: ([DailyMetrics]) -> T,
    stored: (any SQLDatabase, LocalDate, LocalDate) throws -> T
  ) throws -> T {
    let low = from ?? Threshold.always
    let high = through ?? .endOfTime
    if isReadOnly {
      let stale = try read { db -> [DailyMetrics]? in
        guard let athlete = try db.fetchOne(Athlete.self, id: athleteId), athlete.dirtyFrom != nil else { return nil }
        return try computeDays(db, athlete: athlete)
      }
      if let stale { return inMemory(stale.filter { $0.date >= low && $0.date <= high }) }
    } else {
      try recompute(athleteId: athleteId)
    }
    return try read { db in try stored(db, low, high) }
  }
}
