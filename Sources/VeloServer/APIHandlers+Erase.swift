#if Server
// Built with the Server package trait (Package.swift).
import Foundation
import Hummingbird
import VeloEngine
import VeloIO
import VeloPipeline
import VeloScore

/// Erasure and token management over HTTP: the same erase as `veloscore delete`
/// (cascading, `secure_delete`, the WAL checkpointed) and the same tokens as
/// `veloscore token`.
extension APIHandlers {
  /// `DELETE /v1/athletes/{athlete}`: erases the athlete and everything stored
  /// for them (their tokens too), as `delete athlete NAME --yes --json`. A write
  /// token: the athlete's own (their right to erasure) or a coach's.
  func deleteAthlete(_ request: Request, _ context: APIContext) throws -> Response {
    let a = try writableAthlete(context)
    return try Self.json(try library.erase(a))
  }

  /// `GET …/sources`: the files ingested for the athlete, as `sources --json`.
  func sources(_ request: Request, _ context: APIContext) throws -> Response {
    try Self.json(
      try Self.page(request, try library.sourceFiles(athlete(context)), list: "sources") { ("", $0.id!) }
    )
  }

  /// `DELETE …/sources/{sha256}`: erases one ingested file (found by its SHA-256,
  /// or a prefix of 8 or more hex digits that only it has) and every activity it
  /// brought, as `delete source --yes --json`; 404 for none, 400 for a prefix
  /// several files share, 422 for a wellness file (merged by day: only erasing
  /// the athlete takes it back).
  func deleteSource(_ request: Request, _ context: APIContext) throws -> Response {
    let a = try writableAthlete(context)
    let key = context.parameters.get("sha256") ?? ""
    guard (8...64).contains(key.count), key.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else {
      throw APIError(
        .badRequest, "bad parameter", detail: "'sha256' must be 8 to 64 lowercase hex digits, got \(quoted(key))")
    }
    let matches = try library.sourceFiles(a).filter { $0.sha256.hasPrefix(key) }
    guard let file = matches.first else { throw APIError(.notFound, "no such source file") }
    guard matches.count == 1 else {
      throw APIError(
        .badRequest, "ambiguous", detail: "\(key) begins \(matches.count) files' SHA-256: give more of it")
    }
    guard file.kind != .wellness else {
      throw APIError(
        .unprocessableContent, "wellness file",
        detail: "its readings are merged by day with others: only erasing the athlete takes them back")
    }
    return try Self.json(try library.erase(a, source: file.sha256))
  }

  /// The request's token when it is a coach's (every athlete), else 403.
  func coachToken(_ context: APIContext, write: Bool) throws -> APIToken {
    guard let token = context.token, token.isCoach else {
      throw APIError(
        .forbidden, "forbidden",
        detail: "tokens are managed with a coach's token (veloscore token create --coach --write)")
    }
    guard !write || token.canWrite else {
      throw APIError(
        .forbidden, "forbidden",
        detail: "this token may read, not write (create one with 'veloscore token create --coach --write')")
    }
    return token
  }

  /// `GET /v1/tokens`: every token, never the tokens themselves, as `token list --json`; a coach's token.
  func tokens(_ request: Request, _ context: APIContext) throws -> Response {
    _ = try coachToken(context, write: false)
    return try Self.json(try Self.page(request, try library.tokens(), list: "tokens") { ("", $0.id) })
  }

  /// `POST /v1/tokens`: `{"athlete": NAME}` (omitted: a coach's token), and
  /// optionally `canWrite` and `label`; 201 with the token, shown this once, as
  /// `token create --json`. A coach's write token.
  func postToken(_ request: Request, _ context: APIContext) async throws -> Response {
    _ = try coachToken(context, write: true)
    let entry = try await Self.body(
      request, TokenEntry.self, expected: "a JSON object with any of athlete, canWrite, label")
    if let name = entry.athlete, try library.athlete(name) == nil { throw APIError(.notFound, "no such athlete") }
    return try Self.json(
      try library.createToken(athlete: entry.athlete, canWrite: entry.canWrite, label: entry.label), status: .created)
  }

  /// `DELETE /v1/tokens/{id}`: revokes a token, as `token revoke ID --json`; a coach's write token.
  func deleteToken(_ request: Request, _ context: APIContext) throws -> Response {
    _ = try coachToken(context, write: true)
    guard let id = context.parameters.get("id", as: Int64.self), try library.tokens().contains(where: { $0.id == id })
    else {
      throw APIError(.notFound, "no such token")
    }
    try library.revokeToken(id: id)
    return try Self.json(["revoked": id])
  }
}
#endif
