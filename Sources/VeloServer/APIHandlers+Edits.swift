#if Server
// Built with the Server package trait (Package.swift).
import Foundation
import Hummingbird
import VeloEngine
import VeloPipeline
import VeloReport
import VeloScore

/// The writes of one activity: `PATCH` (name, notes, sport, RPE: the use case
/// of `activity set`) and `DELETE` (the erase of `delete activity`).
extension APIHandlers {
  /// Largest PATCH body read, bytes (a name of 200 and notes of 4,000 characters fit many times).
  static let maximumEditBytes = 64 << 10

  /// The request's JSON body as `T`, read to ``maximumEditBytes``: 400 naming
  /// the field an ``EntryProblem`` names, or saying what was `expected`.
  static func body<T: Decodable>(_ request: Request, _ type: T.Type, expected: String) async throws -> T {
    var request = request
    let buffer = try await request.collectBody(upTo: maximumEditBytes)
    do { return try JSONDecoder().decode(T.self, from: Data(buffer.readableBytesView)) } catch let problem
      as EntryProblem
    {
      throw problem.isUnprocessable
        ? APIError(.unprocessableContent, "nothing to store", detail: problem.description)
        : APIError(.badRequest, "bad body", detail: problem.description)
    } catch {
      throw APIError(.badRequest, "bad body", detail: "the body must be \(expected)")
    }
  }

  func editActivity(_ request: Request, _ context: APIContext) async throws -> Response {
    let (a, id) = try writableActivity(context)
    let patch = try await Self.body(
      request, ActivityPatch.self,
      expected: "a JSON object with any of name, notes, sport (strings) and rpe (0–10), null clearing a field")
    return try Self.json(try library.edit(a, activity: id, patch.edit))
  }

  func deleteActivity(_ request: Request, _ context: APIContext) throws -> Response {
    let (a, id) = try writableActivity(context)
    return try Self.json(try library.erase(a, activity: id))
  }

  /// The route's athlete and activity id, for a token that may write.
  private func writableActivity(_ context: APIContext) throws -> (Athlete, Int64) {
    let a = try writableAthlete(context)
    guard let id = context.parameters.get("id", as: Int64.self) else { throw APIError(.notFound, "no such activity") }
    return (a, id)
  }
}

extension APIHandlers {
  /// `POST …/workouts`: a hand-logged workout as JSON (``LoggedWorkout``),
  /// stored through the workout-list door; the same workout again is 200
  /// `duplicate` (a retried request stores once).
  func postWorkout(_ request: Request, _ context: APIContext) async throws -> Response {
    let a = try writableAthlete(context)
    let workout = try await Self.body(
      request, LoggedWorkout.self,
      expected:
        "a JSON object: sport, start or date, durationSeconds, and optionally distanceMeters, calories, load, rpe, name, notes"
    )
    let day = workout.summary(in: try a.zone()).localDate
    let result = try Self.conflictsAnswered {
      try library.log(
        .workouts { [workout.summary(in: $0)] }, identity: Data(workout.csv.utf8), name: "workout.json", day: day,
        athlete: a)
    }
    return try stored(result, athlete: a, failure: "not a workout")
  }
}

extension APIHandlers {
  /// `POST …/wellness`: one morning's readings as JSON (``LoggedWellness``),
  /// merged into the day as a wellness file's row is; 201 with the day as
  /// `GET …/wellness` shows it, 200 `duplicate` for the same readings again.
  func postWellness(_ request: Request, _ context: APIContext) async throws -> Response {
    let a = try writableAthlete(context)
    let logged = try await Self.body(
      request, LoggedWellness.self,
      expected:
        "a JSON object: date and any of rmssd, restingHeartRate, respiratoryRate, sleepSeconds, inBedSeconds, steps, subjective"
    )
    let result = try Self.conflictsAnswered {
      try library.log(
        .wellness([logged.reading]), identity: logged.identity, name: "wellness.json", day: logged.reading.date,
        athlete: a)
    }
    struct Stored: Encodable {
      var duplicate: Bool
      var day: WellnessReport.Day?
    }
    let day = try library.wellnessDay(a, logged.reading.date)
    switch result.status {
    case .added: return try Self.json(Stored(duplicate: false, day: day), status: .created)
    case .duplicate: return try Self.json(Stored(duplicate: true, day: day))
    case .failed(let reason): throw APIError(.unprocessableContent, "not a day's readings", detail: reason)
    }
  }

  /// `DELETE …/wellness/{date}`: erases the day's readings, as `delete` would.
  func deleteWellnessDay(_ request: Request, _ context: APIContext) throws -> Response {
    let a = try writableAthlete(context)
    guard let text = context.parameters.get("date"), let date = LocalDate(iso: text), InputLimits.dates.contains(date)
    else {
      throw APIError(.badRequest, "bad parameter", detail: "'date' must be a date YYYY-MM-DD within 1950…2100")
    }
    guard try library.hasWellness(a, on: date) else { throw APIError(.notFound, "no readings on \(date)") }
    return try Self.json(try library.erase(a, wellnessOn: date))
  }

  /// `body`'s result; a day that would stretch the history past its limit is 409.
  static func conflictsAnswered<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let conflict as HistorySpanConflict {
      throw APIError(.conflict, "conflicts with the history", detail: conflict.description)
    }
  }

  /// The route's athlete, for a token that may write.
  func writableAthlete(_ context: APIContext) throws -> Athlete {
    let a = try athlete(context)
    guard context.token?.canWrite == true else {
      throw APIError(
        .forbidden, "forbidden",
        detail: "this token may read, not write (create one with 'veloscore token create --write')")
    }
    return a
  }
}

extension APIHandlers {
  /// `PATCH /v1/athletes/{athlete}`: the profile and dated thresholds, as
  /// `athlete set` changes them (`Library.change(_:_:)`); 200
  /// with the athlete as `GET` shows it.
  func editAthlete(_ request: Request, _ context: APIContext) async throws -> Response {
    let a = try writableAthlete(context)
    let patch = try await Self.body(
      request, AthletePatch.self,
      expected:
        "a JSON object with any of sex, birthYear, timeZone, weeklyGoal, thresholds {kind: value}, from, sport")
    return try Self.json(try library.profile(try library.change(a, patch.change).athlete))
  }
}
#endif
