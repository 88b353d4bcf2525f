import Foundation
import Testing
import VeloPipeline
import VeloScore

@testable import VeloStore

/// Records cross to SQL through their Codable conformance: every column written
/// (an absent value as NULL, so an update clears it), enums by raw value, dates
/// as ISO text, a nested value as sorted JSON, and a stored value of the wrong
/// kind an error naming its column.
@Suite struct SQLRowCodingTests {
  @Test func everyColumnIsWrittenAndAbsentOnesAreNull() throws {
    var session = PlannedSession(
      athleteId: 3, date: LocalDate(year: 2026, month: 12, day: 1), sport: "cycling", load: 80)
    session.workout = try StructuredWorkout(text: "10m 55%\n2x 5m 105% 3m 55%")
    let columns = try session.columnValues()
    #expect(
      columns.map(\.0) == ["id", "athleteId", "date", "sport", "load", "durationSeconds", "description", "workout"])
    #expect(
      columns[0].1 == .null && columns[1].1 == .integer(3) && columns[2].1 == .text("2026-12-01")
        && columns[4].1 == .real(80))
    #expect(columns[5].1 == .null && columns[6].1 == .null, "absent values are NULL columns, not left out")
    guard case .text(let json) = columns[7].1 else {
      Issue.record("the workout is JSON text: \(columns[7].1)")
      return
    }
    let expected = String(decoding: try SQLRowEncoder.json.encode(session.workout), as: UTF8.self)
    #expect(json.hasPrefix("{") && json == expected)

    let row = SQLRow(columns: SQLColumns(columns.map { $0.0.lowercased() }), values: columns.map(\.1))
    #expect(try PlannedSession(row: row) == session, "read back by name, whatever the case PostgreSQL gives the names")
  }

  @Test func enumsAreTheirRawValues() throws {
    let t = Threshold(athleteId: 1, kind: .lthr, sport: "running", effectiveFrom: Threshold.always, value: 168)
    let columns = try t.columnValues()
    #expect(columns.first { $0.0 == "kind" }?.1 == .text("lthr"))
    #expect(try Threshold(row: SQLRow(columns: SQLColumns(columns.map(\.0)), values: columns.map(\.1))) == t)
  }

  @Test func aValueOfTheWrongKindNamesTheColumn() throws {
    var columns = try Threshold(athleteId: 1, kind: .ftp, effectiveFrom: Threshold.always, value: 250).columnValues()
    columns[columns.firstIndex { $0.0 == "value" }!].1 = .text("fast")
    let row = SQLRow(columns: SQLColumns(columns.map(\.0)), values: columns.map(\.1))
    #expect { try Threshold(row: row) } throws: { "\($0)".contains("column value") }
    #expect(throws: SQLDecodingError.self) { try row.decode(Double.self, column: "value") }
    #expect(try row.decode(Double?.self, column: "missing") == nil)
  }

  @Test func integersReadAsDoublesAndWholeDoublesAsIntegers() {
    #expect(Double(sqlValue: .integer(3)) == 3 && Int64(sqlValue: .real(4)) == 4)
    #expect(
      Int64(sqlValue: .real(4.5)) == nil && Int64(sqlValue: .real(1e30)) == nil && Bool(sqlValue: .integer(1)) == true)
    #expect(LocalDate(sqlValue: .text("2026-02-30")) == nil && String(sqlValue: .integer(1)) == nil)
  }
}
