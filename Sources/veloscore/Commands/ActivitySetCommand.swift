import ArgumentParser
import VeloPipeline
import VeloReport

/// `activity set ID`: the hand edits an app offers (name, notes, sport, RPE),
/// the same use case as `PATCH /v1/athletes/{athlete}/activities/{id}`.
struct ActivitySetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "set",
    abstract: "Change a stored activity's name, notes, sport or session RPE; its load and the days are recomputed.",
    discussion: """
      Ids are unique across the library ('veloscore activities' lists them), so no
      --athlete is needed. A new sport rescores the activity with that sport's
      thresholds; an RPE scores a workout without samples on the TSS scale (and is
      the fallback load of one with samples), with Foster's RPE × minutes kept
      beside. A load or calories the workout list gave are kept.

      Examples:
        veloscore activity set 42 --name "Rodada matutina" --rpe 6
        veloscore activity set 42 --sport running --notes ""
      """)

  @Argument(help: "The activity's id.") var id: Int64
  @Option(help: "The name (\"\" clears it).") var name: String?
  @Option(help: "Notes (\"\" clears them).") var notes: String?
  @Option(help: "The sport: cycling, running, swimming, strength … or a synonym (Ride, Correr).") var sport: String?
  @Option(parsing: .unconditional, help: "Session RPE, 0–10 (CR-10).") var rpe: Double?
  @Flag(name: .customLong("no-rpe"), help: "Remove the session RPE.") var noRPE = false

  @OptionGroup var store: StoreOptions
  @OptionGroup var output: OutputOptions

  var edit: ActivityEdit {
    ActivityEdit(name: name, notes: notes, sport: sport, rpe: noRPE ? .some(nil) : rpe.map { .some($0) })
  }

  func validate() throws {
    if rpe != nil && noRPE { throw ValidationError(say("activitySet.rpeConflict")) }
    if let problem = edit.problem {
      // The library names JSON fields ('rpe' must be …); here they are options.
      if let field = ["name", "notes", "sport", "rpe"].first(where: { problem.hasPrefix("'\($0)'") }) {
        throw ValidationError("'--\(field)'\(problem.dropFirst(field.count + 2)).")
      }
      throw ValidationError(say("activitySet.nothing", problem))
    }
  }

  func run() throws {
    let (library, athlete) = try store.openActivity(id)
    do {
      guard let row = try library.edit(athlete, activity: id, edit) else { return }
      if output.json { return printJSON(row) }
      let load =
        row.load.map { say("activitySet.load", Int($0.rounded()), row.loadSource ?? "") } ?? say("activitySet.noLoad")
      print(
        say(
          "activitySet.done", id, athlete.name,
          ([row.name, row.sport].compactMap { $0 } + [load] + (row.rpe.map { ["RPE \($0)"] } ?? [])).joined(
            separator: ", ")))
    } catch { throw failStore(error) }
  }
}
