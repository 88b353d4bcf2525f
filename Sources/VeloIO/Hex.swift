extension Sequence<UInt8> {
  /// The bytes as lower-case hexadecimal, two digits each (digests, tokens,
  /// ETags); a table lookup, not `String(format:)`, which took a tenth of a
  /// cached API answer's time.
  public var lowercaseHex: String {
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(underestimatedCount * 2)
    for byte in self {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: out, as: UTF8.self)
  }
}
