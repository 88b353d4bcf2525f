/// One CSV cell as RFC 4180 writes it: quoted (with `"` doubled) when it holds
/// a comma, a quote or a line break, as is otherwise.
public func csvField(_ s: String) -> String {
  s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
}

import Foundation
