import Foundation

/// Encodes an `Encodable` record as its columns, in the order it encodes them.
/// An absent optional is a `NULL` column (so an update clears it); a property
/// that is neither a plain value nor a single-value type is stored as JSON text
/// with sorted keys.
final class SQLRowEncoder: Encoder {
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  fileprivate var columns: [(String, SQLValue)] = []

  static func encode(_ value: some Encodable) throws -> [(String, SQLValue)] {
    let encoder = SQLRowEncoder()
    try value.encode(to: encoder)
    return encoder.columns
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(RowContainer<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    fatalError("a record encodes as a row of columns, not a list")
  }
  func singleValueContainer() -> any SingleValueEncodingContainer {
    fatalError("a record encodes as a row of columns, not one value")
  }

  fileprivate func set(_ name: String, _ value: SQLValue) {
    if let i = columns.firstIndex(where: { $0.0 == name }) {
      columns[i].1 = value
    } else {
      columns.append((name, value))
    }
  }

  static let json: JSONEncoder = {
    let e = JSONEncoder()
    e.outputFormatting = .sortedKeys
    return e
  }()

  static func sqlValue<T: Encodable>(_ value: T) throws -> SQLValue {
    if let v = value as? any SQLValueConvertible { return v.sqlValue }
    let single = ValueEncoder()
    try value.encode(to: single)
    guard single.wantsContainer else { return single.value }
    return .text(String(decoding: try json.encode(value), as: UTF8.self))
  }

  struct RowContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: SQLRowEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { encoder.set(key.stringValue, .null) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      encoder.set(key.stringValue, try SQLRowEncoder.sqlValue(value))
    }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
      encoder.set(key.stringValue, try value.map { try SQLRowEncoder.sqlValue($0) } ?? .null)
    }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
      encoder.set(key.stringValue, value?.sqlValue ?? .null)
    }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
      encoder.set(key.stringValue, value?.sqlValue ?? .null)
    }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
      encoder.set(key.stringValue, value?.sqlValue ?? .null)
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
      encoder.set(key.stringValue, value?.sqlValue ?? .null)
    }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
      encoder.set(key.stringValue, value?.sqlValue ?? .null)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
      -> KeyedEncodingContainer<NestedKey>
    {
      fatalError("a column is not a row")
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      fatalError("a column is not a list")
    }
    mutating func superEncoder() -> any Encoder { encoder }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
  }

  /// Captures the one value a single-value type (an enum, a date) encodes.
  final class ValueEncoder: Encoder, SingleValueEncodingContainer {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var value: SQLValue = .null
    var wantsContainer = false

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      wantsContainer = true
      return KeyedEncodingContainer(Discard<Key>())
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      wantsContainer = true
      return DiscardList()
    }
    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    func encodeNil() throws { value = .null }
    func encode<T: Encodable>(_ v: T) throws { value = try SQLRowEncoder.sqlValue(v) }
  }
}

/// What a nested value writes while ``SQLRowEncoder/ValueEncoder`` learns it needs JSON.
private struct Discard<Key: CodingKey>: KeyedEncodingContainerProtocol {
  var codingPath: [any CodingKey] { [] }
  mutating func encodeNil(forKey key: Key) throws {}
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {}
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    KeyedEncodingContainer(Discard<NestedKey>())
  }
  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { DiscardList() }
  mutating func superEncoder() -> any Encoder { SQLRowEncoder.ValueEncoder() }
  mutating func superEncoder(forKey key: Key) -> any Encoder { SQLRowEncoder.ValueEncoder() }
}

private struct DiscardList: UnkeyedEncodingContainer {
  var codingPath: [any CodingKey] { [] }
  var count = 0
  mutating func encodeNil() throws {}
  mutating func encode<T: Encodable>(_ value: T) throws {}
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
    NestedKey
  > {
    KeyedEncodingContainer(Discard<NestedKey>())
  }
  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { DiscardList() }
  mutating func superEncoder() -> any Encoder { SQLRowEncoder.ValueEncoder() }
}
