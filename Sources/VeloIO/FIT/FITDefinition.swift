/// A field of a definition message: where its bytes sit in the data payload.
public struct FITFieldDefinition: Sendable, Equatable {
  public var number: UInt8
  /// Declared size in bytes (always consumed in full).
  public var size: Int
  /// Base type used for decoding. A size that is not a multiple of the declared
  /// type's size reads as a uint8 array (as the Garmin SDK does).
  public var baseType: FITBaseType
  /// Byte offset inside the data message payload.
  public var offset: Int

  /// Elements in the field (`size / baseType.size`).
  public var count: Int { size / baseType.size }
}

/// A developer field slot of a definition message.
public struct FITDeveloperFieldDefinition: Sendable, Equatable {
  public var number: UInt8
  public var size: Int
  public var developerDataIndex: UInt8
  public var offset: Int
}

/// A definition message: the layout every following data message of its local
/// type has, until the local type is redefined.
public struct FITMessageDefinition: Sendable {
  public var globalNumber: UInt16
  public var bigEndian: Bool
  public var fields: [FITFieldDefinition]
  public var developerFields: [FITDeveloperFieldDefinition]
  /// Bytes of one data message payload (fields plus developer fields).
  public var payloadSize: Int
  /// `fieldSlot[n]` is the index in `fields` of field number n, or −1.
  var fieldSlot: [Int16]
  /// Indices into `fields` ordered by field number (the dump's order).
  let fieldsByNumber: [Int]

  init(
    globalNumber: UInt16, bigEndian: Bool, fields: [FITFieldDefinition], developerFields: [FITDeveloperFieldDefinition],
    payloadSize: Int
  ) {
    self.globalNumber = globalNumber
    self.bigEndian = bigEndian
    self.fields = fields
    self.developerFields = developerFields
    self.payloadSize = payloadSize
    var slots = [Int16](repeating: -1, count: 256)
    for (i, f) in fields.enumerated() where slots[Int(f.number)] < 0 { slots[Int(f.number)] = Int16(i) }
    fieldSlot = slots
    fieldsByNumber = fields.indices.sorted { (fields[$0].number, $0) < (fields[$1].number, $1) }
  }

  /// The definition of field `number`, if the message has it.
  public func field(_ number: UInt8) -> FITFieldDefinition? {
    let slot = fieldSlot[Int(number)]
    return slot < 0 ? nil : fields[Int(slot)]
  }
}
