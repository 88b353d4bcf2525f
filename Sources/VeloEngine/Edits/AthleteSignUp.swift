import Foundation
import VeloPipeline
import VeloReport
import VeloScore
import VeloStore

/// A sign-up as an app sends it (`POST /v1/athletes`): the athlete's unique
/// `name`, the profile fields a PATCH takes (`sex`, `birthYear`, `timeZone`,
/// `weeklyGoal`, `language`, `thresholds` from always), and `token`
/// (`{"canWrite": true, "label": "iPhone"}`) for a token that sees only this
/// athlete, its secret in the answer once. Read strictly: an unknown field is
/// refused by name.
public struct AthleteSignUp: Decodable, Sendable {
  public var name: String
  public var profile = AthleteChange()
  /// A token to mint with the athlete: whether it may write, its label.
  public var token: (canWrite: Bool, label: String?)?

  /// `token`'s object.
  struct TokenFields: Decodable {
    var canWrite: Bool
    var label: String?
    init(from decoder: Decoder) throws {
      let f = try StrictFields(decoder, fields: ["canWrite", "label"], what: "a sign-up's token")
      canWrite = try f.flag("canWrite") ?? false
      label = try f.text("label")
      if let label, let problem = SafeName.labelProblem(label, what: "'token.label'") {
        throw EntryProblem(description: problem)
      }
    }
  }

  public init(from decoder: Decoder) throws {
    let f = try StrictFields(decoder, fields: ["name"] + AthletePatch.profileFields + ["token"], what: "a sign-up")
    guard let name = try f.text("name") else {
      throw EntryProblem(description: "'name' is required: the athlete's unique name, e.g. ana or athlete-01")
    }
    if let problem = SafeName.athleteNameProblem(name) {
      throw EntryProblem(description: "'name': \(problem), got '\(name.prefix(60))'")
    }
    self.name = name
    try AthletePatch.readProfile(f, into: &profile)
    if !profile.isEmpty, let problem = profile.problem { throw EntryProblem(description: problem) }
    token = try f.value("token", TokenFields.self, takes: "an object with canWrite and label").map {
      ($0.canWrite, $0.label)
    }
  }
}

/// A signed-up athlete: the profile as `GET /v1/athletes/{athlete}` answers it,
/// and the token minted with it (`apiToken`, its secret shown once).
public struct SignedUpAthlete: Encodable, Sendable {
  public var profile: AthleteView
  public var apiToken: CreatedToken?

  private enum Keys: String, CodingKey { case apiToken }

  public func encode(to encoder: Encoder) throws {
    try profile.encode(to: encoder)
    var c = encoder.container(keyedBy: Keys.self)
    try c.encodeIfPresent(apiToken, forKey: .apiToken)
  }
}

/// A sign-up whose name the library already has: nothing was stored.
public struct NameTaken: Error, CustomStringConvertible, Sendable {
  public var name: String
  public var description: String {
    "an athlete named '\(name)' exists; choose another name, or mint a token for it with POST /v1/tokens"
  }
}

extension Library {
  /// Creates an athlete with its profile and thresholds and, when asked, a
  /// token that sees only it — in one transaction (`POST /v1/athletes`). A name
  /// taken is ``NameTaken``; a damaged library refuses it first.
  public func signUp(_ entry: AthleteSignUp) throws -> SignedUpAthlete {
    try refuseWritesIfDamaged(consequence: said("upload.nothingStored"))
    var athlete = Athlete(name: entry.name)
    let p = entry.profile
    athlete.sex = p.sex?.code
    athlete.birthYear = p.birthYear
    if let zone = p.timeZone { athlete.timeZone = zone }
    if let goal = p.weeklyGoal { athlete.weeklyGoal = goal }
    athlete.language = p.language?.rawValue
    let (stored, token): (Athlete, (APIToken, String)?)
    do {
      (stored, token) = try store.addAthlete(athlete, thresholds: p.thresholds, token: entry.token)
    } catch StoreError.athleteExists(let name) { throw NameTaken(name: name) }
    return SignedUpAthlete(
      profile: try profile(stored),
      apiToken: token.map { CreatedToken(id: $0.0.id!, token: $0.1, athlete: stored.name, canWrite: $0.0.canWrite) })
  }
}
