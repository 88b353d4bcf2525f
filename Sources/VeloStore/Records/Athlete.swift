import Foundation
import GRDB
import VeloScore

/// An athlete's profile (table `athlete`). Thresholds live in ``Threshold``.
public struct Athlete: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
  public static let databaseTableName = "athlete"

  public var id: Int64?
  /// Unique in the library; how commands name the athlete (`--athlete NAME`).
  public var name: String
  /// `M` or `F` (strain weighting, TRIMP); `nil` when not given.
  public var sex: String?
  public var birthYear: Int?
  /// IANA zone that decides which local day an activity belongs to.
  public var timeZone: String
  /// Active days per week the athlete aims for, 1–7.
  public var weeklyGoal: Int
  public var createdAt: String
  /// First day whose computed daily rows are stale (set by writes, cleared by recompute).
  public var dirtyFrom: LocalDate?

  public enum Columns {
    public static let id = Column("id"), name = Column("name"), dirtyFrom = Column("dirtyFrom")
  }

  public init(name: String, sex: Sex? = nil, birthYear: Int? = nil, timeZone: String = "UTC", weeklyGoal: Int = 3) {
    self.name = name
    self.sex = sex?.code
    self.birthYear = birthYear
    self.timeZone = timeZone
    self.weeklyGoal = weeklyGoal
    createdAt = ISO8601DateFormatter().string(from: Date())
  }

  public var sexValue: Sex? { sex.flatMap(Sex.init(code:)) }

  public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
