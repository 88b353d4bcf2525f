import Foundation
import Testing
import VeloEngine
import VeloIO
import VeloPipeline
import VeloScore
import VeloStore
import _VeloTestSupport

@testable import VeloReport

/// Every report rendered in each language with the catalogue's texts marked
/// (`⟦…⟧`): what is left outside the marks must be data (names, numbers,
/// dates as digits) or a unit, never an English word that bypassed the
/// catalogue. The library holds the bundled athlete's year, a plan with a
/// structured workout and an A event, and a ride graded against the workout.
@Suite struct LocalizationCoverageTests {
  /// Words that are the same in every language: units, acronyms of the
  /// metrics, and this library's data (athlete, event, zone, file names,
  /// the workout's own text).
  static let neutral: Set<String> = [
    "W", "kJ", "km", "h", "min", "s", "m", "bpm", "kcal", "rpm", "spm", "kg", "TSS", "CTL", "ATL", "TSB", "ACWR", "NP",
    "IF", "FTP", "CP",
    "eFTP", "W′", "R²", "rMSSD", "VI", "xPower", "BikeScore", "TRIMP", "hrTSS", "rTSS", "sTSS", "p", "Z", "A", "B", "C",
    "x", "veloscore",
    "ana", "Gran", "Fondo", "Europe", "Berlin", "UTC", "csv", "kj", "W/kg", "coggan", "gc", "Riegel", "VDOT", "EWMA",
    "Pmax", "AU", "ctl", "MET", "Keytel", "Margaria", "id",
  ]

  static func library() throws -> (AthleteStore, Athlete, Int64) {
    let library = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    var athlete = try library.addAthlete(Athlete(name: "ana", timeZone: "Europe/Berlin"))
    for (kind, value) in [
      (Threshold.Kind.ftp, 250.0), (.lthr, 165), (.criticalPower, 240), (.wPrime, 18000), (.weight, 68),
      (.maxHeartRate, 190),
    ] {
      _ = try library.setThreshold(athleteId: athlete.id!, kind: kind, value: value)
    }
    var ingest = LibraryIngest(library: Library(library), athlete: "ana")
    _ = try ingest.run([Repository.path("datasets/sample/athlete-01"), try PlannedWorkoutTests.rideFile()])
    let day = LocalDate(year: 2026, month: 12, day: 1)
    let workout = try StructuredWorkout(text: "10m 55%\n5x 4m 108% 3m 55%\n10m 50%")
    _ = try library.addPlannedSessions([
      PlannedSession(athleteId: athlete.id!, date: day, workout: workout),
      PlannedSession(athleteId: athlete.id!, date: day.adding(days: 2), load: 80, durationSeconds: 5400),
    ])
    _ = try library.addEvent(
      PlanEvent(
        athleteId: athlete.id!, date: LocalDate(year: 2027, month: 3, day: 14), name: "Gran Fondo", priority: .a,
        targetCTL: 55))
    athlete = try library.athlete("ana")
    let ride = try #require(
      try library.activities(athleteId: athlete.id!, ActivityFilter(since: day, until: day)).first?.id)
    return (library, athlete, ride)
  }

  /// The reports' human renderings in `language`, catalogue texts marked unless `marked` is false.
  static func renderings(_ language: Language, marked: Bool = true) throws -> [(name: String, text: String)] {
    let (library, athlete, ride) = try library()
    let day = LocalDate(year: 2026, month: 12, day: 1)
    let documents: [(String, any DocumentReport)] = [
      ("weekly", try WeeklyProgressReport.build(library.history(athlete), date: day, calendar: true)),
      ("season", try SeasonReport.build(library.history(athlete), to: day, calendar: true)),
      (
        "plan",
        try PlanReport.build(library.history(athlete), from: day.adding(days: -6), maximumWeeklyRamp: 7, taperDays: 7)
      ),
      ("dashboard", try DashboardReport.build(library.history(athlete), date: day)),
      ("calendar", try CalendarReport.build(library.history(athlete), month: day)),
      ("activity detail", try ActivityDetailReport.stored(Library(library), athlete: athlete, id: ride)),
    ]
    let daily = try #require(try DailySeries.load(Library(library), athlete: athlete))
    let fitPath = Repository.path("datasets/fit/4078723797.fit")
    let fitBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fitPath)))
    let fit = try FITActivity.read(fitBytes, file: fitPath)
    let power = (0..<1800).map { 200 + 150 * exp(-Double($0) / 120) }
    let documents2: [(String, any DocumentReport)] = [
      (
        "predict",
        PredictionReport(
          athlete: "ana", effort: .init(meters: 10_000, seconds: 2700, vdot: nil, activityId: ride, date: day),
          targets: PredictionReport.standardDistances.map { ($0.0, $0.1, nil, nil) })
      )
    ]
    let texts: [(String, any Report)] = [
      ("activity", try ActivityReport.stored(Library(library), athlete: athlete, id: ride)),
      ("week", try #require(try WeekReport.library(library.history(athlete), date: day))),
      ("wellness", try WellnessReport.library(library.history(athlete))),
      ("fitness", FitnessReport(source: "ana", pmc: PerformanceManagement(daily))),
      ("load", LoadReport(source: "ana", daily: daily)),
      (
        "trend",
        TrendReport(
          source: "ana", column: "ctl", start: day, values: (0..<42).map { Double($0 % 7) + Double($0) / 3 }, window: 42
        )
      ),
      ("mmp", PowerCurveReport(source: "ana", curve: PowerCurve(power1Hz: power))),
      ("fit", FITInfoReport(file: "4078723797.fit", bytes: fitBytes.count, activity: fit)),
    ]
    let workout = try StructuredWorkout(text: "10m 55%\n5x 4m 108% 3m 55%\n10m 50%")
    var settings = AthleteSettings()
    settings.ftp = 250
    let listed = try ActivityRow.rows(Library(library), athlete: athlete, ActivityFilter(last: 5))
    let (events, sessions) = (
      try library.events(athleteId: athlete.id!), try library.plannedSessions(athleteId: athlete.id!)
    )
    let view = try AthleteView.full(Library(library), athlete)
    let workoutReport = WorkoutReport(workout: workout, planned: workout.plannedLoad(settings: settings))
    return Localization.$marksCatalogueText.withValue(marked) {
      var out: [(name: String, text: String)] = []
      for (name, report) in documents + documents2 {
        for format in [DocumentFormat.text, .md, .html] {
          out.append(("\(name) \(format)", report.render(format, language: language)))
        }
      }
      for (name, report) in texts { out.append(("\(name) text", report.render(.text, language: language))) }
      out.append(("workout text", Localization.rendering(language) { workoutReport.renderText() }))
      out.append(
        (
          "lists text",
          Localization.rendering(language) {
            ListingTexts.activities(listed, athlete: "ana", latest: true)
              + ListingTexts.plan(events: events, sessions: sessions, athlete: "ana")
              + ListingTexts.athlete(view)
          }
        ))
      return out
    }
  }

  /// The words of `text` outside `⟦…⟧` (HTML tags, styles and the script removed first).
  static func unmarkedWords(_ text: String) -> [String] {
    var text = text
    for pattern in ["<style>[\\s\\S]*?</style>", "<script>[\\s\\S]*?</script>", "<[^>]*>", "&[a-z#0-9]+;"] {
      text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
    }
    var out = ""
    var depth = 0
    for c in text {
      // A mark ends a word: "Fondo⟦ (⟧A" is two words.
      if c == "⟦" {
        depth += 1
        out.append(" ")
      } else if c == "⟧" {
        depth = max(0, depth - 1)
        out.append(" ")
      } else if depth == 0 {
        out.append(c)
      }
    }
    return out.split { !($0.isLetter || $0 == "′" || $0 == "²" || $0 == "/") }.map(String.init)
      .flatMap { $0.split(separator: "/").map(String.init) }.filter { $0.contains(where: \.isLetter) }
  }

  /// `word` with the 80 characters before it, for the failure's message.
  static func context(_ word: String, in text: String) -> String {
    guard let r = text.range(of: word) else { return word }
    let start = text.index(r.lowerBound, offsetBy: -80, limitedBy: text.startIndex) ?? text.startIndex
    return String(text[start..<r.upperBound])
  }

  /// What a FIT file names in its own vocabulary (message and column names), shown as the file has them.
  static func fitProtocolWords() throws -> Set<String> {
    let path = Repository.path("datasets/fit/4078723797.fit")
    let fit = try FITActivity.read([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
    let report = FITInfoReport(file: "4078723797.fit", bytes: 0, activity: fit)
    return Set(
      (Array(report.messages.keys) + report.columns + report.developerFields).flatMap {
        $0.split { !$0.isLetter }.map(String.init)
      })
  }

  @Test(arguments: Language.allCases) func everyHumanStringComesFromTheCatalogue(_ language: Language) throws {
    let renderings = try Self.renderings(language)
    let fitWords = try Self.fitProtocolWords()
    #expect(renderings.count == 31)
    for (name, text) in renderings {
      #expect(text.contains("⟦"), "\(name) shows no catalogue text")
      let stray = Set(Self.unmarkedWords(text)).subtracting(Self.neutral).subtracting(
        name.hasPrefix("fit") ? fitWords.union(["fit", "T"]) : [])
      #expect(
        stray.isEmpty,
        "\(language.rawValue) \(name): text outside the catalogue: \(stray.sorted().map { Self.context($0, in: text) })"
      )
    }
  }

  /// Text reports read in an 80-column terminal: prose wraps at spaces and
  /// tables fit (a single word longer than a line, such as a path, keeps its line).
  @Test(arguments: Language.allCases) func everyTextFitsEightyColumns(_ language: Language) throws {
    for (name, text) in try Self.renderings(language, marked: false) where name.hasSuffix(" text") {
      let wide = text.split(separator: "\n").filter { $0.count > 80 && $0.contains(" ") }
      #expect(wide.isEmpty, "\(language.rawValue) \(name): \(wide.map { "\($0.count): \($0)" })")
    }
  }

  @Test func spanishReportsReadAsSpanish() throws {
    let (library, athlete, _) = try Self.library()
    let html = try WeeklyProgressReport.build(
      library.history(athlete), date: LocalDate(year: 2026, month: 12, day: 1)
    )
    .render(.html, language: .spanishMexico)
    #expect(html.contains("<html lang=\"es-MX\">"))
    #expect(html.contains("Progreso semanal: ana") && html.contains("lun 30 nov … 6 dic 2026"))
    #expect(html.contains("Días activos") && !html.contains("Active days"))
  }
}
