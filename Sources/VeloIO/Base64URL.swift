import Foundation

extension Data {
  /// The bytes as unpadded base64url (RFC 4648 §5): safe in a URL's query and a
  /// header without escaping (API tokens, page cursors).
  public var base64URLEncoded: String {
    base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  /// The bytes of an unpadded (or padded) base64url text; `nil` when it is not one.
  public init?(base64URLEncoded text: String) {
    var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    self.init(base64Encoded: base64)
  }
}
