import Foundation
import VeloIO

/// The opaque text of a page cursor (``ActivityCursor``, ``ListCursor``): a tag naming its kind and
/// version, then its fields, joined by `|` and base64url-encoded. The last field may hold `|` itself.
public enum CursorToken {
  public static func encode(_ tag: String, _ fields: [String]) -> String {
    Data(([tag] + fields).joined(separator: "|").utf8).base64URLEncoded
  }

  /// The `count` fields of a token of at most `maxLength` characters tagged `tag`; nil for anything else.
  public static func decode(_ token: String, tag: String, count: Int, maxLength: Int) -> [Substring]? {
    guard token.utf8.count <= maxLength, let data = Data(base64URLEncoded: token),
      let text = String(data: data, encoding: .utf8)
    else {
      return nil
    }
    let parts = text.split(separator: "|", maxSplits: count, omittingEmptySubsequences: false)
    guard parts.count == count + 1, parts[0] == tag else { return nil }
    return Array(parts.dropFirst())
  }
}
