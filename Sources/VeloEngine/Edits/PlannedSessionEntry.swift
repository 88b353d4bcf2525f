import Foundation
import VeloIO
import VeloPipeline
import VeloScore

/// A planned session as an app sends it (`POST /v1/athletes/{athlete}/plan/sessions`):
/// a day and any of a sport, a load, a duration, a description and a
/// structured workout (`StructuredWorkout`'s JSON form). Read strictly:
/// unknown fields and values out of range are refused by name. A session with
/// a workout and no load or duration takes them from its steps when stored
/// (`AthleteStore/addPlannedSessions(_:)`).
public struct PlannedSessionEntry: Decodable, Sendable, Equatable {
  /// The session as a plan CSV's row (and an archive's) holds it.
  public var row: PlanCSV.Row

  static let fields = ["date", "sport", "load", "durationSeconds", "description", "workout"]
  /// The longest description, Unicode scalars (as a plan CSV's cell).
  public static let descriptionLength = InputLimits.planDescriptionLength

  public init(from decoder: Decoder) throws {
    let f = try StrictFields(decoder, fields: Self.fields, what: "a planned session")
    guard let text = try f.text("date"), let date = LocalDate(iso: text), InputLimits.dates.contains(date) else {
      throw EntryProblem(description: "'date' is required: YYYY-MM-DD within 1950…2100")
    }
    var row = PlanCSV.Row(date: date)
    if let sport = try f.text("sport") {
      if let problem = InputLimits.sportNameProblem(sport) { throw EntryProblem(description: problem) }
      row.sport = SportName.normalize(sport)
    }
    row.load = try f.number("load", InputLimits.load)
    row.durationSeconds = try f.number("durationSeconds", InputLimits.durationSeconds)
    if let d = try f.text("description") {
      if !InputLimits.isPlanDescription(d) {
        throw EntryProblem(
          description: "'description' is at most \(Self.descriptionLength) characters without control characters")
      }
      row.description = d
    }
    let key = StrictFields.Key(stringValue: "workout")
    if f.container.contains(key) {
      do {
        row.workout = try f.container.decode(StructuredWorkout.self, forKey: key)
      } catch let e as DecodingError {
        throw EntryProblem(description: WorkoutFiles.describe(e))  // its path starts at 'workout'
      }
      if let problem = row.workout?.fieldProblem { throw EntryProblem(description: "workout.\(problem)") }
    }
    guard row.load != nil || row.durationSeconds != nil || row.workout != nil else {
      throw EntryProblem(description: "give a load, a durationSeconds or a workout")
    }
    self.row = row
  }

  /// The session for athlete `athleteId`, as a plan file's row becomes one
  /// (the store takes the workout's sport when none is given).
  public func session(athleteId: Int64) -> PlannedSession {
    AthleteArchive.planRecords(events: [], sessions: [row], athleteId: athleteId).1[0]
  }
}
