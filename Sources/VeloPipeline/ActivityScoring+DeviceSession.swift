import VeloIO
import VeloScore

extension ActivityScoring {
  /// Fewer timed records than this cannot give a session's time and distance:
  /// a SwimRun's swim legs hold one or two, an FR910XT swim's records none.
  public static let fewestRecordsForTotals = 10

  /// A session the records cannot time (fewer than ``fewestRecordsForTotals``
  /// timed records, no pool lengths): its timer and distance are the ones the
  /// device stored in the session message, and the sentence returned says so.
  /// Leaves `summary` as it is, returning `nil`, otherwise.
  /// - Parameters:
  ///   - summary: the session's summary from its records.
  ///   - streams: its records.
  ///   - session: the device's session message, when the file has one.
  public static func takeDeviceTotals(
    _ summary: inout ActivitySummary, streams: ActivityStreams, session: FITSummary?
  ) -> String? {
    guard let session, let timer = session.timerSeconds, timer.isFinite, timer >= 1, summary.swim == nil else {
      return nil
    }
    let timed = streams.time.lazy.filter(\.isFinite).count
    guard timed < fewestRecordsForTotals else { return nil }
    summary.timerSeconds = timer
    // Never below the records' own seconds, which the metrics ran over.
    summary.durationSeconds = max(summary.durationSeconds, Int(checked: timer.rounded()) ?? 0)
    if let distance = session.distanceMeters, distance.isFinite, distance > 0 { summary.distanceMeters = distance }
    let metres = summary.distanceMeters.map { ", \(Int($0.rounded())) m" } ?? ""
    return
      "\(timed) record\(timed == 1 ? "" : "s") for a session of \(Int(timer.rounded())) s\(metres): its timer and distance are the device's (its session message)"
  }
}
