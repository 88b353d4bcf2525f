import VeloIO
import VeloScore
import VeloStore

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
  /// multisport file, else the whole file as one.
  public var sessions: [Session] {
    let legs = file.fit?.legs ?? []
    guard !legs.isEmpty else {
      return [Session(
        number: 1, sport: sport, start: file.startTime, streams: file.streams, device: file.fit?.sessions.first,
        swimLengths: file.fit?.lengths ?? [], poolLength: file.fit?.poolLength)]
    }
    // A leg's pool lengths are not told apart in the file; a multisport swim is scored from its samples.
    return legs.enumerated().map { k, leg in
      Session(
        number: k + 1, sport: leg.session.sport.map { FITProfile.activitySport($0, subSport: leg.session.subSport) } ?? sport,
        start: Double(leg.start), streams: leg.streams, device: leg.session, swimLengths: [], poolLength: nil)
    }
  }

  /// A session's summary: every metric its samples support, with the file's settings.
  public func summary(of session: Session) -> ActivitySummary {
    ActivityScoring.summary(
      session.streams, settings: settings, sport: session.sport, choices: choices, swimLengths: session.swimLengths,
      poolLength: session.poolLength)
  }
}
