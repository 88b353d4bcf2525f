#if Server
// Built with the Server package trait (Package.swift).
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
import VeloEngine
import VeloPipeline
import VeloServer
import VeloStore
import _VeloTestSupport

/// An app signs a user up over the API (`POST /v1/athletes`): the athlete, its
/// thresholds and a token that sees only it, in one transaction; the secret
/// once, never kept.
@Suite struct SignUpTests {
  func server() throws -> (APIServer, coach: String, reader: String, AthleteStore) {
    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    _ = try store.addAthlete(Athlete(name: "ana"), thresholds: [.ftp: 250])
    let (_, coach) = try store.createToken(athleteId: nil, canWrite: true)
    let (_, reader) = try store.createToken(athleteId: nil, canWrite: false)
    return (
      APIServer(library: Library(store), host: "127.0.0.1", port: 0, logger: Logger(label: "test")), coach, reader,
      store
    )
  }

  func headers(_ token: String, key: String? = nil) -> HTTPFields {
    var h: HTTPFields = [.authorization: "Bearer \(token)", .contentType: "application/json"]
    if let key { h[HTTPFields.Element.Name("Idempotency-Key")!] = key }
    return h
  }

  func json(_ buffer: ByteBuffer) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(buffer.readableBytesView)) as? [String: Any])
  }

  @Test func anAppSignsUpAUserAndUploadsWithItsToken() async throws {
    let (server, coach, _, store) = try server()
    let body = #"""
      {"name": "lucía", "sex": "F", "birthYear": 1990, "timeZone": "America/Mexico_City", "weeklyGoal": 4,
       "language": "es-MX", "thresholds": {"functionalThresholdPower": 230, "maxHeartRate": 188},
       "token": {"canWrite": true, "label": "iPhone"}}
      """#
    try await Application(router: server.router()).test(.router) { client in
      let secret = try await client.execute(
        uri: "/v1/athletes", method: .post, headers: headers(coach, key: "signup-1"), body: ByteBuffer(string: body)
      ) { response -> String in
        #expect(response.status == .created, "\(String(buffer: response.body))")
        #expect(
          response.headers[.location] == "/v1/athletes/luc%C3%ADa" && response.headers[.cacheControl] == "no-store")
        let doc = try json(response.body)
        #expect(
          doc["name"] as? String == "lucía" && doc["language"] as? String == "es-MX" && doc["weeklyGoal"] as? Int == 4)
        let kinds = (doc["thresholds"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
        #expect(Set(kinds) == ["functionalThresholdPower", "maxHeartRate"])
        let token = try #require(doc["apiToken"] as? [String: Any])
        #expect(token["athlete"] as? String == "lucía" && token["canWrite"] as? Bool == true)
        return try #require(token["token"] as? String)
      }
      // The token is the athlete's: her documents, not another athlete's.
      try await client.execute(uri: "/v1/athletes/lucía/week?date=2026-11-20", method: .get, headers: headers(secret)) {
        #expect($0.status == .ok)
      }
      try await client.execute(uri: "/v1/athletes/ana", method: .get, headers: headers(secret)) {
        #expect($0.status == .forbidden || $0.status == .notFound)
      }
      let workout = #"{"sport": "running", "start": "2026-11-20T07:00:00-06:00", "durationSeconds": 2700, "rpe": 6}"#
      try await client.execute(
        uri: "/v1/athletes/lucía/workouts", method: .post, headers: headers(secret), body: ByteBuffer(string: workout)
      ) { #expect($0.status == .created, "\(String(buffer: $0.body))") }
      // A sport word we do not know: stored as other, the word its name, and the answer says so.
      let odd = #"{"sport": "Quidditch", "date": "2026-11-21", "durationSeconds": 3600, "rpe": 5}"#
      try await client.execute(
        uri: "/v1/athletes/lucía/workouts", method: .post, headers: headers(secret), body: ByteBuffer(string: odd)
      ) {
        let doc = try json($0.body)
        let row = try #require((doc["activities"] as? [[String: Any]])?.first)
        #expect($0.status == .created && row["sport"] as? String == "other" && row["name"] as? String == "Quidditch")
        #expect((doc["warnings"] as? [String])?.contains { $0.contains("'Quidditch' is not one we know") } == true)
      }
      // The answer held a secret: not kept, so the same key runs again and finds the name taken.
      try await client.execute(
        uri: "/v1/athletes", method: .post, headers: headers(coach, key: "signup-1"), body: ByteBuffer(string: body)
      ) {
        #expect($0.status == .conflict && String(buffer: $0.body).contains("POST /v1/tokens"))
        #expect($0.headers[HTTPFields.Element.Name("Idempotent-Replayed")!] == nil)
      }
    }
    #expect(try IdempotencyTests.keptAnswers(store) == 0)
    #expect(try store.tokens().filter { $0.athleteId == (try store.athlete("lucía")).id }.count == 1)
  }

  @Test func aSignUpWithoutATokenIsReplayed() async throws {
    let (server, coach, _, store) = try server()
    let replayed = HTTPFields.Element.Name("Idempotent-Replayed")!
    try await Application(router: server.router()).test(.router) { client in
      let first = try await client.execute(
        uri: "/v1/athletes", method: .post, headers: headers(coach, key: "k"),
        body: ByteBuffer(string: #"{"name": "bo"}"#)
      ) { response -> String in
        #expect(response.status == .created && response.headers[.cacheControl] == nil)
        return String(buffer: response.body)
      }
      try await client.execute(
        uri: "/v1/athletes", method: .post, headers: headers(coach, key: "k"),
        body: ByteBuffer(string: #"{"name": "bo"}"#)
      ) { #expect($0.status == .created && $0.headers[replayed] == "true" && String(buffer: $0.body) == first) }
    }
    let bo = try store.athlete("bo")
    #expect(bo.weeklyGoal == 3 && bo.timeZone == "UTC" && bo.language == nil)
  }

  @Test func whatCannotBeStoredIsRefusedAndNothingIsWritten() async throws {
    let (server, coach, reader, store) = try server()
    try await Application(router: server.router()).test(.router) { client in
      let refused: [(String, HTTPResponse.Status, String)] = [
        (#"{"sex": "F"}"#, .badRequest, "'name' is required"),
        (#"{"name": "-x"}"#, .badRequest, "starts with a letter"),
        (#"{"name": "zoe", "colour": "red"}"#, .badRequest, "unknown field 'colour'"),
        (#"{"name": "zoe", "weeklyGoal": 9}"#, .badRequest, "'weeklyGoal' must be 1…7"),
        (
          #"{"name": "zoe", "thresholds": {"functionalThresholdPower": 2000}}"#, .badRequest, "functionalThresholdPower"
        ),
        (#"{"name": "zoe", "timeZone": "Mars/Olympus"}"#, .badRequest, "IANA"),
        (#"{"name": "ana"}"#, .conflict, "exists"),
      ]
      for (body, status, says) in refused {
        try await client.execute(
          uri: "/v1/athletes", method: .post, headers: headers(coach), body: ByteBuffer(string: body)
        ) {
          #expect($0.status == status && String(buffer: $0.body).contains(says), "\(body): \(String(buffer: $0.body))")
        }
      }
      try await client.execute(
        uri: "/v1/athletes", method: .post, headers: headers(reader), body: ByteBuffer(string: #"{"name": "zoe"}"#)
      ) { #expect($0.status == .forbidden) }
    }
    #expect(try store.athletes().map(\.name) == ["ana"])
  }
}
#endif
