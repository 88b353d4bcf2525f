/// What a deletion removed, for the confirmation message.
public struct DeletionSummary: Sendable, Equatable, Codable {
  public var activities = 0
  public var sourceFiles = 0
  public var wellnessDays = 0
  public var dailyRows = 0
  /// Days rewritten after the erasure, from the first day it touched on (their PMC, strain and recovery).
  public var recomputedDays = 0

  public init(activities: Int = 0, sourceFiles: Int = 0, wellnessDays: Int = 0, dailyRows: Int = 0) {
    self.activities = activities
    self.sourceFiles = sourceFiles
    self.wellnessDays = wellnessDays
    self.dailyRows = dailyRows
  }
}
