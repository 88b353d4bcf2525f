import ArgumentParser
import VeloReport

/// Output flags shared by every reporting command.
struct OutputOptions: ParsableArguments {
  @Flag(name: .long, help: "Print JSON instead of a text report.")
  var json = false

  var format: ReportFormat { json ? .json : .text }

  func validate() throws {
    if json { Exit.jsonErrors = true }
  }
}
