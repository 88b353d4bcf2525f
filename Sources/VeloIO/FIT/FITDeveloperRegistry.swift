/// Developer field descriptions (message 206) seen so far in one FIT file,
/// keyed by (developer_data_index, field_definition_number).
///
/// Descriptions are registered even without a developer_data_id message
/// (real files omit it) and looked up when a data message is decoded.
public struct FITDeveloperRegistry: Sendable {
  public struct Description: Sendable, Equatable {
    public var developerDataIndex: UInt8
    public var fieldNumber: UInt8
    public var baseType: FITBaseType
    public var name: String?
    public var units: String?
    /// Raw values are reported unscaled (as the Garmin SDK does); the scale and
    /// offset are kept for callers that want physical values.
    public var scale: Double?
    public var offset: Double?
  }

  var descriptions: [UInt16: Description] = [:]
  /// developer_data_index values announced by developer_data_id (207) messages.
  public private(set) var developers: Set<UInt8> = []

  static func key(_ index: UInt8, _ number: UInt8) -> UInt16 { UInt16(index) << 8 | UInt16(number) }

  public func description(index: UInt8, number: UInt8) -> Description? {
    descriptions[Self.key(index, number)]
  }

  mutating func register(_ message: FITMessage) {
    switch message.globalNumber {
    case 207:
      if let index = message.integer(3) { developers.insert(UInt8(truncatingIfNeeded: index)) }
    case 206:
      guard let index = message.integer(0), let number = message.integer(1), let type = message.integer(2) else {
        return
      }
      var d = Description(
        developerDataIndex: UInt8(truncatingIfNeeded: index), fieldNumber: UInt8(truncatingIfNeeded: number),
        baseType: FITBaseType(definitionByte: UInt8(truncatingIfNeeded: type)))
      if case .string(let s) = message.value(3) { d.name = s }
      if case .string(let s) = message.value(8) { d.units = s }
      d.scale = message.value(6)?.number
      d.offset = message.value(7)?.number
      descriptions[Self.key(d.developerDataIndex, d.fieldNumber)] = d
    default: break
    }
  }
}
