/// Apache Thrift's compact protocol, the encoding of Parquet's page headers and
/// file footer (Thrift, "Thrift Compact protocol encoding", doc/specs/
/// thrift-compact-protocol.md): integers as ZigZag varints, field headers as a
/// 4-bit id delta plus a 4-bit type, lists as a size-and-type byte.
///
/// Only what a Parquet writer needs: i16, i32, i64, binary, bool, struct and list of
/// i32, binary or struct.
struct ThriftCompactWriter {
  private(set) var bytes: [UInt8] = []
  /// Last field id of each open struct (the delta is relative to it).
  private var lastField: [Int16] = [0]

  enum FieldType: UInt8 {
    case boolTrue = 1
    case boolFalse = 2
    case byte = 3
    case i16 = 4
    case i32 = 5
    case i64 = 6
    case double = 7
    case binary = 8
    case list = 9
    case set = 10
    case map = 11
    case structure = 12
  }

  mutating func fieldHeader(_ id: Int16, _ type: FieldType) {
    let delta = id - lastField[lastField.count - 1]
    if delta > 0 && delta <= 15 {
      bytes.append(UInt8(delta) << 4 | type.rawValue)
    } else {
      bytes.append(type.rawValue)
      varint(zigzag(Int64(id)))
    }
    lastField[lastField.count - 1] = id
  }

  mutating func i32(_ id: Int16, _ value: Int32) {
    fieldHeader(id, .i32)
    varint(zigzag(Int64(value)))
  }

  mutating func i16(_ id: Int16, _ value: Int16) {
    fieldHeader(id, .i16)
    varint(zigzag(Int64(value)))
  }

  mutating func i64(_ id: Int16, _ value: Int64) {
    fieldHeader(id, .i64)
    varint(zigzag(value))
  }

  mutating func bool(_ id: Int16, _ value: Bool) {
    fieldHeader(id, value ? .boolTrue : .boolFalse)
  }

  mutating func string(_ id: Int16, _ value: String) {
    fieldHeader(id, .binary)
    binaryValue(Array(value.utf8))
  }

  mutating func binary(_ id: Int16, _ value: [UInt8]) {
    fieldHeader(id, .binary)
    binaryValue(value)
  }

  /// A struct-valued field: `body` writes its fields; the stop byte follows.
  mutating func structure(_ id: Int16, _ body: (inout ThriftCompactWriter) -> Void) {
    fieldHeader(id, .structure)
    structValue(body)
  }

  mutating func i32List(_ id: Int16, _ values: [Int32]) {
    fieldHeader(id, .list)
    listHeader(values.count, .i32)
    for v in values { varint(zigzag(Int64(v))) }
  }

  mutating func stringList(_ id: Int16, _ values: [String]) {
    fieldHeader(id, .list)
    listHeader(values.count, .binary)
    for v in values { binaryValue(Array(v.utf8)) }
  }

  mutating func structList<T>(_ id: Int16, _ items: [T], _ body: (inout ThriftCompactWriter, T) -> Void) {
    fieldHeader(id, .list)
    listHeader(items.count, .structure)
    for item in items { structValue { body(&$0, item) } }
  }

  /// A struct outside any field (a page header, the file footer).
  mutating func structValue(_ body: (inout ThriftCompactWriter) -> Void) {
    lastField.append(0)
    body(&self)
    bytes.append(0)  // stop
    lastField.removeLast()
  }

  private mutating func listHeader(_ count: Int, _ element: FieldType) {
    if count < 15 {
      bytes.append(UInt8(count) << 4 | element.rawValue)
    } else {
      bytes.append(0xF0 | element.rawValue)
      varint(UInt64(count))
    }
  }

  private mutating func binaryValue(_ value: [UInt8]) {
    varint(UInt64(value.count))
    bytes.append(contentsOf: value)
  }

  private func zigzag(_ v: Int64) -> UInt64 {
    UInt64(bitPattern: (v << 1) ^ (v >> 63))
  }

  mutating func varint(_ value: UInt64) {
    var v = value
    while v >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
      v >>= 7
    }
    bytes.append(UInt8(v))
  }
}
