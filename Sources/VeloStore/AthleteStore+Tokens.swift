import Foundation
import VeloIO
import VeloPipeline

extension AthleteStore {
  /// Creates a token for one athlete or, with `athleteId` nil, for every athlete.
  /// - Returns: the stored record and the token, which is not stored and cannot be shown again.
  public func createToken(athleteId: Int64?, canWrite: Bool, label: String? = nil) throws -> (APIToken, String) {
    try writeTransaction { db in try Self.insertToken(db, athleteId: athleteId, canWrite: canWrite, label: label) }
  }

  /// Stores a new token (its SHA-256) inside a write; returns the record and its secret.
  static func insertToken(_ db: any SQLDatabase, athleteId: Int64?, canWrite: Bool, label: String?) throws
    -> (APIToken, String)
  {
    var bytes = [UInt8](repeating: 0, count: 32)
    var generator = SystemRandomNumberGenerator()
    for i in bytes.indices { bytes[i] = UInt8.random(in: 0...255, using: &generator) }
    let secret = "vs_" + Data(bytes).base64URLEncoded
    var token = APIToken(
      id: nil, tokenHash: Self.tokenHash(secret), athleteId: athleteId, canWrite: canWrite,
      label: label, createdAt: ISO8601DateFormatter().string(from: Date()))
    try db.insert(&token)
    return (token, secret)
  }

  /// The token's record when `secret` is a current token, else `nil`.
  public func token(for secret: String) throws -> APIToken? {
    guard secret.hasPrefix("vs_"), secret.utf8.count < 200 else { return nil }
    let hash = Self.tokenHash(secret)
    // Every API request runs this: one statement, no transaction around it on PostgreSQL.
    return try backend.readStatement { db in try db.fetchOne(APIToken.self, where: "tokenHash = ?", [hash]) }
  }

  public func tokens() throws -> [APIToken] {
    try read { db in try db.fetchAll(APIToken.self, orderBy: "id") }
  }

  /// Revokes token `id`; an unknown id is an error.
  public func revokeToken(id: Int64) throws {
    let removed = try writeTransaction { db in try db.execute(sql: "DELETE FROM apiToken WHERE id = ?", arguments: [id])
    }
    if removed == 0 { throw StoreError.invalid("no token \(id)") }
  }

  /// Lower-case hex SHA-256 of the token's UTF-8 bytes.
  static func tokenHash(_ secret: String) -> String {
    SHA256.hash(data: Data(secret.utf8)).lowercaseHex
  }
}
