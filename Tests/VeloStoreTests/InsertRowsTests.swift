import Foundation
import Testing
import VeloPipeline

@testable import VeloStore

/// `insertRows` stores exactly the values given, on SQLite and (with
/// `VELOSCORE_TEST_DATABASE`) on PostgreSQL, where they travel as JSON.
@Suite struct InsertRowsTests {
  static let awkward: [[SQLValue]] = [
    [.integer(Int64.max), .real(0.1), .text("plain"), .blob(Data([0, 1, 0x5C, 0xFF]))],
    [
      .integer(Int64.min), .real(1e-300), .text("quote \" backslash \\ newline \n tab \t bell \u{07} del \u{7F}"),
      .blob(Data()),
    ],
    [.integer(0), .real(-2.5e300), .text("ñ 日本 🚴 \u{2028}"), .null],
    [.integer(-1), .real(.leastNonzeroMagnitude), .text(""), .blob(Data("\\x00".utf8))],
    [.null, .real(1.0 / 3.0), .null, .null],
    [.integer(7), .null, .text("{\"json\": [1, 2]}"), .blob(Data(repeating: 0xAB, count: 3))],
  ]

  static func probeTable(_ db: any SQLDatabase) throws {
    let blob = db.dialect == .postgresql ? "BYTEA" : "BLOB"
    try db.execute(sql: "CREATE TABLE bulkProbe (n BIGINT, i BIGINT, r DOUBLE PRECISION, t TEXT, b \(blob))")
  }

  @Test func awkwardValuesComeBackExactly() throws {
    let store = try emptyLibrary()
    let rows = Self.awkward.enumerated().map { [SQLValue.integer(Int64($0.offset))] + $0.element }
    let back = try store.writeTransaction { db in
      try Self.probeTable(db)
      try db.insertRows(into: "bulkProbe", columns: ["n", "i", "r", "t", "b"], rows)
      return try db.fetch("SELECT n, i, r, t, b FROM bulkProbe ORDER BY n", [])
    }
    #expect(back.count == rows.count)
    for (row, expected) in zip(back, rows) {
      #expect((0..<5).map { row[$0] } == expected)
    }
  }

  @Test func manyRowsCrossTheStatementSize() throws {
    let store = try emptyLibrary()
    let count = 12_345
    let (stored, sum) = try store.writeTransaction { db in
      try Self.probeTable(db)
      #expect(count > db.rowsPerBulkInsert * 2)
      try db.insertRows(
        into: "bulkProbe", columns: ["n", "r"], (0..<count).map { [.integer(Int64($0)), .real(Double($0) / 8)] })
      return (
        try db.scalar(Int.self, sql: "SELECT COUNT(DISTINCT n) FROM bulkProbe"),
        try db.scalar(Double.self, sql: "SELECT SUM(r) FROM bulkProbe")
      )
    }
    #expect(stored == count)
    // Exact in any summation order: every partial sum is a multiple of 1/8 below 2^24.
    #expect(sum == Double(count * (count - 1) / 2) / 8)
  }

  @Test func aConflictClauseApplies() throws {
    let store = try emptyLibrary()
    let values = try store.writeTransaction { db in
      try db.execute(sql: "CREATE TABLE bulkKeyed (k TEXT PRIMARY KEY, v DOUBLE PRECISION)")
      try db.insertRows(into: "bulkKeyed", columns: ["k", "v"], [[.text("a"), .real(1)], [.text("b"), .real(2)]])
      try db.insertRows(
        into: "bulkKeyed", columns: ["k", "v"], [[.text("b"), .real(20)], [.text("c"), .real(30)]],
        conflict: " ON CONFLICT (k) DO UPDATE SET v = excluded.v")
      return try db.scalars(Double.self, sql: "SELECT v FROM bulkKeyed ORDER BY k")
    }
    #expect(values == [1, 20, 30])
  }

  /// PostgreSQL keeps non-finite reals (SQLite stores NaN as NULL).
  @Test func postgresKeepsNonFiniteReals() throws {
    // emptyLibrary() is on PostgreSQL exactly when VELOSCORE_TEST_DATABASE names one.
    guard testDatabase != nil else { return }
    let store = try emptyLibrary()
    let back = try store.writeTransaction { db in
      try db.execute(sql: "CREATE TABLE bulkReal (n BIGINT, r DOUBLE PRECISION)")
      try db.insertRows(
        into: "bulkReal", columns: ["n", "r"],
        [[.integer(0), .real(.infinity)], [.integer(1), .real(-.infinity)], [.integer(2), .real(.nan)]])
      return try db.fetch("SELECT r FROM bulkReal ORDER BY n", []).map { $0[0] }
    }
    #expect(back.count == 3 && back[0] == .real(.infinity) && back[1] == .real(-.infinity))
    if case .real(let nan) = back.last {
      #expect(nan.isNaN)
    } else {
      Issue.record("NaN came back as \(String(describing: back.last))")
    }
  }
}
