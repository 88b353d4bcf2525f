/// A coding key made from a name: for records whose keys come from a table
/// (``WellnessReading/numbers``) rather than from their stored properties.
public struct NamedCodingKey: CodingKey, Sendable {
  public var stringValue: String
  public init(_ name: String) { stringValue = name }
  public init(stringValue: String) { self.stringValue = stringValue }
  public var intValue: Int? { nil }
  public init?(intValue: Int) { nil }
}
