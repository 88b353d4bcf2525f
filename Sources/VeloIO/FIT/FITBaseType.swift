/// FIT base types (the low 5 bits of a field definition's base-type byte).
///
/// Sizes and invalid values follow the FIT protocol (Garmin FIT SDK, "Base Types").
public enum FITBaseType: UInt8, Sendable, CaseIterable {
  case enumeration = 0x00
  case sint8 = 0x01
  case uint8 = 0x02
  case sint16 = 0x03
  case uint16 = 0x04
  case sint32 = 0x05
  case uint32 = 0x06
  case string = 0x07
  case float32 = 0x08
  case float64 = 0x09
  case uint8z = 0x0A
  case uint16z = 0x0B
  case uint32z = 0x0C
  case byte = 0x0D
  case sint64 = 0x0E
  case uint64 = 0x0F
  case uint64z = 0x10

  /// Bytes per element.
  public var size: Int {
    switch self {
    case .enumeration, .sint8, .uint8, .string, .uint8z, .byte: return 1
    case .sint16, .uint16, .uint16z: return 2
    case .sint32, .uint32, .float32, .uint32z: return 4
    case .float64, .sint64, .uint64, .uint64z: return 8
    }
  }

  /// The base type of a definition's base-type byte; unknown types read as bytes.
  public init(definitionByte: UInt8) {
    self = FITBaseType(rawValue: definitionByte & 0x1F) ?? .byte
  }

  var isSigned: Bool {
    switch self {
    case .sint8, .sint16, .sint32, .sint64: return true
    default: return false
    }
  }

  /// The element's raw bits (little- or big-endian) zero-extended to 64 bits.
  @inline(__always)
  func rawBits(_ p: UnsafeRawPointer, bigEndian: Bool) -> UInt64 {
    var v: UInt64 = 0
    let n = size
    if bigEndian {
      for i in 0..<n { v = (v << 8) | UInt64(p.load(fromByteOffset: i, as: UInt8.self)) }
    } else {
      for i in stride(from: n - 1, through: 0, by: -1) {
        v = (v << 8) | UInt64(p.load(fromByteOffset: i, as: UInt8.self))
      }
    }
    return v
  }

  /// Whether raw bits are this type's "invalid" (absent) marker.
  @inline(__always)
  func isInvalid(_ bits: UInt64) -> Bool {
    switch self {
    case .enumeration, .uint8, .byte: return bits == 0xFF
    case .sint8: return bits == 0x7F
    case .sint16: return bits == 0x7FFF
    case .uint16: return bits == 0xFFFF
    case .sint32: return bits == 0x7FFF_FFFF
    case .uint32, .float32: return bits == 0xFFFF_FFFF
    case .string, .uint8z, .uint16z, .uint32z, .uint64z: return bits == 0
    case .float64, .uint64: return bits == UInt64.max
    case .sint64: return bits == 0x7FFF_FFFF_FFFF_FFFF
    }
  }

  /// Raw bits as a value of this type (numeric types only).
  @inline(__always)
  func value(_ bits: UInt64) -> FITValue {
    switch self {
    case .sint8: return .integer(Int64(Int8(truncatingIfNeeded: bits)))
    case .sint16: return .integer(Int64(Int16(truncatingIfNeeded: bits)))
    case .sint32: return .integer(Int64(Int32(truncatingIfNeeded: bits)))
    case .sint64: return .integer(Int64(bitPattern: bits))
    case .uint64, .uint64z: return bits > UInt64(Int64.max) ? .unsigned(bits) : .integer(Int64(bits))
    case .float32: return .float(Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))))
    case .float64: return .float(Double(bitPattern: bits))
    default: return .integer(Int64(bits))
    }
  }
}
