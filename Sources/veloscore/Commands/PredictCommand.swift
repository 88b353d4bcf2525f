import ArgumentParser
import VeloPipeline
import VeloReport
import VeloScore

/// `veloscore predict`: race times from a race or the athlete's best run.
struct PredictCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "predict",
    abstract: "Predict race times (Riegel and Daniels' VDOT) from a race or the athlete's best recent run.",
    discussion: """
      The performance is --race DISTANCE=TIME, else the athlete's best run of the
      last 90 days by VDOT (a whole running activity of at least 1.5 km and
      3.5 min). Predicted: --distance, else the upcoming events with a distance
      (beside their target time), else 5 km, 10 km, half marathon and marathon.

      Examples:
        veloscore predict --athlete ana
        veloscore predict --race 10k=45:00 --distance half --distance marathon
      """)

  @Option(
    help:
      "A performance to predict from, DISTANCE=TIME with TIME as h:mm:ss or mm:ss, e.g. 10k=45:00 or 5000=19:30 (45 alone is refused: minutes or seconds?)."
  ) var race: String?
  @Option(help: "Distance to predict (repeatable): 5k, 10 km, half, marathon, 1mi, metres.") var distance: [String] = []
  @Option(help: "Day the 90-day look-back ends (default: the latest activity).") var date: String?
  @Option(help: "Output format: text, md, json, csv or html.") var format: DocumentFormat = .text
  @OptionGroup var language: LanguageOption
  @OptionGroup var store: StoreOptions

  func validate() throws {
    _ = try parseDate(date, option: "--date")
    if let race { _ = try parse(race) }
    for d in distance where RacePrediction.meters(d) == nil {
      throw ValidationError(say("badDistance", d))
    }
  }

  func parse(_ text: String) throws -> PredictionReport.Effort {
    let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2, let m = RacePrediction.meters(parts[0]), let s = RacePrediction.seconds(parts[1]) else {
      throw ValidationError(say("predict.badRace", text))
    }
    if let problem = RacePrediction.implausibility(seconds: s, meters: m) {
      throw ValidationError(say("predict.raceProblem", text, problem))
    }
    return PredictionReport.Effort(meters: m, seconds: s, vdot: RacePrediction.vdot(seconds: s, meters: m))
  }

  func run() throws {
    var athleteName = "—"
    var effort = try race.map(parse)
    var events: [PlanEvent] = []
    var reader: Athlete?
    // The library is read for a best run, or for events when a race is given with a library or athlete named.
    if effort == nil || (distance.isEmpty && (store.library != nil || store.athlete != nil)) {
      let (library, athlete) = try store.openAthlete()
      (athleteName, reader) = (athlete.name, athlete)
      try PlanCommand.guarded {
        events = try library.events(athlete, from: try PlanCommand.today(athlete)).filter {
          $0.distanceMeters != nil
        }
        if effort == nil {
          let end =
            try parseDate(date, option: "--date") ?? library.latestActivityDate(athlete)
            ?? (try PlanCommand.today(athlete))
          let recent = try library.history(athlete).activities(
            from: end.adding(days: 1 - PredictionReport.lookbackDays), through: end, withPowerCurve: false
          ).filter { $0.sport == "running" }
          effort = PredictionReport.bestEffort(recent)
        }
      }
    }
    guard let effort else {
      throw Exit.fail(
        say("predict.noRun", PredictionReport.lookbackDays), hint: say("predict.noRun.hint"), code: Exit.dataError)
    }
    let targets: [(String, Double, Double?, String?)] =
      !distance.isEmpty
      ? distance.map { ($0, RacePrediction.meters($0)!, nil, nil) }
      : !events.isEmpty
        ? events.map {
          ("\(fixed($0.distanceMeters! / 1000, 3)) km", $0.distanceMeters!, $0.targetSeconds, "\($0.name) (\($0.date))")
        }
        : PredictionReport.standardDistances.map { ($0.0, $0.1, nil, nil) }
    print(
      PredictionReport(athlete: athleteName, effort: effort, targets: targets).render(
        format, language: language.resolved(for: reader)), terminator: "")
  }
}
