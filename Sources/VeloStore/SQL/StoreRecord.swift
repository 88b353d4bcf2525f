import Foundation

/// A record stored in one table, written and read through its `Codable`
/// conformance (`SQLRowEncoder`, `SQLRowDecoder`): a property per column,
/// a nested value (a structured workout) as JSON text.
public protocol StoreRecord: Codable, SQLRowDecodable {
  static var databaseTableName: String { get }
  /// The primary key's columns.
  static var primaryKey: [String] { get }
  /// What reads select (`*`, or the columns in the order a positional `init(row:)` reads them).
  static var selectedColumns: String { get }
}

/// A record whose key is an `id` the database assigns on insert.
public protocol IdentifiedStoreRecord: StoreRecord {
  var id: Int64? { get set }
}

extension StoreRecord {
  public static var primaryKey: [String] { ["id"] }
  public static var selectedColumns: String { "*" }
  public init(row: SQLRow) throws { try self.init(from: SQLRowDecoder(row: row)) }

  /// The columns and values the record writes, in declaration order.
  func columnValues() throws -> [(String, SQLValue)] { try SQLRowEncoder.encode(self) }

  static func keyValues(_ columns: [(String, SQLValue)]) -> [SQLValue] {
    primaryKey.map { key in columns.first { $0.0 == key }?.1 ?? .null }
  }
}

extension SQLDatabase {
  /// `SELECT * FROM table` with an optional condition and order.
  public func fetchAll<R: StoreRecord>(
    _ type: R.Type, where condition: String? = nil, _ arguments: SQLArguments = [], orderBy: String? = nil
  ) throws -> [R] {
    var sql = "SELECT \(R.selectedColumns) FROM \(R.databaseTableName)"
    if let condition { sql += " WHERE \(condition)" }
    if let orderBy { sql += " ORDER BY \(orderBy)" }
    return try fetchAll(R.self, sql: sql, arguments: arguments)
  }

  public func fetchOne<R: StoreRecord>(_ type: R.Type, where condition: String, _ arguments: SQLArguments = []) throws
    -> R?
  {
    try fetchOne(
      R.self, sql: "SELECT \(R.selectedColumns) FROM \(R.databaseTableName) WHERE \(condition)", arguments: arguments)
  }

  public func fetchOne<R: IdentifiedStoreRecord>(_ type: R.Type, id: Int64) throws -> R? {
    try fetchOne(R.self, where: "id = ?", [id])
  }

  public func count<R: StoreRecord>(_ type: R.Type, where condition: String, _ arguments: SQLArguments = []) throws
    -> Int
  {
    try scalar(Int.self, sql: "SELECT COUNT(*) FROM \(R.databaseTableName) WHERE \(condition)", arguments: arguments)
      ?? 0
  }

  /// Inserts the record; with an `id` of `nil`, the database assigns one and the record takes it.
  public func insert<R: IdentifiedStoreRecord>(_ record: inout R) throws {
    var columns = try record.columnValues()
    if record.id == nil { columns.removeAll { $0.0 == "id" } }
    let sql =
      "INSERT INTO \(R.databaseTableName) (\(columns.map(\.0).joined(separator: ", "))) VALUES (\(placeholders(columns.count))) RETURNING id"
    guard let id = try fetch(sql, columns.map(\.1)).first.map({ try $0.decode(Int64.self, at: 0) }) else {
      throw SQLDecodingError(column: "id", expected: "the new row's id", found: "nothing")
    }
    record.id = id
  }

  /// Inserts a record keyed by its columns (no assigned id).
  public func insert<R: StoreRecord>(_ record: R) throws {
    let columns = try record.columnValues()
    try execute(
      "INSERT INTO \(R.databaseTableName) (\(columns.map(\.0).joined(separator: ", "))) VALUES (\(placeholders(columns.count)))",
      columns.map(\.1))
  }

  /// Writes every column of the stored row with the record's key; returns whether there was one.
  @discardableResult
  public func update<R: StoreRecord>(_ record: R) throws -> Bool {
    let columns = try record.columnValues()
    let set = columns.filter { !R.primaryKey.contains($0.0) }
    let sql =
      "UPDATE \(R.databaseTableName) SET \(set.map { "\($0.0) = ?" }.joined(separator: ", ")) WHERE \(keyCondition(R.self))"
    return try execute(sql, set.map(\.1) + R.keyValues(columns)) > 0
  }

  /// Inserts the record, or replaces the columns of the stored row with its key.
  public func save<R: StoreRecord>(_ record: R) throws {
    let columns = try record.columnValues()
    let set = columns.filter { !R.primaryKey.contains($0.0) }
    let sql = """
      INSERT INTO \(R.databaseTableName) (\(columns.map(\.0).joined(separator: ", "))) VALUES (\(placeholders(columns.count)))
      ON CONFLICT (\(R.primaryKey.joined(separator: ", "))) DO \(set.isEmpty ? "NOTHING" : "UPDATE SET " + set.map { "\($0.0) = excluded.\($0.0)" }.joined(separator: ", "))
      """
    try execute(sql, columns.map(\.1))
  }

  private func placeholders(_ n: Int) -> String { Array(repeating: "?", count: n).joined(separator: ", ") }
  private func keyCondition<R: StoreRecord>(_ type: R.Type) -> String {
    R.primaryKey.map { "\($0) = ?" }.joined(separator: " AND ")
  }
}
