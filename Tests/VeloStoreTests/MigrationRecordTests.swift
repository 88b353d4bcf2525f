import Foundation
import GRDB
import Testing
import _VeloTestSupport

@testable import VeloStore

/// A library whose record of applied migrations is damaged is "damaged" (74), with no migration
/// run again and no backup written on each attempt (one flipped bit made every command exit 1 with
/// `duplicate column name: workout` and write another `.bak`); a newer version's is said to be one.
@Suite struct MigrationRecordTests {
  func library(_ change: String) throws -> URL {
    let dir = try makeTemporaryDirectory().appendingPathComponent("lib")
    _ = try AthleteStore(directory: dir, create: true)
    let queue = try DatabaseQueue(path: dir.appendingPathComponent(AthleteStore.fileName).path)
    try queue.write { db in try db.execute(sql: change) }
    try queue.close()
    return dir
  }

  @Test(arguments: [
    (
      "UPDATE grdb_migrations SET identifier = 'v13-plannedWorkouu' WHERE identifier = 'v13-plannedWorkout'",
      "'v13-plannedWorkouu' is no migration of this version"
    ),
    ("DELETE FROM grdb_migrations WHERE identifier = 'v13-plannedWorkout'", "'v13-plannedWorkout' is missing"),
  ])
  func aDamagedRecordIsDamage(change: String, says: String) throws {
    let dir = try library(change)
    for _ in 0..<2 {
      #expect {
        _ = try AthleteStore(directory: dir)
      } throws: { error in
        guard case .corrupt(_, let message) = error as? StoreError else { return false }
        return message.contains("record of schema migrations is damaged") && message.contains(says)
      }
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
    #expect(!files.contains { $0.contains(".bak") }, "\(files)")
  }

  @Test func aNewerVersionsLibraryIsSaidToBeOne() throws {
    let dir = try library("INSERT INTO grdb_migrations (identifier) VALUES ('v99-fromTheFuture')")
    #expect {
      _ = try AthleteStore(directory: dir)
    } throws: { error in
      guard case .readOnly(let message) = error as? StoreError else { return false }
      return message.contains("newer veloscore") && message.contains("v99-fromTheFuture")
    }
  }

  @Test func recordsAreAFirstPartOfTheList() throws {
    let known = StoreSchema.migrator.migrations
    try StoreSchema.checkMigrationRecords(Array(known.prefix(5)), path: "p")
    try StoreSchema.checkMigrationRecords(known, path: "p")
    #expect(throws: StoreError.self) { try StoreSchema.checkMigrationRecords(Array(known.dropFirst()), path: "p") }
  }
}
