#if Server
// Built with the Server package trait (Package.swift).
import Hummingbird
import VeloIO
import VeloPipeline

/// Pages of lists: `limit` items (``pageSize`` without one) from `cursor`, the `next` of the page before.
/// Activities page in SQL (``ActivityCursor``); the short lists (athletes, source files, planned sessions,
/// events, tokens) are cut in memory (``ListPage``).
extension APIHandlers {
  static let pageSize = 100

  /// The request's `cursor`, read by `parse`; nil without one, 400 for a string that is not a `next` of this list.
  static func cursor<Cursor>(_ request: Request, _ parse: (String) -> Cursor?) throws -> Cursor? {
    guard let text = request.uri.queryParameters.get("cursor") else { return nil }
    guard let cursor = parse(String(text)) else {
      throw APIError(
        .badRequest, "bad parameter",
        detail: "'cursor' takes the 'next' of a page of this list, got \(quoted(String(text)))")
    }
    return cursor
  }

  /// The page of `all` the request asks for.
  static func page<Item>(_ request: Request, _ all: [Item], list: String, key: (Item) -> (String, Int64)) throws
    -> ListPage<Item>
  {
    let after = try cursor(request) { ListCursor(token: $0, list: list) }
    return ListPage(
      all, list: list, after: after, limit: try integer(request, "limit", 1...1_000) ?? pageSize, key: key)
  }
}
#endif
