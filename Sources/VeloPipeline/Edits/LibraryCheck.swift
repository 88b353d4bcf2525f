/// What `veloscore check` found in a library.
public struct LibraryCheck: Sendable, Codable, Equatable {
  /// `PRAGMA integrity_check` (or `quick_check`) lines other than "ok".
  public var integrityProblems: [String]
  /// `PRAGMA foreign_key_check` rows, as "table rowid → parent".
  public var foreignKeyProblems: [String]
  /// Activities whose source file is missing from the source-file table, and
  /// source files that hold neither activities nor wellness (a half-written ingest).
  public var orphanActivities: Int
  public var emptySourceFiles: Int
  public var athletes: Int
  public var sourceFiles: Int
  public var activities: Int
  public var wellnessDays: Int

  public init(
    integrityProblems: [String], foreignKeyProblems: [String], orphanActivities: Int, emptySourceFiles: Int,
    athletes: Int, sourceFiles: Int, activities: Int, wellnessDays: Int
  ) {
    self.integrityProblems = integrityProblems
    self.foreignKeyProblems = foreignKeyProblems
    self.orphanActivities = orphanActivities
    self.emptySourceFiles = emptySourceFiles
    self.athletes = athletes
    self.sourceFiles = sourceFiles
    self.activities = activities
    self.wellnessDays = wellnessDays
  }

  public var isHealthy: Bool {
    integrityProblems.isEmpty && foreignKeyProblems.isEmpty && orphanActivities == 0
  }
}
