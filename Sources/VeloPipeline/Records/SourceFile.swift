/// A file ingested for an athlete (table `sourceFile`): its content hash makes
/// ingest idempotent — the same bytes again are a duplicate, whatever the path.
public struct SourceFile: Codable, Sendable, Equatable {
  public enum Kind: String, Codable, Sendable {
    case activity, workoutList, wellness
  }

  public var id: Int64?
  public var athleteId: Int64
  /// SHA-256 of the file's bytes, hex.
  public var sha256: String
  public var path: String
  public var kind: Kind
  public var byteCount: Int
  public var ingestedAt: String

  public init(
    id: Int64? = nil, athleteId: Int64, sha256: String, path: String, kind: Kind, byteCount: Int, ingestedAt: String
  ) {
    self.id = id
    self.athleteId = athleteId
    self.sha256 = sha256
    self.path = path
    self.kind = kind
    self.byteCount = byteCount
    self.ingestedAt = ingestedAt
  }
}
