import VeloScore

/// WHOOP's `journal_entries.csv`: one row per question answered in a cycle's
/// journal (`Cycle start time,Cycle end time,Cycle timezone,Question text,Answered yes,Notes`;
/// a Spanish account's export: `Hora de inicio del ciclo,…,Texto de la pregunta,Respondió "Sí",Notas`).
///
/// Each answer is kept as a subjective value of the morning the cycle belongs
/// to (the rule of ``WellnessCSV``: the wake-up day, the day after an evening
/// onset): `journal: <question>` = 1 for yes, 0 for no. A blank answer is no
/// answer. The notes are free text the wellness day has no place for: they are
/// counted and named in a warning, never dropped unsaid.
enum WhoopJournal {
  static let question = CSVColumn("question", ["question text", "texto de la pregunta"])
  static let answer = CSVColumn("answer", ["answered yes", "respondió \"sí\"", "respondio \"si\"", "answered yes/no"])
  static let notes = CSVColumn("notes", ["notes", "notas"])
  /// The key prefix of a journal answer among a day's subjective values.
  static let prefix = "journal: "

  /// Whether a subjective value's name is a journal answer's (`journal: <question>`).
  static func isJournalKey(_ name: String) -> Bool {
    name.lowercased().hasPrefix(prefix) && name.count > prefix.count
  }

  /// Whether a cell says yes (`true`, `TRUE`, `yes`, `1`, `sí`, `verdadero`).
  static func isYes(_ text: String) -> Bool {
    ["true", "yes", "1", "sí", "si", "verdadero"].contains(text.trimmingCharacters(in: .whitespaces).lowercased())
  }

  /// Whether a cell says no.
  static func isNo(_ text: String) -> Bool {
    ["false", "no", "0", "falso"].contains(text.trimmingCharacters(in: .whitespaces).lowercased())
  }

  /// The days' answers, or `nil` when the header is not a journal's (no question and answer columns).
  static func parse(bytes: [UInt8], file: String, dateOrder: DateOrder?) throws(CSVError)
    -> (readings: [WellnessReading], warnings: [String])?
  {
    guard let header = try CSVHeader.first(of: bytes, file: file), header.locate(question) != nil,
      header.locate(answer) != nil
    else { return nil }
    var byDay: [LocalDate: WellnessReading] = [:]
    var notesCount = 0
    _ = try readRecords(
      bytes: bytes, file: file, required: [WellnessCSV.date, question, answer],
      optional: [WellnessCSV.wakeOnset, notes], dateOrder: dateOrder
    ) { row, c throws(CSVError) in
      let day = try WellnessCSV.morning(row, date: c[0]!, wake: c[3])
      let asked = row.text(c[1]!.index).trimmingCharacters(in: .whitespaces)
      let said = row.text(c[2]!.index)
      if let n = c[4], !row.text(n.index).trimmingCharacters(in: .whitespaces).isEmpty { notesCount += 1 }
      guard !asked.isEmpty, isYes(said) || isNo(said) else {
        if !said.trimmingCharacters(in: .whitespaces).isEmpty {
          throw CSVError(
            file: file, line: row.line, column: c[2]!.name,
            message: "expected true or false (the journal's answer), found \(quoted(said))")
        }
        return
      }
      let key = String((prefix + asked).prefix(InputLimits.subjectiveNameLength))
      byDay[day, default: WellnessReading(date: day)].subjective[key] = isYes(said) ? 1 : 0
    }
    try checkSpan(Array(byDay.keys), file: file)
    var warnings: [String] = []
    if notesCount > 0 {
      warnings.append(
        "\(notesCount) journal note\(notesCount == 1 ? "" : "s") not kept: a wellness day keeps the answers (as 'journal: <question>' 1 or 0), not free text"
      )
    }
    let read = Set(
      ([WellnessCSV.date, question, answer, WellnessCSV.wakeOnset, notes]).compactMap { header.locate($0)?.index })
    let unread = header.names(notIn: read)
    if !unread.isEmpty {
      warnings.append("columns not used: \(unread.map { "'\($0)'" }.joined(separator: ", "))")
    }
    return (byDay.values.sorted { $0.date < $1.date }, warnings)
  }
}
