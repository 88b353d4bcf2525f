import ArgumentParser
import Foundation
import VeloEngine
import VeloPipeline
import VeloReport
import VeloScore

extension DocumentFormat: ExpressibleByArgument {}

/// `veloscore report weekly|season`: one subcommand per report, each with only
/// its own options (so `veloscore help report weekly` teaches the weekly report).
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Weekly progress, season, month calendar or one-activity report, as text, Markdown, JSON, CSV or HTML.",
    discussion: """
      html is one self-contained file (inline SVG charts; a tap on a chart
      shows its values; no network); json has a 'schemaVersion' (docs/report-schema.md); csv is the
      report's day table. See 'veloscore help report weekly' and
      'veloscore help report season'.
      """,
    subcommands: [Weekly.self, Season.self, Calendar.self, Activity.self]
  )

  /// What every report takes: the format, where to write, which library and athlete.
  struct Output: ParsableArguments {
    @Option(help: "Output format: text, md, json, csv or html.") var format: DocumentFormat = .text
    @Option(help: "Write to this file instead of standard output.") var out: String?
    @OptionGroup var language: LanguageOption
    @OptionGroup var store: StoreOptions

    /// Renders with the selected athlete, or with activity `activity`'s owner when no `--athlete` is given,
    /// in `--lang` or the athlete's language.
    func emit(activity: Int64? = nil, _ build: (Library, Athlete, Language) throws -> String) throws {
      let (library, athlete) = try activity.map { try store.openActivity($0) } ?? store.openAthlete()
      let text: String
      do { text = try build(library, athlete, language.resolved(for: athlete)) } catch let e
        where Failure.isStoreError(e)
      {
        throw failStore(e)
      }
      guard let out else { return print(text, terminator: "") }
      try writeOutput(text, to: out)
      writeToStandardError(say("wrote", out) + "\n")
    }
  }

  struct Weekly: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "One week's progress: goal, streak, totals by sport, form, recovery, new bests.",
      discussion: """
        The week Monday–Sunday in the athlete's time zone: daily load bars,
        active days vs the weekly goal and the goal streak, totals by sport
        against last week and the 4-week average, CTL/ATL/TSB and their 6-week
        course, ACWR, recovery/sleep/strain, new best efforts and significant
        trends, and the planned sessions' compliance when there is a plan.

        Examples:
          veloscore report weekly --athlete anna
          veloscore report weekly --date 2026-11-16 --format html --out week.html
        """)

    @Option(help: "Any day of the week to report (YYYY-MM-DD; default: this week, as of today).") var date: String?
    @OptionGroup var output: Output

    func validate() throws { _ = try parseDate(date, option: "--date") }

    func run() throws {
      try output.emit { library, athlete, language in
        try WeeklyProgressReport.build(
          library.history(athlete), date: parseDate(date, option: "--date"), calendar: output.format == .html
        ).render(output.format, language: language)
      }
    }
  }

  struct Calendar: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "A month as weeks: each day's activities, planned sessions, events and rest, with weekly totals.",
      discussion: """
        The athlete's local days, Monday to Sunday. HTML is a grid on a wide
        screen (sport colours, planned sessions dashed, events in purple, each
        week's load, time and planned load) and a list of days on a phone; text
        is a week a row with each day's load, (planned load), A/B/C for events
        and · for rest days; CSV lists the month's activities, sessions and events.

        Examples:
          veloscore report calendar --athlete ana --month 2026-11 --format html --out nov.html
          veloscore report calendar --athlete ana --lang es-MX
        """)

    @Option(
      help: ArgumentHelp(
        "The month, YYYY-MM (a date YYYY-MM-DD works too). Default: the month of the latest activity, else this month.",
        valueName: "YYYY-MM"))
    var month: String?
    @OptionGroup var output: Output

    /// The first day of `--month`, or `nil` without one.
    static func parseMonth(_ text: String?) throws -> LocalDate? {
      guard let text else { return nil }
      guard let day = CalendarReport.month(text) else { throw ValidationError(say("report.month", text.prefix(20))) }
      return day
    }

    func validate() throws { _ = try Self.parseMonth(month) }

    func run() throws {
      try output.emit { library, athlete, language in
        let day = try Self.parseMonth(month) ?? library.latestActivityDate(athlete) ?? athlete.today()
        return try CalendarReport.build(library.history(athlete), month: day).render(
          output.format, language: language)
      }
    }
  }

  struct Season: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "A season: the PMC, weekly load, the mean-max power curve with a CP fit, wellness trends.",
      discussion: """
        From --from to --to (default: the last 365 days with data): CTL/ATL/TSB
        day by day, weekly load, the mean-max power envelope with a critical
        power fit (and the efforts it rests on), and wellness trends.

        Examples:
          veloscore report season --athlete anna
          veloscore report season --athlete anna --from 2026-01-01 --format md
        """)

    @Option(help: "First day (YYYY-MM-DD; default: 364 days before --to).") var from: String?
    @Option(help: "Last day (YYYY-MM-DD; default: the last day with data).") var to: String?
    @OptionGroup var output: Output

    func validate() throws {
      _ = try parseDate(from, option: "--from")
      _ = try parseDate(to, option: "--to")
    }

    func run() throws {
      try output.emit { library, athlete, language in
        try SeasonReport.build(
          library.history(athlete), from: parseDate(from, option: "--from"), to: parseDate(to, option: "--to"),
          calendar: output.format == .html
        )
        .render(output.format, language: language)
      }
    }
  }
}
