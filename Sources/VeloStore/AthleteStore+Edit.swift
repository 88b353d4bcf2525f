import GRDB
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

  public static let maximumNameLength = 200, maximumNotesLength = 4000

  public init(name: String? = nil, notes: String? = nil, sport: String? = nil, rpe: Double?? = nil) {
    self.name = name
    self.notes = notes
    self.sport = sport
    self.rpe = rpe
  }

  /// A letter a sport's name must hold one of (Latin letters, accents
  /// included; the API's schema states the same class): a name of digits,
  /// spaces or symbols is not a sport.
  static func isSportLetter(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF: true
    default: false
    }
  }

  public var isEmpty: Bool { name == nil && notes == nil && sport == nil && rpe == nil }

  /// Why the edit cannot be stored, naming the field and what it takes; `nil` when it can.
  public var problem: String? {
    if isEmpty { return "nothing to change: give a name, notes, sport or RPE" }
    // Lengths in Unicode scalars, as JSON Schema's maxLength counts them.
    if let name, name.unicodeScalars.count > Self.maximumNameLength { return "name: at most \(Self.maximumNameLength) characters, got \(name.unicodeScalars.count)" }
    if let notes, notes.unicodeScalars.count > Self.maximumNotesLength { return "notes: at most \(Self.maximumNotesLength) characters, got \(notes.unicodeScalars.count)" }
    if let name, name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return "name: no control characters" }
    if let notes, notes.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t" }) {
      return "notes: no control characters but new lines and tabs"
    }
    if let sport, sport.unicodeScalars.count > 40 || !sport.unicodeScalars.contains(where: Self.isSportLetter) || SportName.normalize(sport) == nil { return "sport: a sport name (at most 40 characters) such as cycling, running, swimming or strength, got '\(sport.prefix(40))'" }
    if case .some(.some(let rpe)) = rpe, !(rpe.isFinite && (0...10).contains(rpe)) { return "rpe: 0–10 (CR-10), got \(rpe)" }
    return nil
  }
}

extension AthleteStore {
  /// Changes an activity's name, notes, sport or RPE. A new sport or RPE
  /// rescores it as ingest would have: with samples, by the sport's thresholds
  /// (the RPE the fallback load); without, from what was logged
  /// (``ActivityScoring/scoreLoggedWorkout(_:load:rpe:calories:settings:)``:
  /// a logged load and logged calories are kept). The days are recomputed in
  /// the same transaction.
  /// - Returns: the activity as stored now.
  @discardableResult
  public func editActivity(id: Int64, athleteId: Int64, _ edit: ActivityEdit) throws -> StoredActivity {
    if let problem = edit.problem { throw StoreError.invalid(problem) }
    return try writeTransaction { db -> StoredActivity in
      guard var a = try StoredActivity.filter(StoredActivity.Columns.id == id && StoredActivity.Columns.athleteId == athleteId).fetchOne(db) else {
        throw StoreError.unknownActivity(id)
      }
      if let name = edit.name { a.name = name.isEmpty ? nil : name }
      if let notes = edit.notes { a.notes = notes.isEmpty ? nil : notes }
      let sport = SportName.normalize(edit.sport)
      let rescore = (sport != nil && sport != a.sport) || edit.rpe != nil
      if let sport { a.sport = sport }
      if let rpe = edit.rpe { a.rpe = rpe }
      if rescore { try self.rescore(db, &a) }
      try a.update(db)
      try markDirty(db, athleteId: athleteId, from: a.localDate)
      try recompute(db, athleteId: athleteId)
      return a
    }
  }

  /// Scores `a` again with its sport and RPE as they are now.
  private func rescore(_ db: Database, _ a: inout StoredActivity) throws {
    guard let athlete = try Athlete.fetchOne(db, key: a.athleteId) else { throw StoreError.noAthletes }
    let thresholds = try Threshold.filter(Threshold.Columns.athleteId == a.athleteId).fetchAll(db)
    let settings = thresholds.settings(on: a.localDate, sex: athlete.sexValue, birthYear: athlete.birthYear, sport: a.sport)
    guard let blob = try ActivityStreamBlob.fetchOne(db, key: a.id!) else {
      let loggedLoad = a.loadSource == "file" ? a.load : nil
      let loggedCalories = a.caloriesSource == "file" || a.caloriesSource == ActivityScoring.deviceCaloriesSource ? a.calories : nil
      ActivityScoring.scoreLoggedWorkout(&a, load: loggedLoad, rpe: a.rpe, calories: loggedCalories, settings: settings)
      return
    }
    let streams = try StreamCodec.decode([UInt8](blob.data))
    let swim = a.activitySummary?.swim  // lengths are kept in the summary, not the streams
    var choices = ActivityScoring.Choices()
    choices.rpe = a.rpe
    ActivityScoring.score(
      streams, settings: ActivityScoring.settings(athlete: settings, file: a.storedFileSettings).settings, into: &a, choices: choices,
      swimLengths: swim?.lengths ?? [], poolLength: swim?.poolLength)
    a.sessionRPELoad = a.rpe.flatMap { rpe in a.durationSeconds.map { RPELoad.fosterLoad(rpe: rpe, minutes: $0 / 60) } }
  }
}
