import Foundation
import GRDB

/// ``SQLDatabase`` over one GRDB connection: statements are prepared once per
/// connection and kept (GRDB's statement cache), values cross as SQLite's own.
final class SQLiteConnection: SQLDatabase {
  let db: Database
  var dialect: SQLDialect { .sqlite }

  init(_ db: Database) { self.db = db }

  func execute(_ sql: String, _ arguments: [SQLValue]) throws -> Int {
    let statement = try db.cachedStatement(sql: sql)
    try statement.execute(arguments: StatementArguments(arguments.map(\.databaseValue)))
    return db.changesCount
  }

  func fetch(_ sql: String, _ arguments: [SQLValue]) throws -> [SQLRow] {
    let statement = try db.cachedStatement(sql: sql)
    let columns = SQLColumns(statement.columnNames)
    let cursor = try Row.fetchCursor(statement, arguments: StatementArguments(arguments.map(\.databaseValue)))
    var rows: [SQLRow] = []
    while let row = try cursor.next() {
      rows.append(SQLRow(columns: columns, values: row.databaseValues.map(SQLValue.init)))
    }
    return rows
  }
}

extension SQLValue {
  var databaseValue: DatabaseValue {
    switch self {
    case .null: return .null
    case .integer(let v): return v.databaseValue
    case .real(let v): return v.databaseValue
    case .text(let v): return v.databaseValue
    case .blob(let v): return v.databaseValue
    }
  }

  init(_ value: DatabaseValue) {
    switch value.storage {
    case .null: self = .null
    case .int64(let v): self = .integer(v)
    case .double(let v): self = .real(v)
    case .string(let v): self = .text(v)
    case .blob(let v): self = .blob(v)
    }
  }
}
