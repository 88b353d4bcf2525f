import ArgumentParser
import VeloIO
import VeloPipeline
import VeloReport
import VeloScore

extension PMCParameters.Decay: ExpressibleByArgument {}
extension PMCParameters.Balance: ExpressibleByArgument {}

struct PMCCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pmc",
    abstract: "Fitness, fatigue and form (CTL/ATL/TSB) from a daily load log.",
    discussion: """
      FILE is a CSV with a header holding 'date' (YYYY-MM-DD) and 'tss' columns.
      Several lines on one date are summed; days not listed are rest days.

      CTL_d = CTL_(d-1) + a*(TSS_d - CTL_(d-1)) with a = 1 - exp(-1/tau), tau = 42 d;
      ATL likewise with tau = 7 d; TSB_d = CTL_(d-1) - ATL_(d-1) (form going into
      the day), as GoldenCheetah and TrainingPeaks report it.

      Example:
        veloscore pmc daily.csv --ctl-start 50 --atl-start 50
      """
  )

  @Argument(help: "Daily load CSV file (date,tss) or a workout list; without it, the athlete in the library.")
  var file: String?

  @OptionGroup var store: StoreOptions

  @OptionGroup var timeZone: TimeZoneOption

  @Option(help: "CTL (fitness) time constant in days.")
  var ctlDays: Double = 42

  @Option(help: "ATL (fatigue) time constant in days.")
  var atlDays: Double = 7

  @Option(help: "CTL on the day before the first day, TSS/day.")
  var ctlStart: Double = 0

  @Option(help: "ATL on the day before the first day, TSS/day.")
  var atlStart: Double = 0

  @Option(help: "Smoothing from tau: exponential (a = 1-exp(-1/tau)) or reciprocal (a = 1/tau).")
  var decay: PMCParameters.Decay = .exponential

  @Option(help: "TSB from yesterday's CTL/ATL (GoldenCheetah/TrainingPeaks) or today's.")
  var balance: PMCParameters.Balance = .yesterday

  @Option(help: "Days shown in the text chart and table (JSON has every day).")
  var days: Int = 42

  @OptionGroup var output: OutputOptions
  @OptionGroup var language: LanguageOption

  func validate() throws {
    guard ctlDays >= 1, atlDays >= 1 else {
      throw ValidationError(say("pmc.days"))
    }
    guard ctlStart >= 0, atlStart >= 0 else {
      throw ValidationError(say("pmc.start"))
    }
    guard days >= 1 else { throw ValidationError(say("atLeastOne", "--days")) }
  }

  func run() throws {
    let (daily, source, athlete) = try dailyLoad(file: file, store: store, timeZone: timeZone)
    var parameters = PMCParameters()
    parameters.ctlDays = ctlDays
    parameters.atlDays = atlDays
    parameters.ctlStart = ctlStart
    parameters.atlStart = atlStart
    parameters.decay = decay
    parameters.balance = balance
    let pmc = PerformanceManagement(daily, parameters: parameters)
    print(
      FitnessReport(source: source, pmc: pmc, textDays: days).render(
        output.format, language: language.resolved(for: athlete)), terminator: "")
  }
}
