import ArgumentParser
import Foundation
import VeloIO
import VeloReport
import VeloScore
import VeloStore

extension ReportCommand {
  /// `veloscore report activity ID|FILE`.
  struct Activity: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "One activity: channels over time, laps, time in zones, peaks against the athlete's bests, the device's numbers.",
      discussion: """
        ID is an activity in the library ('veloscore activities'): its thresholds
        are the athlete's on that day, and its peaks are set against the best of
        the 90 days before and of all earlier activities, its power curve
        against the 365 days before. The library keeps samples, not the device's
        laps, so a stored activity gets auto-laps (every 5 km, else every
        10 min). FILE (.fit, .tcx, .gpx, CSV) is scored alone, with the FIT
        file's own laps and numbers; --ftp and the other thresholds override
        what it stores.

        Time in zones: power (Coggan), heart rate, and pace for runs with a
        threshold pace (Friel's run pace zones).

        Power is drawn as its 30 s mean; heart rate, speed (pace when running),
        cadence, altitude and W′ balance (with CP and W′) share one time axis,
        and pauses show as gaps.

        Examples:
          veloscore report activity 42 --athlete anna --format html --out ride.html
          veloscore report activity ride.fit --ftp 250 --cp 260 --wprime 20000
        """)

    @Argument(help: "An activity id from the library, or an activity file.") var activity: String
    @Option(help: "FILE: functional threshold power, W (default: the FIT file's).") var ftp: Double?
    @Option(help: "FILE: critical power, W (W′ balance, with --wprime).") var cp: Double?
    @Option(help: "FILE: W′, J (W′ balance, with --cp).") var wprime: Double?
    @Option(help: "FILE: lactate-threshold heart rate, bpm (heart-rate zones).") var lthr: Double?
    @Option(help: "FILE: maximum heart rate, bpm.") var maxHr: Double?
    @Option(help: "FILE: threshold running pace, s per km (e.g. 255 for 4:15/km): pace zones (Friel).") var thresholdPace: Double?
    @Option(help: "FILE: sport (running, cycling, …); FIT files carry their own.") var sport: String?
    @Flag(help: "FIT: read on past CRC errors and truncation.") var lenient = false
    @OptionGroup var output: Output

    func validate() throws {
      try checkRanges([
        ("--ftp", ftp, InputLimits.range("ftp")), ("--cp", cp, InputLimits.range("criticalPower")), ("--wprime", wprime, InputLimits.range("wPrime")),
        ("--lthr", lthr, InputLimits.range("lthr")), ("--max-hr", maxHr, InputLimits.range("maxHeartRate")),
        ("--threshold-pace", thresholdPace, InputLimits.range("thresholdPace")),
      ])
      if (cp == nil) != (wprime == nil) { throw ValidationError("'--cp' and '--wprime' go together (W′ balance needs both).") }
    }

    func run() throws {
      if !FileManager.default.fileExists(atPath: activity), let id = Int64(activity) {
        return try output.emit { library, athlete in try stored(library, athlete, id).render(output.format) }
      }
      let file = try loadActivity(activity, lenient: lenient)
      let options = AthleteSettings.options(ftp: ftp, cp: cp, wprime: wprime, lthr: lthr, maxHr: maxHr, thresholdPace: thresholdPace)
      let settings = fileSettings(file.fit, options: options)
      let sportName = sport ?? file.sport
      let summary = ActivitySummary(streams: file.streams, settings: settings, sport: sportName, isRun: sportName == "running")
      var metrics = ActivityReport(source: activity, summary: summary, grid: file.streams.powerOnOneHertzGrid())
      metrics.device = file.fit.flatMap { DeviceValues($0) }
      let date = file.startTime.flatMap { Int(checked: (($0 + Double(file.utcOffsetSeconds ?? 0)) / 86_400).rounded(.down)) }.map(LocalDate.init(dayNumber:))
      let report = ActivityDetailReport(activity: metrics, streams: file.streams, settings: settings, date: date, startTime: file.startTime,
                                        deviceLaps: file.fit?.laps ?? [])
      let text = report.render(output.format)
      guard let out = output.out else { return print(text, terminator: "") }
      try writeOutput(text, to: out)
      writeToStandardError("wrote \(out)\n")
    }

    /// A stored activity with the athlete's thresholds of its day and the bests before it.
    func stored(_ library: AthleteStore, _ athlete: Athlete, _ id: Int64) throws -> ActivityDetailReport {
      let athleteId = athlete.id!
      let a = try library.activity(id: id, athleteId: athleteId)
      let stored = try library.streams(activityId: id, athleteId: athleteId)
      let metrics = ActivityReport.stored(a, athlete: athlete, streams: stored)
      let streams = stored ?? ActivityStreams(time: [])
      let settings = try library.thresholds(athleteId: athleteId).settings(on: a.localDate, sex: athlete.sexValue, birthYear: athlete.birthYear)
      let before = try library.activities(athleteId: athleteId, ActivityFilter(until: a.localDate.adding(days: -1)))
      func envelope(_ days: Int?) -> PowerCurve {
        PowerCurve(envelopeOf: before.filter { b in days.map { b.localDate >= a.localDate.adding(days: -$0) } ?? true }
          .compactMap { $0.powerCurve == nil ? nil : $0.meanMaxPower })
      }
      return ActivityDetailReport(activity: metrics, streams: streams, settings: settings, date: a.localDate, startTime: a.startTime,
                                  history: .init(last90Days: envelope(90), allTime: envelope(nil), last365Days: envelope(365)))
    }
  }
}
