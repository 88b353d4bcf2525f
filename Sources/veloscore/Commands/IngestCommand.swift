import ArgumentParser
import Foundation
import VeloEngine
import VeloIO
import VeloPipeline
import VeloScore

struct IngestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ingest",
    abstract: "Add activity files, workout lists and wellness logs to the athlete library.",
    discussion: """
      PATH is a file or a folder: FIT, TCX, GPX and CSV files are recognised by
      content (a CSV by its header: samples, a workout list or wellness
      readings). A folder with an athletes.csv is a dataset folder (see
      datasets/README.md): its athletes are created or updated and each one's
      files go to that athlete, so --athlete is not needed. The same holds for
      the JSON archives 'export --format json' writes (a file or a folder). A
      Strava bulk export folder (activities.csv + activities/, in any of
      Strava's languages) is read whole: its files, .gz included, and its
      hand-logged activities, each with its name, description, gear,
      perceived exertion (the session RPE) and weather. Zips, and the zips
      inside a folder (a Garmin export's uploaded files), are read as the
      folders they hold.

      Wellness exports as the apps give them, recognised by content: Apple
      Health (export.zip or export.xml), a Garmin Connect data export
      (sleep, health status and daily summary JSON; wellness FIT files),
      WHOOP (cycles, sleeps, journal, workouts; English or Spanish), Oura,
      Fitbit's Takeout (CSV and JSON), intervals.icu and HRV4Training. Each
      reading lands on the morning it belongs to; every column a file holds is
      read or named in a warning kept with the day ('veloscore help wellness'
      and docs/wellness.md list them).

      Dates written with numbers (16/11/2026, 11-16-2026, 16.11.2026) are read in
      the order their column proves (a day above 12); a list none of whose
      dates proves it is refused until --date-format says which.

      Each file is stored in its own transaction: a bad file is reported and the
      rest go on; the same content again is reported as a duplicate. Exit code
      65 when any file failed.

      Examples:
        veloscore ingest ride.fit --athlete anna
        veloscore ingest ~/exports --recursive --jobs 4 --athlete anna
        veloscore ingest datasets/sample
        veloscore ingest ~/Downloads/export.zip --athlete anna     # Apple Health
        veloscore ingest ~/garmin-export --recursive --athlete anna
      """
  )

  @Argument(help: "Files or folders to ingest.") var paths: [String]
  @Flag(help: "Descend into subfolders.") var recursive = false
  @Option(help: "Files parsed and scored in parallel.") var jobs = ProcessInfo.processInfo.activeProcessorCount
  @Option(help: "Sport for activity files that do not name one (cycling, running…); a sport the file names wins.")
  var sport: String?
  @Flag(help: "Accept FIT files with CRC errors (warned).") var lenient = false
  @Option(
    help: ArgumentHelp(
      "Order of dates written with numbers when no date in a list has a day above 12 to tell: dd/mm/yyyy (day first, as Excel writes them in Mexico and Spain) or mm/dd/yyyy.",
      valueName: "order"))
  var dateFormat: String?
  @OptionGroup var store: StoreOptions
  @OptionGroup var output: OutputOptions
  @OptionGroup var progress: ProgressOptions

  func validate() throws {
    guard jobs >= 1 else { throw ValidationError(say("atLeastOne", "--jobs")) }
    guard !paths.isEmpty else { throw ValidationError(say("ingest.noPaths")) }
    if let dateFormat, DateOrder(format: dateFormat) == nil {
      throw ValidationError(say("ingest.dateFormat", dateFormat))
    }
  }

  func run() throws {
    let library = try store.open()  // only `init` creates a library: a typo in the path is an error, not a new one
    var options = IngestOptions()
    options.sport = sport
    options.lenient = lenient
    options.jobs = jobs
    options.dateOrder = dateFormat.flatMap(DateOrder.init(format:))
    let bar = ProgressBar(label: "ingest", unit: say("unit.files"), options: progress)
    var ingest = LibraryIngest(
      library: library, options: options, recursive: recursive, athlete: store.athlete, progress: bar)
    let summaries: [IngestSummary]
    do { summaries = try ingest.run(paths) } catch { throw failStore(error) }
    bar.finish()
    for w in ingest.warnings { writeToStandardError(say("warning", w) + "\n") }
    if output.json {
      printJSON(summaries)
    } else {
      printSummaries(summaries)
      let files = summaries.reduce(0) { $0 + $1.added + $1.duplicates + $1.failed }
      if summaries.count > 1 {
        print(
          say(
            "ingest.done", sayCounted("files", files), sayCounted("athletes", summaries.count),
            String(format: "%.1f", bar.elapsed)))
      }
    }
    if summaries.contains(where: { $0.failed > 0 }) { throw ExitCode(65) }
  }

  func printSummaries(_ summaries: [IngestSummary]) {
    for s in summaries {
      print(
        say(
          "ingest.summary", s.athlete, s.added, sayCounted("activities", s.activities),
          sayCounted("wellnessDays", s.wellnessDays), sayCounted("duplicates", s.duplicates), s.failed))
      if s.sameRide > 0 {
        print("  " + say(s.sameRide == 1 ? "ingest.sameRide.one" : "ingest.sameRide", s.sameRide))
      }
      if s.estimatedLoads > 0 {
        print(
          "  "
            + say(
              s.estimatedLoads == 1 ? "ingest.estimated.one" : "ingest.estimated", s.estimatedLoads,
              shellWord(s.athlete),
              s.estimatedOptions.joined(separator: " ")))
      }
      if s.fileThresholds > 0 {
        print(
          "  "
            + say(
              s.fileThresholds == 1 ? "ingest.fileThresholds.one" : "ingest.fileThresholds", s.fileThresholds,
              shellWord(s.athlete)
            ))
      }
      if s.withoutLoad > 0 {
        print("  " + say(s.withoutLoad == 1 ? "ingest.withoutLoad.one" : "ingest.withoutLoad", s.withoutLoad))
      }
      if s.events + s.plannedSessions > 0 {
        print(
          "  " + say("ingest.plan", sayCounted("events", s.events), sayCounted("plannedSessions", s.plannedSessions)))
      }
      for f in s.files where f.status == "failed" {
        writeToStandardError("  " + say("ingest.failed", f.detail ?? f.path) + "\n")
      }
      for f in s.files {
        // Each warning names its file once (a FIT file's own warnings begin with it).
        for w in f.warnings {
          writeToStandardError("  " + say("warning", w.hasPrefix(f.path + ":") ? w : "\(f.path): \(w)") + "\n")
        }
      }
      if s.lenientWouldRead > 0 {
        print("  " + say(s.lenientWouldRead == 1 ? "ingest.lenient.one" : "ingest.lenient", s.lenientWouldRead))
      }
    }
  }
}

extension ProgressBar: IngestProgress {}
