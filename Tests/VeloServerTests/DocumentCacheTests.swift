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
@testable import VeloServer
import VeloStore
import _VeloTestSupport

/// Documents answered from memory while the athlete's revision holds, and
/// built again as soon as anything they show changes, by any process.
@Suite struct DocumentCacheTests {
  func entry(_ text: String) -> DocumentCache.Entry {
    DocumentCache.Entry(
      body: Data(text.utf8), contentType: "application/json", etag: ResponseNegotiation.etag(Data(text.utf8)))
  }

  @Test func anOlderRevisionIsDroppedAndTheLeastRecentlyUsedGoFirst() {
    let cache = DocumentCache(capacityBytes: 4 * 1024)
    let week = DocumentCache.Key(athleteId: 1, revision: 7, today: 20_000, uri: "/v1/athletes/ana/week")
    cache.keep(entry("old"), for: week)
    var newer = week
    newer.revision = 8
    cache.keep(entry("new"), for: newer)
    #expect(cache.entry(week) == nil && cache.entry(newer)?.body == Data("new".utf8))
    cache.keep(entry("late"), for: week)
    #expect(cache.entry(week) == nil, "a document of a revision older than one kept is not kept")
    // 256 + 3 bytes each: the capacity holds 15; the first kept and never read again goes first.
    for k in 0..<20 {
      var key = newer
      key.athleteId = Int64(100 + k)
      cache.keep(entry("doc"), for: key)
      _ = cache.entry(newer)
    }
    #expect(cache.count.bytes <= 4 * 1024 && cache.entry(newer) != nil)
    #expect(cache.entry(DocumentCache.Key(athleteId: 100, revision: 8, today: 20_000, uri: week.uri)) == nil)
    #expect(DocumentCache(capacityBytes: 0).count.documents == 0)
  }

  @Test func aDocumentIsKeptUntilAnotherProcessChangesWhatItShows() async throws {
    let directory = try makeTemporaryDirectory().appendingPathComponent("lib")
    let store = try AthleteStore(directory: directory, create: true)
    let ana = try store.addAthlete(Athlete(name: "ana"), thresholds: [.ftp: 250])
    let (_, token) = try store.createToken(athleteId: ana.id, canWrite: false)
    _ = try store.ingest(
      upload: Data("date,sport,minutes,load\n2026-11-16,running,45,50\n".utf8), name: "a.csv", athlete: ana)
    _ = try store.recompute(athleteId: ana.id!)
    let server = APIServer(library: Library(store), host: "127.0.0.1", port: 0, logger: Logger(label: "test"))
    let auth: HTTPFields = [.authorization: "Bearer \(token)"]
    try await Application(router: server.router()).test(.router) { client in
      func pmc() async throws -> (String, String?) {
        try await client.execute(uri: "/v1/athletes/ana/pmc", method: .get, headers: auth) {
          (String(buffer: $0.body), $0.headers[.eTag])
        }
      }
      let (first, tag) = try await pmc()
      #expect(first.contains("\"ctl\""))
      // A derived row edited behind the store's back (no trigger on derived rows): the kept document still answers.
      let raw = try DatabaseQueue(path: directory.appendingPathComponent(AthleteStore.fileName).path)
      try await raw.write { db in try db.execute(sql: "UPDATE dailyMetric SET load = 77") }
      let (again, sameTag) = try await pmc()
      #expect(again == first && sameTag == tag, "answered from memory")
      // Another process on the same library adds an event: every document of ana is built again.
      let other = try AthleteStore(directory: directory)
      _ = try other.addEvent(
        PlanEvent(athleteId: ana.id!, date: LocalDate(year: 2026, month: 12, day: 6), name: "10K"))
      let (rebuilt, newTag) = try await pmc()
      #expect(rebuilt.contains("\"load\" : 77,") && newTag != tag, "built again after the change: \(rebuilt)")
      try await client.execute(uri: "/v1/athletes/ana/plan/events", method: .get, headers: auth) {
        #expect(String(buffer: $0.body).contains("10K"))
      }
    }
  }
}
#endif
