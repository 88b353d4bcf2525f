import Foundation
import Testing
import VeloPipeline
import VeloScore
import _VeloTestSupport

@testable import VeloStore

/// Pages of the activities list walk back from the latest, each in date order,
/// and a cursor holds its place when activities come and go between pages.
@Suite struct ActivityPageTests {
  @Test func followingTheCursorGivesEveryActivityOnceInDateOrder() throws {
    let (store, athlete) = try sampleLibrary()
    let id = athlete.id!
    let all = try store.activities(athleteId: id)
    var pages: [[StoredActivity]] = []
    var cursor: ActivityCursor?
    repeat {
      let (page, next) = try store.activityPage(athleteId: id, ActivityFilter(last: 25, before: cursor))
      pages.append(page)
      cursor = next
      if pages.count == 1 {
        // An activity of the first page goes away: the second page still starts where the first ended.
        _ = try store.deleteActivity(id: page.last!.id!, athleteId: id)
      }
    } while cursor != nil && pages.count < 100
    let walked = pages.reversed().flatMap { $0 }.map(\.id)
    #expect(all.count > 100 && walked == all.map(\.id), "\(walked.count) of \(all.count)")
    #expect(
      pages.dropLast().allSatisfy { $0.count == 25 }
        && pages.last!.count == all.count % 25 + (all.count % 25 == 0 ? 25 : 0))
    let (whole, none) = try store.activityPage(athleteId: id, ActivityFilter(last: all.count))
    #expect(whole.count == all.count - 1 && none == nil, "a page holding the rest has no next")
  }

  @Test func aCursorIsAnOpaqueTokenThatRoundTrips() throws {
    let c = ActivityCursor(date: LocalDate(year: 2026, month: 11, day: 20), start: 1_795_000_000.25, id: 812)
    #expect(ActivityCursor(token: c.token) == c && !c.token.contains("=") && !c.token.contains("/"))
    let none = ActivityCursor(date: LocalDate(year: 2026, month: 11, day: 20), start: ActivityCursor.noStart, id: 3)
    #expect(ActivityCursor(token: none.token) == none)
    for bad in [
      "", "nonsense", "YTF8MjAyNi0xMS0yMHwwfDE", c.token + c.token, String(repeating: "A", count: 300),
      Data("a1|2026-11-20|-4|0".utf8).base64EncodedString(), Data("a1|2026-11-20|4|nan".utf8).base64EncodedString(),
    ] {
      #expect(ActivityCursor(token: bad) == nil, "\(bad)")
    }
  }
}
