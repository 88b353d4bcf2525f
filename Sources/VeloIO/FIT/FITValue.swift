/// A decoded FIT field value (raw: before scale and offset).
public enum FITValue: Equatable, Sendable, CustomStringConvertible, Encodable {
  case integer(Int64)
  /// Only for uint64 values above `Int64.max`.
  case unsigned(UInt64)
  case float(Double)
  case string(String)
  /// Several elements; `nil` marks an invalid element.
  indirect case array([FITValue?])

  /// JSON: numbers, strings, and arrays with `null` for invalid elements.
  public func encode(to encoder: Encoder) throws {
    var c = encoder.singleValueContainer()
    switch self {
    case .integer(let v): try c.encode(v)
    case .unsigned(let v): try c.encode(v)
    case .float(let v): try c.encode(v)
    case .string(let s): try c.encode(s)
    case .array(let items): try c.encode(items)
    }
  }

  /// The value as a number (first element of an array), if it is numeric.
  public var number: Double? {
    switch self {
    case .integer(let v): return Double(v)
    case .unsigned(let v): return Double(v)
    case .float(let v): return v
    case .string: return nil
    case .array(let items): return items.first??.number
    }
  }

  /// Canonical text used by `veloscore fit dump` and the parity tests:
  /// integers in decimal, floats in shortest round-trip form, strings quoted
  /// with `\\`, `\"` and `\xNN` escapes, arrays as `[a;b;-]` (`-` = invalid).
  public var description: String {
    switch self {
    case .integer(let v): return String(v)
    case .unsigned(let v): return String(v)
    case .float(let v): return v == v.rounded() && abs(v) < 1e16 ? String(Int64(v)) + ".0" : "\(v)"
    case .string(let s):
      var out = "\""
      for scalar in s.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
          let hex = String(scalar.value, radix: 16)
          out += "\\x" + (hex.count < 2 ? "0" + hex : hex)
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    case .array(let items):
      return "[" + items.map { $0?.description ?? "-" }.joined(separator: ";") + "]"
    }
  }
}
