import Foundation
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

  public init(_ a: StoredActivity) {
    self.init(date: a.localDate, start: a.startTime ?? Self.noStart, id: a.id ?? 0)
  }

  public var token: String {
    CursorToken.encode("a1", ["\(date)", "\(id)", "\(start)"])
  }

  /// The cursor a ``token`` encodes; `nil` for anything else.
  public init?(token: String) {
    guard let fields = CursorToken.decode(token, tag: "a1", count: 3, maxLength: 200),
      let date = LocalDate(iso: String(fields[0])),
      let id = Int64(fields[1]), id > 0, let start = Double(fields[2]), start.isFinite
    else { return nil }
    self.init(date: date, start: start, id: id)
  }
}
