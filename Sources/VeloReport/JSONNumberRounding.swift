import Foundation

/// Printed JSON carries numbers as people read them: float noise from binary
/// arithmetic (`112.00000000000001`, `0.30000000000000004`) is rounded at the
/// edge to 15 significant digits (the noise sits in the 16th and 17th); the
/// computation itself stays exact. Numbers
/// already that short, integers, and everything inside strings are left as they are.
public enum JSONNumberRounding {
  public static let significantDigits = 15

  public static func rounded(_ json: Data) -> Data {
    let bytes = [UInt8](json)
    var out = [UInt8]()
    out.reserveCapacity(bytes.count)
    var i = 0
    var inString = false
    while i < bytes.count {
      let b = bytes[i]
      if inString {
        out.append(b)
        if b == UInt8(ascii: "\\"), i + 1 < bytes.count {
          out.append(bytes[i + 1])
          i += 2
          continue
        }
        if b == UInt8(ascii: "\"") { inString = false }
        i += 1
        continue
      }
      if b == UInt8(ascii: "\"") {
        inString = true
        out.append(b)
        i += 1
        continue
      }
      guard b == UInt8(ascii: "-") || (b >= 48 && b <= 57) else {
        out.append(b)
        i += 1
        continue
      }
      var j = i
      var digits = 0, fractional = false
      while j < bytes.count, let c = Optional(bytes[j]),
        c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".") || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || (c >= 48 && c <= 57)
      {
        if c >= 48 && c <= 57 { digits += 1 }
        if c == UInt8(ascii: ".") || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") { fractional = true }
        j += 1
      }
      let token = Array(bytes[i..<j])
      if fractional, digits > significantDigits, let v = Double(String(decoding: token, as: UTF8.self)), v.isFinite {
        out += Array(String(format: "%.\(significantDigits)g", v).utf8)
      } else {
        out += token
      }
      i = j
    }
    return Data(out)
  }
}

extension JSONEncoder {
  /// `encode` for JSON people read: ``report`` formatting, numbers rounded by ``JSONNumberRounding``.
  public static func printable<T: Encodable>(_ value: T) throws -> Data {
    JSONNumberRounding.rounded(try report.encode(value))
  }
}
