import ArgumentParser
import Foundation
import VeloEngine
import VeloPipeline
import VeloScore
import VeloStore

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

  var directory: URL {
    library.map { URL(fileURLWithPath: $0) } ?? AthleteStore.defaultDirectory()
  }

  /// The PostgreSQL database named by `--library`/`--database`, or by
  /// `$VELOSCORE_DATABASE` when neither is given; `nil` for a folder library.
  var databaseURL: String? {
    if let library { return PostgresLocation.isURL(library) ? library : nil }
    return ProcessInfo.processInfo.environment["VELOSCORE_DATABASE"].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Where the library is, for messages (a PostgreSQL URL without its password).
  var location: String {
    databaseURL.map { (try? PostgresLocation(url: $0))?.description ?? PostgresLocation.redacted($0) } ?? directory.path
  }

  /// Whether the library exists already (without creating it).
  var exists: Bool {
    if let url = databaseURL { return (try? AthleteStore(postgresURL: url, create: false)) != nil }
    return FileManager.default.fileExists(atPath: directory.appendingPathComponent(AthleteStore.fileName).path)
  }

  /// Opens the library; a missing one exits 66 with a hint.
  func open(create: Bool = false) throws -> AthleteStore {
    if let url = databaseURL {
      Exit.libraryFile = location
      do { return try AthleteStore(postgresURL: url, create: create) } catch { throw failStore(error) }
    }
    Exit.libraryFile = directory.appendingPathComponent(AthleteStore.fileName).path
    do { return try AthleteStore(directory: directory, create: create) } catch { throw failStore(error) }
  }

  /// The library and the athlete of activity `id`: the one `--athlete` names
  /// (which must own it), else its owner — ids are unique across the library.
  func openActivity(_ id: Int64) throws -> (AthleteStore, Athlete) {
    guard athlete == nil else { return try openAthlete() }
    let store = try open()
    do { return (store, try store.owner(ofActivity: id)) } catch { throw failStore(error) }
  }

  /// The library and the selected athlete.
  func openAthlete() throws -> (AthleteStore, Athlete) {
    let store = try open()
    do { return (store, try store.athlete(athlete)) } catch { throw failStore(error) }
  }
}

/// Reports a store error with its hint: 66 for a missing library, 73 for one
/// that cannot be written, 74 for a damaged database or a full disk, 1 for
/// another database failure, 65 for an unknown athlete, activity or bad value.
func failStore(_ error: Error) -> ExitCode {
  if error is Failure { return Exit.fail(Failure(error)) }
  if let e = StoreError.classify(error, path: Exit.libraryFile ?? "the library") {
    return Exit.fail(e.localizedMessage, hint: e.localizedHint, code: FailureKind.of(e).exitCode)
  }
  return Exit.fail("\(error)", code: Exit.internalError)
}

/// Parses an optional `YYYY-MM-DD` option, naming it in the error.
func parseDate(_ text: String?, option: String) throws -> LocalDate? {
  guard let text else { return nil }
  guard let d = LocalDate(iso: text) else { throw ValidationError(say("badDate", option, text)) }
  return d
}
