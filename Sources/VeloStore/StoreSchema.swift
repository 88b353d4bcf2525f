import GRDB

/// The store's schema as a fixed timeline of GRDB migrations.
///
/// A shipped migration is never edited: change the schema by appending one.
/// Migrations use string table and column names, never record types, so that
/// they keep meaning what they meant when they shipped.
///
/// | migration | shipped in | change |
/// |---|---|---|
/// | `v1-createSchema` | 0.2.0 | athletes, thresholds, source files, activities, streams, wellness, daily metrics |
/// | `v2-dayStrain` | 0.2.0 | per-activity cardio load and the daily strain score; activity date index |
/// | `v3-utcOffset` | 0.3.0 | per-activity UTC offset of the start, when the source recorded it |
/// | `v4-caloriesSource` | 0.3.0 | where an activity's calories came from (file, work, MET estimate) |
/// | `v5-sameRide` | 0.3.0 | an activity's file format, and the other files the same ride came from |
/// | `v6-plans` | 0.3.0 | events (A/B/C, CTL and TSB targets, race goal) and planned sessions |
/// | `v7-apiTokens` | 0.3.0 | bearer tokens of `veloscore serve` (SHA-256 of the token only) |
/// | `v8-fileSettings` | 0.4.0 | the thresholds an activity file stores (JSON), the last layer of its settings when it is rescored |
/// | `v9-thresholdSport` | 0.4.0 | thresholds for one sport (`sport`, '' for every sport) beside the general ones |
/// | `v10-activityNameNotes` | 0.4.0 | an activity's name and notes, as a workout list logs them |
/// | `v11-rpeOnTSSScale` | 0.4.0 | session-RPE loads on the TSS scale (``RPELoad``); the RPE and Foster's AU kept beside |
/// | `v12-athleteRevision` | 0.4.0 | a counter of changes that make an athlete's days stale (days computed outside a write are stored only if it held) |
/// | `v13-plannedWorkout` | 0.4.0 | a planned session's structured workout (its JSON form) |
/// | `v14-athleteLanguage` | 0.4.0 | the language the athlete reads reports in |
/// | `v15-changeTriggers` | 0.4.0 | `athlete.revision` counts every change its documents show (triggers), so servers can keep unchanged documents |
/// | `v16-idempotencyKeys` | 0.4.0 | API `POST`s sent with an `Idempotency-Key` and their responses, per token, for a day |
/// | `v17-activityFileFacts` | 0.6.0 | what reading an activity's file left out or tolerated (JSON array), and the device's own figures and laps (JSON) |
/// | `v18-wellnessFacts` | 0.6.0 | a wellness day's SDNN beside its rMSSD, sleep stages, SpO₂ and skin temperature, and what reading its sources left out or derived (JSON array) |
/// | `v19-wellnessBodyAndAlternatives` | 0.6.0 | a wellness day's body mass and VO₂max, and the values other sources gave for its readings that it does not keep (JSON array) |
/// | `v20-unknownDayTotals` | 0.6.0 | a day's time and distance `NULL` when its activities all lack one (was 0) |
enum StoreSchema {
  static var migrator: DatabaseMigrator {
    var m = DatabaseMigrator()
    m.registerMigration("v1-createSchema", migrate: createSchema)
    m.registerMigration("v2-dayStrain", migrate: addDayStrain)
    m.registerMigration("v3-utcOffset", migrate: addUTCOffset)
    m.registerMigration("v4-caloriesSource", migrate: addCaloriesSource)
    m.registerMigration("v5-sameRide", migrate: addSameRide)
    m.registerMigration("v6-plans", migrate: addPlans)
    m.registerMigration("v7-apiTokens", migrate: addAPITokens)
    m.registerMigration("v8-fileSettings", migrate: addFileSettings)
    m.registerMigration("v9-thresholdSport", migrate: addThresholdSport)
    m.registerMigration("v10-activityNameNotes", migrate: addActivityNameNotes)
    m.registerMigration("v11-rpeOnTSSScale", migrate: putRPELoadsOnTheTSSScale)
    m.registerMigration("v12-athleteRevision", migrate: addAthleteRevision)
    m.registerMigration("v13-plannedWorkout", migrate: addPlannedWorkout)
    m.registerMigration("v14-athleteLanguage", migrate: addAthleteLanguage)
    m.registerMigration("v15-changeTriggers", migrate: addChangeTriggers)
    m.registerMigration("v16-idempotencyKeys", migrate: addIdempotencyKeys)
    m.registerMigration("v17-activityFileFacts", migrate: addActivityFileFacts)
    m.registerMigration("v18-wellnessFacts", migrate: addWellnessFacts)
    m.registerMigration("v19-wellnessBodyAndAlternatives", migrate: addWellnessBodyAndAlternatives)
    m.registerMigration("v20-unknownDayTotals", migrate: allowUnknownDayTotals)
    return m
  }

  static let latest = "v20-unknownDayTotals"

  static func createSchema(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE athlete (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          name TEXT NOT NULL UNIQUE,
          sex TEXT CHECK (sex IN ('M', 'F')),
          birthYear INTEGER,
          timeZone TEXT NOT NULL DEFAULT 'UTC',
          weeklyGoal INTEGER NOT NULL DEFAULT 3 CHECK (weeklyGoal BETWEEN 1 AND 7),
          createdAt TEXT NOT NULL,
          dirtyFrom TEXT
        );
        CREATE TABLE threshold (
          athleteId INTEGER NOT NULL REFERENCES athlete(id) ON DELETE CASCADE,
          kind TEXT NOT NULL,
          effectiveFrom TEXT NOT NULL,
          value REAL NOT NULL,
          PRIMARY KEY (athleteId, kind, effectiveFrom)
        );
        CREATE TABLE sourceFile (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          athleteId INTEGER NOT NULL REFERENCES athlete(id) ON DELETE CASCADE,
          sha256 TEXT NOT NULL,
          path TEXT NOT NULL,
          kind TEXT NOT NULL,
          byteCount INTEGER NOT NULL,
          ingestedAt TEXT NOT NULL,
          UNIQUE (athleteId, sha256)
        );
        CREATE TABLE activity (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          athleteId INTEGER NOT NULL REFERENCES athlete(id) ON DELETE CASCADE,
          sourceFileId INTEGER NOT NULL REFERENCES sourceFile(id) ON DELETE CASCADE,
          sourceRow INTEGER NOT NULL DEFAULT 0,
          sport TEXT,
          startTime REAL,
          localDate TEXT NOT NULL,
          durationSeconds REAL,
          movingSeconds REAL,
          distanceMeters REAL,
          calories REAL,
          load REAL,
          loadSource TEXT,
          normalizedPower REAL,
          intensityFactor REAL,
          averagePower REAL,
          averageHeartRate REAL,
          powerCurve BLOB,
          summary TEXT
        );
        CREATE INDEX activity_athlete_start ON activity(athleteId, startTime);
        CREATE TABLE activityStream (
          activityId INTEGER PRIMARY KEY REFERENCES activity(id) ON DELETE CASCADE,
          sampleCount INTEGER NOT NULL,
          columns TEXT NOT NULL,
          data BLOB NOT NULL
        );
        CREATE TABLE wellnessDay (
          athleteId INTEGER NOT NULL REFERENCES athlete(id) ON DELETE CASCADE,
          date TEXT NOT NULL,
          rmssd REAL,
          restingHeartRate REAL,
          respiratoryRate REAL,
          sleepHours REAL,
          sleepNeedHours REAL,
          steps REAL,
          inBedHours REAL,
          subjective TEXT,
          PRIMARY KEY (athleteId, date)
        );
        CREATE TABLE dailyMetric (
          athleteId INTEGER NOT NULL REFERENCES athlete(id) ON DELETE CASCADE,
          date TEXT NOT NULL,
          load REAL NOT NULL,
          activityCount INTEGER NOT NULL,
          durationSeconds REAL NOT NULL,
          distanceMeters REAL NOT NULL,
          ctl REAL NOT NULL,
          atl REAL NOT NULL,
          tsb REAL NOT NULL,
          rampRate REAL NOT NULL,
          acwr REAL,
          acwrEWMA REAL,
          monotony REAL,
          strain REAL,
          recovery INTEGER,
          recoveryState TEXT NOT NULL,
          sleepNeed REAL NOT NULL,
          sleepDebt REAL NOT NULL,
          sleepPerformance REAL,
          PRIMARY KEY (athleteId, date)
        );
        """)
  }

  static func addDayStrain(_ db: Database) throws {
    try db.execute(
      sql: """
        ALTER TABLE activity ADD COLUMN cardioLoad REAL;
        ALTER TABLE dailyMetric ADD COLUMN dayStrain REAL;
        CREATE INDEX activity_athlete_date ON activity(athleteId, localDate);
        """)
  }

  static func addUTCOffset(_ db: Database) throws {
    try db.execute(sql: "ALTER TABLE activity ADD COLUMN utcOffset INTEGER")
  }

  static func addCaloriesSource(_ db: Database) throws {
    try db.execute(sql: "ALTER TABLE activity ADD COLUMN caloriesSource TEXT")
  }

  static func addSameRide(_ db: Database) throws {
    try db.execute(
      sql: """
        ALTER TABLE activity ADD COLUMN format TEXT;
        CREATE TABLE activitySource (
          activityId INTEGER NOT NULL REFERENCES activity(id) ON DELETE CASCADE,
          sourceFileId INTEGER NOT NULL REFERENCES sourceFile(id) ON DELETE CASCADE,
          format TEXT,
          PRIMARY KEY (activityId, sourceFileId)
        );
        """)
  }

  static func addPlans(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE planEvent (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          athleteId INTEGER NOT NULL REFERENCES athlete(id) ON DELETE CASCADE,
          date TEXT NOT NULL,
          name TEXT NOT NULL,
          priority TEXT NOT NULL CHECK (priority IN ('A', 'B', 'C')),
          targetCTL REAL,
          tsbLow REAL,
          tsbHigh REAL,
          distanceMeters REAL,
          targetSeconds REAL
        );
        CREATE INDEX planEvent_athlete_date ON planEvent(athleteId, date);
        CREATE TABLE plannedSession (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          athleteId INTEGER NOT NULL REFERENCES athlete(id) ON DELETE CASCADE,
          date TEXT NOT NULL,
          sport TEXT,
          load REAL,
          durationSeconds REAL,
          description TEXT
        );
        CREATE INDEX plannedSession_athlete_date ON plannedSession(athleteId, date);
        """)
  }

  static func addAPITokens(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE apiToken (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          tokenHash TEXT NOT NULL UNIQUE,
          athleteId INTEGER REFERENCES athlete(id) ON DELETE CASCADE,
          canWrite INTEGER NOT NULL DEFAULT 0,
          label TEXT,
          createdAt TEXT NOT NULL,
          CHECK (length(tokenHash) = 64)
        );
        """)
  }

  static func addFileSettings(_ db: Database) throws {
    try db.execute(sql: "ALTER TABLE activity ADD COLUMN fileSettings TEXT")
  }

  static func addActivityNameNotes(_ db: Database) throws {
    try db.execute(sql: "ALTER TABLE activity ADD COLUMN name TEXT; ALTER TABLE activity ADD COLUMN notes TEXT")
  }

  /// The primary key gains the sport, so SQLite's table is rebuilt (its documented way to change a key).
  static func addThresholdSport(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE threshold_v9 (
          athleteId INTEGER NOT NULL REFERENCES athlete(id) ON DELETE CASCADE,
          kind TEXT NOT NULL,
          sport TEXT NOT NULL DEFAULT '',
          effectiveFrom TEXT NOT NULL,
          value REAL NOT NULL,
          PRIMARY KEY (athleteId, kind, sport, effectiveFrom)
        );
        INSERT INTO threshold_v9 (athleteId, kind, sport, effectiveFrom, value) SELECT athleteId, kind, '', effectiveFrom, value FROM threshold;
        DROP TABLE threshold;
        ALTER TABLE threshold_v9 RENAME TO threshold;
        """)
  }
}
