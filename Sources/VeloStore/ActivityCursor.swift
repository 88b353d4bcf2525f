import Foundation
import VeloIO
import VeloScore

/// Where a page of activities ended: the sort key (local date, start, id) of
/// its oldest activity, so that the next page holds the ones before it even
/// when activities were added or removed meanwhile. Travels as an opaque
/// base64url token (`next` of a page, `cursor`/`--cursor` to ask for it).
public struct ActivityCursor: Sendable, Equatable {
  public var date: LocalDate
  /// The start as stored, Unix seconds (``noStart`` for none, which sorts first as SQLite's NULL does).
  public var start: Double
  public var id: Int64

  /// What stands for a missing start in the order: before any real one.
  public static let noStart = -1e18

  public init(date: LocalDate, start: Double, id: Int64) {
    self.date = date
    self.start = start
    self.id = id
  }

  init(_ a: StoredActivity) {
    self.init(date: a.localDate, start: a.startTime ?? Self.noStart, id: a.id ?? 0)
  }

  public var token: String {
    Data("a1|\(date)|\(id)|\(start)".utf8).base64URLEncoded
  }

  /// The cursor a ``token`` encodes; `nil` for anything else.
  public init?(token: String) {
    guard token.utf8.count <= 200 else { return nil }
    guard let data = Data(base64URLEncoded: token), let text = String(data: data, encoding: .utf8) else { return nil }
    let parts = text.split(separator: "|", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0] == "a1", let date = LocalDate(iso: String(parts[1])), let id = Int64(parts[2]), id > 0,
          let start = Double(parts[3]), start.isFinite else { return nil }
    self.init(date: date, start: start, id: id)
  }
}
