import Foundation
import Testing
import VeloPipeline

/// Pages of the short lists walk them in (key, id) order, the key compared byte by byte as SQLite's
/// BINARY collation does, and a cursor holds its place when items come and go between pages.
@Suite struct ListPageTests {
  struct Item: Equatable {
    var key: String
    var id: Int64
  }

  /// Keys whose byte order differs from Swift's String order and from case-insensitive order.
  let items = [
    Item(key: "b", id: 4), Item(key: "Z", id: 9), Item(key: "é", id: 2), Item(key: "a", id: 7),
    Item(key: "a", id: 3), Item(key: "e\u{301}", id: 5), Item(key: "", id: 8),
  ]

  func walk(_ list: [Item], limit: Int, change: (Int, inout [Item]) -> Void = { _, _ in }) -> [[Item]] {
    var source = list
    var pages: [[Item]] = []
    var cursor: ListCursor?
    repeat {
      let page = ListPage(source, list: "things", after: cursor, limit: limit) { ($0.key, $0.id) }
      pages.append(page.items)
      cursor = page.next.flatMap { ListCursor(token: $0, list: "things") }
      #expect(page.next == nil || cursor != nil, "a next decodes as a cursor of its list")
      change(pages.count, &source)
    } while cursor != nil && pages.count < 20
    return pages
  }

  @Test func followingNextGivesEveryItemOnceInByteOrder() {
    let pages = walk(items, limit: 3)
    // "" < "Z" (0x5A) < "a" (0x61) < "b" < "e\u{301}" (0x65 …) < "é" (0xC3 0xA9); ties by id.
    #expect(pages.flatMap { $0 }.map(\.id) == [8, 9, 3, 7, 4, 5, 2])
    #expect(pages.map(\.count) == [3, 3, 1])
    #expect(walk(items, limit: 7).count == 1, "a page holding every item has no next")
  }

  @Test func aCursorHoldsItsPlaceWhenItemsComeAndGo() {
    let pages = walk(items, limit: 2) { page, list in
      guard page == 1 else { return }
      list.removeAll { $0.id == 9 }  // the first page's last item goes away
      list.append(Item(key: "", id: 1))  // one arrives before the cursor: it belongs to a page already read
      list.append(Item(key: "c", id: 6))  // one arrives after it: it is read once, in place
    }
    #expect(pages.flatMap { $0 }.map(\.id) == [8, 9, 3, 7, 4, 6, 5, 2])
  }

  @Test func aCursorIsAnOpaqueTokenOfItsOwnList() {
    let c = ListCursor(list: "events", key: "2026-11-20", id: 812)
    #expect(ListCursor(token: c.token, list: "events") == c && !c.token.contains("=") && !c.token.contains("/"))
    #expect(ListCursor(token: c.token, list: "sessions") == nil, "the next of another list is not a cursor of this one")
    let piped = ListCursor(list: "athletes", key: "a|b", id: 3)
    #expect(ListCursor(token: piped.token, list: "athletes") == piped, "a key may hold the separator")
    for bad in [
      "", "nonsense", c.token + "x", String(repeating: "A", count: 1_100),
      Data("l1|events|x|2026".utf8).base64EncodedString(),
    ] {
      #expect(ListCursor(token: bad, list: "events") == nil, "\(bad)")
    }
  }

  @Test func mapKeepsTheCursor() {
    let page = ListPage(items, list: "things", after: nil, limit: 2) { ($0.key, $0.id) }
    let mapped = page.map { "\($0.key)#\($0.id)" }
    #expect(mapped.items == ["#8", "Z#9"] && mapped.next == page.next && page.next != nil)
  }
}
