/// One nullable column of a table written by ``ParquetFile``: its values
/// PLAIN-encoded as they are appended, and which rows hold one.
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

  public init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }

  public var count: Int { present.count }

  /// Appends a null.
  public mutating func appendNull() { present.append(false) }

  /// Appends text (``Kind/string`` only); `nil` is null.
  public mutating func append(_ value: String?) {
    precondition(kind == .string, "\(name): text in a \(kind) column")
    guard let value else { return appendNull() }
    present.append(true)
    let utf8 = Array(value.utf8)
    appendLittleEndian(UInt32(utf8.count), bytes: 4)
    plain.append(contentsOf: utf8)
  }

  /// Appends a double (``Kind/double`` only); `nil` is null.
  public mutating func append(_ value: Double?) {
    precondition(kind == .double, "\(name): a double in a \(kind) column")
    guard let value else { return appendNull() }
    present.append(true)
    appendLittleEndian(value.bitPattern, bytes: 8)
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
  }

  private mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T, bytes: Int) {
    var v = value
    for _ in 0..<bytes {
      plain.append(UInt8(truncatingIfNeeded: v))
      v >>= 8
    }
  }
}
