import VeloPipeline
import VeloScore
import VeloStore

/// A PATCH body for an activity (`PATCH …/activities/{id}`): `{"name",
/// "notes", "sport", "rpe"}`, each optional, `null` clearing name, notes or
/// RPE; any other key is refused by name. The edit is `AthleteStore/editActivity(id:athleteId:_:)`'s.
public struct ActivityPatch: Decodable, Sendable {
  public var edit = ActivityEdit()

  public init(from decoder: Decoder) throws {
    let f = try StrictFields(decoder, fields: ["name", "notes", "sport", "rpe"], what: "an activity's PATCH")
    edit.name = try f.clearable("name") { try f.value("name", String.self, takes: "a string or null") }.map { $0 ?? "" }
    edit.notes = try f.clearable("notes") { try f.value("notes", String.self, takes: "a string or null") }.map {
      $0 ?? ""
    }
    edit.sport = try f.value("sport", String.self, takes: "a sport's name")
    edit.rpe = try f.clearable("rpe") { try f.value("rpe", Double.self, takes: "a number 0–10 or null") }
    if let problem = edit.problem { throw EntryProblem(description: problem) }
  }
}
