/// What an athlete types: a sport's name, an activity's name and notes. One
/// rule for every door (`activity set`, `PATCH …/activities/{id}`, `POST
/// …/workouts`), stated the same way in the API's schema (lengths in Unicode
/// scalars, as JSON Schema's `maxLength` counts them).
extension InputLimits {
  public static let sportNameLength = 40, activityNameLength = 200, notesLength = 4000
  /// A subjective value's name (a WHOOP journal's `journal: <question>`), characters; how many a day keeps.
  public static let subjectiveNameLength = 120, subjectiveCount = 64
  /// A planned session's description and an event's name, Unicode scalars.
  public static let planDescriptionLength = 500, eventNameLength = 100

  /// Whether `value` can be stored as a planned session's description: at most
  /// ``planDescriptionLength`` scalars, no control character (the API and archives alike).
  public static func isPlanDescription(_ value: String) -> Bool {
    value.unicodeScalars.count <= planDescriptionLength
      && !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
  }

  /// Why `sport` is not a sport's name: longer than 40 scalars, or without a
  /// Latin letter (accents included; digits, spaces or symbols alone name no
  /// sport). `nil` when it may be one.
  public static func sportNameProblem(_ sport: String) -> String? {
    guard sport.unicodeScalars.count > sportNameLength || !sport.unicodeScalars.contains(where: isSportLetter) else {
      return nil
    }
    return
      "'sport' must be a sport's name (at most \(sportNameLength) characters) such as cycling, running, swimming or strength, got '\(sport.prefix(40))'"
  }

  /// Why `value` cannot be stored as an activity's `name` (one line) or
  /// `notes` (new lines and tabs allowed): too long, or a control character.
  public static func activityTextProblem(_ field: ActivityTextField, _ value: String) -> String? {
    let limit = field == .name ? activityNameLength : notesLength
    let count = value.unicodeScalars.count
    if count > limit { return "'\(field.rawValue)' is at most \(limit) characters, got \(count)" }
    let allowed: (Unicode.Scalar) -> Bool = { field == .notes && ($0 == "\n" || $0 == "\t") }
    if let bad = value.unicodeScalars.first(where: { $0.properties.generalCategory == .control && !allowed($0) }) {
      let what = field == .notes ? "no control characters but new lines and tabs" : "no control characters"
      return
        "'\(field.rawValue)' holds a control character (U+\(String(bad.value, radix: 16, uppercase: true))): \(what)"
    }
    return nil
  }

  public enum ActivityTextField: String, Sendable { case name, notes }

  /// Latin letters, accents included: the class the API's schema states for a sport.
  static func isSportLetter(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF: true
    default: false
    }
  }
}
