/// Terms of the library, its commands' results and the documents around them.
extension JSONVocabulary {
  static let library: [JSONTerm] = [
    .init("schemaVersion", .integer, "The version of this JSON vocabulary (2); renaming or removing a field bumps it."),
    .init(
      "items", .array, items: .object,
      "The list a list command or route returns; each item is described by its own fields."),
    .init(
      "next", .string,
      "The cursor of the page before this one (older records): the API's 'cursor' parameter, the CLI's --cursor; absent on the last page."
    ),
    .init(
      "nullReasons", .map, items: .string,
      "Why each null number is null: JSON Pointer (RFC 6901) of the field → reason (not a number, or infinite)."),
    .init("error", .string, "What went wrong, in one sentence naming the file, line or option."),
    .init("detail", .string, "More about an outcome: a hint after an error, or a file's warnings after ingest."),
    .init(
      "exitCode", .integer,
      "The process exit code: 64 usage, 65 bad data, 66 missing input, 70 internal, 73 cannot create, 74 I/O."),
    .init(
      "id", .integer,
      "The record's id in the library (athletes, activities, events, sessions, sources and tokens are numbered separately; ids are global)."
    ),
    .init("athleteId", .integer, "The id of the athlete the record belongs to."),
    .init("activityId", .integer, "The id of a stored activity."),
    .init("athlete", .string, "The athlete's name (or the id given)."),
    .init("athleteNames", .array, items: .string, "The names of the athletes written."),
    .init("athletes", .integer, "Count of athletes."),
    .init("name", .string, "A name: the athlete's, the event's, the workout's as logged, or a zone's."),
    .init("sex", .string, "M or F."),
    .init("birthYear", .integer, unit: "year", "Year of birth."),
    .init(
      "timeZone", .string,
      "The athlete's IANA time zone (Europe/Berlin): decides the local day of each activity and the week's Monday."),
    .init("weeklyGoal", .integer, unit: "days", "Active days a week the athlete aims for, 1–7."),
    .init(
      "language", .string,
      "The language the athlete reads reports in (en, es-MX): text, Markdown and HTML; JSON is the same in every language."
    ),
    .init(
      "thresholds", .array, items: .object,
      "Threshold values in effect: kind, value, the sport they hold for and the day they apply from."),
    .init(
      "kind", .string,
      "What a record is: a threshold (functionalThresholdPower, criticalPower, wPrime, lactateThresholdHeartRate, maxHeartRate, restingHeartRate, thresholdPaceSecondsPerKm, thresholdSwimPaceSecondsPer100m, weightKg), a zone set (power, heartRate), a source file (activity, workoutList, dailyLoad, wellness, …) or a workout target (percentFTP, watts, percentLTHR, heartRate, pace, percentThresholdPace, rpe)."
    ),
    .init(
      "value", .number, decimals: 2, "A threshold's value, in the unit its kind names (W, J, bpm, s/km, s/100 m, kg)."),
    .init("from", .date, "First day of a range, or the first day a threshold applies (absent: always)."),
    .init("to", .date, "Last day of a range."),
    .init("firstDay", .date, "The first day with data."),
    .init("lastDay", .date, "The last day with data."),
    .init("date", .date, "The local calendar day (YYYY-MM-DD, the athlete's time zone)."),
    .init("weekday", .string, "Mon … Sun."),
    .init("activities", .integer, "Count of activities."),
    .init("rescoredActivities", .integer, "Stored activities scored again with the new thresholds."),
    .init("added", .integer, "Files added."),
    .init("duplicates", .integer, "Files skipped: already in the library (same content)."),
    .init("failed", .integer, "Files refused (each with its reason under files)."),
    .init("wellnessDays", .integer, "Count of days with wellness readings."),
    .init("withoutLoad", .integer, "Activities stored without a training load (they count 0 in the PMC)."),
    .init("estimatedLoads", .integer, "Activities whose load rests on estimated thresholds (max HR from age, …)."),
    .init("fileThresholds", .integer, "Activities scored with a threshold their file stores (a watch's FTP, LTHR…)."),
    .init("sameRide", .integer, "Activities already stored from another file format of the same ride."),
    .init("plannedEvents", .integer, "Events added from a dataset folder's events.csv."),
    .init("plannedSessions", .integer, "Planned sessions (added from plan.csv, or planned in the week)."),
    .init("files", .array, items: .object, "One outcome per file: path, status, counts and detail."),
    .init("path", .string, "A file's path as given."),
    .init("status", .string, "added, duplicate or failed."),
    .init("sha256", .string, "SHA-256 of the file's bytes, hex."),
    .init("byteCount", .integer, unit: "bytes", "The file's size."),
    .init("ingestedAt", .dateTime, "When the file was ingested (UTC)."),
    .init("createdAt", .dateTime, "When the record was created (UTC)."),
    .init("canWrite", .boolean, "Whether the token may change data (a coach token reads only)."),
    .init("token", .string, "The API token: shown once, keep it secret."),
    .init("revoked", .integer, "Count of tokens revoked."),
    .init("removed", .integer, "Count of plan rows removed."),
    .init("library", .string, "The library's directory."),
    .init("created", .boolean, "Whether the library was created now (false: it existed)."),
    .init("schema", .string, "The library's newest migration."),
    .init("sourceFiles", .integer, "Count of source files recorded."),
    .init("dailyRows", .integer, "Count of daily rows."),
    .init("recomputedDays", .integer, "Days recomputed after an erasure, from the first day it touched on."),
    .init("emptySourceFiles", .integer, "Source files recorded without any data from them."),
    .init("orphanActivities", .integer, "Activities whose athlete is missing."),
    .init("foreignKeyProblems", .array, items: .string, "SQLite's foreign-key check, one line per problem."),
    .init("integrityProblems", .array, items: .string, "SQLite's integrity check, one line per problem."),
    .init(
      "source", .string,
      "Where the numbers come from: the file read, the athlete, or for a day's load `done` (activities) or `planned`."),
    .init("format", .string, "A file's format: csv, fit, tcx, gpx, workoutList, json or parquet."),
    .init("outputFormat", .string, "The format written."),
    .init("input", .string, "The file read."),
    .init("out", .string, "The file or directory written."),
    .init("failures", .array, items: .string, "One line per athlete or file that could not be done, with why."),
    .init("wallClockSeconds", .number, unit: "s", decimals: 3, "How long the command ran."),
    .init("fileCount", .integer, "Count of files written."),
    .init("dayCount", .integer, unit: "days", "Count of days covered."),
    .init("streamDays", .integer, unit: "days", "Days of the synthetic history that have second-by-second streams."),
    .init("seed", .integer, "The random seed (the same seed gives the same data)."),
    .init("samples", .integer, "Count of samples (records) in the streams."),
    .init(
      "columns", .array, items: .string,
      "Names of the stream columns present (time, power, heart_rate, cadence, speed, distance, altitude, temperature, lat, lon …)."
    ),
    .init(
      "series", .map, items: .array,
      "Each stream column (names as in `columns`) → its samples, null where there is no reading: time s from start, power W, heart_rate bpm, cadence rpm, speed m/s, distance m, altitude m, temperature °C, lat/lon degrees."
    ),
    .init(
      "start", .dateTime,
      "When the activity (or file) started: ISO 8601 at the athlete's or the file's UTC offset then."),
    .init("startEpochSeconds", .integer, unit: "s", "The same instant as Unix seconds (UTC)."),
    .init("warnings", .array, items: .string, "Things worth knowing that did not stop the command."),
    .init("description", .string, "A planned session's description, or how a model's solution was reached."),
  ]
}
