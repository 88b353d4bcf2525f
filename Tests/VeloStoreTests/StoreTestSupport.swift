import Foundation
import VeloIO
import VeloScore
import _VeloTestSupport

@testable import VeloStore

/// A fresh library in a temporary directory with the sample's athlete-01.
func sampleLibrary(files: [String]? = nil) throws -> (AthleteStore, Athlete) {
  let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
  let entry = try require(try AthleteRosterCSV.read(path: Repository.path("datasets/sample/athletes.csv")).first)
  var athlete = Athlete(name: entry.name, sex: entry.sex, birthYear: entry.birthYear, timeZone: entry.timeZone ?? "UTC")
  athlete = try store.addAthlete(athlete, thresholds: Dictionary(uniqueKeysWithValues: entry.thresholds.compactMap { k, v in Threshold.Kind(rawValue: k).map { ($0, v) } }))
  let dataset = try DatasetFolder(root: Repository.path("datasets/sample"))
  _ = try store.ingest(paths: files ?? dataset.files(for: entry.name), athlete: athlete)
  return (store, athlete)
}

struct TestRequireError: Error {}
func `require`<T>(_ value: T?) throws -> T {
  guard let value else { throw TestRequireError() }
  return value
}
