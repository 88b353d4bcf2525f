import ArgumentParser
import VeloEngine
import VeloPipeline

struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check the library: the database's integrity, foreign keys, and activities against their source files.",
    discussion: """
      Runs SQLite's integrity_check (every page and index), foreign_key_check,
      and counts activities, readings and source files. Exit 0 when healthy, 74
      when anything is damaged (the report says what). 'init' on an existing
      library runs the quicker quick_check.

      Example:
        veloscore check --library ./team
      """
  )

  @OptionGroup var store: StoreOptions
  @OptionGroup var output: OutputOptions

  func run() throws {
    let library: Library
    do { library = try Library.open(store.location) } catch {
      // A library that cannot even be opened (its migration records damaged) is reported as damaged here.
      let failure = Failure(error)
      guard failure.kind == .storageFailed, !output.json else { throw failStore(error) }
      print(say("check.damaged", store.location.description))
      print("  " + failure.message)
      throw ExitCode(Exit.ioError)
    }
    let result: LibraryCheck
    do { result = try library.check() } catch { throw failStore(error) }
    if output.json {
      printJSON(result)
    } else {
      print(say(result.isHealthy ? "check.healthy" : "check.damaged", library.location))
      print(
        "  "
          + [
            sayCounted("athletes", result.athletes), sayCounted("sourceFiles", result.sourceFiles),
            sayCounted("activities", result.activities), sayCounted("wellnessDays", result.wellnessDays),
          ].joined(separator: ", "))
      for p in result.integrityProblems.prefix(20) { print("  " + say("check.integrity", p)) }
      for p in result.foreignKeyProblems.prefix(20) { print("  " + say("check.foreignKey", p)) }
      if result.orphanActivities > 0 { print("  " + say("check.orphans", result.orphanActivities)) }
      if result.emptySourceFiles > 0 { print("  " + say("check.emptySources", result.emptySourceFiles)) }
    }
    if !result.isHealthy { throw ExitCode(Exit.ioError) }
  }
}
