/// The one vocabulary of veloscore's JSON (schema version 2): every key any
/// command, report or API route prints, once, with its type, unit, precision
/// and meaning. ``JSONDocumentFinisher`` rounds numbers by it; the JSON Schemas
/// in docs/schema take their descriptions from it (docs/schema/vocabulary.json,
/// written by `VELOSCORE_WRITE_VOCABULARY=1 swift test --filter Vocabulary`);
/// `scripts/json-contract.py` fails on a key that is not here or whose type
/// differs from its term's.
public enum JSONVocabulary {
  /// The version every document carries as `schemaVersion`.
  public static let schemaVersion = 2

  /// Every term, by name.
  public static let terms: [JSONTerm] =
    library + activity + power + heartRate + load + wellness + week + plan + fit + tools + intervals + calendar

  private static let byName: [String: JSONTerm] = Dictionary(
    terms.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

  public static func term(_ name: String) -> JSONTerm? { byName[name] }

  /// Names given twice (a test keeps this empty).
  public static var duplicates: [String] {
    Dictionary(grouping: terms, by: \.name).filter { $0.value.count > 1 }.keys.sorted()
  }
}

/// One key of the JSON vocabulary.
public struct JSONTerm: Sendable, Encodable, Equatable {
  public enum Kind: String, Sendable, Encodable {
    /// A whole number.
    case integer
    /// A number (`null` when not finite, with a `nullReasons` entry).
    case number
    case string, boolean
    /// A calendar day, `YYYY-MM-DD`, in the athlete's local calendar.
    case date
    /// An instant, ISO 8601 with its UTC offset (`2026-11-22T07:30:00+01:00`).
    case dateTime
    /// A list (``JSONTerm/items`` says of what).
    case array
    /// An object of named fields, each a term.
    case object
    /// An object whose keys are data (sport names, FIT message names, stream
    /// columns), each value of ``JSONTerm/items``.
    case map
  }

  public var name: String
  public var kind: Kind
  /// What an array's or map's values are.
  public var items: Kind?
  /// The unit, spelled out ("W", "s", "m", "bpm", "TSS/day"); "" when the value has none.
  public var unit: String
  /// Decimal places printed (numbers), nil when not a number or kept at 15 significant digits.
  public var decimals: Int?
  /// Significant digits printed instead, for statistics whose size varies by
  /// orders of magnitude (a p-value of 1e-16, a slope of 0.00003 kg/day): never
  /// rounded to 0; written in exponent form when small.
  public var significantDigits: Int?
  public var description: String

  public init(
    _ name: String, _ kind: Kind, items: Kind? = nil, unit: String = "", decimals: Int? = nil,
    significantDigits: Int? = nil, _ description: String
  ) {
    self.name = name
    self.kind = kind
    self.items = items
    self.unit = unit
    self.decimals = decimals
    self.significantDigits = significantDigits
    self.description = description
  }
}
