import Foundation

/// A document kept in a TEXT column as JSON: written with sorted keys (the
/// same text for the same value), read back as `nil` when it does not decode.
enum JSONColumn {
  static func text<T: Encodable>(_ value: T) -> String? {
    (try? JSONEncoder.sorted.encode(value)).map { String(decoding: $0, as: UTF8.self) }
  }

  static func value<T: Decodable>(_ text: String?, as type: T.Type) -> T? {
    text.flatMap { try? JSONDecoder().decode(T.self, from: Data($0.utf8)) }
  }
}
