import Foundation

/// A page of one of the short lists (athletes, source files, planned sessions, events, tokens): the items
/// after a cursor, at most a limit, and `next`, the cursor of its last item when more follow.
///
/// These lists are read whole and cut here: they hold hundreds or a few thousand rows, where activities
/// hold hundreds of thousands and page in SQL (``ActivityCursor``). The order is ascending (key, id), the
/// key compared byte by byte as SQLite's BINARY collation does (a name, an ISO date, or nothing for lists
/// in id order), so a page stays right when rows are added or removed between requests.
public struct ListPage<Item> {
  public var items: [Item]
  /// The cursor of the next page; absent on the last.
  public var next: String?

  /// The page of `all` after `cursor` (from the start without one), at most `limit` items.
  /// - Parameter all: the whole list.
  /// - Parameter list: the list's name, carried in its cursors (another list's cursor is refused).
  /// - Parameter cursor: the previous page's `next`, or `nil` for the first page.
  /// - Parameter limit: items at most.
  /// - Parameter key: an item's sort key and id.
  public init(_ all: [Item], list: String, after cursor: ListCursor?, limit: Int, key: (Item) -> (String, Int64)) {
    let keyed = all.map { item -> (key: [UInt8], id: Int64, item: Item) in
      let (k, id) = key(item)
      return (Array(k.utf8), id, item)
    }.sorted { ($0.key, $0.id) < ($1.key, $1.id) }
    let after = cursor.map { (Array($0.key.utf8), $0.id) }
    let rest = keyed.drop { entry in after.map { (entry.key, entry.id) <= $0 } ?? false }
    let page = rest.prefix(max(limit, 1))
    items = page.map(\.item)
    next =
      rest.count > page.count
      ? page.last.map { ListCursor(list: list, key: String(decoding: $0.key, as: UTF8.self), id: $0.id).token } : nil
  }

  private init(items: [Item], next: String?) {
    self.items = items
    self.next = next
  }

  /// The same page with each item transformed (a row made into its document, for the page's items only).
  public func map<T>(_ transform: (Item) throws -> T) rethrows -> ListPage<T> {
    ListPage<T>(items: try items.map(transform), next: next)
  }
}

extension ListPage: Encodable where Item: Encodable {}
extension ListPage: Sendable where Item: Sendable {}

/// Lexicographic order of a key's bytes and an id.
private func < (a: ([UInt8], Int64), b: ([UInt8], Int64)) -> Bool {
  a.0.lexicographicallyPrecedes(b.0) || (a.0 == b.0 && a.1 < b.1)
}

private func <= (a: ([UInt8], Int64), b: ([UInt8], Int64)) -> Bool {
  !(b < a)
}

/// Where a page of a short list ended (``ListPage``): the list's name, and the sort key and id of the
/// page's last item. Travels as an opaque base64url token; a token of another list is not one of this.
public struct ListCursor: Sendable, Equatable {
  public var list: String
  public var key: String
  public var id: Int64

  public init(list: String, key: String, id: Int64) {
    self.list = list
    self.key = key
    self.id = id
  }

  public var token: String {
    CursorToken.encode("l1", [list, "\(id)", key])
  }

  /// The cursor a ``token`` of `list` encodes; `nil` for anything else.
  public init?(token: String, list: String) {
    guard let fields = CursorToken.decode(token, tag: "l1", count: 3, maxLength: 1_000), fields[0] == list,
      let id = Int64(fields[1])
    else {
      return nil
    }
    self.init(list: list, key: String(fields[2]), id: id)
  }
}
