import VeloScore

/// What an edit of a stored activity changes (`activity set`, `PATCH
/// …/activities/{id}`); `nil` leaves a field as it is.
public struct ActivityEdit: Sendable, Equatable {
  /// The name and notes the athlete gave; "" clears.
  public var name: String?
  public var notes: String?
  /// The sport, any synonym (Ride, bicicleta …): stored canonical, and the activity rescored with that sport's thresholds.
  public var sport: String?
  /// Session RPE 0–10; `.some(nil)` clears it.
  public var rpe: Double??

  public init(name: String? = nil, notes: String? = nil, sport: String? = nil, rpe: Double?? = nil) {
    self.name = name
    self.notes = notes
    self.sport = sport
    self.rpe = rpe
  }

  public var isEmpty: Bool { name == nil && notes == nil && sport == nil && rpe == nil }

  /// Why the edit cannot be stored, naming the field and what it takes; `nil` when it can.
  public var problem: String? {
    if isEmpty { return "nothing to change: give a name, notes, sport or RPE" }
    if let name, let problem = InputLimits.activityTextProblem(.name, name) { return problem }
    if let notes, let problem = InputLimits.activityTextProblem(.notes, notes) { return problem }
    if let sport, let problem = InputLimits.sportNameProblem(sport) { return problem }
    if let sport, SportName.normalize(sport) == nil {
      return "'sport' must be a sport such as cycling, running, swimming or strength, got '\(sport.prefix(40))'"
    }
    if case .some(.some(let rpe)) = rpe, !(rpe.isFinite && InputLimits.rpe.contains(rpe)) {
      return "'rpe' must be 0–10 (CR-10), got \(rpe)"
    }
    return nil
  }
}
