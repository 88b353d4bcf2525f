-- A library at schema v1 ('v1-createSchema' as shipped in 0.2.0). Frozen: never edit.
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
;

-- rows as a 0.2.0 library held them (schema v1)
CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
INSERT INTO grdb_migrations VALUES ('v1-createSchema');
INSERT INTO athlete (id, name, sex, birthYear, timeZone, weeklyGoal, createdAt, dirtyFrom) VALUES
  (1, 'anna', 'F', 1990, 'Europe/Berlin', 4, '2026-11-01T00:00:00Z', NULL),
  (2, 'ben', 'M', 1985, 'America/New_York', 3, '2026-11-01T00:00:00Z', NULL);
INSERT INTO threshold VALUES (1, 'ftp', '1900-01-01', 240), (1, 'ftp', '2026-06-01', 255), (2, 'lthr', '1900-01-01', 170);
INSERT INTO sourceFile VALUES (1, 1, 'aa11', 'anna/workouts.csv', 'workoutList', 120, '2026-11-01T00:00:00Z'),
  (2, 2, 'bb22', 'ben/workouts.csv', 'workoutList', 90, '2026-11-01T00:00:00Z');
INSERT INTO activity (id, athleteId, sourceFileId, sourceRow, sport, startTime, localDate, durationSeconds, load, loadSource) VALUES
  (1, 1, 1, 1, 'cycling', 1779001200, '2026-05-17', 3600, 70.5, 'file'),
  (2, 1, 1, 2, 'running', 1779174000, '2026-05-19', 2700, 45.25, 'file'),
  (3, 1, 1, 3, 'cycling', 1779346800, '2026-05-21', 5400, 110, 'file'),
  (4, 2, 2, 1, 'cycling', 1779001200, '2026-05-17', 4000, 80, 'file');
INSERT INTO wellnessDay (athleteId, date, rmssd, restingHeartRate, sleepHours) VALUES
  (1, '2026-05-17', 72.5, 48, 7.5), (1, '2026-05-18', 70.1, 49, 6.9), (2, '2026-05-17', 55, 58, 8.1);
INSERT INTO dailyMetric (athleteId, date, load, activityCount, durationSeconds, distanceMeters, ctl, atl, tsb, rampRate, recoveryState, sleepNeed, sleepDebt)
  VALUES (1, '2026-05-17', 70.5, 1, 3600, 0, 1.6, 9.3, 0, 1.6, 'insufficientBaseline', 7.6, 0);
