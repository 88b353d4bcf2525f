import Foundation

/// Decodes a `Decodable` record from a result row, a property per column (by
/// name, any case). A value of the wrong kind is a `DecodingError` naming the
/// column; a property that is neither a plain value nor a single-value type
/// (a structured workout) is read from the column's JSON text.
struct SQLRowDecoder: Decoder {
  let row: SQLRow
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(RowContainer<Key>(row: row))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw DecodingError.typeMismatch([Any].self, .init(codingPath: codingPath, debugDescription: "a row is not a list"))
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    throw DecodingError.typeMismatch(
      Any.self, .init(codingPath: codingPath, debugDescription: "a row is not one value"))
  }

  struct RowContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let row: SQLRow
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { row.columns.names.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { row.columns.position(of: key.stringValue) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { row[key.stringValue].isNull }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      guard contains(key) else {
        throw DecodingError.keyNotFound(key, .init(codingPath: [key], debugDescription: "no column \(key.stringValue)"))
      }
      return try SQLRowDecoder.decodeValue(T.self, row[key.stringValue], key: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      throw DecodingError.typeMismatch(type, .init(codingPath: [key], debugDescription: "a column is not a row"))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      throw DecodingError.typeMismatch([Any].self, .init(codingPath: [key], debugDescription: "a column is not a list"))
    }

    func superDecoder() throws -> any Decoder { SQLRowDecoder(row: row) }
    func superDecoder(forKey key: Key) throws -> any Decoder { SQLRowDecoder(row: row) }
  }

  static func decodeValue<T: Decodable>(_ type: T.Type, _ value: SQLValue, key: any CodingKey) throws -> T {
    func mismatch() -> DecodingError {
      .typeMismatch(
        T.self,
        .init(
          codingPath: [key], debugDescription: "column \(key.stringValue): expected \(T.self), found \(value.described)"
        ))
    }
    if let convertible = T.self as? any SQLValueConvertible.Type {
      guard let v = convertible.init(sqlValue: value) as? T else { throw mismatch() }
      return v
    }
    do {
      return try T(from: ValueDecoder(value: value, key: key))
    } catch is NeedsJSON {
      guard case .text(let json) = value else { throw mismatch() }
      return try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }
  }

  /// Thrown by ``ValueDecoder`` when the type wants a keyed or list form: it is stored as JSON.
  struct NeedsJSON: Error {}

  /// One column's value, for a type that reads a single value (an enum by its raw value, a date).
  struct ValueDecoder: Decoder, SingleValueDecodingContainer {
    let value: SQLValue
    let key: any CodingKey
    var codingPath: [any CodingKey] { [key] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<K: CodingKey>(keyedBy type: K.Type) throws -> KeyedDecodingContainer<K> { throw NeedsJSON() }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw NeedsJSON() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { value.isNull }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try SQLRowDecoder.decodeValue(T.self, value, key: key) }
  }
}
