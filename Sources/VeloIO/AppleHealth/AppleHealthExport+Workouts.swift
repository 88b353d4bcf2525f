import VeloScore

extension AppleHealthExport {
  /// The export's `Workout` elements, by start, as a training log lists workouts: the sport
  /// (`HKWorkoutActivityTypeRunning` → "running"; a type we do not know kept as its
  /// words), the start with its offset (the day it was lived), duration, distance and
  /// energy from the attributes or the `WorkoutStatistics`. A workout without a
  /// readable start or duration is counted in a warning; so are average heart rates,
  /// which a workout without samples does not score.
  static func workouts(_ elements: [AppleHealthRecords.Workout]) -> (rows: [WorkoutSummary], warnings: [String]) {
    var rows: [WorkoutSummary] = []
    var unreadable = 0
    var heartRates = 0
    for w in elements {
      guard let start = w.start, let duration = w.duration, InputLimits.durationSeconds.contains(duration) else {
        unreadable += 1
        continue
      }
      var row = WorkoutSummary(localDate: start.date)
      row.start = start.unix
      row.utcOffsetSeconds = Int(Double(start.date.dayNumber) * 86_400 + Double(start.secondsOfDay) - start.unix)
      row.sportReading = SportName.read(words(of: w.type))
      row.sport = row.sportReading?.sport
      row.durationSeconds = duration
      row.distanceMeters = w.distance.flatMap { InputLimits.distanceMeters.contains($0) ? $0 : nil }
      row.calories = w.energy.flatMap { InputLimits.calories.contains($0) ? $0 : nil }
      if w.averageHeartRate != nil { heartRates += 1 }
      rows.append(row)
    }
    var warnings: [String] = []
    if unreadable > 0 { warnings.append("\(unreadable) workouts without a readable start or duration not read") }
    if heartRates > 0 {
      warnings.append(
        "the average heart rate of \(heartRates) workouts not used: a workout without samples is stored with its totals (its route, when the export has one, brings the samples)"
      )
    }
    return (rows.sorted { ($0.start ?? 0) < ($1.start ?? 0) }, warnings)
  }

  /// "HKWorkoutActivityTypeTraditionalStrengthTraining" → "traditional strength training".
  static func words(of type: String) -> String {
    let name = type.hasPrefix("HKWorkoutActivityType") ? String(type.dropFirst(21)) : type
    var out = ""
    for c in name {
      if c.isUppercase, !out.isEmpty { out.append(" ") }
      out.append(contentsOf: c.lowercased())
    }
    return out
  }
}
