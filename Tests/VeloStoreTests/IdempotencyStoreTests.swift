import Foundation
import GRDB
import Testing
import VeloPipeline
import VeloScore
import _VeloTestSupport

@testable import VeloStore

/// Keys of `POST`s kept in the library, so that two servers on it agree.
@Suite struct IdempotencyStoreTests {
  func library() throws -> (AthleteStore, Int64, Int64) {
    let store = try emptyLibrary()
    let ana = try store.addAthlete(Athlete(name: "ana"))
    let (token, _) = try store.createToken(athleteId: nil, canWrite: true)
    return (store, token.id!, ana.id!)
  }

  @Test func aKeyRunsOnceThenAnswersWhatItAnswered() throws {
    let (store, token, ana) = try library()
    let t0 = 1_800_000_000.0
    let answer = StoredResponse(
      status: 201, contentType: "application/json", contentEncoding: nil, body: Data("{\"id\":1}".utf8))
    #expect(
      try store.beginIdempotentRequest(tokenId: token, key: "k1", fingerprint: "a", athleteId: ana, now: t0) == .started
    )
    #expect(
      try store.beginIdempotentRequest(tokenId: token, key: "k1", fingerprint: "a", athleteId: ana, now: t0 + 1)
        == .inProgress)
    #expect(
      try store.beginIdempotentRequest(tokenId: token, key: "k1", fingerprint: "b", athleteId: ana, now: t0 + 1)
        == .mismatch)
    try store.finishIdempotentRequest(tokenId: token, key: "k1", response: answer)
    #expect(
      try store.beginIdempotentRequest(tokenId: token, key: "k1", fingerprint: "a", athleteId: ana, now: t0 + 2)
        == .replay(answer))
    // Another token's key of the same name is another key.
    let (other, _) = try store.createToken(athleteId: ana, canWrite: true)
    #expect(
      try store.beginIdempotentRequest(tokenId: other.id!, key: "k1", fingerprint: "b", athleteId: ana, now: t0 + 2)
        == .started)
    // A day later the key is forgotten.
    #expect(
      try store.beginIdempotentRequest(tokenId: token, key: "k1", fingerprint: "b", athleteId: ana, now: t0 + 86_401)
        == .started)
  }

  @Test func aFailedOrAbandonedRequestFreesItsKey() throws {
    let (store, token, ana) = try library()
    let t0 = 1_800_000_000.0
    #expect(
      try store.beginIdempotentRequest(tokenId: token, key: "k", fingerprint: "a", athleteId: ana, now: t0) == .started)
    try store.abandonIdempotentRequest(tokenId: token, key: "k")
    #expect(
      try store.beginIdempotentRequest(tokenId: token, key: "k", fingerprint: "b", athleteId: ana, now: t0) == .started,
      "failed: the key is free")
    // A server that died mid-request: after ten minutes the key may run again.
    #expect(
      try store.beginIdempotentRequest(tokenId: token, key: "k", fingerprint: "b", athleteId: ana, now: t0 + 599)
        == .inProgress)
    #expect(
      try store.beginIdempotentRequest(tokenId: token, key: "k", fingerprint: "b", athleteId: ana, now: t0 + 601)
        == .started)
  }

  /// A kept answer naming an event that was deleted would send the client to a 404.
  @Test func deletingTheAthletesRecordsForgetsTheirKeptAnswers() throws {
    let (store, token, ana) = try library()
    let event = try store.addEvent(
      PlanEvent(athleteId: ana, date: LocalDate(year: 2027, month: 3, day: 1), name: "10K"))
    let answer = StoredResponse(
      status: 201, contentType: nil, contentEncoding: nil, body: Data("{\"id\": \(event.id!)}".utf8))
    _ = try store.beginIdempotentRequest(tokenId: token, key: "k", fingerprint: "a", athleteId: ana)
    try store.finishIdempotentRequest(tokenId: token, key: "k", response: answer)
    #expect(
      try store.beginIdempotentRequest(tokenId: token, key: "k", fingerprint: "a", athleteId: ana) == .replay(answer))
    try store.deleteEvent(id: event.id!, athleteId: ana)
    #expect(try store.beginIdempotentRequest(tokenId: token, key: "k", fingerprint: "a", athleteId: ana) == .started)
  }

  @Test func erasingTheAthleteOrTheTokenErasesTheKeptAnswers() throws {
    let (store, token, ana) = try library()
    let answer = StoredResponse(status: 201, contentType: nil, contentEncoding: nil, body: Data("ana's ride".utf8))
    _ = try store.beginIdempotentRequest(tokenId: token, key: "k", fingerprint: "a", athleteId: ana)
    try store.finishIdempotentRequest(tokenId: token, key: "k", response: answer)
    _ = try store.beginIdempotentRequest(tokenId: token, key: "other", fingerprint: "a", athleteId: nil)
    func kept() throws -> Int {
      try store.read { db in try db.scalar(Int.self, sql: "SELECT COUNT(*) FROM idempotentRequest") ?? -1 }
    }
    #expect(try kept() == 2)
    _ = try store.deleteAthlete(id: ana)
    #expect(try kept() == 1)
    try store.revokeToken(id: token)
    #expect(try kept() == 0)
  }
}
