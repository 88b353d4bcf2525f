#if Server
// Built with the Server package trait (Package.swift).
import Foundation
import Hummingbird
import VeloEngine

extension APIHandlers {
  /// `POST /v1/athletes`: signs an athlete up (a coach's write token): the
  /// profile and thresholds, and with `token` a token that sees only this
  /// athlete, in one transaction. 201 with the profile and `Location`; an
  /// answer holding a secret is `Cache-Control: no-store` and never kept for an
  /// `Idempotency-Key` (a repeat is 409, the name being taken). A name taken is 409.
  func signUp(_ request: Request, _ context: APIContext) async throws -> Response {
    _ = try coachToken(context, write: true)
    let entry = try await Self.body(
      request, AthleteSignUp.self,
      expected: "a JSON object with name and any of sex, birthYear, timeZone, weeklyGoal, language, thresholds, token")
    let created: SignedUpAthlete
    do { created = try library.signUp(entry) } catch let taken as NameTaken {
      throw APIError(.conflict, "name taken", detail: taken.description)
    }
    var response = try Self.json(created, status: .created)
    let path =
      created.profile.name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "\(created.profile.id)"
    response.headers[.location] = "/v1/athletes/\(path)"
    if created.apiToken != nil { response.headers[.cacheControl] = "no-store" }
    return response
  }
}
#endif
