/// The athlete whose rows the current task may see, when it acts for one (a
/// request with an athlete's token). On PostgreSQL the database enforces it:
/// every transaction of the task carries it (`veloscore.athlete`), and row-level
/// security policies on every athlete-owned table hide and protect the other
/// athletes' rows, so a handler that forgot an athlete condition still cannot
/// read or change them (``AthleteStore/rowOwnershipEnforced``). On SQLite the
/// store's queries carry the condition themselves (every query is scoped by athlete id).
public enum RowOwner {
  @TaskLocal public static var athleteId: Int64?
}
