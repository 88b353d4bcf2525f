import Hummingbird
import VeloIO
import VeloStore

/// Pages of the short lists (athletes, source files, planned sessions, events, tokens): `limit` items
/// (``listPageSize`` without one) from `cursor`, the `next` of the page before.
extension APIHandlers {
  static let listPageSize = 100

  /// The page of `all` the request asks for; 400 for a cursor that is not a `next` of this list.
  static func page<Item>(_ request: Request, _ all: [Item], list: String, key: (Item) -> (String, Int64)) throws -> ListPage<Item> {
    var cursor: ListCursor?
    if let text = request.uri.queryParameters.get("cursor") {
      guard let c = ListCursor(token: String(text), list: list) else {
        throw APIError(.badRequest, "bad parameter", detail: "'cursor' takes the 'next' of a page of this list, got \(quoted(String(text)))")
      }
      cursor = c
    }
    return ListPage(all, list: list, after: cursor, limit: try integer(request, "limit", 1...1_000) ?? listPageSize, key: key)
  }
}
