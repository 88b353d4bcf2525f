/// What a CSV file holds, told from its header line alone, so that one
/// `ingest` can take activity streams, workout lists and wellness logs.
///
/// Rules, first match wins:
/// 1. a sample-time column (`time`, `seconds`, `secs`, `t`) or a `timestamp`
///    column next to a stream column (power, heart rate, speed…) → activity streams;
/// 2. a wellness reading column (rMSSD, resting HR, sleep… see ``WellnessCSV``)
///    and no training-load or duration column → wellness;
/// 3. a day column (`date`, `day`, `fecha`) and a load column but no sport and
///    no start time → a daily load log (`date,tss`: `pmc FILE` reads it; it is
///    not a list of workouts, and ingest refuses it);
/// 4. a start/date column → workout list (``WorkoutListCSV``).
public enum CSVTableKind: String, Sendable, Equatable {
  case activityStreams, workoutList, wellness, dailyLoad

  /// - Throws: ``CSVError`` naming the file when the header fits none of the three.
  public static func sniff(bytes: [UInt8], file: String) throws(CSVError) -> CSVTableKind {
    let first: (cells: [String], line: Int, next: Int)?
    do { first = try CSVScanner(bytes: bytes, file: file).firstRow() } catch {
      throw error as? CSVError ?? CSVError(file: file, message: "\(error)")
    }
    guard let first else { throw CSVError(file: file, message: "file is empty: expected a header line") }
    let h = CSVHeader(names: first.cells, file: file, line: first.line)
    let streamColumns = ActivityCSV.columns.flatMap(\.aliases).filter { $0 != "hr" }
    if h.index(of: ["time", "seconds", "secs", "t"]) != nil
      || (h.index(of: ["timestamp"]) != nil && h.index(of: streamColumns) != nil)
    {
      return .activityStreams
    }
    let trainingColumns = [WorkoutListCSV.load, WorkoutListCSV.duration, WorkoutListCSV.sport].flatMap {
      $0.aliases.map(\.name)
    }
    let wellnessColumns =
      (WellnessCSV.optional + [WhoopJournal.question]).flatMap { $0.aliases.map(\.name) } + WellnessCSV.subjectiveNames
    if h.index(of: wellnessColumns) != nil, h.index(of: trainingColumns) == nil,
      h.index(of: WellnessCSV.date.aliases.map(\.name)) != nil
    {
      return .wellness
    }
    let dayOnly = ["date", "day", "fecha", "dia", "día"]
    if h.index(of: dayOnly) != nil, h.index(of: WorkoutListCSV.load.aliases.map(\.name) + ["carga"]) != nil,
      h.index(of: WorkoutListCSV.sport.aliases.map(\.name)) == nil,
      h.index(of: WorkoutListCSV.start.aliases.map(\.name).filter { !dayOnly.contains($0) }) == nil
    {
      return .dailyLoad
    }
    if h.index(of: WorkoutListCSV.start.aliases.map(\.name)) != nil { return .workoutList }
    throw CSVError(
      file: file, line: first.line,
      message:
        "cannot tell what this CSV holds from its header \(quoted(first.cells.joined(separator: ","), limit: quotedInputLimit)): expected activity samples ('time,power,heart_rate'), a workout list ('start_time,sport,duration,tss') or wellness ('date,hrv_rmssd_ms,sleep_hours')"
    )
  }
}
