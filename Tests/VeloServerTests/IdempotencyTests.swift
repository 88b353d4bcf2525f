#if Server
// Built with the Server package trait (Package.swift).
import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
import VeloEngine
import VeloPipeline
import VeloServer
import VeloStore
import _VeloTestSupport

/// A write retried with its `Idempotency-Key` stores once and answers as the first time.
@Suite struct IdempotencyTests {
  func server() throws -> (APIServer, String, AthleteStore) {
    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    _ = try store.addAthlete(Athlete(name: "ana"), thresholds: [.ftp: 250])
    let (_, token) = try store.createToken(athleteId: nil, canWrite: true)
    return (APIServer(library: Library(store), host: "127.0.0.1", port: 0, logger: Logger(label: "test")), token, store)
  }

  func headers(_ token: String, key: String?, gzip: Bool = false) -> HTTPFields {
    var h: HTTPFields = [.authorization: "Bearer \(token)", .contentType: "application/json"]
    if let key { h[HTTPFields.Element.Name("Idempotency-Key")!] = key }
    if gzip { h[.acceptEncoding] = "gzip" }
    return h
  }

  @Test func aRetriedWorkoutIsStoredOnceAndAnsweredAsBefore() async throws {
    let (server, token, store) = try server()
    let workout = #"{"sport": "running", "start": "2026-11-20T07:00:00Z", "durationSeconds": 2700, "rpe": 6}"#
    let other = #"{"sport": "running", "start": "2026-11-21T07:00:00Z", "durationSeconds": 1800, "rpe": 4}"#
    let replayed = HTTPFields.Element.Name("Idempotent-Replayed")!
    try await Application(router: server.router()).test(.router) { client in
      let uri = "/v1/athletes/ana/workouts"
      let first = try await client.execute(
        uri: uri, method: .post, headers: headers(token, key: "run-1"), body: ByteBuffer(string: workout)
      ) {
        #expect($0.status == .created && $0.headers[replayed] == nil, "\($0.status) \(String(buffer: $0.body))")
        return String(buffer: $0.body)
      }
      try await client.execute(
        uri: uri, method: .post, headers: headers(token, key: "run-1"), body: ByteBuffer(string: workout)
      ) {
        #expect($0.status == .created && $0.headers[replayed] == "true" && String(buffer: $0.body) == first)
      }
      try await client.execute(
        uri: uri, method: .post, headers: headers(token, key: "run-1"), body: ByteBuffer(string: other)
      ) {
        #expect($0.status == .unprocessableContent && String(buffer: $0.body).contains("another request"))
      }
      for bad in ["", String(repeating: "k", count: 256), "two words"] {
        try await client.execute(
          uri: uri, method: .post, headers: headers(token, key: bad), body: ByteBuffer(string: other)
        ) {
          #expect($0.status == .badRequest, "'\(bad)': \($0.status)")
        }
      }
      // A refused request keeps nothing: the same key with a good body runs.
      try await client.execute(
        uri: uri, method: .post, headers: headers(token, key: "run-2"), body: ByteBuffer(string: "{\"sport\": 7}")
      ) {
        #expect($0.status == .unprocessableContent || $0.status == .badRequest)
      }
      try await client.execute(
        uri: uri, method: .post, headers: headers(token, key: "run-2"), body: ByteBuffer(string: "{\"sport\": 7}")
      ) {
        #expect($0.headers[replayed] == nil, "a failure is not replayed")
      }
      // Without a key, the same workout again is the client's choice: a second workout.
      try await client.execute(
        uri: uri, method: .post, headers: headers(token, key: nil), body: ByteBuffer(string: other)
      ) { #expect($0.status == .created) }
    }
    let ana = try store.athlete("ana")
    #expect(try store.activities(athleteId: ana.id!).count == 2, "run-1 once, and the keyless one")
  }

  /// A token's answer holds its secret, which the library never stores: not kept.
  /// Also when the path is written another way the router still takes (a trailing or doubled slash, an
  /// escape): compared as text, `/v1/tokens/` kept the secret and a replay gave it out again.
  @Test(arguments: ["/v1/tokens", "/v1/tokens/", "/v1//tokens", "/v1/%74okens"])
  func tokensAreNotKept(path: String) async throws {
    let (server, token, store) = try server()
    let secrets = try await Application(router: server.router()).test(.router) { client in
      var secrets: Set<String> = []
      for _ in 0..<2 {
        try await client.execute(
          uri: path, method: .post, headers: headers(token, key: "t"), body: ByteBuffer(string: #"{"athlete": "ana"}"#)
        ) {
          let body = String(buffer: $0.body)
          // Routed or not (404), never a replay of a kept answer.
          #expect($0.status == .created || $0.status == .notFound, "\(path) \($0.status) \(body)")
          #expect($0.headers[HTTPFields.Element.Name("Idempotent-Replayed")!] == nil, "\(path)")
          if $0.status == .created { secrets.insert(body) }
        }
      }
      return secrets
    }
    let created = try store.tokens().count - 1
    #expect(secrets.count == created, "\(path): each token created answered once with its own secret")
    let kept = try Self.keptAnswers(store)
    #expect(kept == 0, "\(path): \(kept) answers kept")
  }

  /// A read-only token's write is refused before its body is read: an Idempotency-Key made the
  /// middleware read up to 32 MiB first (a body over the limit was 413, not 403).
  @Test func aReadOnlyTokensWriteIsRefusedBeforeItsBodyIsRead() async throws {
    let (server, _, store) = try server()
    let (_, reader) = try store.createToken(athleteId: try store.athlete("ana").id, canWrite: false)
    try await Application(router: server.router()).test(.router) { client in
      // A body over the upload limit: read first, it was 413; refused first, it is 403.
      let body = ByteBuffer(repeating: UInt8(ascii: "0"), count: APIServer.maximumUploadBytes + 1)
      try await client.execute(
        uri: "/v1/athletes/ana/activities", method: .post, headers: headers(reader, key: "big"), body: body
      ) {
        #expect($0.status == .forbidden, "\($0.status) \(String(buffer: $0.body))")
      }
    }
  }

  /// The answers the library keeps for Idempotency-Keys, read from its file.
  static func keptAnswers(_ store: AthleteStore) throws -> Int {
    let file = try #require(store.directory).appendingPathComponent(AthleteStore.fileName).path
    let db = try DatabaseQueue(path: file)
    defer { try? db.close() }
    return try db.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM idempotentRequest") ?? 0 }
  }
}
#endif
