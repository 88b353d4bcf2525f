import Foundation

/// Printed JSON carries numbers as people read them: float noise from binary
/// arithmetic (`112.00000000000001`, `0.30000000000000004`) is rounded at the
/// edge to 15 significant digits (the noise sits in the 16th and 17th); the
/// computation itself stays exact. Numbers
/// already that short, integers, and everything inside strings are left as they are.
public enum JSONNumberRounding {
  public static let significantDigits = 15

  public static func rounded(_ json: Data) -> Data {
    let bytes = [UInt8](json)
    var out = [UInt8]()
    out.reserveCapacity(bytes.count)
    var i = 0
    var inString = false
    while i < bytes.count {
      let b = bytes[i]
      if inString {
        out.append(b)
        if b == UInt8(ascii: "\\"), i + 1 < bytes.count {
          out.append(bytes[i + 1])
          i += 2
          continue
        }
        if b == UInt8(ascii: "\"") { inString = false }
        i += 1
        continue
      }
      if b == UInt8(ascii: "\"") {
        inString = true
        out.append(b)
        i += 1
        continue
      }
      guard b == UInt8(ascii: "-") || (b >= 48 && b <= 57) else {
        out.append(b)
        i += 1
        continue
      }
      var j = i
      var digits = 0, fractional = false
      while j < bytes.count, let c = Optional(bytes[j]),
        c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".") || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || (c >= 48 && c <= 57)
      {
        if c >= 48 && c <= 57 { digits += 1 }
        if c == UInt8(ascii: ".") || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") { fractional = true }
        j += 1
      }
      let token = Array(bytes[i..<j])
      if fractional, digits > significantDigits, let v = Double(String(decoding: token, as: UTF8.self)), v.isFinite {
        out += Array(String(format: "%.\(significantDigits)g", v).utf8)
      } else {
        out += token
      }
      i = j
    }
    return Data(out)
  }
}

extension JSONEncoder {
  /// `encode` for JSON people read: ``report`` formatting, numbers rounded by ``JSONNumberRounding``.
  public static func printable<T: Encodable>(_ value: T) throws -> Data {
    JSONNumberRounding.rounded(try report.encode(value))
  }

  /// A JSON document the CLI prints: ``printable``, and always an object with a
  /// top-level `schemaVersion` (docs/schema/): added when the value has none, and
  /// a value that encodes as an array is given as `{"items": […], "schemaVersion": 1}`.
  public static func document<T: Encodable>(_ value: T, schemaVersion: Int = 1) throws -> Data {
    let plain = try report.encode(value)
    if plain.first == UInt8(ascii: "[") {
      return try printable(ListDocument(items: value, schemaVersion: schemaVersion))
    }
    if plain.first == UInt8(ascii: "{"), !String(decoding: plain.prefix(200_000), as: UTF8.self).contains("\n  \"schemaVersion\" : ") {
      return try printable(VersionedDocument(value: value, schemaVersion: schemaVersion))
    }
    return JSONNumberRounding.rounded(plain)
  }
}

/// An object value with `schemaVersion` added beside its own keys.
private struct VersionedDocument<T: Encodable>: Encodable {
  var value: T
  var schemaVersion: Int
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
  func encode(to encoder: Encoder) throws {
    try value.encode(to: encoder)
    var container = encoder.container(keyedBy: Key.self)  // the same object the value wrote
    try container.encode(schemaVersion, forKey: Key(stringValue: "schemaVersion"))
  }
}

/// A list as a document: `{"items": […], "schemaVersion": n}`.
private struct ListDocument<T: Encodable>: Encodable {
  var items: T
  var schemaVersion: Int
}
