import ArgumentParser
import VeloIO
import VeloPipeline
import VeloReport
import VeloScore

struct AthleteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "athlete",
    abstract: "Add, list, show and change athletes and their thresholds.",
    discussion: """
      Thresholds carry the date they take effect: activities are scored with
      the values in effect on their own date, and changing one with --from
      rescores the stored activities from that date on.

      Examples:
        veloscore athlete add anna --sex F --tz Europe/Berlin --goal 4 --ftp 240 --lthr 165
        veloscore athlete add ana --tz America/Mexico_City --lang es-MX
        veloscore athlete set anna --ftp 255 --from 2026-06-01
        veloscore athlete show anna --json
      """,
    subcommands: [Add.self, List.self, Show.self, Set.self]
  )
}

/// Profile and threshold options shared by `athlete add` and `athlete set`.
struct AthleteFields: ParsableArguments {
  @Option(help: "Sex: M or F, or male or female (strain and TRIMP weighting).") var sex: String?
  @Option(parsing: .unconditional, help: "Birth year, e.g. 1988.") var birthYear: Int?
  @Option(help: "IANA time zone, e.g. Europe/Berlin: decides which local day an activity counts on.") var tz: String?
  @Option(parsing: .unconditional, help: "Weekly goal in active days, 1–7.") var goal: Int?
  @Option(
    name: .customLong("lang"),
    help: ArgumentHelp("Language the athlete reads reports in: en or es-MX.", valueName: "tag")) var language: Language?
  @Option(parsing: .unconditional, help: "FTP, W.") var ftp: Double?
  @Option(parsing: .unconditional, help: "Critical power, W.") var cp: Double?
  @Option(parsing: .unconditional, help: "W′, J.") var wprime: Double?
  @Option(parsing: .unconditional, help: "Lactate-threshold heart rate, bpm.") var lthr: Double?
  @Option(parsing: .unconditional, help: "Maximum heart rate, bpm.") var maxHr: Double?
  @Option(parsing: .unconditional, help: "Resting heart rate, bpm.") var restHr: Double?
  @Option(
    parsing: .unconditional, help: "Threshold running pace: 4:15/km, 6:50/mi, or seconds per km (255).",
    transform: PaceOption.running)
  var thresholdPace: Double?
  @Option(
    parsing: .unconditional,
    help: "Threshold swim pace: 1:35/100m, or seconds per 100 m (95): enables sTSS for pool swims.",
    transform: PaceOption.swimming)
  var thresholdSwimPace: Double?
  @Option(parsing: .unconditional, help: "Body weight, kg.") var weight: Double?

  var thresholds: [Threshold.Kind: Double] {
    var t: [Threshold.Kind: Double] = [:]
    t[.ftp] = ftp
    t[.criticalPower] = cp
    t[.wPrime] = wprime
    t[.lthr] = lthr
    t[.maxHeartRate] = maxHr
    t[.restingHeartRate] = restHr
    t[.thresholdPace] = thresholdPace
    t[.thresholdSwimPace] = thresholdSwimPace
    t[.weight] = weight
    return t
  }

  func validate() throws {
    if let sex, Sex(code: sex) == nil { throw ValidationError(say("athlete.badSex", sex)) }
    if let goal, !InputLimits.weeklyGoal.contains(goal) { throw ValidationError(say("badGoal", goal)) }
    if let tz { do { _ = try AthleteTimeZone(identifier: tz) } catch { throw ValidationError("\(error).") } }
    let given = thresholds
    try checkRanges(
      Threshold.Kind.allCases.map { kind in ("--" + kind.optionName, given[kind], InputLimits.range(kind.rawValue)) })
  }

  func apply(to a: inout Athlete) {
    if let sex { a.sex = Sex(code: sex)?.code }
    if let birthYear { a.birthYear = birthYear }
    if let tz { a.timeZone = tz }
    if let goal { a.weeklyGoal = goal }
    if let language { a.language = language.rawValue }
  }
}

extension AthleteCommand {
  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Add an athlete (thresholds apply from always; change them later with 'set --from').")
    @Argument(help: "Unique name, e.g. anna or athlete-01.") var name: String
    @OptionGroup var fields: AthleteFields
    @Option(
      name: [.long, .customLong("database")],
      help: ArgumentHelp("Athlete library: a folder or a postgresql:// URL.", valueName: "path|url")) var library:
      String?
    @OptionGroup var output: OutputOptions

    func validate() throws {
      // Names double as folder names in exports and dataset folders, and as CSV cells.
      if let problem = SafeName.athleteNameProblem(name) {
        throw ValidationError(
          say("athlete.badName", problem.prefix(1).uppercased() + problem.dropFirst(), quoted(name)))
      }
    }

    func run() throws {
      let store = try StoreOptions.parse(library.map { ["--library", $0] } ?? []).open(create: true)
      var a = Athlete(name: name)
      fields.apply(to: &a)
      do {
        a = try store.add(a, thresholds: fields.thresholds)
        let view = AthleteView(a, thresholds: try store.thresholds(a))
        if output.json { printJSON(view) } else { print(say("athlete.added", a.name, a.id!, store.location)) }
      } catch { throw failStore(error) }
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the library's athletes.")
    @Option(
      name: [.long, .customLong("database")],
      help: ArgumentHelp("Athlete library: a folder or a postgresql:// URL.", valueName: "path|url")) var library:
      String?
    @OptionGroup var output: OutputOptions

    func run() throws {
      let store = try StoreOptions.parse(library.map { ["--library", $0] } ?? []).open()
      do {
        let views = try store.athletes().map { try store.profile($0) }
        if output.json { return printJSON(views) }
        var t = TextTable(
          headers: ["id"]
            + ["name", "sex", "zone", "goal", "activities", "first", "last"].map { say("athletes.col.\($0)") })
        t.rows = views.map { v in
          [
            "\(v.id)", v.name, v.sex ?? "", v.timeZone, "\(v.weeklyGoal)", "\(v.activities ?? 0)", v.firstDay ?? "",
            v.lastDay ?? "",
          ]
        }
        print(views.isEmpty ? say("athletes.none") : t.render(), terminator: views.isEmpty ? "\n" : "")
      } catch { throw failStore(error) }
    }
  }

  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show an athlete's profile and threshold history.")
    @Argument(help: "Athlete name or id (optional with one athlete).") var name: String?
    @Option(
      name: [.long, .customLong("database")],
      help: ArgumentHelp("Athlete library: a folder or a postgresql:// URL.", valueName: "path|url")) var library:
      String?
    @OptionGroup var output: OutputOptions
    @OptionGroup var language: LanguageOption

    func run() throws {
      let store = try StoreOptions.parse(library.map { ["--library", $0] } ?? []).open()
      do {
        let a = try store.select(name)
        let view = try store.profile(a)
        if output.json { return printJSON(view) }
        print(Localization.rendering(language.resolved(for: a)) { ListingTexts.athlete(view) }, terminator: "")
      } catch { throw failStore(error) }
    }
  }

  struct Set: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Change profile fields or thresholds (from a date with --from), rescoring stored activities.")
    @Argument(help: "Athlete name or id (optional with one athlete).") var name: String?
    @OptionGroup var fields: AthleteFields
    @Option(help: "First day the new thresholds apply, YYYY-MM-DD (default: always).") var from: String?
    @Option(
      help: ArgumentHelp(
        "The sport the thresholds given hold for: running (a running-power FTP, a run's LTHR), swimming, cycling, … Without it they hold for every sport, except that a general FTP, CP and W′ never score a run (running power is on another scale).",
        valueName: "sport")) var forSport: String?
    @Option(
      name: [.long, .customLong("database")],
      help: ArgumentHelp("Athlete library: a folder or a postgresql:// URL.", valueName: "path|url")) var library:
      String?
    @OptionGroup var output: OutputOptions

    func validate() throws {
      _ = try parseDate(from, option: "--from")
      if let forSport {
        guard let reading = SportName.read(forSport), reading.isKnown else {
          throw ValidationError(say("athlete.badSport", forSport))
        }
        let sport = reading.sport
        guard SportName.isCanonical(sport) else {
          throw ValidationError(say("athlete.badSport", forSport))
        }
        if fields.thresholds.isEmpty { throw ValidationError(say("athlete.sportNeedsThreshold", sport)) }
        if fields.thresholds[.weight] != nil { throw ValidationError(say("athlete.weightEverySport")) }
      }
      if fields.sex == nil, fields.birthYear == nil, fields.tz == nil, fields.goal == nil, fields.language == nil,
        fields.thresholds.isEmpty
      {
        throw ValidationError(say("athlete.nothingToChange"))
      }
      if let year = fields.birthYear, !InputLimits.birthYear.contains(year) {
        throw ValidationError(say("rangeGot", "--birth-year", "1900…2100", year))
      }
    }

    func run() throws {
      let store = try StoreOptions.parse(library.map { ["--library", $0] } ?? []).open()
      do {
        var change = AthleteChange()
        change.sex = fields.sex.flatMap(Sex.init(code:))
        (change.birthYear, change.timeZone, change.weeklyGoal) = (fields.birthYear, fields.tz, fields.goal)
        change.language = fields.language
        change.thresholds = fields.thresholds
        change.from = try parseDate(from, option: "--from") ?? Threshold.always
        change.sport = SportName.normalize(forSport) ?? ""
        let (a, rescored) = try store.change(try store.select(name), change)
        if output.json {
          // The thresholds given, as `athlete show` lists them (kind, sport, value, from).
          struct Updated: Encodable {
            var athlete: String
            var id: Int64
            var rescoredActivities: Int
            var thresholds: [AthleteView.ThresholdView]
          }
          let sport = SportName.normalize(forSport)
          printJSON(
            Updated(
              athlete: a.name, id: a.id!, rescoredActivities: rescored,
              thresholds: fields.thresholds.sorted { $0.key.rawValue < $1.key.rawValue }.map {
                AthleteView.ThresholdView(kind: $0.key.printedName, sport: sport, value: $0.value, from: from)
              }))
        } else {
          let scope = SportName.normalize(forSport).map { " " + say("athlete.sportOnly", $0) } ?? ""
          print(
            say("athlete.updated", a.name + (fields.thresholds.isEmpty ? "" : scope))
              + (rescored > 0 ? say("athlete.rescored", sayCounted("activities", rescored)) : "") + ".")
        }
      } catch { throw failStore(error) }
    }
  }
}

extension Threshold.Kind {
  /// The option of `athlete add|set` that sets this kind.
  var optionName: String {
    switch self {
    case .ftp: "ftp"
    case .criticalPower: "cp"
    case .wPrime: "wprime"
    case .lthr: "lthr"
    case .maxHeartRate: "max-hr"
    case .restingHeartRate: "rest-hr"
    case .thresholdPace: "threshold-pace"
    case .thresholdSwimPace: "threshold-swim-pace"
    case .weight: "weight"
    }
  }
}
