import Foundation
import VeloPipeline

extension AthleteStore {
  /// How long a key is remembered: a day, as Stripe's API and the IETF draft suggest.
  public static let idempotencyWindowSeconds = 86_400.0
  /// A request still marked running after this long died with its process; its key may run again.
  public static let abandonedAfterSeconds = 600.0

  /// Claims `key` for this token's request (`fingerprint`: a digest of its
  /// method, target and body; `athleteId`: the athlete it is about, whose
  /// erasure erases it), or says why not, in one write transaction so that two
  /// servers on one library agree. Forgets keys past the window.
  public func beginIdempotentRequest(
    tokenId: Int64, key: String, fingerprint: String, athleteId: Int64?, now: Double = Date().timeIntervalSince1970
  ) throws -> IdempotentStart {
    try writeTransaction { db in
      try db.execute(
        sql: "DELETE FROM idempotentRequest WHERE startedAt < ?", arguments: [now - Self.idempotencyWindowSeconds])
      if let row = try db.row(
        sql: "SELECT * FROM idempotentRequest WHERE tokenId = ? AND key = ?", arguments: [tokenId, key])
      {
        guard try row.decode(String.self, column: "fingerprint") == fingerprint else { return .mismatch }
        if let status = try row.decode(Int?.self, column: "status") {
          return .replay(
            StoredResponse(
              status: status, contentType: try row.decode(String?.self, column: "contentType"),
              contentEncoding: try row.decode(String?.self, column: "contentEncoding"),
              body: try row.decode(Data?.self, column: "body") ?? Data()))
        }
        guard try row.decode(Double.self, column: "startedAt") < now - Self.abandonedAfterSeconds else {
          return .inProgress
        }
        try db.execute(
          sql: "UPDATE idempotentRequest SET startedAt = ? WHERE tokenId = ? AND key = ?",
          arguments: [now, tokenId, key])
        return .started
      }
      try db.execute(
        sql: "INSERT INTO idempotentRequest (tokenId, key, athleteId, fingerprint, startedAt) VALUES (?, ?, ?, ?, ?)",
        arguments: [tokenId, key, athleteId, fingerprint, now])
      return .started
    }
  }

  /// Keeps the response of a request ``beginIdempotentRequest(tokenId:key:fingerprint:athleteId:now:)`` started.
  public func finishIdempotentRequest(tokenId: Int64, key: String, response: StoredResponse) throws {
    _ = try writeTransaction { db in
      try db.execute(
        sql:
          "UPDATE idempotentRequest SET status = ?, contentType = ?, contentEncoding = ?, body = ? WHERE tokenId = ? AND key = ?",
        arguments: [response.status, response.contentType, response.contentEncoding, response.body, tokenId, key])
    }
  }

  /// Forgets a started request that failed before storing anything, so that a retry runs again.
  public func abandonIdempotentRequest(tokenId: Int64, key: String) throws {
    _ = try writeTransaction { db in
      try db.execute(
        sql: "DELETE FROM idempotentRequest WHERE tokenId = ? AND key = ? AND status IS NULL",
        arguments: [tokenId, key])
    }
  }
}
