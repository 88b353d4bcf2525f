import ArgumentParser
import VeloEngine
import VeloPipeline

/// The right to erase: an athlete, an activity or one ingested file, with
/// everything that depends on it recomputed.
struct DeleteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "delete",
    abstract: "Erase an athlete, an activity or one ingested file from the library (asks for --yes).",
    discussion: """
      Deleting cascades: an athlete takes their thresholds, files, activities,
      samples, readings and computed days with them; an activity its samples;
      a file every activity it brought. The days from the first affected date
      are recomputed. Freed pages are overwritten (SQLite secure_delete) and the
      write-ahead log is checkpointed, so no copy of the erased data stays in the
      library. A copy made before a schema migration (library.sqlite.bak-*)
      keeps what it held: remove it as well to erase everywhere. Without --yes
      nothing is opened or deleted and the exit code is 64. Activity ids are
      unique across the library: 'delete activity' needs no --athlete.

      Examples:
        veloscore delete activity 42 --yes
        veloscore delete source ~/rides/2026-01-05.fit --athlete anna --yes
        veloscore delete athlete anna --yes
      """,
    subcommands: [Athlete.self, Activity.self, Source.self]
  )

  static func confirm(_ yes: Bool, _ what: String) throws {
    guard yes else {
      throw Exit.fail(say("delete.unconfirmed", what), hint: say("delete.unconfirmed.hint"), code: Exit.usage)
    }
  }

  static func report(_ s: DeletionSummary, _ what: String, json: Bool) {
    if json { return printJSON(s) }
    // Erased rows, then the days rewritten after (an activity's erasure rewrites its days; it erases none).
    let erased =
      [
        sayCounted("activities", s.activities), sayCounted("sourceFiles", s.sourceFiles),
        sayCounted("wellnessDays", s.wellnessDays),
      ] + (s.dailyRows > 0 ? [sayCounted("dailyRows", s.dailyRows)] : [])
    let recomputed =
      s.recomputedDays > 0 ? say("delete.recomputed", sayCounted("recomputedDays", s.recomputedDays)) : ""
    print(say("delete.done", what, erased.joined(separator: ", ")) + recomputed)
  }

  /// Erases `what` of the selected athlete with `erase` once confirmed (before
  /// anything is opened), and reports it.
  static func erase(
    _ store: StoreOptions, _ what: String, yes: Bool, json: Bool, activity: Int64? = nil,
    _ erase: (Library, VeloPipeline.Athlete) throws -> DeletionSummary
  ) throws {
    try confirm(yes, what)
    let (library, athlete) = try activity.map { try store.openActivity($0) } ?? store.openAthlete()
    do {
      report(try erase(library, athlete), what, json: json)
    } catch let e where Failure.isStoreError(e) { throw failStore(e) }
  }

  struct Athlete: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Erase an athlete and everything stored for them.")
    @Argument(help: "Athlete name or id.") var name: String
    @Flag(help: "Really erase.") var yes = false
    @Option(
      name: [.long, .customLong("database")],
      help: ArgumentHelp("Athlete library: a folder or a postgresql:// URL.", valueName: "path|url")) var library:
      String?
    @OptionGroup var output: OutputOptions

    func run() throws {
      try DeleteCommand.confirm(yes, say("delete.athleteAndData", name))
      let store = try StoreOptions.parse(library.map { ["--library", $0] } ?? []).open()
      do {
        let athlete = try store.select(name)
        DeleteCommand.report(try store.erase(athlete), say("delete.athlete", athlete.name), json: output.json)
      } catch let e where Failure.isStoreError(e) { throw failStore(e) }
    }
  }

  struct Activity: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Erase one activity ('veloscore activities' lists ids).")
    @Argument(help: "Activity id.") var id: Int64
    @Flag(help: "Really erase.") var yes = false
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
      try DeleteCommand.erase(store, say("delete.activity", id), yes: yes, json: output.json, activity: id) {
        try $0.erase($1, activity: id)
      }
    }
  }

  struct Source: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Erase one ingested activity file or workout list and its activities.")
    @Argument(help: "The path it was ingested from, or its SHA-256 (8+ hex digits; 'veloscore sources' lists both).")
    var file: String
    @Flag(help: "Really erase.") var yes = false
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
      try DeleteCommand.erase(store, say("delete.file", file), yes: yes, json: output.json) {
        try $0.erase($1, source: file)
      }
    }
  }
}
