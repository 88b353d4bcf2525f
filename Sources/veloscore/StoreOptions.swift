import ArgumentParser
import Foundation
import VeloEngine
import VeloPipeline
import VeloScore

/// `--library` and `--athlete`, shared by every command that reads the store.
struct StoreOptions: ParsableArguments {
  @Option(
    name: [.long, .customLong("database")],
    help: ArgumentHelp(
      "Athlete library: a folder, or a PostgreSQL database (postgresql://user@host/db). Default: $VELOSCORE_DATABASE, else $VELOSCORE_LIBRARY, else ~/.veloscore.",
      valueName: "path|url"))
  var library: String?

  @Option(
    name: .long,
    help: ArgumentHelp("Athlete name or id (optional when the library has one athlete).", valueName: "name"))
  var athlete: String?

  /// Where the library is: `--library`/`--database`, else the environment's, else `~/.veloscore`.
  var location: LibraryLocation { LibraryLocation(option: library) }

  /// Whether the library exists already (without creating it).
  var exists: Bool { location.exists }

  /// Opens the library; a missing one exits 66 with a hint.
  func open(create: Bool = false) throws -> Library {
    let location = self.location
    Exit.libraryFile = location.file
    do { return try Library.open(location, create: create) } catch { throw failStore(error) }
  }

  /// The library and the athlete of activity `id`: the one `--athlete` names
  /// (which must own it), else its owner — ids are unique across the library.
  func openActivity(_ id: Int64) throws -> (Library, Athlete) {
    guard athlete == nil else { return try openAthlete() }
    let library = try open()
    do { return (library, try library.owner(ofActivity: id)) } catch { throw failStore(error) }
  }

  /// The library and the selected athlete.
  func openAthlete() throws -> (Library, Athlete) {
    let library = try open()
    do { return (library, try library.select(athlete)) } catch { throw failStore(error) }
  }
}

/// Reports a store error with its hint: 66 for a missing library, 73 for one
/// that cannot be written, 74 for a damaged database or a full disk, 1 for
/// another database failure, 65 for an unknown athlete, activity or bad value.
func failStore(_ error: Error) -> ExitCode {
  if error is Failure { return Exit.fail(Failure(error)) }
  if let failure = Failure.storage(error, path: Exit.libraryFile ?? "the library") { return Exit.fail(failure) }
  return Exit.fail("\(error)", code: Exit.internalError)
}

/// Parses an optional `YYYY-MM-DD` option, naming it in the error.
func parseDate(_ text: String?, option: String) throws -> LocalDate? {
  guard let text else { return nil }
  guard let d = LocalDate(iso: text) else { throw ValidationError(say("badDate", option, text)) }
  return d
}
