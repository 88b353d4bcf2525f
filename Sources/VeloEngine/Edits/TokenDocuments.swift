import Foundation
import VeloPipeline
import VeloScore
import VeloStore

/// A token as created (`token create --json`, `POST /v1/tokens`): the secret
/// is in this document only, once; the library keeps its SHA-256.
public struct CreatedToken: Encodable, Sendable {
  public var id: Int64
  public var token: String
  /// The one athlete it sees; `nil` for a coach's (every athlete).
  public var athlete: String?
  public var canWrite: Bool

  /// Creates a token for `athlete` (name or id; `nil` for a coach's), checking
  /// the label (`SafeName/labelProblem(_:what:limit:)`) first.
  public static func create(in store: AthleteStore, athlete: String?, canWrite: Bool, label: String?) throws
    -> CreatedToken
  {
    if let label, let problem = SafeName.labelProblem(label, what: "a label") { throw StoreError.invalid(problem) }
    let who = try athlete.map { try store.athlete($0) }
    let (record, secret) = try store.createToken(athleteId: who?.id, canWrite: canWrite, label: label)
    return CreatedToken(id: record.id!, token: secret, athlete: who?.name, canWrite: canWrite)
  }
}

/// A token as listed (`token list --json`, `GET /v1/tokens`): never the token itself.
public struct TokenRow: Encodable, Sendable {
  public var id: Int64
  public var athlete: String?
  public var canWrite: Bool
  public var label: String?
  public var createdAt: String

  /// Every token of the library, oldest first, with its athlete's name.
  public static func all(_ store: AthleteStore) throws -> [TokenRow] {
    let names = Dictionary(uniqueKeysWithValues: try store.athletes().map { ($0.id!, $0.name) })
    return try store.tokens().map {
      TokenRow(
        id: $0.id!, athlete: $0.athleteId.flatMap { names[$0] }, canWrite: $0.canWrite, label: $0.label,
        createdAt: $0.createdAt)
    }
  }
}

/// A token as a coach's app asks for it (`POST /v1/tokens`): the athlete it
/// sees (omitted: a coach's, every athlete), whether it may write, a label.
/// Read strictly: unknown fields are refused by name.
public struct TokenEntry: Decodable, Sendable, Equatable {
  public var athlete: String?
  public var canWrite: Bool
  public var label: String?

  public init(from decoder: Decoder) throws {
    let f = try StrictFields(decoder, fields: ["athlete", "canWrite", "label"], what: "a token")
    athlete = try f.text("athlete")
    canWrite = try f.flag("canWrite") ?? false
    label = try f.text("label")
    // JSON Schema counts code points (maxLength), so this does too: combining marks included.
    if let athlete, athlete.isEmpty || athlete.unicodeScalars.count > 100 {
      throw EntryProblem(description: "'athlete' is a name or id of 1 to 100 characters")
    }
    if let label, label.isEmpty || label.unicodeScalars.count > 100 {
      throw EntryProblem(description: "'label' has 1 to 100 characters")
    }
  }
}
