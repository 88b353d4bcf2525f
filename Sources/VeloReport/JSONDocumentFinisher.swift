import Foundation

/// The last pass over every JSON document veloscore prints (schema version 2):
///
/// - a number is rounded to its field's precision (``JSONVocabulary``: the
///   innermost enclosing key that is a term decides, so `"weeklyCTL": [...]` and
///   `"loadBySport": {"cycling": ...}` take their list's or map's precision);
///   a field without a stated precision keeps 15 significant digits (binary
///   float noise sits in the 16th and 17th) and a float32 value widened to
///   double (`-20.200000762939453`) is written as the float it was;
/// - a non-finite number, which the encoder writes as a sentinel string
///   (`JSONEncoder/report`), becomes `null`, and the top-level object gains
///   `"nullReasons": {JSON Pointer: reason}` naming each one, so a numeric field
///   never holds a string.
///
/// `VELOSCORE_JSON_PRECISION=full` in the environment keeps every number as
/// the encoder wrote it (the shortest text that reads back to the same
/// double), for comparing with an oracle to the last bit; nulls are as above.
///
/// The pass reads the encoder's own output (valid JSON), token by token,
/// keeping the path as a stack; strings are copied untouched.
public enum JSONDocumentFinisher {
  public static let fallbackSignificantDigits = 15
  /// Whether numbers are left at full precision (`VELOSCORE_JSON_PRECISION=full`).
  public static let keepsFullPrecision = ProcessInfo.processInfo.environment["VELOSCORE_JSON_PRECISION"] == "full"
  static let nanSentinel = "\u{E000}nan\u{E001}", infinitySentinel = "\u{E000}inf\u{E001}",
    negativeInfinitySentinel = "\u{E000}-inf\u{E001}"

  private struct Frame {
    var isObject: Bool
    var key: String?
    var index = 0
    var expectingKey = true
    var members = 0
  }

  public static func finished(_ json: Data) -> Data {
    let bytes = [UInt8](json)
    var out = [UInt8]()
    out.reserveCapacity(bytes.count)
    var stack: [Frame] = []
    var reasons: [(String, String)] = []
    var i = 0
    func valueStarts() { if let last = stack.indices.last, stack[last].isObject { stack[last].members += 1 } }
    while i < bytes.count {
      let b = bytes[i]
      switch b {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        if stack.last?.isObject == true { valueStarts() }
        stack.append(Frame(isObject: b == UInt8(ascii: "{")))
        out.append(b)
        i += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if b == UInt8(ascii: "}"), stack.count == 1, !reasons.isEmpty {
          appendReasons(reasons, hasMembers: (stack.last?.members ?? 0) > 0, to: &out)
        }
        _ = stack.popLast()
        out.append(b)
        i += 1
      case UInt8(ascii: ","):
        if let last = stack.indices.last {
          if stack[last].isObject { stack[last].expectingKey = true } else { stack[last].index += 1 }
        }
        out.append(b)
        i += 1
      case UInt8(ascii: ":"):
        if let last = stack.indices.last { stack[last].expectingKey = false }
        out.append(b)
        i += 1
      case UInt8(ascii: "\""):
        var j = i + 1
        while j < bytes.count, bytes[j] != UInt8(ascii: "\"") { j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1 }
        let end = min(j + 1, bytes.count)
        let token = bytes[i..<end]
        if let last = stack.indices.last, stack[last].isObject, stack[last].expectingKey {
          stack[last].key = String(decoding: token.dropFirst().dropLast(), as: UTF8.self)
          out += token
        } else if let reason = nonFiniteReason(token) {
          if stack.last?.isObject == true { valueStarts() }
          reasons.append((pointer(stack), reason))
          out += Array("null".utf8)
        } else {
          if stack.last?.isObject == true { valueStarts() }
          out += token
        }
        i = end
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        var j = i
        while j < bytes.count, isNumberByte(bytes[j]) { j += 1 }
        if stack.last?.isObject == true { valueStarts() }
        let precision = precision(for: stack)
        out += rounded(bytes[i..<j], decimals: precision.decimals, significantDigits: precision.significantDigits)
        i = j
      default:
        if b >= UInt8(ascii: "a"), b <= UInt8(ascii: "z"), stack.last?.isObject == true,
          stack.last?.expectingKey == false
        {
          valueStarts()
          var j = i
          while j < bytes.count, bytes[j] >= UInt8(ascii: "a"), bytes[j] <= UInt8(ascii: "z") { j += 1 }
          out += bytes[i..<j]
          i = j
        } else {
          out.append(b)
          i += 1
        }
      }
    }
    return Data(out)
  }

  /// The reason written for a sentinel string token, or nil for any other string.
  private static func nonFiniteReason(_ token: ArraySlice<UInt8>) -> String? {
    guard token.count < 16 else { return nil }
    switch String(decoding: token.dropFirst().dropLast(), as: UTF8.self) {
    case nanSentinel: return "not a number: the value is undefined for these inputs (for example a ratio of two zeros)"
    case infinitySentinel:
      return "infinite: the value has no finite bound for these inputs (for example a ratio over zero)"
    case negativeInfinitySentinel: return "negative infinity: the value has no finite bound for these inputs"
    default: return nil
    }
  }

  private static func isNumberByte(_ c: UInt8) -> Bool {
    c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".") || c == UInt8(ascii: "e")
      || c == UInt8(ascii: "E")
      || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
  }

  /// The precision of the innermost key on the path that is a term.
  private static func precision(for stack: [Frame]) -> (decimals: Int?, significantDigits: Int?) {
    for frame in stack.reversed() where frame.isObject {
      if let key = frame.key, let term = JSONVocabulary.term(key) { return (term.decimals, term.significantDigits) }
    }
    return (nil, nil)
  }

  /// A JSON Pointer (RFC 6901) to the value being written.
  private static func pointer(_ stack: [Frame]) -> String {
    stack.map { f in
      f.isObject
        ? "/" + (f.key ?? "").replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
        : "/\(f.index)"
    }.joined()
  }

  private static func appendReasons(_ reasons: [(String, String)], hasMembers: Bool, to out: inout [UInt8]) {
    while let last = out.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\n") { out.removeLast() }
    let pretty = out.contains(UInt8(ascii: "\n"))
    let members = reasons.map { p, r in "\"\(p)\":\(pretty ? " " : "")\"\(r)\"" }
    let body =
      pretty
      ? "\n  \"nullReasons\" : {\n    " + members.joined(separator: ",\n    ") + "\n  }\n"
      : "\"nullReasons\":{" + members.joined(separator: ",") + "}"
    out += Array(((hasMembers ? "," : "") + body).utf8)
  }

  /// A number token at the field's precision: `decimals` places when stated
  /// (whole numbers without a fraction), else 15 significant digits, and a
  /// widened float32 as the float it was. Integers without a fraction stay.
  /// With `significantDigits`, that many significant digits (`%g`: exponent form
  /// below 1e-4), so a small statistic is never printed as 0.
  static func rounded(_ token: ArraySlice<UInt8>, decimals: Int?, significantDigits: Int? = nil) -> [UInt8] {
    let text = String(decoding: token, as: UTF8.self)
    let fractional = token.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    guard fractional, !keepsFullPrecision, let v = Double(text), v.isFinite else { return Array(token) }
    if let significantDigits {
      let g = String(format: "%.\(significantDigits)g", v)
      return Array((g == "-0" ? "0" : g).utf8)
    }
    if let decimals {
      let scale = pow(10, Double(decimals))
      let r = (v * scale).rounded() / scale
      if r == 0 { return Array("0".utf8) }
      if r == r.rounded(), abs(r) < 9e15 { return Array(String(Int64(r)).utf8) }
      let shortest = "\(r)"
      return Array((shortest.count <= text.count ? shortest : text).utf8)
    }
    let digits = token.lazy.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
    if digits >= 12, let f = Float(exactly: v), f.isFinite { return Array("\(f)".utf8) }
    guard digits > fallbackSignificantDigits else { return Array(token) }
    return Array(String(format: "%.\(fallbackSignificantDigits)g", v).utf8)
  }
}
