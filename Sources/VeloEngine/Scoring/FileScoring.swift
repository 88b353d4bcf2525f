import VeloIO
import VeloPipeline
import VeloReport
import VeloScore

/// Scoring one activity file outside a library: the use case behind
/// `activity FILE` and `report activity FILE`. The settings, the sport rule and
/// the metrics are `ActivityScoring`'s, the same ingest, uploads and `batch`
/// use, so one file with the same settings gives the same numbers everywhere.
public struct FileScoring: Sendable {
  public var file: ActivityFile
  /// The settings in force for the whole file (options > the file's stored values, each checked).
  public var settings: AthleteSettings
  /// The values given for this scoring: for every sport and per sport.
  public var options: SportThresholds
  /// The sport scored (the file's own, else the one given, else cycling with power).
  public var sport: String?
  public var choices: ActivityScoring.Choices
  /// Values ignored (out of range) and what the reader tolerated, for the user to see.
  public var notes: [String]
  /// Where each of ``settings``' values came from (`ActivityScoring/settingSources(options:athlete:file:)`).
  public var settingSources: [String: String]

  /// - Parameters:
  ///   - file: the activity file as read (its implausible readings already dropped).
  ///   - options: values given for this scoring (the command line's); they win over the file's.
  ///   - sportOptions: values given for one sport (`--sport-threshold running:ftp=300`), by canonical sport name.
  ///   - sport: the sport for a file that names none.
  ///   - choices: the NP convention, W′ model, pause and dropout rules, a session RPE.
  public init(
    _ file: ActivityFile, options: AthleteSettings = AthleteSettings(), sportOptions: [String: AthleteSettings] = [:],
    sport: String? = nil,
    choices: ActivityScoring.Choices = .init()
  ) {
    self.file = file
    self.choices = choices
    self.options = SportThresholds(general: options, bySport: sportOptions)
    // A file of sessions in several sports is, as a whole, a multisport activity (FIT sport 18), not its first leg's sport.
    let sessionSports =
      file.trackActivities.isEmpty
      ? Set((file.fit?.sessions ?? []).compactMap { $0.sport.map(String.init) })
      : Set(file.trackActivities.compactMap(\.sport))
    let multisport = file.holdsSeveralActivities
    let named = multisport && sessionSports.count > 1 ? "multisport" : file.sport
    self.sport = ActivityScoring.sport(named: named, given: sport, streams: file.streams)
    let given = Self.optionSettings(self.options, for: self.sport, multisport: multisport)
    let resolved = ActivityScoring.settings(options: given, file: file.fit?.storedSettings ?? AthleteSettings())
    settingSources = ActivityScoring.settingSources(options: given, file: file.fit?.storedSettings ?? AthleteSettings())
    settings = resolved.settings
    notes = file.warnings + resolved.notes
  }

  /// The options for an activity of `sport`. In a file of one sport every
  /// option given applies to it (`activity run.fit --ftp 300` is a running
  /// FTP); in a multisport file the general ones follow ``SportThresholds``
  /// (a triathlon's `--ftp` is the bike's, never the run's).
  static func optionSettings(_ options: SportThresholds, for sport: String?, multisport: Bool) -> AthleteSettings {
    if multisport { return options.settings(for: sport) }
    return (sport.flatMap { options.bySport[$0] } ?? AthleteSettings()).overlaid(on: options.general)
  }

  /// The activity's summary (every metric the file supports).
  public var summary: ActivitySummary { summaryAndNote.summary }

  /// The summary, and the sentence saying its totals are the device's when
  /// the records cannot time the session (`ActivityScoring.takeDeviceTotals(_:streams:session:)`).
  var summaryAndNote: (summary: ActivitySummary, note: String?) {
    var s = ActivityScoring.summary(
      file.streams, settings: settings, sport: sport, choices: choices, swimLengths: file.fit?.lengths ?? [],
      poolLength: file.fit?.poolLength)
    let note = ActivityScoring.takeDeviceTotals(&s, streams: file.streams, session: file.fit?.onlySession)
    s.beatToBeat = file.beatToBeat
    return (s, note)
  }

  /// The metrics report of `activity FILE`, with the device's own numbers.
  public func report(source: String) -> ActivityReport {
    let (summary, note) = summaryAndNote
    var report = ActivityReport(
      source: source, summary: summary, grid: ActivityScoring.grid(file.streams, choices: choices))
    report.device = file.fit.flatMap { DeviceValues($0) }
    report.sessions = sessionLines
    report.warnings = notes + (note.map { [$0] } ?? [])
    report.settingSources = ActivityReport.settingSources(settingSources)
    return report
  }

  /// The detail report of `report activity FILE`: the metrics, channels over
  /// time, the device's laps, on the file's local day.
  public func detailReport(source: String) -> ActivityDetailReport {
    // The day it was lived on: by the offset the file records, else UTC (a file alone names no athlete's zone).
    let date = file.startTime.map { AthleteTimeZone.utc.localDate(unix: $0, knownOffsetSeconds: file.utcOffsetSeconds) }
    var detail = ActivityDetailReport(
      activity: report(source: source), streams: file.streams, settings: settings, date: date,
      startTime: file.startTime,
      deviceLaps: file.fit?.laps ?? [])
    detail.name = file.name
    return detail
  }
}
