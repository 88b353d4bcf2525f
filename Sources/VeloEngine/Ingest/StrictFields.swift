import VeloScore

/// Why what an app sent (a workout, a day's readings) is refused, naming the field and what it takes.
public struct EntryProblem: Error, Equatable, CustomStringConvertible {
  public var description: String
  /// Well-formed fields whose content gives nothing to store (beat-to-beat intervals that are
  /// all artefacts, and no other reading): the API answers 422, not 400.
  public var isUnprocessable = false
  public init(description: String, unprocessable: Bool = false) {
    self.description = description
    isUnprocessable = unprocessable
  }
}

/// The fields of a JSON object an app sends, read strictly: a key not listed
/// is refused by name, a value of the wrong type or outside its range names
/// the field and what it takes, and `null` is accepted only where stated.
struct StrictFields {
  typealias Problem = EntryProblem

  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  let container: KeyedDecodingContainer<Key>

  /// - Parameter what: names the object in the unknown-field message ("a workout").
  init(_ decoder: Decoder, fields: [String], what: String) throws {
    container = try decoder.container(keyedBy: Key.self)
    if let unknown = container.allKeys.first(where: { !fields.contains($0.stringValue) }) {
      throw Problem(
        description: "unknown field '\(unknown.stringValue.prefix(40))': \(what) has \(fields.joined(separator: ", "))")
    }
  }

  func text(_ name: String, nullable: Bool = false) throws -> String? {
    let key = Key(stringValue: name)
    guard container.contains(key) else { return nil }
    if nullable, try container.decodeNil(forKey: key) { return nil }
    guard let value = try? container.decode(String.self, forKey: key) else {
      throw Problem(description: "'\(name)' must be a string")
    }
    return value
  }

  func flag(_ name: String) throws -> Bool? {
    let key = Key(stringValue: name)
    guard container.contains(key) else { return nil }
    guard let value = try? container.decode(Bool.self, forKey: key) else {
      throw Problem(description: "'\(name)' must be true or false")
    }
    return value
  }

  func number(_ name: String, _ range: ClosedRange<Double>) throws -> Double? {
    let key = Key(stringValue: name)
    guard container.contains(key) else { return nil }
    guard let value = try? container.decode(Double.self, forKey: key), value.isFinite, range.contains(value) else {
      throw Problem(
        description:
          "'\(name)' must be a number \(InputLimits.describe(range.lowerBound))…\(InputLimits.describe(range.upperBound))"
      )
    }
    return value
  }

  /// An object of numbers by name (subjective scores).
  func numbers(_ name: String, _ range: ClosedRange<Double>, maximumCount: Int) throws -> [String: Double] {
    let key = Key(stringValue: name)
    guard container.contains(key) else { return [:] }
    guard let values = try? container.decode([String: Double].self, forKey: key),
      (1...maximumCount).contains(values.count),
      values.allSatisfy({
        $0.value.isFinite && range.contains($0.value) && (1...InputLimits.subjectiveNameLength).contains($0.key.count)
      })
    else {
      throw Problem(
        description:
          "'\(name)' must be an object of 1 to \(maximumCount) names (1–\(InputLimits.subjectiveNameLength) characters) → numbers \(InputLimits.describe(range.lowerBound))…\(InputLimits.describe(range.upperBound))"
      )
    }
    return values
  }

  /// An array of numbers, each within `range`, their count within `count`.
  func list(_ name: String, _ range: ClosedRange<Double>, count: ClosedRange<Int>) throws -> [Double]? {
    let key = Key(stringValue: name)
    guard container.contains(key) else { return nil }
    guard let values = try? container.decode([Double].self, forKey: key), count.contains(values.count),
      values.allSatisfy({ $0.isFinite && range.contains($0) })
    else {
      throw Problem(
        description:
          "'\(name)' must be an array of \(count.lowerBound) to \(InputLimits.describe(Double(count.upperBound))) numbers \(InputLimits.describe(range.lowerBound))…\(InputLimits.describe(range.upperBound))"
      )
    }
    return values
  }

  /// A field `null` clears: absent → `nil`, `null` → `.some(nil)`.
  func clearable<T>(_ name: String, _ read: () throws -> T?) throws -> T?? {
    let key = Key(stringValue: name)
    guard container.contains(key) else { return nil }
    if try container.decodeNil(forKey: key) { return .some(nil) }
    return .some(try read())
  }

  /// Any decodable value; `takes` says what in the message ("a year 1900…2100").
  func value<T: Decodable>(_ name: String, _ type: T.Type, takes: String) throws -> T? {
    let key = Key(stringValue: name)
    guard container.contains(key) else { return nil }
    guard let value = try? container.decode(T.self, forKey: key) else {
      throw Problem(description: "'\(name)' must be \(takes)")
    }
    return value
  }
}
