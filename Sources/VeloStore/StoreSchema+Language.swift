import GRDB

extension StoreSchema {
  /// `athlete.language`: the BCP 47 tag the athlete reads reports in
  /// (`en`, `es-MX`); `NULL` is English. Human-output commands use it unless
  /// `--lang` says otherwise.
  static func addAthleteLanguage(_ db: Database) throws {
    try db.execute(sql: "ALTER TABLE athlete ADD COLUMN language TEXT")
  }
}
