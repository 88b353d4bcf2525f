import VeloScore

/// Recovery and sleep, day by day, for one athlete.
public struct WellnessReport: Report, Sendable {
  public struct Day: Encodable, Sendable, Equatable {
    public var date: LocalDate
    public var reading: WellnessReading?
    public var sleepNeed: Double
    public var sleepDebt: Double
    public var sleepPerformance: Double?
    public var recovery: RecoveryScore
  }

  public var source: String
  public var days: [Day]
  public var textDays: Int
  /// The HRV recovery is scored on (`RecoveryScore/hrvKind(of:)`); `nil` without HRV.
  public var hrvKind: RecoveryScore.HRVKind?

  /// - Parameter source: where the readings came from (a file, the library), for the report's heading.
  /// - Parameter readings: one per day, in any order (put in date order here);
  ///   days without a row are days without readings.
  /// - Parameter strain: each day's strain (0–21) from the activities, by date.
  /// - Parameter baselineNeed: hours of sleep a rested night needs (`SleepPerformance`).
  /// - Parameter textDays: the latest days the text form lists.
  public init(
    source: String, readings: [WellnessReading], strain: [LocalDate: Double] = [:], baselineNeed: Double = 7.6,
    textDays: Int = 14
  ) {
    self.source = source
    self.textDays = textDays
    // In date order whatever the caller gave (a damaged library's index can return rows out of
    // order: they were a negative count and a trap); a date given twice keeps its last reading.
    let readings = readings.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(
      \.element)
    guard let first = readings.first?.date, let last = readings.last?.date else {
      days = []
      hrvKind = nil
      return
    }
    let count = last.dayNumber - first.dayNumber + 1
    var slots = [WellnessReading?](repeating: nil, count: count)
    for r in readings { slots[r.date.dayNumber - first.dayNumber] = r }
    let dates = (0..<count).map { first.adding(days: $0) }
    let nights = SleepPerformance.nights(
      asleep: slots.map { $0?.sleepHours }, strain: dates.map { strain[$0] }, baselineNeed: baselineNeed)
    let sp = nights.map(\.performance)
    let recovery = RecoveryScore.series(readings: slots, sleepPerformance: sp)
    hrvKind = RecoveryScore.hrvKind(of: slots)
    days = (0..<count).map { t in
      Day(
        date: dates[t], reading: slots[t], sleepNeed: nights[t].need, sleepDebt: nights[t].debt,
        sleepPerformance: sp[t], recovery: recovery[t])
    }
  }

  public func renderText() -> String {
    var out = tr("wellness.heading", source) + "\n"
    out += wrapped(tr("wellness.about"), width: 80) + "\n\n"
    let listed = days.suffix(textDays)
    // SDNN is shown beside rMSSD when a listed day has it; it is another measure, never the same column.
    let sdnn = listed.contains { $0.reading?.sdnn != nil }
    var t = TextTable(
      headers: [tr("col.date"), "rMSSD"] + (sdnn ? ["SDNN"] : []) + [
        tr("col.rhr"), tr("col.resp"), tr("col.sleepHours"), tr("col.needHours"),
        tr("col.sleepPercent"), tr("wellness.col.recovery"), tr("col.state"),
      ],
      alignments: [.left, .right] + (sdnn ? [.right] : []) + [.right, .right, .right, .right, .right, .right, .left])
    t.rows = listed.map { d in
      [d.date.description, fixed(d.reading?.rmssd, 0)] + (sdnn ? [fixed(d.reading?.sdnn, 0)] : []) + [
        fixed(d.reading?.restingHeartRate, 0), fixed(d.reading?.respiratoryRate, 1),
        fixed(d.reading?.sleepHours, 1), fixed(d.sleepNeed, 1), fixed(d.sleepPerformance, 0),
        d.recovery.score.map(String.init) ?? notAvailable,
        label("recoveryState", d.recovery.state.rawValue),
      ]
    }
    out += t.render()
    out += renderSleepStages(listed)
    if hrvKind == .sdnn { out += "\n" + wrapped(tr("wellness.scoredOnSDNN"), width: 80) + "\n" }
    // What reading the listed days' sources left out or derived, each sentence once with its days.
    var said: [(text: String, dates: [LocalDate])] = []
    for d in listed {
      for w in d.reading?.warnings ?? [] {
        if let i = said.firstIndex(where: { $0.text == w }) {
          said[i].dates.append(d.date)
        } else {
          said.append((w, [d.date]))
        }
      }
    }
    for (text, dates) in said {
      let line =
        dates.count == 1
        ? tr("wellness.warning", dates[0].description, text)
        : tr("wellness.warningDays", "\(dates.count)", dates.first!.description, dates.last!.description, text)
      out += wrapped(line, width: 80) + "\n"
    }
    return out
  }

  enum CodingKeys: String, CodingKey { case source, hrvKind, days }
}

/// Schema 2: a day is one flat record (pandas reads the list as one table):
/// the readings, sleep as seconds, the recovery score beside its state (as
/// `dashboard` has them) and its contributors as z-scores, named so.
extension WellnessReport.Day {
  enum CodingKeys: String, CodingKey {
    case date, rmssd, sdnn, restingHeartRate, respiratoryRate, sleepSeconds, inBedSeconds, steps, subjective,
      reportedSleepNeedSeconds, warnings, alternatives
    case deepSleepSeconds, remSleepSeconds, lightSleepSeconds, spo2, skinTemperature, skinTemperatureDeviation
    case bodyMassKg, vo2max
    case sleepNeedSeconds, sleepDebtSeconds, sleepPerformance, recovery, recoveryState
    case hrvZScore, restingHeartRateZScore, respiratoryRateZScore, sleepZScore, hrvCV7
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(date, forKey: .date)
    if let r = reading {
      try c.encodeIfPresent(r.rmssd, forKey: .rmssd)
      try c.encodeIfPresent(r.sdnn, forKey: .sdnn)
      try c.encodeIfPresent(r.restingHeartRate, forKey: .restingHeartRate)
      try c.encodeIfPresent(r.respiratoryRate, forKey: .respiratoryRate)
      try c.encodeIfPresent(r.sleepHours.map { $0 * 3600 }, forKey: .sleepSeconds)
      try c.encodeIfPresent(r.inBedHours.map { $0 * 3600 }, forKey: .inBedSeconds)
      try c.encodeIfPresent(r.deepSleepHours.map { $0 * 3600 }, forKey: .deepSleepSeconds)
      try c.encodeIfPresent(r.remSleepHours.map { $0 * 3600 }, forKey: .remSleepSeconds)
      try c.encodeIfPresent(r.lightSleepHours.map { $0 * 3600 }, forKey: .lightSleepSeconds)
      try c.encodeIfPresent(r.spo2, forKey: .spo2)
      try c.encodeIfPresent(r.skinTemperature, forKey: .skinTemperature)
      try c.encodeIfPresent(r.skinTemperatureDeviation, forKey: .skinTemperatureDeviation)
      try c.encodeIfPresent(r.steps, forKey: .steps)
      try c.encodeIfPresent(r.bodyMassKg, forKey: .bodyMassKg)
      try c.encodeIfPresent(r.vo2max, forKey: .vo2max)
      if !r.subjective.isEmpty { try c.encode(r.subjective, forKey: .subjective) }
      try c.encodeIfPresent(r.sleepNeedHours.map { $0 * 3600 }, forKey: .reportedSleepNeedSeconds)
      if !r.warnings.isEmpty { try c.encode(r.warnings, forKey: .warnings) }
      if !r.alternatives.isEmpty { try c.encode(r.alternatives, forKey: .alternatives) }
    }
    try c.encode(sleepNeed * 3600, forKey: .sleepNeedSeconds)
    try c.encode(sleepDebt * 3600, forKey: .sleepDebtSeconds)
    try c.encodeIfPresent(sleepPerformance, forKey: .sleepPerformance)
    try c.encodeIfPresent(recovery.score, forKey: .recovery)
    try c.encode(recovery.state.rawValue, forKey: .recoveryState)
    try c.encodeIfPresent(recovery.hrv, forKey: .hrvZScore)
    try c.encodeIfPresent(recovery.restingHeartRate, forKey: .restingHeartRateZScore)
    try c.encodeIfPresent(recovery.respiratoryRate, forKey: .respiratoryRateZScore)
    try c.encodeIfPresent(recovery.sleep, forKey: .sleepZScore)
    try c.encodeIfPresent(recovery.hrvCV7, forKey: .hrvCV7)
  }
}
