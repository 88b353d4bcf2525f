import Foundation
import VeloIO

/// What the recording device computed for an activity, kept with it
/// (`activity.device`, JSON) so a stored activity shows the device's figures
/// and laps as its file did: a FIT file's session, or a multisport leg's, and
/// the laps inside it.
public struct DeviceRecord: Codable, Sendable, Equatable {
  /// The session message's totals (timer, distance, NP, TSS, calories…).
  public var session: FITSummary?
  /// The device's laps, in order.
  public var laps: [FITSummary]

  public init(session: FITSummary?, laps: [FITSummary]) {
    self.session = session
    self.laps = laps
  }

  /// The record of a file of one session, or of one leg (`session`) of a
  /// multisport file with the laps that start inside it; `nil` when the file
  /// stores neither a session nor laps.
  public init?(_ fit: FITActivity, leg session: FITSummary? = nil) {
    let laps = session.map { fit.laps(in: $0) } ?? fit.laps
    let own = session ?? fit.sessions.first
    guard own != nil || !laps.isEmpty else { return nil }
    self.init(session: own, laps: laps)
  }
}
