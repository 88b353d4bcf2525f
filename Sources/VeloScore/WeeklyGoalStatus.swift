/// Where a week stands against its active-days goal on a given day: met as
/// soon as the goal is reached; missed once the days still open cannot reach
/// it (Sunday passed, or too few left); in progress until then. The day asked
/// is still open when it has no activity yet. A Friday with 3 of 4 and the
/// weekend to come is in progress, not missed.
public struct WeeklyGoalStatus: Codable, Sendable, Equatable {
  public enum State: String, Codable, Sendable { case met, inProgress, missed }

  public var state: State
  /// Active days through the day asked.
  public var activeDays: Int
  /// Days of the week after the day asked (0 from Sunday on).
  public var daysLeft: Int

  public init(state: State, activeDays: Int, daysLeft: Int) {
    self.state = state
    self.activeDays = activeDays
    self.daysLeft = daysLeft
  }

  /// - Parameters:
  ///   - days: the week's days with an activity, Monday first (7 values).
  ///   - goal: active days aimed for, 1–7.
  ///   - monday: the week's Monday.
  ///   - asOf: the day the status is for; a day after the week's Sunday is its end.
  public init(activeDays days: [Bool], goal: Int, monday: LocalDate, asOf: LocalDate) {
    let index = asOf.dayNumber - monday.dayNumber  // the day asked, 0 = Monday
    let through = min(days.count, max(0, index + 1))
    activeDays = days.prefix(through).filter { $0 }.count
    daysLeft = max(0, min(7, 6 - index))
    let todayOpen = (0..<days.count).contains(index) && !days[index]
    if activeDays >= goal {
      state = .met
    } else if activeDays + daysLeft + (todayOpen ? 1 : 0) >= goal && index <= 6 {
      state = .inProgress
    } else {
      state = .missed
    }
  }
}
