/// One nullable column of a row group written by ``ParquetWriter``: its values
/// PLAIN-encoded as they are appended, which rows hold one, and the smallest
/// and largest value (the column chunk's statistics, which let readers skip
/// row groups: DuckDB, Polars and pyarrow filter on them).
///
/// Physical and logical types follow the Parquet format specification
/// (apache/parquet-format, `parquet.thrift` and LogicalTypes.md); Arrow readers
/// map them to string, float64, int32, int64, date32 and timestamp[ms, UTC].
public struct ParquetColumn: Sendable {
  public enum Kind: Sendable {
    /// UTF-8 text (BYTE_ARRAY, logical STRING).
    case string
    /// IEEE 754 double (DOUBLE).
    case double
    /// INT32.
    case int32
    /// INT64.
    case int64
    /// Days since 1970-01-01 (INT32, logical DATE).
    case date
    /// Milliseconds since the Unix epoch, UTC (INT64, logical TIMESTAMP(MILLIS, UTC)).
    case timestampMillisUTC
  }

  public let name: String
  public let kind: Kind
  /// Whether each row has a value (the definition levels: 1 present, 0 null).
  private(set) var present: [Bool] = []
  /// The non-null values, PLAIN-encoded (little-endian; strings length-prefixed).
  private(set) var plain: [UInt8] = []
  /// The smallest and largest value so far, in the column's sort order.
  private(set) var bounds: (min: Bound, max: Bound)?

  /// A value as statistics order it: numbers by value (signed), text by its
  /// UTF-8 bytes, unsigned (parquet.thrift, `ColumnOrder`: TypeDefinedOrder).
  enum Bound {
    case double(Double)
    case integer(Int64)
    case text([UInt8])

    static func < (a: Bound, b: Bound) -> Bool {
      switch (a, b) {
      case (.double(let x), .double(let y)): x < y
      case (.integer(let x), .integer(let y)): x < y
      case (.text(let x), .text(let y)): x.lexicographicallyPrecedes(y)
      default: false
      }
    }
  }

  public init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }

  public var count: Int { present.count }
  /// Rows without a value.
  public private(set) var nullCount = 0

  /// Appends a null.
  public mutating func appendNull() {
    present.append(false)
    nullCount += 1
  }

  /// Appends text (``Kind/string`` only); `nil` is null.
  public mutating func append(_ value: String?) {
    precondition(kind == .string, "\(name): text in a \(kind) column")
    guard let value else { return appendNull() }
    present.append(true)
    let utf8 = Array(value.utf8)
    appendLittleEndian(UInt32(utf8.count), bytes: 4)
    plain.append(contentsOf: utf8)
    widen(.text(utf8))
  }

  /// Appends a double (``Kind/double`` only); `nil` is null.
  public mutating func append(_ value: Double?) {
    precondition(kind == .double, "\(name): a double in a \(kind) column")
    guard let value else { return appendNull() }
    present.append(true)
    appendLittleEndian(value.bitPattern, bytes: 8)
    if !value.isNaN { widen(.double(value)) }
  }

  /// Appends an integer (``Kind/int32``, ``Kind/date``: must fit 32 bits;
  /// ``Kind/int64``, ``Kind/timestampMillisUTC``); `nil` is null.
  public mutating func append(_ value: Int64?) {
    precondition(kind != .string && kind != .double, "\(name): an integer in a \(kind) column")
    guard let value else { return appendNull() }
    present.append(true)
    switch kind {
    case .int32, .date:
      precondition(Int64(Int32.min)...Int64(Int32.max) ~= value, "\(name): \(value) does not fit 32 bits")
      appendLittleEndian(UInt64(UInt32(bitPattern: Int32(value))), bytes: 4)
    default:
      appendLittleEndian(UInt64(bitPattern: value), bytes: 8)
    }
    widen(.integer(value))
  }

  private mutating func widen(_ value: Bound) {
    guard let (lo, hi) = bounds.map({ ($0.min, $0.max) }) else {
      bounds = (value, value)
      return
    }
    if value < lo { bounds = (value, hi) } else if hi < value { bounds = (lo, value) }
  }

  private mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T, bytes: Int) {
    var v = value
    for _ in 0..<bytes {
      plain.append(UInt8(truncatingIfNeeded: v))
      v >>= 8
    }
  }
}
