import Foundation

/// A document a record keeps as JSON text (a stored summary, warnings, the
/// device's figures): written with sorted keys (the same text for the same
/// value), read back as `nil` when it does not decode.
public enum JSONColumn {
  public static func text<T: Encodable>(_ value: T) -> String? {
    (try? JSONEncoder.sorted.encode(value)).map { String(decoding: $0, as: UTF8.self) }
  }

  public static func value<T: Decodable>(_ text: String?, as type: T.Type) -> T? {
    text.flatMap { try? JSONDecoder().decode(T.self, from: Data($0.utf8)) }
  }
}

extension JSONEncoder {
  /// Deterministic output (sorted keys) for stored JSON.
  static var sorted: JSONEncoder {
    let e = JSONEncoder()
    e.outputFormatting = [.sortedKeys]
    return e
  }
}
