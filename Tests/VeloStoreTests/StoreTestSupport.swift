import Foundation
import VeloIO
import VeloPipeline
import VeloScore
import _VeloTestSupport

@testable import VeloStore

/// The PostgreSQL database the store tests run on instead of SQLite
/// (`make test` sets it, to a private cluster it starts).
let testDatabase = ProcessInfo.processInfo.environment["VELOSCORE_TEST_DATABASE"].flatMap { $0.isEmpty ? nil : $0 }

/// A fresh, empty library on the backend under test: a temporary folder, or,
/// with ``testDatabase``, a schema of its own in that database.
func emptyLibrary() throws -> AthleteStore {
  guard let url = testDatabase else {
    return try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
  }
  let schema = "t" + UUID().uuidString.lowercased().filter { $0.isLetter || $0.isNumber }.prefix(20)
  return try AthleteStore(postgresURL: url + (url.contains("?") ? "&" : "?") + "schema=" + schema, create: true)
}

/// The same library opened again, as another process would (its own connections).
func reopen(_ store: AthleteStore) throws -> AthleteStore {
  #if PostgreSQL
  if let postgres = store.backend as? PostgresBackend { return try AthleteStore(postgresURL: postgres.url) }
  #endif
  return try AthleteStore(directory: try require(store.directory))
}

/// A fresh library with the sample's athlete-01.
func sampleLibrary(files: [String]? = nil) throws -> (AthleteStore, Athlete) {
  let store = try emptyLibrary()
  let entry = try require(try AthleteRosterCSV.read(path: Repository.path("datasets/sample/athletes.csv")).first)
  var athlete = Athlete(name: entry.name, sex: entry.sex, birthYear: entry.birthYear, timeZone: entry.timeZone ?? "UTC")
  athlete = try store.addAthlete(
    athlete,
    thresholds: Dictionary(
      uniqueKeysWithValues: entry.thresholds.compactMap { k, v in Threshold.Kind(rawValue: k).map { ($0, v) } }))
  let dataset = try DatasetFolder(root: Repository.path("datasets/sample"))
  _ = try store.ingest(paths: files ?? dataset.files(for: entry.name), athlete: athlete)
  return (store, athlete)
}

struct TestRequireError: Error {}
func `require`<T>(_ value: T?) throws -> T {
  guard let value else { throw TestRequireError() }
  return value
}
