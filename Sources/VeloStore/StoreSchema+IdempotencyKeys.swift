import GRDB

extension StoreSchema {
  /// `idempotentRequest`: the `POST`s an API client sent with an
  /// `Idempotency-Key`, per token, with the response they got
  /// (``AthleteStore/beginIdempotentRequest(tokenId:key:fingerprint:athleteId:now:)``).
  /// `status` is `NULL` while the first request runs. Rows go with their token,
  /// with the athlete the path names (an erased athlete leaves no response
  /// behind) and after ``AthleteStore/idempotencyWindowSeconds``. A delete of
  /// the athlete's records forgets the athlete's kept answers (triggers): an
  /// answer naming a record that is gone would send a client to a 404; the
  /// request, sent again, runs again.
  static func addIdempotencyKeys(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE idempotentRequest (
          tokenId INTEGER NOT NULL REFERENCES apiToken(id) ON DELETE CASCADE,
          key TEXT NOT NULL,
          athleteId INTEGER REFERENCES athlete(id) ON DELETE CASCADE,
          fingerprint TEXT NOT NULL,
          startedAt REAL NOT NULL,
          status INTEGER,
          contentType TEXT,
          contentEncoding TEXT,
          body BLOB,
          PRIMARY KEY (tokenId, key)
        );
        CREATE INDEX idempotentRequestByStart ON idempotentRequest(startedAt);
        CREATE INDEX idempotentRequestByAthlete ON idempotentRequest(athleteId);
        """)
    for table in ["activity", "sourceFile", "wellnessDay", "plannedSession", "planEvent"] {
      try db.execute(
        sql: """
          CREATE TRIGGER \(table)DeletedForgetsAnswers AFTER DELETE ON \(table)
          BEGIN DELETE FROM idempotentRequest WHERE athleteId = OLD.athleteId AND status IS NOT NULL; END
          """)
    }
  }
}
