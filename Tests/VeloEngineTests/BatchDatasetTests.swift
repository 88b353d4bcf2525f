import Foundation
import Testing
import VeloIO
import VeloKernels
import VeloScore
import _VeloTestSupport

@testable import VeloEngine

/// The folder `batch` writes: a folder per table of part files holding a fixed
/// number of athletes in id order, the same bytes with any number of jobs, an
/// earlier run's parts replaced and nothing else touched.
@Suite struct BatchDatasetTests {
  func files(_ out: String) throws -> [String: Data] {
    var all: [String: Data] = [:]
    for table in ["days", "activities"] {
      for name in try FileManager.default.contentsOfDirectory(atPath: out + "/" + table) {
        all[table + "/" + name] = try Data(contentsOf: URL(fileURLWithPath: out + "/" + table + "/" + name))
      }
    }
    all["_schema.json"] = try Data(contentsOf: URL(fileURLWithPath: out + "/_schema.json"))
    return all
  }

  @Test(arguments: BatchFormat.allCases) func sameBytesWithAnyJobsAndPartsOfFixedAthletes(format: BatchFormat) throws {
    let dataset = try DatasetFolder(root: try BatchContractTests().hostileDataset())
    let tmp = try makeTemporaryDirectory()
    let one = tmp.appendingPathComponent("one").path
    let three = tmp.appendingPathComponent("three").path
    #expect(
      try BatchScoring.run(dataset.roster, in: dataset, out: one, format: format, jobs: 1, athletesPerFile: 4).isEmpty)
    // Another roster order and three workers: the same parts, byte for byte.
    #expect(
      try BatchScoring.run(
        dataset.roster.reversed(), in: dataset, out: three, format: format, jobs: 3, athletesPerFile: 4
      )
      .isEmpty)
    let written = try files(one)
    #expect(written == (try files(three)))
    // 14 athletes, 4 to a part: 4 parts per table.
    let ext = format.fileExtension
    #expect(
      written.keys.sorted()
        == ["_schema.json"] + ["activities", "days"].flatMap { t in (0..<4).map { "\(t)/part-0000\($0).\(ext)" } })
    if format == .parquet {
      for (name, bytes) in written where name.hasSuffix(".parquet") {
        #expect(bytes.prefix(4) == Data("PAR1".utf8) && bytes.suffix(4) == Data("PAR1".utf8), "\(name)")
      }
    }
  }

  @Test func anEarlierRunsPartsAreReplacedAndNothingElseIsTouched() throws {
    let dataset = try DatasetFolder(root: try BatchContractTests().hostileDataset())
    let out = try makeTemporaryDirectory().appendingPathComponent("out").path
    try FileManager.default.createDirectory(atPath: out + "/days", withIntermediateDirectories: true)
    for stale in ["part-00009.parquet", "part-00003.csv", "part-00000.ndjson"] {
      try Data("stale".utf8).write(to: URL(fileURLWithPath: out + "/days/" + stale))
    }
    for mine in ["notes.txt", "part-1.csv", "part-000001.csv", "part-00001.csv.bak"] {
      try Data("mine".utf8).write(to: URL(fileURLWithPath: out + "/days/" + mine))
    }
    #expect(try BatchScoring.run(dataset.roster, in: dataset, out: out, format: .csv, jobs: 2).isEmpty)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out + "/days").sorted()
        == ["notes.txt", "part-00000.csv", "part-000001.csv", "part-00001.csv.bak", "part-1.csv"])
  }

  @Test func partNamesAreTheOnlyNamesReplaced() {
    #expect(BatchDataset.partName(0, format: .json) == "part-00000.ndjson")
    #expect(BatchDataset.partName(12345, format: .parquet) == "part-12345.parquet")
    #expect(BatchDataset.isPartName("part-00042.csv") && BatchDataset.isPartName("part-99999.parquet"))
    for other in ["part-0004.csv", "part-00042.json", "part-0004a.csv", ".part-00042.csv", "part-00042.csv.tmp"] {
      #expect(!BatchDataset.isPartName(other), "\(other)")
    }
  }

  @Test func theSchemaFileNamesEveryColumnAndItsTypeInTheFilesFormat() throws {
    for format in BatchFormat.allCases {
      let document = try #require(
        try JSONSerialization.jsonObject(with: BatchContract.schemaDocument(format: format)) as? [String: Any])
      #expect(document["contract"] as? Int == BatchContract.version && document["format"] as? String == format.rawValue)
      let tables = try #require(document["tables"] as? [String: [String: Any]])
      for (name, table) in tables {
        let columns = try #require(table["columns"] as? [[String: String]])
        #expect(columns.map { $0["name"]! } == BatchContract.schema(of: name).columns)
        #expect(table["files"] as? String == "\(name)/part-*.\(format.fileExtension)")
      }
      let start = try #require(
        (tables["activities"]?["columns"] as? [[String: String]])?.first { $0["name"] == "start_time" })
      #expect(start["type"] == (format == .parquet ? "timestamp[ms, tz=UTC]" : "int64"))
    }
  }

  /// A 10,000-athlete run writes 10 part files per table and the schema file (it wrote 20,000 files).
  @Test func tenThousandAthletesMakeTwentyOneFiles() throws {
    let out = try makeTemporaryDirectory().appendingPathComponent("out").path
    let writer = try BatchDataset(out: out, format: .parquet, athletes: 10_000, athletesPerFile: 1000, jobs: 2)
    _ = concurrentMap(10_000, jobs: 2) { k in
      var days = BatchContract.schema(of: "days")
      days.rows = [
        [.text("athlete-\(k)"), .day(LocalDate(year: 2026, month: 1, day: 1))]
          + Array(repeating: BatchCell.none, count: days.columns.count - 2)
      ]
      writer.add(k, [days, BatchContract.schema(of: "activities")])
    }
    try writer.finish()
    var files: [String] = []
    for table in ["days", "activities"] {
      files += try FileManager.default.contentsOfDirectory(atPath: out + "/" + table).map { table + "/" + $0 }
    }
    #expect(
      files.count == 20 && files.contains("days/part-00009.parquet") && files.contains("activities/part-00000.parquet"))
    #expect(FileManager.default.fileExists(atPath: out + "/_schema.json"))
  }

  /// `python/veloscore/contract.json` is the contract the engine writes as
  /// `_schema.json` (Parquet form): the Python package and the Spark job read
  /// it instead of restating the columns.
  /// `VELOSCORE_WRITE_CONTRACT=1 swift test --filter BatchDatasetTests` rewrites it.
  @Test func thePythonPackagesContractIsCurrent() throws {
    let path = Repository.path("python/veloscore/contract.json")
    let data = try BatchContract.schemaDocument(format: .parquet)
    if ProcessInfo.processInfo.environment["VELOSCORE_WRITE_CONTRACT"] == "1" {
      try data.write(to: URL(fileURLWithPath: path))
    }
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: path)) == data,
      "python/veloscore/contract.json is stale: VELOSCORE_WRITE_CONTRACT=1 swift test --filter BatchDatasetTests")
  }
}
