/// Writes ``FITDump`` lines straight into a byte buffer: scalar integer fields
/// (nearly all of a FIT file) are formatted without building a ``FITValue`` or
/// any intermediate string; floats, strings and arrays use ``FITValue``'s text.
struct FITDumpWriter {
  var bytes: [UInt8] = []
  var names = false
  private var separate = false

  init(names: Bool = false) { self.names = names }

  /// Appends one message's line, without the newline.
  mutating func append(_ m: FITMessage) {
    let d = m.definition
    if names { appendText(FITProfile.messageName(d.globalNumber)) } else { appendDecimal(UInt64(d.globalNumber)) }
    bytes.append(UInt8(ascii: "|"))
    separate = false
    let base = m.payload.baseAddress!
    for i in d.fieldsByNumber {
      let f = d.fields[i]
      let type = f.baseType
      if f.size == type.size, type != .string, type != .float32, type != .float64 {
        let bits = type.rawBits(base + f.offset, bigEndian: d.bigEndian)
        if type.isInvalid(bits) { continue }
        appendLabel(f.number, message: d.globalNumber)
        appendInteger(bits, type: type)
      } else if let value = m.decode(type, at: f.offset, size: f.size) {
        appendLabel(f.number, message: d.globalNumber)
        appendText(value.description)
      }
    }
    if let ts = m.compressedTimestamp {
      appendLabel(253, message: d.globalNumber)
      appendDecimal(UInt64(ts))
    }
    if !d.developerFields.isEmpty {
      for (description, value) in m.developerFields {
        if separate { bytes.append(UInt8(ascii: "|")) }
        separate = true
        bytes.append(contentsOf: "dev".utf8)
        appendDecimal(UInt64(description.developerDataIndex))
        bytes.append(UInt8(ascii: "."))
        appendDecimal(UInt64(description.fieldNumber))
        bytes.append(UInt8(ascii: "="))
        appendText(value.description)
      }
    }
  }

  /// `<field>=`, after a `|` from the second field on (the line is
  /// `<global>|` then the fields joined by `|`).
  @inline(__always)
  private mutating func appendLabel(_ number: UInt8, message: UInt16) {
    if separate { bytes.append(UInt8(ascii: "|")) }
    separate = true
    if names { appendText(FITProfile.fieldName(number, message: message)) } else { appendDecimal(UInt64(number)) }
    bytes.append(UInt8(ascii: "="))
  }

  /// A valid scalar of an integer base type, as ``FITBaseType/value(_:)`` reads it.
  @inline(__always)
  private mutating func appendInteger(_ bits: UInt64, type: FITBaseType) {
    let signed: Int64
    switch type {
    case .sint8: signed = Int64(Int8(truncatingIfNeeded: bits))
    case .sint16: signed = Int64(Int16(truncatingIfNeeded: bits))
    case .sint32: signed = Int64(Int32(truncatingIfNeeded: bits))
    case .sint64: signed = Int64(bitPattern: bits)
    default:
      appendDecimal(bits)
      return
    }
    if signed < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDecimal(signed.magnitude)
  }

  @inline(__always)
  private mutating func appendDecimal(_ value: UInt64) {
    if value < 10 {
      bytes.append(UInt8(truncatingIfNeeded: value) &+ 48)
      return
    }
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for 20 digits
    var count = 0
    var v = value
    withUnsafeMutableBytes(of: &digits) { buffer in
      while v > 0 {
        count += 1
        buffer[24 - count] = UInt8(truncatingIfNeeded: v % 10) &+ 48
        v /= 10
      }
      bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(24 - count)...]))
    }
  }

  private mutating func appendText(_ s: String) {
    bytes.append(contentsOf: s.utf8)
  }
}
