#if PostgreSQL
// Built with the PostgreSQL package trait (Package.swift).
import Foundation
import Logging
import NIOConcurrencyHelpers
import NIOCore
import PostgresNIO

/// ``SQLDatabase`` over one PostgreSQL connection. The store's portable SQL
/// needs one change: `?` placeholders become `$1, $2…`. Calls block the calling
/// thread until the server answers or ``deadline`` passes (the store's interface
/// is synchronous; the server runs it on threads of its own, never on an event
/// loop or Swift's cooperative pool).
final class PostgresSQLConnection: SQLDatabase {
  let connection: PostgresConnection
  let logger: Logger
  /// How long one statement may take before the connection is given up.
  let deadline: TimeAmount
  /// Whether a statement overran ``deadline``: the connection was closed, its state unknown.
  private(set) var abandoned = false
  /// Whether the connection was kept from an earlier use (it may have died since).
  let kept: Bool
  /// Statements run so far.
  private var statements = 0
  var dialect: SQLDialect { .postgresql }

  /// The first statement on a kept connection failed as if the server were
  /// away: the connection may be one a restarted server no longer answers,
  /// and nothing was done on it, so the pool tries once more on a new one.
  struct Stale: Error {}

  /// How long the first statement on a kept connection may take when it is
  /// `BEGIN` (the server answers it at once; a silent connection is a dead one).
  static let beginDeadline = TimeAmount.seconds(5)

  init(_ connection: PostgresConnection, logger: Logger, deadline: TimeAmount, kept: Bool) {
    self.connection = connection
    self.logger = logger
    self.deadline = deadline
    self.kept = kept
  }

  @discardableResult func execute(_ sql: String, _ arguments: [SQLValue]) throws -> Int {
    try run(sql, arguments).metadata.rows ?? 0
  }

  func fetch(_ sql: String, _ arguments: [SQLValue]) throws -> [SQLRow] {
    let result = try run(sql, arguments)
    guard let first = result.rows.first else { return [] }
    let columns = SQLColumns(first.map(\.columnName))
    return try result.rows.map { row in SQLRow(columns: columns, values: try row.map(Self.value)) }
  }

  /// Runs statements without arguments, one after another (the schema's DDL).
  func executeScript(_ sql: String) throws {
    for statement in Self.statements(sql) { try execute(statement, []) }
  }

  /// `sql` cut at each `;` outside quotes and `$$` bodies, blank pieces left out.
  static func statements(_ sql: String) -> [String] {
    var pieces: [String] = []
    var current = ""
    var quote: Character?
    var inBody = false
    var previous: Character?
    for c in sql {
      current.append(c)
      if inBody {
        if c == "$" && previous == "$" { inBody = false }
      } else if let q = quote {
        if c == q { quote = nil }
      } else if c == "'" || c == "\"" {
        quote = c
      } else if c == "$" && previous == "$" {
        inBody = true
      } else if c == ";" {
        pieces.append(String(current.dropLast()))
        current = ""
      }
      previous = (c == "$" && previous == "$") ? nil : c
    }
    pieces.append(current)
    return pieces.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
  }

  func run(_ sql: String, _ arguments: [SQLValue]) throws -> PostgresQueryResult {
    var binds = PostgresBindings(capacity: arguments.count)
    for value in arguments {
      switch value {
      case .null: binds.appendNull()
      case .integer(let v): binds.append(v)
      case .real(let v): binds.append(v)
      case .text(let v): binds.append(v)
      case .blob(let v): binds.append(ByteBuffer(bytes: v))
      }
    }
    statements += 1
    let first = statements == 1 && kept
    do {
      return try answer(
        connection.query(PostgresQuery(unsafeSQL: Self.numberedPlaceholders(sql), binds: binds), logger: logger),
        within: first && sql.hasPrefix("BEGIN") ? Self.beginDeadline : deadline)
    } catch {
      let failure = PostgresError(error)
      if first && failure.isUnavailability { throw Stale() }
      throw failure
    }
  }

  /// `future`'s value once it has one, or a failure when ``deadline`` passes
  /// first: then the connection is closed (a late answer must not meet the next statement).
  private func answer<T: Sendable>(_ future: EventLoopFuture<T>, within deadline: TimeAmount) throws -> T {
    try Self.answer(future, within: deadline, closing: connection.closeFuture) { _ in
      abandoned = true
      PostgresConnectionPool.closeLater(connection)
    }
  }

  /// `future`'s value once it has one, or ``PostgresError`` "did not answer"
  /// when `deadline` passes first, after `overrun` was given the future (to
  /// close what it would bring). Blocks the calling thread, never an event loop.
  static func answer<T: Sendable>(
    _ future: EventLoopFuture<T>, within deadline: TimeAmount, closing: EventLoopFuture<Void>? = nil,
    overrun: (EventLoopFuture<T>) -> Void
  ) throws -> T {
    let loop = future.eventLoop
    let promise = loop.makePromise(of: T.self)
    let seconds = deadline.nanoseconds / 1_000_000_000
    let overran = NIOLockedValueBox(false)
    let timer = loop.scheduleTask(in: deadline) {
      overran.withLockedValue { $0 = true }
      promise.fail(PostgresError(message: "the server did not answer within \(seconds) s", sqlState: nil))
    }
    future.whenComplete { result in
      timer.cancel()
      promise.completeWith(result)  // ignored once the timer failed it
    }
    // A connection the server dropped (killed, restarted) can leave its statement unanswered: its end fails it.
    closing?.whenComplete { _ in
      promise.fail(PostgresError(message: "the server closed the connection", sqlState: nil))
    }
    do {
      return try promise.futureResult.wait()
    } catch  where overran.withLockedValue({ $0 }) {
      overrun(future)
      throw error
    }
  }

  /// A cell as the store's value: the schema's columns are `BIGINT`,
  /// `DOUBLE PRECISION`, `TEXT` and `BYTEA`; counts are `BIGINT`. The common
  /// binary forms are read straight from the bytes (a long history is tens of
  /// thousands of cells); anything else through PostgresNIO's decoders.
  static func value(_ cell: PostgresCell) throws -> SQLValue {
    guard var bytes = cell.bytes else { return .null }
    if cell.format == .binary {
      switch (cell.dataType, bytes.readableBytes) {
      case (.int8, 8): return .integer(bytes.readInteger(as: Int64.self)!)
      case (.int4, 4): return .integer(Int64(bytes.readInteger(as: Int32.self)!))
      case (.int2, 2): return .integer(Int64(bytes.readInteger(as: Int16.self)!))
      case (.float8, 8): return .real(Double(bitPattern: bytes.readInteger(as: UInt64.self)!))
      case (.text, _), (.varchar, _), (.name, _): return .text(bytes.readString(length: bytes.readableBytes) ?? "")
      case (.bytea, _): return .blob(Data(bytes.readableBytesView))
      default: break
      }
    }
    do {
      switch cell.dataType {
      case .int2, .int4, .int8: return .integer(try cell.decode(Int64.self))
      case .float4, .float8: return .real(try cell.decode(Double.self))
      case .bool: return .integer(try cell.decode(Bool.self) ? 1 : 0)
      case .bytea: return .blob(try cell.decode(Data.self))
      case .numeric:
        let number = try cell.decode(Decimal.self)
        let text = "\(number)"
        return Int64(text).map(SQLValue.integer) ?? .real(NSDecimalNumber(decimal: number).doubleValue)
      default: return .text(try cell.decode(String.self))
      }
    } catch {
      throw SQLDecodingError(
        column: cell.columnName, expected: "a value of type \(cell.dataType)", found: "one that does not decode")
    }
  }

  /// `?` → `$1`, `$2`… outside quoted text and identifiers.
  static func numberedPlaceholders(_ sql: String) -> String {
    var out = ""
    out.reserveCapacity(sql.utf8.count + 16)
    var n = 0
    var quote: Character?
    for c in sql {
      if let q = quote {
        if c == q { quote = nil }
        out.append(c)
      } else if c == "'" || c == "\"" {
        quote = c
        out.append(c)
      } else if c == "?" {
        n += 1
        out += "$\(n)"
      } else {
        out.append(c)
      }
    }
    return out
  }
}
#endif
