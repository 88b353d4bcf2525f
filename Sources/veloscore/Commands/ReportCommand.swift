import ArgumentParser
import Foundation
import VeloReport
import VeloScore
import VeloStore

extension DocumentFormat: ExpressibleByArgument {}

struct ReportCommand: ParsableCommand {
  enum Kind: String, ExpressibleByArgument, CaseIterable { case weekly, season }

  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Weekly progress or season report from the library, as text, Markdown, JSON, CSV or HTML.",
    discussion: """
      weekly: the week Monday–Sunday with daily load bars, active days vs goal
      and the goal streak, totals by sport vs last week and the 4-week average,
      CTL/ATL/TSB and their 6-week course, ACWR, recovery/sleep/strain, new
      best efforts and significant trends.
      season: the PMC over a range (default: the last 365 days), weekly load,
      the mean-max power envelope with a CP fit, and wellness trends.

      html is one self-contained file (inline SVG charts, no scripts, no
      network); json has a 'schemaVersion' (docs/report-schema.md); csv is the
      report's day table.

      Examples:
        veloscore report weekly --athlete anna
        veloscore report weekly --date 2026-11-16 --format html --out week.html
        veloscore report season --from 2026-01-01 --format md
      """
  )

  @Argument(help: "weekly or season.") var kind: Kind
  @Option(help: "Output format: text, md, json, csv or html.") var format: DocumentFormat = .text
  @Option(help: "Write to this file instead of standard output.") var out: String?
  @Option(help: "weekly: any day of the week to report (default: the week of the latest activity).") var date: String?
  @Option(help: "season: first day (default: 364 days before --to).") var from: String?
  @Option(help: "season: last day (default: the last day with data).") var to: String?
  @OptionGroup var store: StoreOptions

  func validate() throws {
    _ = try parseDate(date, option: "--date")
    _ = try parseDate(from, option: "--from")
    _ = try parseDate(to, option: "--to")
    if kind == .weekly && (from != nil || to != nil) { throw ValidationError("'--from'/'--to' are for the season report; use '--date' for a week.") }
  }

  func run() throws {
    let (library, athlete) = try store.openAthlete()
    let text: String
    do {
      switch kind {
      case .weekly: text = try WeeklyProgressReport.build(store: library, athlete: athlete, date: parseDate(date, option: "--date")).render(format)
      case .season:
        text = try SeasonReport.build(store: library, athlete: athlete, from: parseDate(from, option: "--from"), to: parseDate(to, option: "--to")).render(format)
      }
    } catch let e as StoreError { throw failStore(e) }
    guard let out else { return print(text, terminator: "") }
    try writeOutput(text, to: out)
    writeToStandardError("wrote \(out)\n")
  }
}
