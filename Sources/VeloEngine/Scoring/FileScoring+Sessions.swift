import VeloIO
import VeloPipeline
import VeloReport
import VeloScore

extension FileScoring {
  /// One session of a file: each leg of a multisport file (swim, transition,
  /// bike, …), else the whole file. Scored with the file's settings and its own
  /// sport, as ingest stores it.
  public struct Session: Sendable {
    /// 1-based, in start order.
    public var number: Int
    public var sport: String?
    /// Unix seconds.
    public var start: Double?
    public var streams: ActivityStreams
    /// The totals the device stored for the session, when it is a FIT file's.
    public var device: FITSummary?
    public var swimLengths: [SwimSummary.Length]
    public var poolLength: Double?
  }

  /// The file's sessions in start order: one per FIT `session` message of a
  /// multisport file, one per activity of a TCX or GPX file that holds
  /// several, else the whole file as one.
  public var sessions: [Session] {
    let legs = file.fit?.legs ?? []
    if legs.isEmpty, !file.trackActivities.isEmpty {
      return file.trackActivities.enumerated().map { k, a in
        Session(
          number: k + 1, sport: ActivityScoring.sport(named: a.sport, given: sport, streams: a.streams),
          start: a.start, streams: a.streams, device: nil, swimLengths: [], poolLength: nil)
      }
    }
    guard !legs.isEmpty else {
      return [
        Session(
          number: 1, sport: sport, start: file.startTime, streams: file.streams, device: file.fit?.sessions.first,
          swimLengths: file.fit?.lengths ?? [], poolLength: file.fit?.poolLength)
      ]
    }
    // A leg's pool lengths are not told apart in the file; a multisport swim is scored from its samples.
    return legs.enumerated().map { k, leg in
      Session(
        number: k + 1, sport: leg.sport ?? sport,
        start: Double(leg.start), streams: leg.streams, device: leg.session, swimLengths: [], poolLength: nil)
    }
  }

  /// A session's settings: the options for its sport, then what the device
  /// stored for it (its `threshold_power`, its sport's zones), each checked.
  /// A file of one session: ``settings``.
  public func settings(for session: Session) -> AthleteSettings {
    guard file.holdsSeveralActivities else { return settings }
    return ActivityScoring.settings(
      options: Self.optionSettings(options, for: session.sport, multisport: true),
      file: file.fit?.storedSettings(for: session.device) ?? AthleteSettings()
    ).settings
  }

  /// A session's summary: every metric its samples support, with its own settings.
  public func summary(of session: Session) -> ActivitySummary {
    var summary = ActivityScoring.summary(
      session.streams, settings: settings(for: session), sport: session.sport, choices: choices,
      swimLengths: session.swimLengths,
      poolLength: session.poolLength)
    _ = ActivityScoring.takeDeviceTotals(&summary, streams: session.streams, session: session.device)
    return summary
  }

  /// The file narrowed to session `number` (1-based): its samples, sport,
  /// lengths and the device's totals for it, scored alone (`--session N`).
  /// Throws ``FailureKind/badRequest`` naming how many sessions the file has.
  public func selecting(session number: Int) throws(Failure) -> FileScoring {
    let all = sessions
    guard number >= 1, number <= all.count else {  // no `number - 1`: Int.min from a caller must not trap
      throw Failure(
        .badRequest,
        said(
          file.fit == nil ? "sessions.file" : "sessions.fit", Localization.counted("engine.sessions.count", all.count),
          "\(number)"),
        hint: all.count > 1 ? said("sessions.hint.choose", "\(all.count)") : said("sessions.hint.leaveOut"))
    }
    let s = all[number - 1]
    var copy = self
    copy.settings = settings(for: s)
    copy.file.streams = s.streams
    copy.file.startTime = s.start
    copy.sport = s.sport
    if !copy.file.trackActivities.isEmpty {  // one activity of a TCX or GPX left
      copy.file.trackName = copy.file.trackActivities[number - 1].name
      copy.file.trackActivities = []
    }
    if var fit = copy.file.fit {
      // One session left: no legs, and the device's totals are that session's.
      fit.sessions = s.device.map { [$0] } ?? []
      fit.streams = s.streams
      fit.lengths = s.swimLengths
      fit.poolLength = s.poolLength
      if let session = s.device { fit.laps = fit.laps(in: session) }
      copy.file.fit = fit
    }
    return copy
  }

  /// One line per session of a multisport file (`nil` for a single session):
  /// sport, timer, distance, power, heart rate and load, each scored alone.
  public var sessionLines: [ActivityReport.Session]? {
    let all = sessions
    guard all.count > 1 else { return nil }
    return all.map { s in
      let summary = summary(of: s)
      return ActivityReport.Session(
        number: s.number, sport: s.sport, timerSeconds: summary.timerSeconds, distanceMeters: summary.distanceMeters,
        normalizedPower: summary.power?.metrics.normalizedPower, averageHeartRate: summary.heartRate?.average,
        load: summary.load)
    }
  }
}
