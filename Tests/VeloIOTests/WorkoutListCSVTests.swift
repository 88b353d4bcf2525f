import Testing
import VeloScore

@testable import VeloIO

@Suite struct WorkoutListCSVTests {
  let d = { (y: Int, m: Int, day: Int) in LocalDate(year: y, month: m, day: day) }

  @Test func appExportWithZonesDurationsAndUnits() throws {
    let csv = """
      Start Time,Activity Type,Duration,Distance_km,Calories,TSS
      2026-01-05T23:30:00-05:00,Ride,1:30:00,42.5,950,88
      2026-01-06T06:15:00Z,Run,45:30,10,600,
      2026-01-07,Swim,1800,2,400,30
      """
    let w = try WorkoutListCSV.parse(bytes: Array(csv.utf8), file: "w.csv")
    #expect(w.count == 3)
    #expect(w[0].localDate == d(2026, 1, 5))  // local wall date, though UTC is already the 6th
    #expect(w[0].start == parseISO8601("2026-01-06T04:30:00Z"))
    // canonical sport
    #expect(w[0].sport == "cycling" && w[0].durationSeconds == 5400 && w[0].distanceMeters == 42_500)
    #expect(w[0].calories == 950 && w[0].load == 88)
    #expect(w[1].durationSeconds == 2730 && w[1].load == nil)
    #expect(w[2].start == nil && w[2].localDate == d(2026, 1, 7) && w[2].durationSeconds == 1800)
  }

  /// WHOOP's workouts.csv (it was "cannot tell what this CSV holds"): its workout start, its sport
  /// under "Activity name", minutes, kilocalories under "Energy burned (cal)", metres.
  @Test func whoopWorkouts() throws {
    let csv = """
      Cycle start time,Cycle end time,Cycle timezone,Workout start time,Workout end time,Duration (min),Activity name,Activity Strain,Energy burned (cal),Max HR (bpm),Average HR (bpm),Distance (meters)
      2026-10-10 23:40:00,2026-10-11 23:05:00,UTC-06:00,2026-10-11 07:02:11,2026-10-11 08:05:40,63,Cycling,13.2,712,172,141,31250
      2026-10-11 23:05:00,2026-10-13 00:30:00,UTC-06:00,2026-10-12 18:10:00,2026-10-12 18:55:00,45,Running,11.0,520,181,152,8100
      """
    #expect(try CSVTableKind.sniff(bytes: Array(csv.utf8), file: "workouts.csv") == .workoutList)
    let w = try WorkoutListCSV.parse(bytes: Array(csv.utf8), file: "workouts.csv")
    #expect(w.map(\.localDate) == [d(2026, 10, 11), d(2026, 10, 12)])
    #expect(w.map(\.sport) == ["cycling", "running"] && w.map(\.durationSeconds) == [3780, 2700])
    #expect(w.map(\.calories) == [712, 520] && w.map(\.distanceMeters) == [31_250, 8100])
    // A list with a type column keeps reading the sport there, the activity name as the name.
    let strava = "Activity Date,Activity Name,Activity Type,Elapsed Time\n2026-10-11,Morning Ride,Ride,3600\n"
    let row = try #require(try WorkoutListCSV.parse(bytes: Array(strava.utf8), file: "activities.csv").first)
    #expect(row.sport == "cycling" && row.name == "Morning Ride")
  }

  @Test func pmcReadsAWorkoutListByLocalDate() throws {
    let csv = "start_time,tss\n2026-01-05T23:30:00-05:00,50\n2026-01-05T07:00:00+01:00,25\n2026-01-07T10:00:00Z,40\n"
    let daily = try DailyLoadCSV.parse(bytes: Array(csv.utf8), file: "w.csv")
    #expect(daily.start == d(2026, 1, 5))
    #expect(daily.load == [75, 0, 40])
  }

  @Test func errorsNameLineColumnAndValue() throws {
    let dur = try #require(throws: CSVError.self) {
      try WorkoutListCSV.parse(bytes: Array("date,duration\n2026-01-05,1:xx:00\n".utf8), file: "w.csv")
    }
    #expect(
      dur
        == CSVError(
          file: "w.csv", line: 2, column: "duration",
          message: "expected a duration in seconds or as h:mm:ss, found '1:xx:00'"))
    let time = try #require(throws: CSVError.self) {
      try WorkoutListCSV.parse(bytes: Array("start,tss\n2026-01-05,1\n2026-01-05T07:00+1,5\n".utf8), file: "w.csv")
    }
    #expect(time.line == 3 && time.column == "start" && time.message.contains("date-time"))
    let negative = try #require(throws: CSVError.self) {
      try WorkoutListCSV.parse(bytes: Array("date,duration_s,calories\n2026-01-05,60,-3\n".utf8), file: "w.csv")
    }
    #expect(negative.column == "calories")
    let noStart = try #require(throws: CSVError.self) {
      try WorkoutListCSV.parse(bytes: Array("sport,tss\nRide,5\n".utf8), file: "w.csv")
    }
    #expect(noStart.message.contains("no start time column"))
    #expect(throws: CSVError.self) { try WorkoutListCSV.parse(bytes: [], file: "w.csv") }
  }

  /// ISO 8601 as apps write it: `+01:00`, `+0100`, `+01`, `Z`, fractions, no seconds.
  @Test func acceptsTheUsualISOForms() throws {
    let forms: [(String, Double, ISODateTime.Zone)] = [
      ("2026-01-05T07:30:00+01:00", 27_000, .offset(3600)), ("2026-01-05T07:30:00+0100", 27_000, .offset(3600)),
      ("2026-01-05T07:30:00+01", 27_000, .offset(3600)), ("2026-01-05T07:30:00-0530", 27_000, .offset(-19_800)),
      ("2026-01-05T07:30:00Z", 27_000, .utc), ("2026-01-05T07:30:00.250Z", 27_000.25, .utc),
      ("2026-01-05 07:30:00", 27_000, .none), ("2026-01-05T07:30", 27_000, .none),
      ("2026-01-05T07:30:00,5+14:00", 27_000.5, .offset(50_400)),
    ]
    for (text, seconds, zone) in forms {
      let t = try #require(ISODateTime(Substring(text)), "\(text)")
      #expect(t.date == d(2026, 1, 5) && t.secondsIntoDay == seconds && t.zone == zone, "\(text)")
    }
    for bad in [
      "2026-01-05T07:30:00+1", "2026-01-05T07:30:00+15:00", "2026-01-05T07:30:00+01:60", "2026-01-05T24:00:00",
      "2026-01-05T07:30:00ZZ", "2026-01-05T07:30:00.", "2026-02-30T07:30:00Z", "2026-01-05T07:30:00 +01:00",
    ] {
      #expect(ISODateTime(Substring(bad)) == nil, "\(bad)")
    }
  }

  /// One local-day rule: an offset keeps its written date (Tokyo 07:00+09:00 is
  /// Tuesday for a Berlin athlete); no zone is wall-clock time in the athlete's
  /// zone (a Madrid Wednesday 23:30 stays Wednesday; read as UTC it became
  /// Thursday); Z is an instant placed in the athlete's zone.
  @Test func localDayRule() throws {
    let madrid = try AthleteTimeZone(identifier: "Europe/Madrid")
    let csv = "start,tss\n2026-11-17T07:00:00+09:00,40\n2026-11-18T23:30:00,50\n2026-11-18T23:30:00Z,60\n"
    let w = try WorkoutListCSV.parse(bytes: Array(csv.utf8), file: "w.csv", timeZone: madrid)
    #expect(w[0].localDate == d(2026, 11, 17) && w[0].utcOffsetSeconds == 32_400)
    #expect(w[0].start == parseISO8601("2026-11-16T22:00:00Z"))
    #expect(w[1].localDate == d(2026, 11, 18) && w[1].utcOffsetSeconds == 3600)
    #expect(w[1].start == parseISO8601("2026-11-18T22:30:00Z"))
    #expect(w[2].localDate == d(2026, 11, 19) && w[2].utcOffsetSeconds == nil)  // 00:30 in Madrid
    // Relocalizing into another zone moves only the Z workout.
    let tokyo = try AthleteTimeZone(identifier: "Asia/Tokyo")
    #expect(tokyo.localize(w).map(\.localDate) == [d(2026, 11, 17), d(2026, 11, 18), d(2026, 11, 19)])
    let la = try AthleteTimeZone(identifier: "America/Los_Angeles")
    #expect(la.localize(w).map(\.localDate) == [d(2026, 11, 17), d(2026, 11, 18), d(2026, 11, 18)])
  }
}

@Suite struct StravaDateTests {
  /// Strava writes UTC dates in the account's language; 12 AM is midnight, 12 PM noon.
  @Test(arguments: [
    ("Jan 5, 2026, 7:30:00 AM", "2026-01-05T07:30:00Z"), ("Sep 20, 2019, 12:10:03 PM", "2019-09-20T12:10:03Z"),
    ("Sep 20, 2019, 12:10:03 AM", "2019-09-20T00:10:03Z"), ("Dec 31, 2025, 11:59:59 PM", "2025-12-31T23:59:59Z"),
    ("3. 3. 2024 7:00:00", "2024-03-03T07:00:00Z"), ("05.01.2026, 17:30:00", "2026-01-05T17:30:00Z"),
    ("5 ene 2026, 7:30:00 p. m.", "2026-01-05T19:30:00Z"), ("5 de jan. de 2026 07:30:00", "2026-01-05T07:30:00Z"),
    ("2026/01/05 7:30:00", "2026-01-05T07:30:00Z"), ("2026. 1. 5. 오후 7:30:00", "2026-01-05T19:30:00Z"),
    ("5 janv. 2026, 07:30:00", "2026-01-05T07:30:00Z"), ("12 juil. 2026, 07:30:00", "2026-07-12T07:30:00Z"),
    ("4. März 2026 um 06:05:00", "2026-03-04T06:05:00Z"), ("5 мая 2026 г., 7:30:00", "2026-05-05T07:30:00Z"),
  ])
  func datesInEachLanguage(text: String, iso: String) {
    #expect(StravaDate(text, order: .dayFirst)?.iso == iso)
  }

  @Test func numberedMonthsFollowTheFilesOrder() {
    #expect(StravaDate("01/05/2026 07:30:00", order: .monthFirst)?.iso == "2026-01-05T07:30:00Z")
    #expect(StravaDate("01/05/2026 07:30:00", order: .dayFirst)?.iso == "2026-05-01T07:30:00Z")
    #expect(StravaDate.numberedPair("13.05.2026 07:30:00")! == (13, 5))
    #expect(StravaDate.numberedPair("Jan 5, 2026, 7:30:00 AM") == nil)
  }

  @Test func whatIsNoDateIsRefused() {
    for bad in [
      "", "Feb 30, 2026, 1:00:00 AM", "Foo 5, 2026, 7:30:00 AM", "Jan 5, 2026, 13:30:00 PM", "5. 2026 7:00:00",
      "3. 3. 2024 25:00:00", "Jan 5, 2026, 7:30:00:10:11",
    ] {
      #expect(StravaDate(bad, order: .dayFirst) == nil, "\(bad)")
    }
  }
}

/// Names and notes follow the rule `activity set` and the API apply: a control character is
/// refused with its line and column (a NUL cut "Tro\0te" to "Tro" in SQLite), never stored.
@Suite struct WorkoutListTextTests {
  @Test(arguments: [("Tro\u{0}te", "name", "U+0"), ("ok\u{1B}[31mred", "name", "U+1B")])
  func aControlCharacterIsRefusedByLine(name: String, column: String, says: String) throws {
    let csv = "date,sport,minutes,name\n2026-11-20,running,30,ok\n2026-11-21,running,30,\(name)\n"
    #expect {
      try WorkoutListCSV.parse(bytes: Array(csv.utf8), file: "w.csv")
    } throws: { error in
      let e = error as? CSVError
      return e?.line == 3 && e?.column == column && "\(error)".contains(says)
    }
  }

  @Test func notesKeepTheirTabs() throws {
    let csv = "date,sport,minutes,notes\n2026-11-20,running,30,easy\tthen strides\n"
    let w = try WorkoutListCSV.parse(bytes: Array(csv.utf8), file: "w.csv")
    #expect(w.first?.notes == "easy\tthen strides")
  }
}

@Suite struct SportNameTests {
  /// Spanish (Mexico) and English names map to the same sports, in files as in the library.
  @Test func spanishAndEnglishAgree() throws {
    let pairs = [
      ("Correr", "Run"), ("Bicicleta", "Ride"), ("Nadar", "Swim"), ("Pesas", "Weight Training"), ("Yoga", "yoga"),
      ("Deporte", "Other"), ("Caminar", "Walk"), ("Otro", "other"),
    ]
    for (es, en) in pairs { #expect(SportName.normalize(es) == SportName.normalize(en), "\(es) vs \(en)") }
    let csv = "date,sport,duration\n2026-11-16,Run,1800\n2026-11-17,running,1800\n2026-11-18,Correr,1800\n"
    let w = try WorkoutListCSV.parse(bytes: Array(csv.utf8), file: "w.csv")
    #expect(Set(w.compactMap(\.sport)) == ["running"])
  }

  /// The words people type (issue 51): their sport, without case, accents or
  /// extra spaces; sports outside the nine and unknown words are `other`, the
  /// word kept; never a sport of its own.
  @Test(
    arguments: [
      ("Trotar", "running", nil, true), ("  TROTAR ", "running", nil, true), ("Bicicleta fija", "cycling", nil, true),
      ("Spinning", "cycling", nil, true), ("bici", "cycling", nil, true), ("Rodillo", "cycling", nil, true),
      ("Natación en alberca", "swimming", nil, true), ("natacion en  alberca", "swimming", nil, true),
      ("Caminata", "walking", nil, true), ("Senderismo", "hiking", nil, true), ("Crossfit", "strength", nil, true),
      ("Box", "other", "Box", true), ("Fútbol", "other", "Fútbol", true), ("futbol", "other", "futbol", true),
      ("Quidditch", "other", "Quidditch", false), ("running", "running", nil, true), ("Otro", "other", nil, true),
      ("other", "other", nil, true), ("../../x", "other", "../../x", false),
    ] as [(String, String, String?, Bool)])
  func theWordsPeopleType(text: String, sport: String, word: String?, known: Bool) {
    let r = SportName.read(text)
    #expect(r == SportName.Reading(sport: sport, word: word, isKnown: known), "\(text)")
  }

  @Test func aListKeepsTheWordsItsSportsSayMoreThan() throws {
    let csv = "date,sport,minutes\n2026-11-16,Trotar,30\n2026-11-17,Box,45\n2026-11-18,Quidditch,60\n"
    let w = try WorkoutListCSV.parse(bytes: Array(csv.utf8), file: "w.csv")
    #expect(w.map(\.sport) == ["running", "other", "other"])
    #expect(w.map { $0.sportReading?.word } == [nil, "Box", "Quidditch"])
    #expect(w.map { $0.sportReading?.isKnown } == [nil, true, false])
  }
}
