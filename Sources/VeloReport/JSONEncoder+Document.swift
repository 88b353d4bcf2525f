import Foundation

extension JSONEncoder {
  /// The encoder of every JSON veloscore prints: pretty, sorted keys, plain
  /// slashes, keys by ``JSONVocabulary/renamed``; a non-finite number is written as a sentinel string that
  /// ``JSONDocumentFinisher`` turns into `null` with a reason. Use it through
  /// ``printable(_:)`` or ``document(_:schemaVersion:)``, never alone.
  public static var report: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: JSONDocumentFinisher.infinitySentinel,
      negativeInfinity: JSONDocumentFinisher.negativeInfinitySentinel,
      nan: JSONDocumentFinisher.nanSentinel)
    encoder.keyEncodingStrategy = .custom(JSONVocabulary.printedKey)
    return encoder
  }

  /// The same, on one line (JSON Lines).
  public static var compactReport: JSONEncoder {
    let encoder = report
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// `encode` for JSON people and programs read: ``report`` formatting, then
  /// ``JSONDocumentFinisher`` (precision per field, non-finite as null).
  public static func printable<T: Encodable>(_ value: T) throws -> Data {
    JSONDocumentFinisher.finished(try report.encode(value))
  }

  /// A JSON document the CLI prints and the API returns: `printable`, and
  /// always an object with a top-level `schemaVersion` (docs/schema/): added
  /// when the value has none, and a value that encodes as an array is given as
  /// `{"items": […], "schemaVersion": 2}`.
  public static func document<T: Encodable>(_ value: T, schemaVersion: Int = JSONVocabulary.schemaVersion) throws
    -> Data
  {
    let plain = try report.encode(value)
    if plain.first == UInt8(ascii: "[") {
      return try printable(ListDocument(items: value, schemaVersion: schemaVersion))
    }
    if plain.first == UInt8(ascii: "{"),
      !String(decoding: plain.prefix(200_000), as: UTF8.self).contains("\n  \"schemaVersion\" : ")
    {
      return try printable(VersionedDocument(value: value, schemaVersion: schemaVersion))
    }
    return JSONDocumentFinisher.finished(plain)
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
