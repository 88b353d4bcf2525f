/// A data message as the decoder hands it to a visitor: its definition and a
/// view of its payload bytes. Valid only inside the visiting closure; decode
/// the fields you need (``value(_:)``, ``fields``) before returning.
public struct FITMessage {
  public let definition: FITMessageDefinition
  public let payload: UnsafeRawBufferPointer
  /// Offset of the record header in the file.
  public let offset: Int
  /// Timestamp from a compressed-timestamp header (FIT seconds), if it had one.
  public let compressedTimestamp: UInt32?
  /// 0 for the first FIT file of a chain, 1 for the next, ….
  public let fileIndex: Int
  public let developerRegistry: FITDeveloperRegistry

  public var globalNumber: UInt16 { definition.globalNumber }

  /// Raw value of field `number`, `nil` when absent or invalid. Uses the Garmin
  /// SDK's rules: a string is cut at trailing NULs and split at inner NULs,
  /// malformed UTF-8 dropped; an array element that is invalid is `nil`, an
  /// array of only invalid elements is absent; a byte array is absent only
  /// when every byte is 0xFF.
  public func value(_ number: UInt8) -> FITValue? {
    guard let field = definition.field(number) else { return nil }
    return decode(field.baseType, at: field.offset, size: field.size)
  }

  /// A numeric field's value without building a ``FITValue`` (fast path).
  @inline(__always)
  public func number(_ number: UInt8) -> Double? {
    guard let field = definition.field(number), field.size == field.baseType.size, field.baseType != .string else {
      return value(number)?.number
    }
    let bits = field.baseType.rawBits(payload.baseAddress! + field.offset, bigEndian: definition.bigEndian)
    if field.baseType.isInvalid(bits) { return nil }
    return field.baseType.value(bits).number
  }

  /// A field's value as an integer; `nil` when absent, not finite or out of range.
  public func integer(_ number: UInt8) -> Int? {
    self.number(number).flatMap(exactInteger)
  }

  /// Every present field, in definition order.
  public var fields: [(number: UInt8, value: FITValue)] {
    definition.fields.compactMap { f in decode(f.baseType, at: f.offset, size: f.size).map { (f.number, $0) } }
  }

  /// Every developer field that has a description, in definition order.
  public var developerFields: [(description: FITDeveloperRegistry.Description, value: FITValue)] {
    definition.developerFields.compactMap { f in
      guard let d = developerRegistry.description(index: f.developerDataIndex, number: f.number) else { return nil }
      let type = f.size % d.baseType.size == 0 ? d.baseType : .uint8
      return decode(type, at: f.offset, size: f.size).map { (d, $0) }
    }
  }

  func decode(_ type: FITBaseType, at offset: Int, size: Int) -> FITValue? {
    guard size > 0 else { return nil }
    let start = payload.baseAddress! + offset
    if type == .string {
      let bytes = UnsafeRawBufferPointer(start: start, count: size)
      var end = size
      while end > 0, bytes[end - 1] == 0 { end -= 1 }
      guard end > 0 else { return nil }
      let parts = bytes[0..<end].split(separator: 0, omittingEmptySubsequences: false).map { part in
        String(decoding: validUTF8(part), as: UTF8.self)
      }
      if parts.count == 1 { return parts[0].isEmpty ? nil : .string(parts[0]) }
      return .array(parts.map { .string($0) })
    }
    let count = size / type.size
    if count == 1 {
      let bits = type.rawBits(start, bigEndian: definition.bigEndian)
      return type.isInvalid(bits) ? nil : type.value(bits)
    }
    var items: [FITValue?] = []
    items.reserveCapacity(count)
    var anyValid = false
    for i in 0..<count {
      let bits = type.rawBits(start + i * type.size, bigEndian: definition.bigEndian)
      if type.isInvalid(bits) && type != .byte {
        items.append(nil)
      } else {
        if !type.isInvalid(bits) { anyValid = true }
        items.append(type.value(bits))
      }
    }
    return anyValid ? .array(items) : nil
  }
}

/// Drops bytes that are not part of well-formed UTF-8 (as Python's
/// `decode("utf-8", errors="ignore")` does).
func validUTF8<C: Collection>(_ bytes: C) -> [UInt8] where C.Element == UInt8 {
  var out: [UInt8] = []
  out.reserveCapacity(bytes.count)
  let b = Array(bytes)
  var i = 0
  while i < b.count {
    let lead = b[i]
    let length: Int
    switch lead {
    case 0x00...0x7F: length = 1
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: length = 0
    }
    guard length > 0, i + length <= b.count else {
      i += 1
      continue
    }
    var ok = true
    for k in 1..<length where b[i + k] & 0xC0 != 0x80 { ok = false }
    if ok, length == 3 {
      if lead == 0xE0 && b[i + 1] < 0xA0 { ok = false }
      if lead == 0xED && b[i + 1] > 0x9F { ok = false }
    }
    if ok, length == 4 {
      if lead == 0xF0 && b[i + 1] < 0x90 { ok = false }
      if lead == 0xF4 && b[i + 1] > 0x8F { ok = false }
    }
    if ok {
      out.append(contentsOf: b[i..<(i + length)])
      i += length
    } else {
      i += 1
    }
  }
  return out
}

/// `d` truncated toward zero as an Int, or `nil` for NaN, ±∞ and values beyond ±2⁶².
@inline(__always)
func exactInteger(_ d: Double) -> Int? {
  guard d.isFinite, abs(d) < 4.6e18 else { return nil }
  return Int(d)
}
