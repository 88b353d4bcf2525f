import Foundation
import VeloPipeline
import VeloStore

/// API tokens and idempotent requests (`token`, `/v1/tokens`, `Idempotency-Key`).
extension Library {
  /// The token whose secret this is; `nil` for none (or a revoked one).
  public func token(for secret: String) throws -> APIToken? { try store.token(for: secret) }

  /// Every token, never the secrets, oldest first.
  public func tokens() throws -> [TokenRow] { try TokenRow.all(store) }

  /// Creates a token for `athlete` (a name or id; `nil`: a coach's); the secret is in the answer only.
  public func createToken(athlete: String?, canWrite: Bool, label: String?) throws -> CreatedToken {
    try CreatedToken.create(in: store, athlete: athlete, canWrite: canWrite, label: label)
  }

  /// Revokes token `id`; one there is not is an error saying so.
  public func revokeToken(id: Int64) throws { try store.revokeToken(id: id) }

  /// Starts the request `key` of token `tokenId` (`fingerprint`: its method, path and body), or says
  /// it ran before (its answer), runs now, or was another request.
  public func beginIdempotentRequest(tokenId: Int64, key: String, fingerprint: String, athleteId: Int64?) throws
    -> IdempotentStart
  {
    try store.beginIdempotentRequest(tokenId: tokenId, key: key, fingerprint: fingerprint, athleteId: athleteId)
  }

  /// Keeps the answer of a request begun with ``beginIdempotentRequest(tokenId:key:fingerprint:athleteId:)``.
  public func finishIdempotentRequest(tokenId: Int64, key: String, response: StoredResponse) throws {
    try store.finishIdempotentRequest(tokenId: tokenId, key: key, response: response)
  }

  /// Forgets a request that failed before answering, so a retry runs it.
  public func abandonIdempotentRequest(tokenId: Int64, key: String) throws {
    try store.abandonIdempotentRequest(tokenId: tokenId, key: key)
  }
}

extension Library {
  /// Runs `body` acting for one athlete (a request with that athlete's token):
  /// on PostgreSQL the database itself then hides and protects every other
  /// athlete's rows (`RowOwner`), whatever a handler forgets.
  public static func acting<T>(for athleteId: Int64, _ body: () async throws -> T) async rethrows -> T {
    try await RowOwner.$athleteId.withValue(athleteId, operation: body)
  }

  /// Whether the database itself keeps an athlete's token to its rows (PostgreSQL's row-level security).
  public var rowOwnershipEnforced: Bool { store.rowOwnershipEnforced }

  /// The library's folder, when it is a folder (SQLite); `nil` on PostgreSQL.
  public var directory: URL? { store.directory }
}
