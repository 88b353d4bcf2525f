import Foundation
import VeloIO
import VeloPipeline
import VeloScore
import VeloStore

extension AthleteArchive {
  /// Everything stored for `a`.
  public init(library: Library, athlete a: Athlete, withDays: Bool) throws {
    let library = library.store
    let id = a.id!
    let thresholds = try library.thresholds(athleteId: id).map {
      ThresholdEntry(
        kind: $0.kind.rawValue, from: $0.effectiveFrom == Threshold.always ? nil : $0.effectiveFrom, value: $0.value,
        sport: $0.sport.isEmpty ? nil : $0.sport)
    }
    let activities = try library.activities(athleteId: id).map { act in
      let samples = try library.streams(activityId: act.id!, athleteId: id)?.nullableColumns
      var activity = Activity(
        date: act.localDate, startTime: act.startTime, sport: act.sport, durationSeconds: act.durationSeconds,
        distanceMeters: act.distanceMeters, calories: act.calories, load: act.load, samples: samples)
      activity.fileSettings = act.fileSettings == nil ? nil : act.storedFileSettings
      (activity.name, activity.notes, activity.rpe) = (act.name, act.notes, act.rpe)
      (activity.loadSource, activity.caloriesSource) = (act.loadSource, act.caloriesSource)
      return activity
    }
    self.init(
      athlete: Profile(
        name: a.name, sex: a.sex, birthYear: a.birthYear, timeZone: a.timeZone, weeklyGoal: a.weeklyGoal),
      thresholds: thresholds, activities: activities, wellness: try library.wellness(athleteId: id),
      days: withDays ? try library.days(athleteId: id) : nil)
    events = try library.events(athleteId: id).map {
      Event(
        date: $0.date, name: $0.name, priority: $0.priority.rawValue, targetCTL: $0.targetCTL, tsbLow: $0.tsbLow,
        tsbHigh: $0.tsbHigh, distanceMeters: $0.distanceMeters, targetSeconds: $0.targetSeconds)
    }
    plannedSessions = try library.plannedSessions(athleteId: id).map {
      PlannedSession(
        date: $0.date, sport: $0.sport, load: $0.load, durationSeconds: $0.durationSeconds, description: $0.description,
        workout: $0.workout)
    }
  }

  /// The plan as store records for athlete `athleteId`.
  public static func planRecords(events: [EventCSV.Row], sessions: [PlanCSV.Row], athleteId: Int64) -> (
    [PlanEvent], [VeloPipeline.PlannedSession]
  ) {
    (
      events.map {
        PlanEvent(
          athleteId: athleteId, date: $0.date, name: $0.name, priority: PlanEvent.Priority(rawValue: $0.priority) ?? .a,
          targetCTL: $0.targetCTL,
          tsbBand: nil, distanceMeters: $0.distanceMeters, targetSeconds: $0.targetSeconds
        ).with(tsbLow: $0.tsbLow, tsbHigh: $0.tsbHigh)
      },
      sessions.map {
        VeloPipeline.PlannedSession(
          athleteId: athleteId, date: $0.date, sport: $0.sport, load: $0.load, durationSeconds: $0.durationSeconds,
          description: $0.description,
          workout: $0.workout)
      }
    )
  }

  /// The activity's samples as streams (`nil` for a workout without samples).
  public func streams(_ a: Activity) -> ActivityStreams? {
    a.samples.flatMap { ActivityStreams(nullableColumns: $0) }
  }

  /// The athlete's folder (and roster id) in a dataset folder: the name itself,
  /// or a safe stand-in for a name stored before names were checked.
  public var folderName: String { SafeName.pathComponent(athlete.name) }

  /// The roster line of `athletes.csv` (header ``rosterHeader``).
  public var rosterLine: String {
    let p = athlete
    return
      "\(csvField(folderName)),\(p.sex ?? ""),\(p.birthYear.map(String.init) ?? ""),\(p.timeZone),\(p.weeklyGoal)\n"
  }
  public static let rosterHeader = "id,sex,birth_year,time_zone,weekly_goal\n"

  /// Writes the athlete's dataset folder (`thresholds.csv`, `workouts.csv`,
  /// `wellness.csv`, `activities/<sport>/<date>-<n>.csv`) into `dir`: owner-only,
  /// each file atomically, and no folder below `named` (default `dir`'s parent, the
  /// folder the user gave) a symbolic link (`PrivateOutput`).
  /// - Returns: the sample files written with the thresholds their original
  ///   file stored (which a CSV cannot hold), by path.
  @discardableResult
  public func writeFolder(to dir: String, below named: String? = nil) throws -> [String: AthleteSettings] {
    var stored: [String: AthleteSettings] = [:]
    let parent = named ?? (dir as NSString).deletingLastPathComponent
    let root = parent.isEmpty ? "." : parent
    try PrivateOutput.folder(dir, below: root)
    func save(_ text: String, _ name: String) throws {
      let path = (dir as NSString).appendingPathComponent(name)
      try PrivateOutput.folder((path as NSString).deletingLastPathComponent, below: root)
      try PrivateOutput.write(Data(text.utf8), to: path)
    }
    try save(
      "kind,from,value,sport\n"
        + thresholds.map {
          "\($0.kind),\($0.from?.description ?? ""),\(fixedDecimal($0.value, 3)),\(csvField($0.sport ?? ""))\n"
        }.joined(),
      "thresholds.csv")
    let workoutHeader = "start_time,sport,duration_s,distance_m,calories,tss,rpe,name,notes\n"
    var workouts = workoutHeader
    // What a sample file cannot hold: the name, notes and RPE a person gave its activity.
    let detailsHeader = DatasetFolder.detailsHeader
    var details = detailsHeader
    let decimals = ["power": 1, "heart_rate": 1, "cadence": 1, "altitude": 2, "distance": 2, "temperature": 1]
    for (n, act) in activities.enumerated() {
      if let s = streams(act), let start = act.startTime {
        let name = "activities/\(SafeName.pathComponent(act.sport ?? "other", limit: 40))/\(act.date)-\(n + 1).csv"
        try save(ActivityCSV.render(s, timeDecimals: 3, start: start, decimals: decimals), name)
        if let settings = act.fileSettings { stored[(dir as NSString).appendingPathComponent(name)] = settings }
        let deviceCalories = act.caloriesSource == ActivityScoring.deviceCaloriesSource ? act.calories : nil
        if act.name != nil || act.notes != nil || act.rpe != nil || deviceCalories != nil || act.fileSettings != nil {
          details +=
            [
              csvField(name), csvField(act.name ?? ""), csvField(act.notes ?? ""), fixedDecimal(act.rpe, 1),
              fixedDecimal(deviceCalories, 1), csvField(act.fileSettings.flatMap { JSONColumn.text($0) } ?? ""),
            ].joined(separator: ",") + "\n"
        }
      } else {
        let start = act.startTime.map { isoUTC($0) } ?? act.date.description
        // A load or calories logged (or from an archive that does not say) come back as logged; one
        // the RPE or an estimate gave is given again by them.
        let load = [nil, TrainingLoad.Source.file.rawValue].contains(act.loadSource) ? act.load : nil
        let calories = [nil, "file"].contains(act.caloriesSource) ? act.calories : nil
        workouts +=
          "\(start),\(csvField(act.sport ?? "")),\(fixedDecimal(act.durationSeconds, 0)),\(fixedDecimal(act.distanceMeters, 1)),\(fixedDecimal(calories, 1)),\(fixedDecimal(load, 3)),\(fixedDecimal(act.rpe, 1)),\(csvField(act.name ?? "")),\(csvField(act.notes ?? ""))\n"
      }
    }
    // Files without rows are left out: a header alone is not a list (ingest refuses it).
    if workouts != workoutHeader { try save(workouts, "workouts.csv") }
    if details != detailsHeader { try save(details, DatasetFolder.detailsFile) }
    let subjective = Set(wellness.flatMap(\.subjective.keys)).sorted()
    // Our own layout, every reading a day holds (the first seven always, as ever; the others when any day has them).
    let columns = WellnessCSV.ownColumns.enumerated().filter { k, column in
      k < 7 || wellness.contains { $0[keyPath: column.path] != nil }
    }.map(\.element)
    // A day's warnings and the values other sources gave, as JSON arrays, when any day has them.
    let (warned, alternatives) = (
      wellness.contains { !$0.warnings.isEmpty }, wellness.contains { !$0.alternatives.isEmpty }
    )
    var text = (["date"] + columns.map(\.header)).joined(separator: ",")
    text += subjective.map { ",\(csvField($0))" }.joined()
    text += (warned ? ",warnings" : "") + (alternatives ? ",alternatives" : "") + "\n"
    for r in wellness {
      let cells = columns.map { fixedDecimal(r[keyPath: $0.path], 4) }
      text +=
        "\(r.date)," + cells.joined(separator: ",")
        + subjective.map { ",\(fixedDecimal(r.subjective[$0], 4))" }.joined()
      if warned { text += "," + csvField(r.warnings.isEmpty ? "" : JSONColumn.text(r.warnings) ?? "") }
      if alternatives { text += "," + csvField(r.alternatives.isEmpty ? "" : JSONColumn.text(r.alternatives) ?? "") }
      text += "\n"
    }
    if !wellness.isEmpty { try save(text, "wellness.csv") }
    if let events, !events.isEmpty {
      try save(
        EventCSV.header + "\n"
          + events.map { e in
            [
              e.date.description, csvField(e.name), e.priority, fixedDecimal(e.targetCTL, 3), fixedDecimal(e.tsbLow, 3),
              fixedDecimal(e.tsbHigh, 3),
              fixedDecimal(e.distanceMeters, 1), fixedDecimal(e.targetSeconds, 1),
            ].joined(separator: ",") + "\n"
          }.joined(), "events.csv")
    }
    if let plannedSessions, !plannedSessions.isEmpty {
      try save(
        "date,sport,load,duration_s,description\n"
          + plannedSessions.map { p in
            [
              p.date.description, csvField(p.sport ?? ""), fixedDecimal(p.load, 3), fixedDecimal(p.durationSeconds, 1),
              csvField(p.description ?? ""),
            ].joined(separator: ",") + "\n"
          }.joined(), "plan.csv")
    }
    return stored
  }
}
