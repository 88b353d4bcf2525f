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

  /// The lines of every part file of `table` under `out`, in part order.
  func partLines(_ out: String, _ table: String, _ ext: String) throws -> [String] {
    let folder = out + "/" + table
    return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix("." + ext) }.sorted()
      .flatMap {
        try String(contentsOfFile: folder + "/" + $0, encoding: .utf8).split(separator: "\n").map(String.init)
      }
  }

  @Test func everyJSONLineParsesStrictlyWithTheIdsAsText() throws {
    let dataset = try DatasetFolder(root: try hostileDataset())
    #expect(dataset.roster.map(\.name).sorted() == Self.hostileIds.sorted())
    let out = try makeTemporaryDirectory().appendingPathComponent("out").path
    let problems = try BatchScoring.run(dataset.roster, in: dataset, out: out, format: .json, jobs: 2)
    #expect(problems.isEmpty)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out).sorted() == ["_schema.json", "activities", "days"])
    for table in ["days", "activities"] {
      let lines = try partLines(out, table, "ndjson")
      #expect(lines.count >= Self.hostileIds.count, "\(table)")
      var ids: [String] = []
      for line in lines {
        // JSONSerialization rejects NaN, Infinity, leading zeros and bare words.
        let row = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        let id = try #require(row["athlete"] as? String, "\(table): athlete must be a string")
        ids.append(id)
        if table == "days" {
          #expect(row["date"] is String)
          #expect(row["ctl"] is NSNumber)
          #expect(row["recovery"] is NSNull)
          // A day whose one workout was logged without a distance has none, not 0; its time is known.
          if (row["activities"] as? NSNumber)?.intValue == 1 {
            #expect(row["distance_m"] is NSNull && (row["duration_s"] as? NSNumber)?.doubleValue == 3600)
          }
        } else {
          #expect((row["load"] as? NSNumber)?.doubleValue == 72.5)
          // 2026-11-02T13:00:00Z (Python: datetime(2026, 11, 2, 13, tzinfo=timezone.utc).timestamp())
          #expect((row["start_time"] as? NSNumber)?.doubleValue == 1_793_624_400)
          #expect(row["activity"] is NSNumber)
        }
      }
      // Athletes in id order by UTF-8 bytes (Python's sorted()), each once.
      #expect(Array(Set(ids)).count == Self.hostileIds.count)
      let firstSeen = ids.enumerated().filter { $0.offset == 0 || ids[$0.offset - 1] != $0.element }.map(\.element)
      #expect(firstSeen == Self.hostileIds.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }
  }

  @Test func csvQuotesWhatNeedsItAndReadsBack() throws {
    let dataset = try DatasetFolder(root: try hostileDataset())
    let out = try makeTemporaryDirectory().appendingPathComponent("out").path
    #expect(try BatchScoring.run(dataset.roster, in: dataset, out: out, format: .csv, jobs: 1).isEmpty)
    let path = out + "/activities/part-00000.csv"
    var ids: [String] = []
    try CSVScanner(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path).forEachRow {
      ids.append(csvText($0.text(0)))
    }
    #expect(ids == ["athlete"] + Self.hostileIds.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
  }

  @Test func columnTypesDecideTheJSONNotTheCellText() throws {
    var table = BatchTable(name: "t", columns: ["name", "x", "n", "day"], kinds: [.string, .double, .int64, .date])
    table.rows = [
      [.text("12"), .number(1.5), .integer(7), .day(LocalDate(year: 2026, month: 1, day: 5))],
      [.none, .of(.nan), .none, .none], [.text("a\"b\\c\n\u{1}"), .of(6900), .integer(-1), .none],
    ]
    let lines = table.jsonLines().split(separator: 0x0A).map { Data($0) }
    #expect(lines.count == 3)
    let rows = try lines.map { try #require(try JSONSerialization.jsonObject(with: $0) as? [String: Any]) }
    #expect(rows[0]["name"] as? String == "12")
    #expect((rows[0]["x"] as? NSNumber)?.doubleValue == 1.5)
    #expect((rows[0]["n"] as? NSNumber)?.int64Value == 7)
    #expect(rows[0]["day"] as? String == "2026-01-05")
    #expect(rows[1].values.allSatisfy { $0 is NSNull })
    #expect(rows[2]["name"] as? String == "a\"b\\c\n\u{1}")
    // Keys in column order; a whole double keeps its fraction, as in CSV.
    #expect(String(decoding: lines[2], as: UTF8.self).hasPrefix(#"{"name":"a\"b\\c\n\u0001","x":6900.0,"#))
    #expect(table.csvLines() == "12,1.5,7,2026-01-05\n,,,\n\"a\"\"b\\c\n\u{1}\",6900.0,-1,\n")
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
