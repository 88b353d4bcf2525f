import Foundation
import Testing
import VeloKernels
import VeloPipeline
import VeloScore
import _VeloTestSupport

@testable import VeloStore

/// Days computed outside the write are stored only if the athlete's history
/// did not change meanwhile (`athlete.revision`).
@Suite struct RecomputeRevisionTests {
  @Test func daysComputedBeforeAChangeAreComputedAgain() throws {
    let store = try emptyLibrary()
    let ana = try store.addAthlete(Athlete(name: "ana", timeZone: "UTC"), thresholds: [.ftp: 250])
    let first = try makeTemporaryDirectory().appendingPathComponent("a.csv")
    let second = try makeTemporaryDirectory().appendingPathComponent("b.csv")
    try "date,sport,minutes,load\n2026-11-16,running,45,50\n".write(to: first, atomically: true, encoding: .utf8)
    try "date,sport,minutes,load\n2026-11-18,running,60,80\n".write(to: second, atomically: true, encoding: .utf8)
    _ = try store.ingest(paths: [first.path], athlete: ana)
    _ = try store.writeTransaction { db in
      try store.markDirty(db, athleteId: ana.id!, from: LocalDate(year: 2026, month: 11, day: 16))
    }

    let stale = try #require(try store.computeStaleDays(athleteId: ana.id!))
    #expect(stale.rows.map(\.load) == [50])
    // Another writer adds a workout before the computed days are stored.
    _ = try store.writeTransaction { db in
      try db.execute(sql: "UPDATE activity SET load = 70 WHERE athleteId = ?", arguments: [ana.id!])
      try store.markDirty(db, athleteId: ana.id!, from: LocalDate(year: 2026, month: 11, day: 16))
    }
    _ = try store.store(stale)
    #expect(try store.days(athleteId: ana.id!).map(\.load) == [70], "the stale snapshot was not stored")

    // Unchanged since the snapshot: stored as computed.
    _ = try store.ingest(paths: [second.path], athlete: ana)
    let days = try store.days(athleteId: ana.id!).map(\.load)
    #expect(days == [70, 0, 80], "\(days)")
    #expect(try store.computeStaleDays(athleteId: ana.id!) == nil, "nothing stale after a recompute")
  }

  /// Two processes (replicas) recomputing after one change, at once: the days
  /// are written by one of them; the other finds them current and writes none.
  @Test func twoProcessesRecomputingAfterAChangeWriteTheDaysOnce() throws {
    let (store, athlete) = try sampleLibrary()
    let other = try reopen(store)
    for round in 0..<4 {
      let rescored = try store.setThreshold(
        athleteId: athlete.id!, kind: .ftp, value: 240 + 5 * Double(round),
        from: LocalDate(year: 2026, month: 10, day: 1))
      #expect(rescored > 0)
      let written = concurrentMap([store, other], jobs: 2) { s in (try? s.recompute(athleteId: athlete.id!)) ?? -1 }
      #expect(
        written.filter { $0 > 0 }.count == 1 && written.contains(0),
        "round \(round): rows written by each process \(written)")
    }
  }
}
