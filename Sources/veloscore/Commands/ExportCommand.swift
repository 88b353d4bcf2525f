import ArgumentParser
import Foundation
import VeloEngine
import VeloIO
import VeloPipeline
import VeloScore

struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write the library (or one athlete) to a folder: a dataset folder that 'ingest' reads back, or JSON.",
    discussion: """
      csv writes a dataset folder: athletes.csv; per athlete thresholds.csv
      (dated), workouts.csv (activities without samples), wellness.csv,
      activities/<sport>/<date>-<id>.csv (samples with UTC date-times) and
      activity-details.csv (what a sample file cannot hold: each one's name,
      notes, RPE, the device's calories and the thresholds its file stored).
      Ingesting it into an empty library gives back the same athletes,
      thresholds, activities, readings and days (streams at the store's
      resolution).
      json writes <athlete>.json per athlete: profile, dated thresholds,
      activities (samples as columns, null = no reading), readings, and the
      computed days for readers. 'ingest' reads these archives too (a file or a
      folder of them); the days are recomputed, not imported.

      Examples:
        veloscore export --out backup/
        veloscore export --athlete anna --format json --out /tmp/anna
        veloscore ingest /tmp/anna --library /tmp/copy      # back into a library
      """
  )

  @Option(help: "Output format: csv or json.") var format: LibraryExport.Format = .csv
  @Option(help: "Output folder (created).") var out: String
  @OptionGroup var store: StoreOptions
  @OptionGroup var output: OutputOptions

  func run() throws {
    let library = try store.open()
    let athletes: [Athlete]
    do { athletes = try store.athlete.map { [try library.select($0)] } ?? library.athletes() } catch {
      throw failStore(error)
    }
    do { try LibraryExport.write(library, athletes: athletes, to: out, format: format) } catch {
      throw failStore(error)
    }
    if output.json {
      struct Exported: Encodable {
        var athleteNames: [String]
        var out: String
        var format: String
      }
      printJSON(Exported(athleteNames: athletes.map(\.name), out: out, format: format.rawValue))
    } else {
      print(say("export.done", sayCounted("athletes", athletes.count), out))
    }
  }
}

extension LibraryExport.Format: ExpressibleByArgument {}
