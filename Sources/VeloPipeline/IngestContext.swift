import Foundation
import VeloIO
import VeloScore

/// A file read, classified and scored, ready for one transaction.
public struct PreparedSource: Sendable {
  public struct Stream: Sendable {
    public var sampleCount: Int
    public var columns: String
    public var data: Data
  }

  public init(path: String, sha256: String, byteCount: Int, kind: SourceFile.Kind) {
    self.path = path
    self.sha256 = sha256
    self.byteCount = byteCount
    self.kind = kind
  }

  public var path: String
  /// The SHA-256 of the file's bytes, lowercase hex: its identity in a library.
  /// Empty when nothing is kept (``IngestOptions/forTheLibrary`` false: `batch`
  /// finds copies by size and bytes instead, ``AthleteBatch/copies(among:)``).
  public var sha256: String
  public var byteCount: Int
  public var kind: SourceFile.Kind
  public var activities: [(StoredActivity, Stream?)] = []
  public var wellness: [WellnessReading] = []
  public var skippedRows = 0
  /// `ActivityFile.warnings` of an activity file.
  public var warnings: [String] = []
  /// Activities whose load rests on estimated thresholds.
  public var estimatedLoads = 0
  /// Activities scored with a threshold their file stores (a watch's FTP).
  public var fileThresholds = 0
  /// The athlete options that would replace the estimates behind ``estimatedLoads``
  /// (`--max-hr N`, `--rest-hr N`, `--lthr N`, `--birth-year YYYY`).
  public var estimatedOptions: Set<String> = []
}

/// What preparing a file needs to know about the athlete (immutable, shared by workers).
public struct IngestContext: Sendable {
  public var thresholds: [Threshold]
  public var sex: Sex?
  public var birthYear: Int? = nil
  public var zone: AthleteTimeZone
  public var options: IngestOptions
  /// Where a file with this SHA-256 was stored from, when the athlete has one:
  /// such a file is not parsed or scored again (a re-ingested folder, a retried upload).
  public var known: @Sendable (String) -> String? = { _ in nil }
  /// The session RPE a list gives the file being read (``FileDetails``).
  var rpe: Double?

  public init(
    thresholds: [Threshold], sex: Sex? = nil, birthYear: Int? = nil, zone: AthleteTimeZone, options: IngestOptions,
    known: @escaping @Sendable (String) -> String? = { _ in nil }
  ) {
    self.thresholds = thresholds
    self.sex = sex
    self.birthYear = birthYear
    self.zone = zone
    self.options = options
    self.known = known
  }

  public func prepare(path: String, sport: String? = nil) throws -> PreparedSource {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      throw ActivityFileError(file: path, message: errno == ENOENT ? "no such file" : "cannot be read")
    }
    defer { close(fd) }
    // Checked on what was opened, not on the name before: a link swapped in between is refused.
    if let folder = options.folders[path] { try ContainedPath.check(opened: fd, path: path, inside: folder) }
    // Mapped, not read: an Apple Health export of gigabytes is scanned where it lies (through the
    // descriptor, so the file checked is the file read).
    let opened = ContainedPath.descriptorPath(fd)
    let mapped = try? Data(contentsOf: URL(fileURLWithPath: opened), options: .alwaysMapped)
    guard let data = mapped ?? (try? FileHandle(fileDescriptor: fd, closeOnDealloc: false).readToEnd()) ?? nil else {
      throw ActivityFileError(file: path, message: "cannot be read")
    }
    let details = options.fileDetails[path]
    var context = self
    context.rpe = details?.rpe
    var source = try context.prepare(data: data, path: options.sourceNames[path] ?? path, sport: sport)
    for k in source.activities.indices { details?.apply(to: &source.activities[k].0) }
    return source
  }

  /// Parses and scores a file's bytes; `path` names it in errors and in the store. An activity beyond
  /// what one workout can be (`InputLimits`: 14 days, a load of 10,000, 100,000 kcal, 10,000 km) is refused,
  /// never stored: such samples are not one workout (a hostile file, or several recordings joined).
  public func prepare(data: Data, path: String, sport: String? = nil) throws -> PreparedSource {
    let source = try read(data: data, path: path, sport: sport)
    for (a, _) in source.activities { try Self.refuseImplausible(a, path: path) }
    return source
  }

  /// Samples spanning more than one workout can last (`InputLimits.durationSeconds`), refused before
  /// they are scored: scoring puts them on a 1 Hz grid, and a hostile file of 81 days held a server's
  /// cores for minutes.
  static func refuseLongerThanAWorkout(_ streams: ActivityStreams, path: String) throws {
    guard let first = streams.time.first, let last = streams.time.last else { return }
    let span = last - first
    guard span > InputLimits.durationSeconds.upperBound else { return }
    throw InputDataError(
      file: path,
      message: String(
        format:
          "the samples span %.1f days, beyond the 14 days one workout can last: not stored (several recordings joined, or times that are not one workout's)",
        span / 86_400))
  }

  /// An activity whose totals lie outside ``InputLimits`` as an ``InputDataError`` naming the value.
  static func refuseImplausible(_ a: StoredActivity, path: String) throws {
    let checks: [(String, Double?, ClosedRange<Double>, String)] = [
      ("lasts", a.durationSeconds, InputLimits.durationSeconds, "14 days"),
      ("has a load of", a.load, InputLimits.load, "10,000"),
      ("burns", a.calories, InputLimits.calories, "100,000 kcal"),
      ("covers", a.distanceMeters, InputLimits.distanceMeters, "10,000 km"),
    ]
    for (verb, value, range, limit) in checks {
      guard let value, !range.contains(value) else { continue }
      let shown = verb == "lasts" ? String(format: "%.1f days", value / 86_400) : String(format: "%.0f", value)
      throw InputDataError(
        file: path,
        message:
          "the activity on \(a.localDate) \(verb) \(shown), beyond the \(limit) one workout can have: not stored (several recordings joined, or times that are not one workout's)"
      )
    }
  }

  /// ``prepare(data:path:sport:)`` before the bounds are checked.
  func read(data: Data, path: String, sport: String?) throws -> PreparedSource {
    // Hashing a file costs more than scoring a summary; only a library keeps the identity.
    let hash = options.forTheLibrary ? SHA256.hash(data: data).lowercaseHex : ""
    if !hash.isEmpty, let earlier = known(hash) { throw KnownSource(sha256: hash, storedFrom: earlier) }
    var source = PreparedSource(path: path, sha256: hash, byteCount: data.count, kind: .activity)
    // An Apple Health export is read where it lies (gigabytes): before anything copies its bytes.
    if try readWellnessExport(data, path: path, into: &source) { return source }
    // A .gz export is read as what it holds; errors still name the file given.
    var (bytes, inner) = try Gzip.unwrapped([UInt8](data), path: path)
    var isCSV = !FITDecoder.isFIT(bytes) && !inner.lowercased().hasSuffix(".fit") && !ActivityFile.looksLikeXML(bytes)
    if isCSV {  // Excel's Windows-1252 or UTF-16 as UTF-8, said; never U+FFFD from a guess
      let text = TextEncoding.utf8(bytes)
      bytes = text.bytes
      if let note = text.encoding.note { source.warnings.append(note) }
      isCSV = !ActivityFile.looksLikeXML(bytes)
    }
    let csvKind = isCSV ? try CSVTableKind.sniff(bytes: bytes, file: path) : .activityStreams
    switch csvKind {
    case .dailyLoad:
      throw CSVError(
        file: path, line: 1,
        message:
          "a daily load log (a date and a load per day, no sport): not a list of workouts, so nothing was stored; 'veloscore pmc \(shellWord(path))' charts it, and a 'sport' column (deporte) makes each row a workout to ingest"
      )
    case .wellness:
      source.kind = .wellness
      let parsed = try WellnessCSV.parseReporting(bytes: bytes, file: path, dateOrder: options.dateOrder)
      source.warnings += parsed.warnings
      // How the file was read (an encoding, columns not used) is kept with each of its days, as a workout list's rows keep theirs.
      source.wellness = parsed.readings.map { reading in
        var r = reading
        r.warnings += source.warnings.filter { !r.warnings.contains($0) }
        return r
      }
      if source.wellness.isEmpty {
        throw CSVError(file: path, message: "no readings: the file has a header but no rows")
      }
    case .workoutList:
      source.kind = .workoutList
      let parsed = try WorkoutListCSV.parseReporting(
        bytes: bytes, file: path, timeZone: zone, dateOrder: options.dateOrder)
      let rows = parsed.workouts
      source.warnings += parsed.warnings
      if rows.isEmpty { throw CSVError(file: path, message: "no workouts: the file has a header but no rows") }
      // A list none of whose rows has a duration or a load would store nothing and be recorded as ingested.
      guard rows.contains(where: { ($0.load ?? 0) > 0 || ($0.durationSeconds ?? 0) > 0 }) else {
        throw CSVError(
          file: path,
          message:
            "no workout has a duration or a load above 0, so nothing was stored; fill the duration (minutos, h:mm:ss) or the load (tss, carga)"
        )
      }
      add(rows, to: &source)
    case .activityStreams:
      let file = try ActivityFile.parse(bytes: bytes, file: path, lenient: options.lenient)
      source.warnings += file.warnings
      // A watch's wellness file (nightly HRV, sleep levels, resting HR): days, not an activity.
      if let wellness = file.fit?.wellness, !wellness.isEmpty, file.streams.time.isEmpty,
        file.fit?.sessions.isEmpty ?? true
      {
        let days = wellness.days(in: zone)
        source.kind = .wellness
        source.warnings += days.warnings
        source.wellness = days.readings.map { reading in
          var r = reading
          r.warnings += source.warnings
          return r
        }
        return source
      }
      let fileWarnings = source.warnings  // stored with each activity the file becomes
      // A multisport file (triathlon) is one activity per session, transitions kept.
      let legs = file.fit?.legs ?? []
      if !legs.isEmpty {
        for (k, leg) in legs.enumerated() {
          try Self.refuseLongerThanAWorkout(leg.streams, path: path)
          let a = scored(
            leg.streams, start: Double(leg.start), offset: file.utcOffsetSeconds, row: k + 1, sport: leg.sport,
            format: file.format.rawValue, fileSettings: file.fit?.storedSettings(for: leg.session) ?? AthleteSettings(),
            deviceCalories: FITActivity.storedCalories([leg.session]),
            device: file.fit.flatMap { DeviceRecord($0, leg: leg.session) }, warnings: fileWarnings,
            notes: &source.warnings,
            estimated: &source.estimatedLoads, fromFile: &source.fileThresholds,
            estimatedOptions: &source.estimatedOptions)
          source.activities.append((a, options.forTheLibrary ? blob(leg.streams) : nil))
        }
        return source
      }
      // A TCX or GPX of several activities (a week's export): one activity each, with its own sport and name.
      if !file.trackActivities.isEmpty {
        for (k, part) in file.trackActivities.enumerated() {
          let start = try part.start ?? Self.startFromFileName(path, zone: zone)
          try Self.refuseLongerThanAWorkout(part.streams, path: path)
          var a = scored(
            part.streams, start: start, offset: nil, row: k + 1,
            sport: ActivityScoring.sport(named: part.sport, given: sport ?? options.sport, streams: part.streams),
            format: file.format.rawValue, fileSettings: options.fileSettings[path] ?? AthleteSettings(),
            warnings: fileWarnings, notes: &source.warnings, estimated: &source.estimatedLoads,
            fromFile: &source.fileThresholds,
            estimatedOptions: &source.estimatedOptions)
          a.name = part.name.flatMap { InputLimits.activityTextProblem(.name, $0) == nil ? $0 : nil }
          a.takeLabel(of: part.sportReading)
          source.activities.append((a, options.forTheLibrary ? blob(part.streams) : nil))
        }
        return source
      }
      let start = try file.startTime ?? Self.startFromFileName(path, zone: zone)
      // The file's own sport first; a dataset's activities/<sport>/ folder, then
      // --sport, only for files that name none.
      let named = ActivityScoring.sport(named: file.sport, given: sport ?? options.sport, streams: file.streams)
      try Self.refuseLongerThanAWorkout(file.streams, path: path)
      var a = scored(
        file.streams, start: start, offset: file.startTime == nil ? nil : file.utcOffsetSeconds, row: 0, sport: named,
        swim: (file.fit?.lengths ?? [], file.fit?.poolLength), beatToBeat: file.beatToBeat,
        format: file.format.rawValue,
        fileSettings: file.fit?.storedSettings ?? options.fileSettings[path] ?? AthleteSettings(),
        deviceCalories: file.fit?.storedCalories,
        device: file.fit.flatMap { DeviceRecord($0) }, warnings: fileWarnings,
        notes: &source.warnings, estimated: &source.estimatedLoads, fromFile: &source.fileThresholds,
        estimatedOptions: &source.estimatedOptions)
      a.name = file.name
      a.takeLabel(of: file.sportReading)
      source.activities.append((a, options.forTheLibrary ? blob(file.streams) : nil))
    }
    return source
  }

  /// A workout list's rows as activities (a row without a duration or a load is skipped and counted).
  func add(_ rows: [WorkoutSummary], to source: inout PreparedSource) {
    var unknownSports: [String: [Int]] = [:]  // a word we do not know → its rows
    defer {
      // Said once per word for the file (ingest prints it, an upload answers it), and with each row.
      for (word, lines) in unknownSports.sorted(by: { $0.value[0] < $1.value[0] }) {
        let rows = lines.prefix(5).map(String.init).joined(separator: ", ") + (lines.count > 5 ? ", …" : "")
        source.warnings.append("\(lines.count == 1 ? "row" : "rows") \(rows): " + SportName.unknownWarning(word))
      }
    }
    // A row with neither (a workout planned and not done, as TrainingPeaks lists them) is no activity: named.
    let empty = rows.indices.filter { !((rows[$0].load ?? 0) > 0 || (rows[$0].durationSeconds ?? 0) > 0) }
    if !empty.isEmpty {
      let named = empty.prefix(5).map { k in
        "\(k + 1) (\(rows[k].localDate)\(rows[k].name.map { ", \($0)" } ?? ""))"
      }
      source.warnings.append(
        "\(empty.count == 1 ? "row" : "rows") \(named.joined(separator: ", "))\(empty.count > 5 ? ", …" : ""): no duration and no load (a workout planned, not done?): not stored"
      )
    }
    for (i, w) in rows.enumerated() {
      guard (w.load ?? 0) > 0 || (w.durationSeconds ?? 0) > 0 else {
        source.skippedRows += 1
        continue
      }
      var a = StoredActivity(athleteId: 0, sourceFileId: 0, sourceRow: i + 1, localDate: w.localDate)
      a.sport = SportName.normalize(w.sport)
      a.startTime = w.start
      a.utcOffset = w.utcOffsetSeconds
      a.durationSeconds = w.durationSeconds
      a.distanceMeters = w.distanceMeters
      (a.name, a.notes) = (w.name, w.notes)
      a.warningList = source.warnings  // how the list was read (an encoding, columns not used), kept with each row
      a.takeLabel(of: w.sportReading)
      if let r = w.sportReading, !r.isKnown, let word = r.word { unknownSports[word, default: []].append(i + 1) }
      let settings = thresholds.settings(on: w.localDate, sex: sex, birthYear: birthYear, sport: a.sport)
      ActivityScoring.scoreLoggedWorkout(&a, load: w.load, rpe: w.rpe, calories: w.calories, settings: settings)
      source.activities.append((a, nil))
    }
  }

  /// An activity row scored from `streams` with the athlete's thresholds of
  /// its local day, then the values the file stores (``ActivityScoring/settings(options:athlete:file:)``);
  /// a stored value out of range is ignored and said in `notes` and in the
  /// row's warnings, which begin with `warnings` (what reading its file left out).
  func scored(
    _ streams: ActivityStreams, start: Double, offset: Int?, row: Int, sport: String? = nil,
    swim: ([SwimSummary.Length], Double?) = ([], nil), beatToBeat: BeatToBeatAnalysis? = nil, format: String? = nil,
    fileSettings: AthleteSettings = AthleteSettings(),
    deviceCalories: Double? = nil, device: DeviceRecord? = nil, warnings: [String] = [], notes: inout [String],
    estimated: inout Int,
    fromFile: inout Int, estimatedOptions: inout Set<String>
  ) -> StoredActivity {
    var a = StoredActivity(
      athleteId: 0, sourceFileId: 0, sourceRow: row, localDate: zone.localDate(unix: start, knownOffsetSeconds: offset))
    a.startTime = start
    a.utcOffset = offset
    a.sport = sport
    a.format = format
    a.deviceRecord = device  // before scoring: a session its records cannot time takes the device's totals
    if fileSettings != AthleteSettings() {
      a.fileSettings = JSONColumn.text(fileSettings)
    }
    let athlete = thresholds.settings(on: a.localDate, sex: sex, birthYear: birthYear, sport: a.sport)
    let (settings, ignored) = ActivityScoring.settings(athlete: athlete, file: fileSettings)
    let sources = ActivityScoring.settingSources(athlete: athlete, file: fileSettings)
    if sources.contains(where: { ActivityScoring.loadThresholds.contains($0.key) && $0.value == "the file" }) {
      fromFile += 1
    }
    for note in ignored where !notes.contains(note) { notes.append(note) }
    a.warningList = warnings + ignored.filter { !warnings.contains($0) }
    var choices = ActivityScoring.Choices()
    choices.rpe = rpe  // the fallback load, as a rescore keeps it
    let summary = ActivityScoring.score(
      streams, settings: settings, into: &a, choices: choices, swimLengths: swim.0, poolLength: swim.1,
      beatToBeat: beatToBeat, parts: options.forTheLibrary ? .all : [])
    if let rpe {
      a.rpe = rpe
      a.sessionRPELoad = a.durationSeconds.map { RPELoad.fosterLoad(rpe: rpe, minutes: $0 / 60) }
    }
    if summary.load?.estimate != nil {
      estimated += 1
      // What the estimate stood in for: the values still missing after the athlete's and the file's.
      // A ride with power and no FTP is scored by power once the athlete has one: ask for it first.
      let missing = [
        summary.power != nil && settings.ftp == nil,
        settings.maxHeartRate == nil, settings.restingHeartRate == nil, settings.lthr == nil,
        settings.maxHeartRate == nil && settings.age == nil,
      ]
      for (option, isMissing) in zip(IngestResult.estimatedOptionOrder, missing) where isMissing {
        estimatedOptions.insert(option)
      }
    }
    if let deviceCalories {
      a.calories = deviceCalories
      a.caloriesSource = ActivityScoring.deviceCaloriesSource
    }
    return a
  }

  /// The stored form of a leg's or file's samples.
  func blob(_ streams: ActivityStreams) -> PreparedSource.Stream {
    let columns = (["time"] + streams.presentColumns.map(\.name)).joined(separator: ",")
    return PreparedSource.Stream(
      sampleCount: streams.sampleCount, columns: columns, data: Data(StreamCodec.encode(streams)))
  }

  /// A sample file without clock times (CSV in seconds) dated by a
  /// `YYYY-MM-DD` in its name, placed at local noon.
  static func startFromFileName(_ path: String, zone: AthleteTimeZone) throws -> Double {
    let name = (path as NSString).lastPathComponent
    let chars = Array(name)
    if chars.count >= 10 {
      for i in 0...(chars.count - 10) {
        if let date = LocalDate(iso: String(chars[i..<i + 10])) {
          return zone.unix(localDate: date, secondsIntoDay: 12 * 3600)
        }
      }
    }
    throw ActivityFileError(
      file: path,
      message:
        "no start time: the samples have no date-times and the file name has no date; use ISO times in the time column (2026-01-05T07:30:00Z) or put the date in the name (2026-01-05.csv)"
    )
  }
}
