import Foundation
import GRDB
import Testing
import _VeloTestSupport

/// One flipped bit in a library's migration records: every command says "damaged" (74) and
/// `check` reports what, where it exited 1 with `duplicate column name: workout` and wrote a backup
/// on each attempt.
@Suite struct DamagedMigrationRecordCLITests {
  @Test func everyCommandSaysDamagedAndCheckSaysWhat() throws {
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib")
    _ = try veloscore("athlete", "add", "ana", "--library", lib.path)
    let queue = try DatabaseQueue(path: lib.appendingPathComponent("library.sqlite").path)
    try queue.write { db in
      try db.execute(
        sql: "UPDATE grdb_migrations SET identifier = 'v13-plannedWorkouu' WHERE identifier = 'v13-plannedWorkout'")
    }
    try queue.close()
    let list = try veloscore("athlete", "list", "--library", lib.path)
    #expect(list.status == 74 && list.stderr.contains("damaged"), "\(list.status) \(list.stderr)")
    let check = try veloscore("check", "--library", lib.path)
    #expect(check.status == 74 && check.stdout.contains("DAMAGED"), "\(check.stdout) \(check.stderr)")
    #expect(check.stdout.contains("'v13-plannedWorkouu' is no migration of this version"))
    let files = try FileManager.default.contentsOfDirectory(atPath: lib.path)
    #expect(!files.contains { $0.contains(".bak") }, "\(files)")
  }
}
