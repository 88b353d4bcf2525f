import ArgumentParser
import VeloEngine
import VeloIO
import VeloPipeline
import VeloReport
import VeloScore

struct BanisterCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "banister",
    abstract: "Fit Banister's fitness–fatigue model to measured performances.",
    discussion: """
      p(t) = p0 + k1·Σ w·e^(−Δ/τ1) − k2·Σ w·e^(−Δ/τ2) over the loads of the days
      before t (Banister 1975). FILE is the daily load 'pmc' reads; --performances
      is a CSV with a date column and a performance column (a test result on the
      days it was measured: 20-minute power, time-trial speed…). For each pair of
      time constants (whole days, τ2 < τ1, refined to 0.1 day) p0, k1, k2 are a
      least-squares fit; the pair with the smallest squared error wins. At least
      4 measurements inside the load's date range are needed. JSON adds the
      predicted performance for every day.

      Example:
        veloscore banister daily.csv --performances tests.csv --column watts_20min
      """
  )

  @Argument(help: "Daily load CSV file (date,tss) or a workout list; without it, the athlete in the library.")
  var file: String?
  @OptionGroup var store: StoreOptions

  @OptionGroup var timeZone: TimeZoneOption
  @Option(help: "CSV of measured performances: a date column and --column.") var performances: String
  @Option(help: "Performance column name.") var column = "performance"
  @OptionGroup var output: OutputOptions

  struct Day: Codable {
    var date: LocalDate
    var predicted: Double
    var measured: Double?
  }

  struct Result: Codable {
    var source: String
    var performances: String
    var observations: Int
    var model: BanisterModel
    /// Schema 2: the fitted model is `parameters` (`model` names a model elsewhere).
    enum CodingKeys: String, CodingKey {
      case source, performances, observations, rSquared, rmse, standardErrors, warnings, days
      case model = "parameters"
    }
    var rSquared: Double
    var rmse: Double
    /// Standard errors of the parameters (absent when they cannot be estimated).
    var standardErrors: BanisterModel?
    /// Why the fit should not be trusted; empty when nothing was found.
    var warnings: [String]
    var days: [Day]
  }

  func run() throws {
    let (daily, source, _) = try dailyLoad(file: file, store: store, timeZone: timeZone)
    let measured: (start: LocalDate, values: [Double])
    do { measured = try ColumnSeriesCSV.read(path: performances, column: column) } catch {
      throw failInput(error, hint: say("banister.hint.file", column))
    }
    let performance: PerformanceFit
    do { performance = try PerformanceFit(load: daily, performances: measured) } catch {
      throw failInput(
        InputDataError(
          file: performances,
          message: say(
            "banister.noFit", error.reason, source, daily.start, daily.start.adding(days: daily.load.count - 1))),
        hint: say("banister.noFit.hint"))
    }
    let (fit, predicted) = (performance.fit, performance.predicted)
    let result = Result(
      source: source, performances: performances, observations: fit.observations, model: fit.model,
      rSquared: fit.rSquared, rmse: fit.rmse,
      standardErrors: fit.standardErrors, warnings: fit.warnings,
      days: predicted.enumerated().map {
        Day(date: daily.start.adding(days: $0.offset), predicted: $0.element, measured: performance.measured[$0.offset])
      })
    if output.json { return printJSON(result) }
    let m = fit.model
    var t = TextTable(
      headers: [say("banister.col.parameter"), say("banister.col.value")], alignments: [.left, .right])
    let se = fit.standardErrors
    func withError(_ v: Double, _ e: Double?, _ digits: Int) -> String {
      fixed(v, digits) + (e.map { " ± " + fixed($0, digits) } ?? "")
    }
    t.rows = [
      [say("banister.p0"), withError(m.p0, se?.p0, 2)], [say("banister.k1"), withError(m.k1, se?.k1, 5)],
      [say("banister.tau1"), withError(m.tau1, se?.tau1, 1)],
      [say("banister.k2"), withError(m.k2, se?.k2, 5)], [say("banister.tau2"), withError(m.tau2, se?.tau2, 1)],
      ["R²", fixed(fit.rSquared, 3)], ["RMSE", fixed(fit.rmse, 2)],
      [say("banister.measurements"), "\(fit.observations)"],
    ]
    print(say("banister.heading", source, performances, column) + "\n")
    print(t.render(), terminator: "")
    if se != nil { print(say("banister.standardError")) }
    for w in fit.warnings { print(say("warning", w)) }
    print("\n" + say("banister.predicted", daily.start.adding(days: daily.load.count - 1), fixed(predicted.last, 2)))
  }
}
