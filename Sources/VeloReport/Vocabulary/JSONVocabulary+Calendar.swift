/// Terms of the month calendar (`report calendar`).
extension JSONVocabulary {
  static let calendar: [JSONTerm] = [
    .init("monthStart", .date, "The month's first day."),
    .init("inMonth", .boolean, "Whether the day is in the month (its weeks begin and end in the months beside it)."),
    .init("doneActivities", .array, items: .object, "The day's activities: id, sport, name, durationSeconds, load."),
    .init("restDay", .boolean, "A day up to today with no activity."),
  ]
}
