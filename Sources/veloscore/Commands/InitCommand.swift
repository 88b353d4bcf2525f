import ArgumentParser
import Foundation
import VeloEngine
import VeloPipeline
import VeloReport

struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Create an athlete library (a folder with one SQLite database, or the tables in a PostgreSQL database).",
    discussion: """
      The library is --library PATH, else $VELOSCORE_LIBRARY, else ~/.veloscore.
      Running init on an existing library checks it (SQLite quick_check) and
      migrates it to the current schema, copying it first to
      library.sqlite.bak-<old schema> with SQLite's online backup.

      Example:
        veloscore init --library ./team
      """
  )

  @Option(
    name: [.long, .customLong("database")],
    help: ArgumentHelp(
      "Library to create: a folder, or a PostgreSQL database URL (postgresql://user@host/db) whose tables are made.",
      valueName: "path|url"))
  var library: String?

  @OptionGroup var output: OutputOptions

  func run() throws {
    let options = try StoreOptions.parse(library.map { ["--library", $0] } ?? [])
    let existed = options.exists
    let store = try options.open(create: true)
    let migrations = try store.appliedMigrations()
    // sound before anyone builds on it
    if existed { try refuseDamagedLibrary(store, consequence: say("init.notChanged")) }
    if output.json {
      struct Initialized: Encodable {
        var library: String
        var created: Bool
        var schema: String
      }
      printJSON(Initialized(library: store.location, created: !existed, schema: migrations.last ?? ""))
    } else {
      print(
        existed ? say("init.upToDate", store.location, migrations.last ?? "?") : say("init.created", store.location))
      if !existed { print(say("init.next")) }
    }
  }
}

/// Prints a value as a JSON document: pretty, sorted keys, with `schemaVersion` (docs/schema/).
func printJSON<T: Encodable>(_ value: T) {
  print(String(decoding: (try? JSONEncoder.document(value)) ?? Data("null".utf8), as: UTF8.self))
}

/// Exits 74 when SQLite's quick_check or the foreign-key check finds the
/// library damaged, naming the first problems and what was (not) done.
func refuseDamagedLibrary(_ library: Library, consequence: String) throws {
  do { try library.refuseIfDamaged(consequence: consequence) } catch { throw failStore(error) }
}
