import VeloScore

/// The words for the identifiers the JSON documents carry, in one language
/// (`GET /v1/labels?lang=es-MX`, `veloscore labels --lang es-MX --json`): an
/// app shows `ciclismo` for `"sport": "cycling"`, `tiempo en zona Z2 Resistencia`
/// for a zone, `sin lectura` for `"recoveryState": "noReading"`, without
/// shipping its own table. The documents stay language-free (the same JSON in
/// every language, cached and compared as such); their words are here, from
/// the same catalogue the text, Markdown and HTML reports use.
public struct DisplayLabels: Encodable, Sendable {
  public static let currentSchemaVersion = JSONVocabulary.schemaVersion
  /// The catalogue groups whose names the documents carry as identifiers.
  public static let groups = [
    "sport", "zoneName", "channelName", "recoveryState", "loadSource", "caloriesSource", "lapSource", "trendMetric",
    "cpModel", "wbalModel", "threshold", "raceDistance", "phase", "languageName", "goalState",
  ]

  public var schemaVersion = currentSchemaVersion
  public var language: String
  /// Group → identifier → words (`sport.cycling` → `ciclismo`).
  public var labels: [String: [String: String]]

  /// Every label of ``groups`` in `language`.
  public init(language: Language) {
    self.language = language.rawValue
    let catalogue = Catalogue.all[language]?.entries ?? [:]
    let english = Catalogue.all[.english]?.entries ?? [:]
    var labels: [String: [String: String]] = [:]
    for group in Self.groups {
      let prefix = group + "."
      for key in Set(english.keys).union(catalogue.keys) where key.hasPrefix(prefix) {
        // A language without the key takes English's, as the reports do.
        guard let text = catalogue[key] ?? english[key] else { continue }
        labels[group, default: [:]][String(key.dropFirst(prefix.count))] = Catalogue.fill(text, [])
      }
    }
    self.labels = labels
  }
}
