import Foundation
import VeloPipeline
import VeloScore
import VeloStore

/// A PATCH body for an athlete (`PATCH /v1/athletes/{athlete}`), strict as
/// the API's schema states it: `sex` (M or F), `birthYear`, `timeZone` (a
/// name Foundation knows, aliases included), `weeklyGoal`, `language` (en or es-MX), `thresholds`
/// (kind as `GET` prints it → value), `from` (the first day they apply),
/// `sport` (canonical). The change is `AthleteStore/changeAthlete(id:_:)`'s.
public struct AthletePatch: Decodable, Sendable {
  public var change = AthleteChange()

  /// The profile's fields, which a PATCH and a sign-up (`POST /v1/athletes`) share.
  static let profileFields = ["sex", "birthYear", "timeZone", "weeklyGoal", "language", "thresholds"]

  public init(from decoder: Decoder) throws {
    let f = try StrictFields(decoder, fields: Self.profileFields + ["from", "sport"], what: "an athlete's PATCH")
    try Self.readProfile(f, into: &change)
    if let from = try f.value("from", String.self, takes: "a date YYYY-MM-DD") {
      guard let day = LocalDate(iso: from) else {
        throw EntryProblem(description: "'from' must be a date YYYY-MM-DD, got '\(from.prefix(20))'")
      }
      change.from = day
    }
    if let sport = try f.value("sport", String.self, takes: "a sport such as running") {
      guard SportName.isCanonical(sport) else {
        throw EntryProblem(
          description:
            "'sport' must be cycling, running, swimming, walking, hiking, rowing, strength, yoga or other, got '\(sport.prefix(40))'"
        )
      }
      change.sport = sport
    }
    if let problem = change.problem { throw EntryProblem(description: problem) }
  }

  /// Reads ``profileFields`` into `change`, each checked for its type and form.
  static func readProfile(_ f: StrictFields, into change: inout AthleteChange) throws {
    if let sex = try f.value("sex", String.self, takes: "M or F") {
      guard sex == "M" || sex == "F", let parsed = Sex(code: sex) else {
        throw EntryProblem(description: "'sex' must be M or F, got '\(sex.prefix(20))'")
      }
      change.sex = parsed
    }
    change.birthYear = try f.value("birthYear", Int.self, takes: "a year 1900…2100")
    if let zone = try f.value("timeZone", String.self, takes: "an IANA time zone such as Europe/Berlin") {
      // The names the OpenAPI document lists (TimeZoneName).
      guard TimeZone.knownTimeZoneIdentifiers.contains(zone) else {
        throw EntryProblem(
          description:
            "'timeZone' must be an IANA time zone such as Europe/Berlin or America/Mexico_City, got '\(zone.prefix(60))'"
        )
      }
      change.timeZone = zone
    }
    change.weeklyGoal = try f.value("weeklyGoal", Int.self, takes: "1…7 active days")
    if let tag = try f.value("language", String.self, takes: "en or es-MX") {
      // Any spelling of English or Spanish (es, es_MX, es-419, en-US), stored as its catalogue's tag.
      guard let language = Language(tag: tag), tag == tag.trimmingCharacters(in: .whitespaces) else {
        throw EntryProblem(
          description:
            "'language' must be English or Spanish as a BCP 47 tag (en, es, es-MX, es-419), got '\(tag.prefix(20))'")
      }
      change.language = language
    }
    for (name, value) in try f.value(
      "thresholds", [String: Double].self, takes: "an object of threshold kinds → numbers") ?? [:]
    {
      guard let kind = Threshold.Kind(printedName: name) else {
        throw EntryProblem(
          description:
            "thresholds: unknown kind '\(name.prefix(40))' (\(Threshold.Kind.allCases.map(\.printedName).joined(separator: ", ")))"
        )
      }
      change.thresholds[kind] = value
    }
  }
}
