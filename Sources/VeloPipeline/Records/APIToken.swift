import Foundation

/// A bearer token of `veloscore serve` (table `apiToken`). Only the SHA-256 of
/// the token is stored; the token itself is shown once, when created.
///
/// Scope: one athlete (`athleteId`) or, with no athlete, a coach's token for
/// every athlete; `canWrite` allows uploads.
public struct APIToken: Codable, Sendable, Equatable {
  public var id: Int64?
  /// Lower-case hex SHA-256 of the token's UTF-8 bytes.
  public var tokenHash: String
  /// The one athlete the token may see; `nil` for a coach's token.
  public var athleteId: Int64?
  public var canWrite: Bool
  public var label: String?
  public var createdAt: String

  public init(
    id: Int64? = nil, tokenHash: String, athleteId: Int64?, canWrite: Bool, label: String?, createdAt: String
  ) {
    self.id = id
    self.tokenHash = tokenHash
    self.athleteId = athleteId
    self.canWrite = canWrite
    self.label = label
    self.createdAt = createdAt
  }

  public var isCoach: Bool { athleteId == nil }

  /// Whether the token may see `athleteId`.
  public func mayRead(athleteId other: Int64) -> Bool { athleteId == nil || athleteId == other }
}
