import Foundation
import Testing
import VeloIO
import VeloPipeline
import VeloScore
import VeloStore
import _VeloTestSupport

@testable import VeloEngine

/// Every file `batch` writes for athletes whose ids look like numbers, special
/// floats or JSON literals reads back with the ids as text (athlete names
/// allow letters, digits, spaces and _ - . ' only).
@Suite struct BatchContractTests {
  static let hostileIds = [
    "007", "nan", "inf", "Infinity", "1e5", "1e-5", "0x1F", "1.0", "1.", "true", "null", "O'Brien", "two words",
    "ñandú",
  ]

  /// A dataset folder: one athlete per hostile id, each with one hand-logged workout.
  func hostileDataset() throws -> String {
    let root = try makeTemporaryDirectory().appendingPathComponent("ds")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    var roster = "id,ftp_w,time_zone\n"
    for id in Self.hostileIds {
      roster += csvField(id) + ",250,America/Mexico_City\n"
      let folder = root.appendingPathComponent(id)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data("start_time,sport,duration_s,tss\n2026-11-02T07:00:00-06:00,cycling,3600,72.5\n".utf8)
        .write(to: folder.appendingPathComponent("workouts.csv"))
    }
    try Data(roster.utf8).write(to: root.appendingPathComponent("athletes.csv"))
    return root.path
  }

  @Test func everyJSONFileParsesStrictlyWithTheIdsAsText() throws {
    let dataset = try DatasetFolder(root: try hostileDataset())
    #expect(dataset.roster.map(\.name).sorted() == Self.hostileIds.sorted())
    let out = try makeTemporaryDirectory().appendingPathComponent("out").path
    let problems = try BatchScoring.run(dataset.roster, in: dataset, out: out, format: .json, jobs: 2)
    #expect(problems.isEmpty)
    let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    #expect(files.count == 2 * Self.hostileIds.count)
    for name in files {
      let data = try Data(contentsOf: URL(fileURLWithPath: out).appendingPathComponent(name))
      // JSONSerialization rejects NaN, Infinity, leading zeros and bare words.
      let rows = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]], "\(name)")
      #expect(rows.count >= 1, "\(name)")
      for row in rows {
        let id = try #require(row["athlete"] as? String, "\(name): athlete must be a string")
        #expect(Self.hostileIds.contains(id))
        #expect(name.hasPrefix(SafeName.pathComponent(id) + "."))
        if name.hasSuffix(".days.json") {
          #expect(row["date"] is String)
          #expect(row["ctl"] is NSNumber)
          #expect(row["recovery"] is NSNull)
        } else {
          #expect((row["load"] as? NSNumber)?.doubleValue == 72.5)
          // 2026-11-02T13:00:00Z (Python: datetime(2026, 11, 2, 13, tzinfo=timezone.utc).timestamp())
          #expect((row["start_time"] as? NSNumber)?.doubleValue == 1_793_624_400)
          #expect(row["activity"] is NSNumber)
        }
      }
    }
  }

  @Test func csvQuotesWhatNeedsItAndReadsBack() throws {
    let dataset = try DatasetFolder(root: try hostileDataset())
    let out = try makeTemporaryDirectory().appendingPathComponent("out").path
    #expect(try BatchScoring.run(dataset.roster, in: dataset, out: out, format: .csv, jobs: 1).isEmpty)
    for id in Self.hostileIds {
      let path = (out as NSString).appendingPathComponent(SafeName.pathComponent(id) + ".activities.csv")
      var ids: [String] = []
      try CSVScanner(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path).forEachRow {
        ids.append(csvText($0.text(0)))
      }
      #expect(ids == ["athlete", id])
    }
  }

  @Test func columnTypesDecideTheJSONNotTheCellText() throws {
    var table = BatchTable(name: "t", columns: ["name", "x", "n", "day"], kinds: [.string, .double, .int64, .date])
    table.rows = [["12", "1.500000", "7", "2026-01-05"], ["", "", "", ""]]
    let rows = try #require(try JSONSerialization.jsonObject(with: table.json()) as? [[String: Any]])
    #expect(rows[0]["name"] as? String == "12")
    #expect((rows[0]["x"] as? NSNumber)?.doubleValue == 1.5)
    #expect((rows[0]["n"] as? NSNumber)?.int64Value == 7)
    #expect(rows[0]["day"] as? String == "2026-01-05")
    #expect(rows[1].values.allSatisfy { $0 is NSNull })
    // Same rows, same bytes.
    #expect(try table.json() == table.json())
  }

  @Test func anUnknownOnlyNameIsAFailureOfTheInput() throws {
    let dataset = try DatasetFolder(root: try hostileDataset())
    #expect(throws: Failure.self) { try BatchScoring.athletes(of: dataset, only: ["nobody"]) }
    do { _ = try BatchScoring.athletes(of: dataset, only: ["nobody"]) } catch let f as Failure {
      #expect(f.kind == .invalidInput && f.kind.exitCode == 65)
      #expect(f.message.contains("'nobody'"))
    }
    #expect(try BatchScoring.athletes(of: dataset, only: ["007"]).map(\.name) == ["007"])
  }
}
