import ArgumentParser
import Foundation
import VeloEngine
import VeloIO
import VeloPipeline
import VeloReport
import VeloScore

extension ReportCommand {
  /// `veloscore report activity ID|FILE`.
  struct Activity: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "One activity: channels over time, laps, time in zones, peaks against the athlete's bests, the device's numbers.",
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
    @OptionGroup var scoring: ScoringOptions
    @OptionGroup var output: Output

    func run() throws {
      if !FileManager.default.fileExists(atPath: activity), let id = Int64(activity) {
        return try output.emit(activity: id) { library, athlete, language in
          try ActivityDetailReport.stored(library, athlete: athlete, id: id).render(output.format, language: language)
        }
      }
      let file = try loadActivity(activity, lenient: scoring.lenient)
      let scoring = try self.scoring.score(file)
      let report = scoring.detailReport(source: activity)
      let text = report.render(output.format, language: output.language.resolved())
      guard let out = output.out else { return print(text, terminator: "") }
      try writeOutput(text, to: out)
      writeToStandardError(say("wrote", out) + "\n")
    }
  }
}
