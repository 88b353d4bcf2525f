import Foundation
import VeloScore

/// An activity file of any supported format, recognised by content (the FIT
/// signature) rather than by extension alone.
public struct ActivityFile: Sendable {
  public enum Format: String, Sendable, Codable { case fit, tcx, gpx, csv }

  public var format: Format
  public var streams: ActivityStreams
  /// The FIT context (sessions, device, thresholds…) when the file is FIT.
  public var fit: FITActivity?
  /// Unix seconds of the first sample, when the format records absolute time.
  public var startTime: Double?
  /// The sport the file names (FIT session/sport, TCX `Sport`, GPX `type`), canonical (`SportName`).
  public var sport: String?
  /// How a TCX or GPX file wrote its sport, when that says more than ``sport`` (a GPX `type` we do not know).
  public var sportReading: SportName.Reading?
  /// The name the file gives the activity (FIT's workout name, GPX `trk/name`, TCX `Training/Plan/Name`), one
  /// line of at most `InputLimits/activityNameLength` characters; `nil` when it gives
  /// none or one that could not be stored as an activity's name.
  public var name: String? {
    let given = (fit?.workoutName ?? trackName)?.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let given, !given.isEmpty, InputLimits.activityTextProblem(.name, given) == nil else { return nil }
    return given
  }
  /// The name a TCX or GPX file gives its (first) activity.
  public var trackName: String?
  /// The activities of a TCX or GPX file that holds more than one (TCX
  /// `Activity` elements, GPX `trk`s), each with its own samples, sport and
  /// name, in start order; empty for a file of one. ``streams`` then joins them
  /// (`ActivityStreams.joined(_:)`): the time between two is a pause.
  public var trackActivities: [TrackActivity] = []

  /// What the reader corrected in the file's data, one sentence each (a
  /// device clock set mid-session); part of ``warnings``.
  public var corrections: [String] = []

  /// Closes the steps of a FIT file's record clock longer than its sessions'
  /// elapsed time and than a day (`ActivityStreams.closingClockJumps(longerThan:inside:)`),
  /// moving its start and pool lengths with the records; one sentence per step.
  /// A day: a long stop with the timer stopped is also longer than the elapsed
  /// time, which leaves it out (an Edge 1000 stopped 75 minutes in a 46-minute
  /// session), but no stop in one session lasts days, as the clock jumps seen do
  /// (8.5 and 25 days on Edge 1000 units setting their clock from GPS).
  static func closeClockJumps(_ fit: inout FITActivity) -> [String] {
    let elapsed = fit.sessions.compactMap(\.elapsedSeconds).filter { $0.isFinite && $0 > 0 }.reduce(0, +)
    guard elapsed > 0 else { return [] }
    let jumps = fit.streams.closingClockJumps(
      longerThan: max(elapsed + 60, 86_400), inside: fit.sessionWindow ?? -Double.infinity...Double.infinity)
    guard !jumps.isEmpty else { return [] }
    let moved = ActivityStreams.mover(for: jumps)  // pool lengths timed before a step move with the records
    for i in fit.lengths.indices { fit.lengths[i].start = fit.lengths[i].start.map(moved) }
    fit.rebaseToFirstRecord()
    return jumps.map { jump in
      let records = "\(jump.samplesBefore) record\(jump.samplesBefore == 1 ? "" : "s")"
      return
        "the device's clock jumped \(Self.spoken(jump.seconds)) ahead after \(records) (set during the session, longer than the session itself): those records were moved to just before the jump"
    }
  }

  /// "8 d 12:30:05", "3:10:00".
  static func spoken(_ seconds: Double) -> String {
    let s = Int(checked: seconds.rounded()) ?? 0
    let clock = String(format: "%d:%02d:%02d", s % 86_400 / 3600, s % 3600 / 60, s % 60)
    return s >= 86_400 ? "\(s / 86_400) d \(clock)" : clock
  }

  /// Several activities or sessions: a multisport FIT file, a TCX or GPX of several.
  public var holdsSeveralActivities: Bool { (fit?.sessions.count ?? 0) > 1 || trackActivities.count > 1 }

  /// One of several activities in a TCX or GPX file.
  public struct TrackActivity: Sendable {
    /// Unix seconds of its first point.
    public var start: Double?
    /// Canonical (`SportName`).
    public var sport: String?
    /// How the file wrote it, when that says more than ``sport`` does.
    public var sportReading: SportName.Reading?
    public var name: String?
    /// Times from its own first point; distance and pauses derived as for a whole file.
    public var streams: ActivityStreams
  }
  /// Local time minus UTC at the start when the file records it (FIT `local_timestamp`).
  public var utcOffsetSeconds: Int? { fit?.localOffsetSeconds }
  /// Readings outside `InputLimits/readings` that were dropped when the file was read.
  public var implausible = ImplausibleReadings()
  /// What the reader tolerated, one sentence each, for the user to see: dropped
  /// readings, and a FIT file's problems passed over with `lenient`.
  public var warnings: [String] {
    (fit?.developerPowerField.map { ["power read from the developer field '\($0)' (the records hold no native power)"] }
      ?? [])
      + (trackActivities.count > 1
        ? [
          "the file holds \(trackActivities.count) activities (\(format == .tcx ? "TCX Activity elements" : "GPX tracks")): each is scored and stored alone"
        ] : [])
      + corrections + implausible.warnings + (fit?.warnings.map { "\($0)" } ?? [])
      + (holdsSeveralActivities && beatIntervalCount > 0
        ? [
          "\(beatIntervalCount) beat-to-beat intervals not analysed: the file holds several sessions and its intervals carry no times to split them by"
        ] : [])
  }

  /// Beat-to-beat (RR) intervals the file records (FIT `hrv` messages).
  public var beatIntervalCount: Int { fit?.rrIntervals.count ?? 0 }

  /// HRV of the file's beat-to-beat intervals (`BeatToBeatAnalysis`), for a
  /// file of one activity; `nil` without intervals or with several sessions.
  public var beatToBeat: BeatToBeatAnalysis? {
    guard !holdsSeveralActivities, let rr = fit?.rrIntervals, !rr.isEmpty else { return nil }
    return BeatToBeatAnalysis(milliseconds: rr.map { ($0 * 1000).rounded() })
  }

  /// Reads `path`: FIT by its signature, TCX/GPX when the content is XML, CSV
  /// otherwise. Throws ``FITError``, ``TrackXMLError`` or ``CSVError`` naming the
  /// file and the byte offset or line, or ``ActivityFileError`` when it cannot
  /// be read at all.
  public static func read(path: String, lenient: Bool = false) throws -> ActivityFile {
    let bytes: [UInt8]
    do {
      bytes = try readFileBytes(path)
    } catch {
      throw ActivityFileError(file: path, message: error.message)
    }
    return try parse(bytes: bytes, file: path, lenient: lenient)
  }

  /// Decodes `bytes` already read from `path` (see ``read(path:lenient:)``);
  /// gzip-compressed files (`.fit.gz`, `.tcx.gz`, `.gpx.gz`) are inflated first.
  /// Every reading is checked at the door: one outside `InputLimits/readings`
  /// is dropped and counted in ``implausible`` (`ActivityStreams/dropImplausibleReadings()`).
  public static func parse(bytes compressed: [UInt8], file original: String, lenient: Bool = false) throws
    -> ActivityFile
  {
    let (bytes, path) = try Gzip.unwrapped(compressed, path: original)
    if FITDecoder.isFIT(bytes) || path.lowercased().hasSuffix(".fit") {
      var fit = try FITActivity.read(bytes, file: path, options: .init(lenient: lenient))
      let clockNotes = Self.closeClockJumps(&fit)
      var dropped = fit.streams.dropImplausibleReadings()  // the legs of a multisport file are cut from these
      if let window = fit.sessionWindow, case let n = fit.streams.dropSamples(outside: window), n > 0 {
        dropped.counts[ImplausibleReadings.outsideSession] = n
        fit.rebaseToFirstRecord()
      }
      var file = ActivityFile(
        format: .fit, streams: fit.streams, fit: fit, startTime: fit.startTime.map(Double.init),
        sport: fit.sport.map { FITProfile.activitySport($0, subSport: fit.subSport) })
      file.implausible = dropped
      file.corrections = clockNotes
      return file
    }
    var file: ActivityFile
    if looksLikeXML(bytes) {
      let track = try TrackXML.parse(Data(bytes), file: path)
      var dropped = ImplausibleReadings()
      // GPX carries positions only: distance and speed come from them; pauses from still gaps.
      let parts = track.parts.map { part in
        var streams = part.streams
        dropped.counts.merge(streams.dropImplausibleReadings().counts, uniquingKeysWith: +)
        let reading = SportName.read(part.sport)
        return TrackActivity(
          start: part.startTime, sport: reading?.sport, sportReading: reading?.word == nil ? nil : reading,
          name: part.name,
          streams: streams.derivingDistanceFromPositions(breaks: part.segmentStarts).detectingPauses())
      }
      var streams = parts.first?.streams ?? ActivityStreams(time: [])
      if parts.count > 1 {
        let joined = ActivityStreams.joined(parts.compactMap { p in p.start.map { (p.streams, $0) } })
        streams = joined.streams
        if joined.overlapping > 0 { dropped.counts["time", default: 0] += joined.overlapping }
      }
      file = ActivityFile(
        format: track.format == .tcx ? .tcx : .gpx, streams: streams, fit: nil,
        startTime: parts.compactMap(\.start).min(), sport: parts.first?.sport)
      file.implausible = dropped
      file.trackName = track.name
      file.sportReading = parts.first?.sportReading
      if parts.count > 1 { file.trackActivities = parts.sorted { ($0.start ?? 0) < ($1.start ?? 0) } }
    } else {
      let text = TextEncoding.utf8(bytes)
      var streams = try ActivityCSV.parseWithStart(bytes: text.bytes, file: path)
      let dropped = streams.streams.dropImplausibleReadings()
      file = ActivityFile(
        format: .csv, streams: streams.streams.detectingPauses(), fit: nil, startTime: streams.start, sport: nil)
      file.implausible = dropped
      file.corrections = text.encoding.note.map { [$0] } ?? []
    }
    return file
  }

  /// First non-blank byte (after a UTF-8 byte-order mark) is '<'.
  public static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
    var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    return i < bytes.count && bytes[i] == UInt8(ascii: "<")
  }
}

/// An activity file that could not be opened at all.
public struct ActivityFileError: Error, CustomStringConvertible, Sendable {
  public var file: String
  public var message: String
  public var description: String { "\(file): \(message)" }

  public init(file: String, message: String) {
    self.file = file
    self.message = message
  }
}
