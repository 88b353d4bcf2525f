import VeloScore

extension DailyMetrics {
  /// Every day from the first activity or reading to the last, from an
  /// athlete's records held as values: the rows a library keeps (it sums the
  /// same columns per local day in SQL), for an app that keeps its own
  /// persistence. An activity adds its `load`, duration, distance and
  /// `cardioLoad` to its `localDate`; a missing load adds nothing, and a day
  /// whose activities have no heart-rate trace has no cardio load (not 0).
  /// - Parameters:
  ///   - activities: the athlete's scored activities, in any order.
  ///   - wellness: one reading per morning (a later reading of a date replaces an earlier one).
  ///   - sex: selects the strain weighting (`DayStrain`).
  ///   - through: the days go on to this one with no load when it is after the last
  ///     record (today's state: CTL and ATL decayed, readings missing); `nil`, the last record's day.
  public static func compute(
    activities: [StoredActivity], wellness: [WellnessReading], sex: Sex?, through: LocalDate? = nil
  ) -> [DailyMetrics] {
    let dates = activities.map(\.localDate) + wellness.map(\.date)
    guard let first = dates.min(), let lastRecord = dates.max() else { return [] }
    var inputs = Inputs(start: first, through: max(lastRecord, through ?? lastRecord))
    for a in activities {
      inputs.add(
        date: a.localDate, load: a.load, durationSeconds: a.durationSeconds, distanceMeters: a.distanceMeters,
        cardioLoad: a.cardioLoad)
    }
    for w in wellness { if let i = inputs.index(of: w.date) { inputs.wellness[i] = w } }
    return compute(inputs, sex: sex)
  }
}
