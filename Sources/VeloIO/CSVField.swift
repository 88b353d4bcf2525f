/// One CSV cell as RFC 4180 writes it: quoted (with `"` doubled) when it holds
/// a comma, a quote or a line break, as is otherwise.
public func csvField(_ s: String) -> String {
  s.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
}

import Foundation
