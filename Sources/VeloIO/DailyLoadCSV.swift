import VeloScore

/// Reads a daily load log: a date column and a load column, one line per day
/// or per workout — any layout ``WorkoutListCSV`` reads, with the load column
/// required (`date,tss` at its simplest). Several lines on one date are summed;
/// dates may come in any order; days that do not appear are rest days (0);
/// an empty load cell counts as 0. Date-times fall on days by
/// ``WorkoutListCSV``'s local-day rule in `timeZone`, exactly as `week` and the
/// library put them.
public enum DailyLoadCSV {
  public static func read(path: String, timeZone: AthleteTimeZone = .utc) throws(CSVError) -> DailyLoad {
    try parse(bytes: readFileBytes(path), file: path, timeZone: timeZone)
  }

  public static func parse(bytes: [UInt8], file: String, timeZone: AthleteTimeZone = .utc) throws(CSVError) -> DailyLoad
  {
    let workouts = try WorkoutListCSV.parse(bytes: bytes, file: file, requireLoad: true, timeZone: timeZone).workouts
    try checkSpan(workouts.map(\.localDate), file: file)
    guard let daily = DailyLoad(entries: workouts.map { ($0.localDate, $0.load ?? 0) }) else {
      throw CSVError(file: file, message: "no days: expected lines like '2026-01-05,85' after the header")
    }
    return daily
  }
}

/// Refuses dates spanning more than ``InputLimits/maximumSpanDays`` (every day
/// between the first and the last becomes a row).
func checkSpan(_ dates: [LocalDate], file: String) throws(CSVError) {
  guard let first = dates.min(), let last = dates.max(), last.dayNumber - first.dayNumber >= InputLimits.maximumSpanDays
  else { return }
  throw CSVError(
    file: file,
    message:
      "dates run from \(first) to \(last), \(last.dayNumber - first.dayNumber + 1) days: at most \(InputLimits.maximumSpanDays) (50 years) fit one history; is a year mistyped?"
  )
}
