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
import VeloScore
import VeloServer
import VeloStore
import _VeloTestSupport

/// The handlers in process (Hummingbird's router test client), for what
/// took the server down or answered wrongly in the audit.
@Suite struct APIHandlerTests {
  /// A library with athlete `ana` (an FTP only, as the README adds one) and a write token.
  func server() throws -> (APIServer, String, AthleteStore) {
    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(Athlete(name: "ana"), thresholds: [.ftp: 250])
    let (_, token) = try store.createToken(athleteId: ana.id, canWrite: true)
    return (APIServer(library: Library(store), host: "127.0.0.1", port: 0, logger: Logger(label: "test")), token, store)
  }

  func auth(_ token: String) -> HTTPFields { [.authorization: "Bearer \(token)"] }

  /// A heart rate of 1e19 in an upload trapped in threshold estimation and
  /// killed the server for every client.
  @Test func anUploadWithAHeartRateOf1e19IsStored() async throws {
    let (server, token, _) = try server()
    let csv = "time,heart_rate\n" + (0..<600).map { "\($0),\($0 == 300 ? "1e19" : "150")\n" }.joined()
    try await Application(router: server.router()).test(.router) { client in
      try await client.execute(
        uri: "/v1/athletes/ana/activities?name=2026-01-05.csv", method: .post, headers: auth(token),
        body: ByteBuffer(string: csv)
      ) {
        #expect($0.status == .created, "\(String(buffer: $0.body))")
      }
      try await client.execute(uri: "/healthz", method: .get) { #expect($0.status == .ok) }
    }
  }

  /// Undeclared methods answered 404.
  @Test func undeclaredMethodsAre405WithAllow() async throws {
    let (server, token, _) = try server()
    try await Application(router: server.router()).test(.router) { client in
      for method in [HTTPRequest.Method.delete, .put, HTTPRequest.Method("QUERY")!] {
        try await client.execute(uri: "/v1/athletes/ana/activities", method: method, headers: auth(token)) {
          #expect($0.status == .methodNotAllowed && $0.headers[.allow] == "GET, POST", "\(method): \($0.status)")
        }
      }
      try await client.execute(uri: "/v1/athletes/ana/nothing-here", method: .delete, headers: auth(token)) {
        #expect($0.status == .notFound)
      }
    }
  }

  /// Storage faults were 500s (or raw errors): a library `check` found damaged refuses writes with 503.
  @Test func aDamagedLibraryIs503() async throws {
    let (server, token, store) = try server()
    _ = FileManager.default.createFile(atPath: try #require(store.damageMarker).path, contents: Data("test\n".utf8))
    try await Application(router: server.router()).test(.router) { client in
      try await client.execute(
        uri: "/v1/athletes/ana/activities?name=x.csv", method: .post, headers: auth(token),
        body: ByteBuffer(string: "time,power\n0,100\n1,100\n")
      ) {
        #expect(
          $0.status == .serviceUnavailable && String(buffer: $0.body).contains("the library is damaged"),
          "\($0.status) \(String(buffer: $0.body))")
      }
      try await client.execute(uri: "/v1/athletes/ana/activities", method: .get, headers: auth(token)) {
        #expect($0.status == .ok)
      }
    }
  }

  /// One door: an upload passes the health check `ingest` makes before it writes, so a library
  /// whose rows contradict each other (found by SQLite's quick and foreign-key checks, no `check`
  /// run yet) refuses the upload as it refuses the CLI's ingest; reads go on.
  @Test func anUploadIsRefusedByTheIngestsHealthCheck() async throws {
    let (server, token, store) = try server()
    try Self.addThresholdOfNoAthlete(store)
    let ride = "time,power\n0,100\n1,100\n"
    let path = try makeTemporaryDirectory().appendingPathComponent("2026-12-01.csv").path
    try ride.write(toFile: path, atomically: true, encoding: .utf8)
    var ingest = LibraryIngest(library: Library(store), athlete: "ana")
    #expect { _ = try ingest.run([path]) } throws: { FailureKind.of($0) == .storageFailed }
    try await Application(router: server.router()).test(.router) { client in
      try await client.execute(
        uri: "/v1/athletes/ana/activities?name=x.csv", method: .post, headers: auth(token),
        body: ByteBuffer(string: ride)
      ) {
        let body = String(buffer: $0.body)
        #expect(
          $0.status == .serviceUnavailable && body.contains("the library is damaged")
            && body.contains("nothing was stored"),
          "\($0.status) \(body)")
      }
      try await client.execute(uri: "/v1/athletes/ana/activities", method: .get, headers: auth(token)) {
        #expect($0.status == .ok)
      }
    }
    #expect(try store.activities(athleteId: try #require(try store.athletes().first?.id)).isEmpty)
  }

  /// A threshold row of an athlete the library does not have, written past the foreign keys.
  static func addThresholdOfNoAthlete(_ store: AthleteStore) throws {
    let file = try #require(store.directory).appendingPathComponent(AthleteStore.fileName).path
    let db = try DatabaseQueue(path: file)
    try db.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA foreign_keys = OFF")
      try db.execute(
        sql: "INSERT INTO threshold (athleteId, kind, sport, effectiveFrom, value) VALUES (999, 'ftp', '', ?, 250)",
        arguments: [Threshold.always.description])
    }
    try db.close()
  }

  /// An activity read over the API carries its grade against the day's planned workout.
  @Test func anActivityIsGradedAgainstThePlannedWorkout() async throws {
    let (server, token, store) = try server()
    let ana = try #require(try store.athletes().first)
    let workout = try StructuredWorkout(text: "10m 55%\n5x 4m 108% 3m 55%\n10m 50%")
    _ = try store.addPlannedSessions([
      PlannedSession(athleteId: ana.id!, date: LocalDate(year: 2026, month: 12, day: 1), workout: workout)
    ])
    // Done as prescribed after 2 minutes of riding, 5 W off target on alternate seconds.
    let pieces: [(Int, Double)] =
      [(120, 100), (600, 137.5)] + Array(repeating: [(240, 270.0), (180, 137.5)], count: 5).flatMap { $0 } + [
        (600, 125)
      ]
    var text = "time,power\n"
    var t = 0
    for (n, w) in pieces {
      for i in 0..<n {
        text += "\(t),\(w + (i % 2 == 0 ? 5 : -5))\n"
        t += 1
      }
    }
    let csv = text
    try await Application(router: server.router()).test(.router) { client in
      try await client.execute(
        uri: "/v1/athletes/ana/activities?name=2026-12-01.csv", method: .post, headers: auth(token),
        body: ByteBuffer(string: csv)
      ) {
        #expect($0.status == .created, "\(String(buffer: $0.body))")
      }
      let id = try #require(try store.activities(athleteId: ana.id!, ActivityFilter()).first?.id)
      try await client.execute(uri: "/v1/athletes/ana/activities/\(id)", method: .get, headers: auth(token)) {
        let body = try JSONSerialization.jsonObject(with: Data(buffer: $0.body)) as? [String: Any]
        let compliance = body?["workoutCompliance"] as? [String: Any]
        #expect(compliance?["offsetSeconds"] as? Int == 120)
        #expect(compliance?["complianceScore"] as? Double == 100, "\(String(describing: compliance))")
      }
    }
  }
}
#endif
