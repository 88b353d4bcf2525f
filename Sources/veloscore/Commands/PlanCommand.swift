import ArgumentParser
import Foundation
import VeloEngine
import VeloIO
import VeloPipeline
import VeloReport
import VeloScore

/// `veloscore plan …`: events and planned sessions stored in the library, and
/// the forward PMC through them.
struct PlanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plan",
    abstract:
      "Plan a season: events (A/B/C) with CTL and form targets, planned sessions, and the PMC projected through them.",
    discussion: """
      Events carry a priority (A: peak and taper for it; B: a few easy days; C:
      train through), optionally the CTL wanted going into the day (--ctl) and
      a form band (--tsb LOW:HIGH, default 5:25 for the solver). Planned sessions
      carry a load and/or a duration (a duration alone counts hours × 56.25, IF
      0.75). 'plan show' projects CTL/ATL/TSB from the athlete's today through
      what is done and planned to each event and, for the next A event with a
      CTL target, solves exactly for a build at a constant CTL ramp then a
      constant-load taper that lands on the target and the band's middle, or
      says why it cannot ("infeasible: needs ramp X > limit Y").

      Examples:
        veloscore plan event --date 2027-03-14 --name "Maratón CDMX" --priority A --ctl 70 --tsb 5:20 --distance marathon --target-time 3:30:00
        veloscore plan add --date 2026-12-01 --sport running --minutes 60 --load 55 --description "Rodaje Z2"
        veloscore plan import plan.csv
        veloscore plan show --max-ramp 6 --taper-days 10 --format html --out plan.html
        veloscore plan list
        veloscore plan remove --event 3 --yes
      """,
    subcommands: [Event.self, Add.self, Import.self, Show.self, List.self, Remove.self]
  )

  /// Reports a store failure with its exit code.
  static func guarded<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let e where Failure.isStoreError(e) { throw failStore(e) }
  }

  /// The athlete's today in their time zone.
  static func today(_ athlete: VeloPipeline.Athlete) throws -> LocalDate {
    do { return try athlete.today() } catch { throw failStore(error) }
  }

  struct Event: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Add an event: a race or test on a date, with a priority and optional targets.")
    @Option(help: "Event day, YYYY-MM-DD.") var date: String
    @Option(help: "Event name.") var name: String
    @Option(help: "A, B or C (default A).") var priority: String = "A"
    @Option(help: "CTL wanted going into the day (TSS/day).") var ctl: Double?
    @Option(help: "Form (TSB) band wanted going into the day, LOW:HIGH, e.g. 5:25.") var tsb: String?
    @Option(help: "Race distance: 5k, 10k, half, marathon, 1mi, 42195 (m) …") var distance: String?
    @Option(help: "Target time for the distance, h:mm:ss or mm:ss.") var targetTime: String?
    @Flag(help: "Allow a date before the athlete's today (a past race kept on record).") var past = false
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
      _ = try parseDate(date, option: "--date")
      guard PlanEvent.Priority(rawValue: priority.uppercased()) != nil else {
        throw ValidationError(say("plan.badPriority", priority))
      }
      if let ctl, !PlanEventEntry.targetCTLRange.contains(ctl) { throw ValidationError(say("plan.badCTL", ctl)) }
      _ = try band()
      if let distance, RacePrediction.meters(distance) == nil { throw ValidationError(say("badDistance", distance)) }
      if let targetTime, RacePrediction.seconds(targetTime) == nil {
        throw ValidationError(say("plan.badTargetTime", targetTime))
      }
      if let distance, let targetTime, let m = RacePrediction.meters(distance),
        let s = RacePrediction.seconds(targetTime),
        let problem = RacePrediction.implausibility(seconds: s, meters: m)
      {
        throw ValidationError(say("plan.implausible", targetTime, distance, problem))
      }
      if targetTime != nil && distance == nil { throw ValidationError(say("plan.targetNeedsDistance")) }
    }

    func band() throws -> ClosedRange<Double>? {
      guard let tsb else { return nil }
      let parts = tsb.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
      guard parts.count == 2, let lo = parts[0], let hi = parts[1], lo <= hi, PlanEventEntry.tsbRange.contains(lo),
        PlanEventEntry.tsbRange.contains(hi)
      else {
        throw ValidationError(say("plan.badTSB", tsb))
      }
      return lo...hi
    }

    func run() throws {
      let (library, athlete) = try store.openAthlete()
      let day = try parseDate(date, option: "--date")!
      let today = try PlanCommand.today(athlete)
      if day < today && !past {
        throw Exit.fail(say("plan.past", day, athlete.name, today), hint: say("plan.past.hint"), code: Exit.usage)
      }
      let event = try PlanCommand.guarded {
        try library.add(
          PlanEvent(
            athleteId: athlete.id!, date: parseDate(date, option: "--date")!, name: name,
            priority: PlanEvent.Priority(rawValue: priority.uppercased())!,
            targetCTL: ctl, tsbBand: band(), distanceMeters: distance.flatMap(RacePrediction.meters),
            targetSeconds: targetTime.flatMap(RacePrediction.seconds)))
      }
      if output.json { return printJSON(event) }
      print(say("plan.eventAdded", event.id!, event.date, event.name, event.priority.rawValue, athlete.name))
    }
  }

  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Add a planned session: a date with a load, a duration, or a structured workout.",
      discussion: """
        With --workout the session carries its steps (see 'veloscore workout --help'); its
        load and duration are computed from them with the athlete's thresholds on that day
        unless --load or --minutes are given. Activities of that day are graded against it
        ('veloscore report activity ID').

        Examples:
          veloscore plan add --athlete ana --date 2026-12-01 --workout "10m 55%; 5x 4m 108% 3m 55%; 10m 50%"
          veloscore plan add --athlete ana --date 2026-12-03 --workout vo2.fit
        """)
    @Option(help: "Day, YYYY-MM-DD.") var date: String
    @Option(help: "Sport (running, cycling, Correr, Bicicleta …).") var sport: String?
    @Option(help: "Planned load (TSS-like).") var load: Double?
    @Option(help: "Planned duration in minutes.") var minutes: Double?
    @Option(help: "What the session is.") var description: String?
    @Option(
      help: "A structured workout: a file (text, JSON, FIT, .zwo) or the steps as text ('10m 55%; 5x 4m 108% 3m 55%').")
    var workout: String?
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
      _ = try parseDate(date, option: "--date")
      guard load != nil || minutes != nil || workout != nil else { throw ValidationError(say("plan.sessionNeeds")) }
      if let load, !InputLimits.load.contains(load) {
        throw ValidationError(say("rangeGot", "--load", "0…\(Int(InputLimits.load.upperBound))", load))
      }
      if let minutes, !(0...20_160).contains(minutes) {
        throw ValidationError(say("rangeGot", "--minutes", "0…20160", minutes))
      }
    }

    /// The workout given: a file when one is there, else its steps as text.
    func structuredWorkout() throws -> StructuredWorkout? {
      guard let workout else { return nil }
      do {
        if FileManager.default.fileExists(atPath: workout) { return try WorkoutFiles.read(path: workout, sport: sport) }
        return try WorkoutFiles.parse(Array(workout.utf8), file: "--workout", format: .text, sport: sport)
      } catch {
        throw Exit.fail(error)
      }
    }

    func run() throws {
      let steps = try structuredWorkout()
      let (library, athlete) = try store.openAthlete()
      let session = try PlanCommand.guarded {
        try library.add([
          PlannedSession(
            athleteId: athlete.id!, date: parseDate(date, option: "--date")!, sport: SportName.normalize(sport),
            load: load,
            durationSeconds: minutes.map { $0 * 60 }, description: description, workout: steps)
        ])[0]
      }
      if output.json { return printJSON(session) }
      print(say("plan.sessionAdded", session.id!, session.date, athlete.name))
    }
  }

  struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Import planned sessions from a CSV: date and any of sport, load, duration/minutes, description, structure.",
      discussion: """
        Spanish headers work too (fecha, deporte, carga, minutos, descripción, estructura). A
        'structure' cell is a structured workout as text, its steps split by ';'
        ('10m 55%; 5x 4m 108% 3m 55%; 10m 50%'); a session without a load or a duration takes
        them from its steps. All rows or none are stored.
        """)
    @Argument(help: "The CSV file.") var file: String
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
      let (library, athlete) = try store.openAthlete()
      let rows: [PlanCSV.Row]
      do { rows = try PlanCSV.read(path: file) } catch { throw failInput(error, hint: say("plan.import.hint")) }
      let stored = try PlanCommand.guarded {
        try library.add(
          rows.map {
            PlannedSession(
              athleteId: athlete.id!, date: $0.date, sport: $0.sport, load: $0.load,
              durationSeconds: $0.durationSeconds, description: $0.description,
              workout: $0.workout)
          })
      }
      if output.json { return printJSON(stored) }
      print(
        stored.isEmpty
          ? say("plan.imported", sayCounted("plannedSessions", 0), athlete.name)
          : say(
            "plan.importedSpan", sayCounted("plannedSessions", stored.count), athlete.name, stored.map(\.date).min()!,
            stored.map(\.date).max()!))
    }
  }

  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Project CTL/ATL/TSB through the plan to each event; solve the build and taper for the next A event.")
    @Option(help: "First projected day (default: the athlete's today in their time zone).") var from: String?
    @Option(help: "Steepest build allowed, CTL points per week.") var maxRamp: Double = 7
    @Option(help: "Days of taper before the A event.") var taperDays: Int = 7
    @Option(help: "Output format: text, md, json, csv or html.") var format: DocumentFormat = .text
    @Option(help: "Write to this file instead of standard output.") var out: String?
    @OptionGroup var language: LanguageOption
    @OptionGroup var store: StoreOptions

    func validate() throws {
      _ = try parseDate(from, option: "--from")
      guard maxRamp > 0 && maxRamp <= 30 else { throw ValidationError(say("plan.badRamp", maxRamp)) }
      guard (1...42).contains(taperDays) else {
        throw ValidationError(say("rangeGot", "--taper-days", "1…42", taperDays))
      }
    }

    func run() throws {
      let (library, athlete) = try store.openAthlete()
      let start = try parseDate(from, option: "--from") ?? (try PlanCommand.today(athlete))
      let report = try PlanCommand.guarded {
        try PlanReport.build(library.history(athlete), from: start, maximumWeeklyRamp: maxRamp, taperDays: taperDays)
      }
      let text = report.render(format, language: language.resolved(for: athlete))
      guard let out else { return print(text, terminator: "") }
      try writeOutput(text, to: out)
      writeToStandardError(say("wrote", out) + "\n")
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List the athlete's events and planned sessions with their ids.")
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions
    @OptionGroup var language: LanguageOption

    struct Listing: Encodable {
      var events: [PlanEvent]
      var sessions: [PlannedSession]
    }

    func run() throws {
      let (library, athlete) = try store.openAthlete()
      let listing = try PlanCommand.guarded {
        Listing(
          events: try library.events(athlete),
          sessions: try library.plannedSessions(athlete))
      }
      if output.json { return printJSON(listing) }
      print(
        Localization.rendering(language.resolved(for: athlete)) {
          ListingTexts.plan(events: listing.events, sessions: listing.sessions, athlete: athlete.name)
        }, terminator: "")
    }
  }

  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Remove an event, a planned session, or the whole plan (asks for --yes).")
    @Option(help: "Event id (see 'plan list').") var event: Int64?
    @Option(help: "Planned session id (see 'plan list').") var session: Int64?
    @Flag(help: "Remove every event and planned session of the athlete (needs --yes).") var all = false
    @Flag(help: "Really remove (every removal asks for it).") var yes = false
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
      guard [event != nil, session != nil, all].filter({ $0 }).count == 1 else {
        throw ValidationError(say("plan.removeWhich"))
      }
    }

    func run() throws {
      // Every removal asks for --yes, before anything is opened (64 without it).
      guard yes else {
        let what = all ? say("plan.wholePlan") : event.map { say("plan.event", $0) } ?? say("plan.session", session!)
        throw Exit.fail(say("plan.unconfirmed", what), hint: say("plan.unconfirmed.hint"), code: Exit.usage)
      }
      let (library, athlete) = try store.openAthlete()
      if all {
        let n = try PlanCommand.guarded { try library.clearPlan(athlete) }
        if output.json { return printJSON(PlanRemoved(athlete: athlete.name, removed: n)) }
        return print(say("plan.cleared", n, athlete.name))
      }
      try PlanCommand.guarded {
        if let event { try library.remove(athlete, event: event) }
        if let session { try library.remove(athlete, session: session) }
      }
      if output.json {
        return printJSON(PlanRemoved(athlete: athlete.name, removed: 1, event: event, session: session))
      }
      print(say("plan.removed", event.map { say("plan.event", $0) } ?? say("plan.session", session!)))
    }
  }
}

/// `plan remove --json`: what went.
