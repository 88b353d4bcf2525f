import ArgumentParser
import Foundation
import VeloIO
import VeloReport
import VeloScore

struct ConvertCommand: ParsableCommand {
  enum Target: String, ExpressibleByArgument, CaseIterable { case csv, json }

  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Convert an activity (FIT, TCX, GPX or CSV) to CSV streams or JSON.",
    discussion: """
      CSV output is what 'veloscore activity' reads back: time (s from the first
      sample), then power, heart_rate, cadence, speed (m/s), distance (m),
      altitude (m), temperature (°C), latitude, longitude — the columns the file
      has. Time keeps up to 3 decimals (sub-second GPS). JSON (schema 2) holds
      the same columns under 'series' as arrays (null = no reading), with the
      format, 'samples', and 'start' (ISO 8601) beside 'startEpochSeconds'.
      With --out, --json prints a summary of what was written.

      Examples:
        veloscore convert ride.fit --to csv --out ride.csv
        veloscore convert track.gpx --to json
      """
  )

  @Argument(help: "Activity file.")
  var file: String

  @Option(help: "Output format: csv or json.")
  var to: Target = .csv

  @Option(help: "Write to this file instead of standard output.")
  var out: String?

  @Flag(help: "FIT: read on past CRC errors and truncation, reporting them as warnings.")
  var lenient = false

  @OptionGroup var output: OutputOptions

  func validate() throws {
    if output.json && out == nil { throw ValidationError(say("convert.jsonNeedsOut")) }
  }

  func run() throws {
    let activity = try loadActivity(file, lenient: lenient)
    let text: String
    switch to {
    case .csv:
      let fractional = activity.streams.time.contains { $0 != $0.rounded() }
      text = ActivityCSV.render(activity.streams, timeDecimals: fractional ? 3 : 0)
    case .json: text = StreamsJSON(activity).render()
    }
    if let out {
      try writeOutput(text, to: out)
      if output.json {
        struct Converted: Encodable {
          var input: String, out: String, outputFormat: String, format: String, samples: Int, columns: [String]
          var start: String?, startEpochSeconds: Int64?
        }
        printJSON(
          Converted(
            input: file, out: out, outputFormat: to.rawValue, format: activity.format.rawValue,
            samples: activity.streams.sampleCount,
            columns: activity.streams.nullableColumns.keys.sorted(),
            start: activity.startTime.map { ISOInstant.string($0) },
            startEpochSeconds: ISOInstant.epochSeconds(activity.startTime)))
      }
    } else {
      print(text, terminator: "")
    }
  }
}

/// JSON form of an activity's streams: `series` maps each column (the
/// streams CSV's header names, units in docs/schema/vocabulary.json) to its
/// samples, `null` where there is no reading.
struct StreamsJSON: Encodable {
  var schemaVersion = JSONVocabulary.schemaVersion
  var format: String
  var start: String?
  var startEpochSeconds: Int64?
  var samples: Int
  var series: [String: [Double?]]

  init(_ a: ActivityFile) {
    format = a.format.rawValue
    start = a.startTime.map { ISOInstant.string($0) }
    startEpochSeconds = ISOInstant.epochSeconds(a.startTime)
    samples = a.streams.sampleCount
    series = a.streams.nullableColumns
  }

  func render() -> String {
    String(
      decoding: JSONDocumentFinisher.finished((try? JSONEncoder.compactReport.encode(self)) ?? Data("{}".utf8)),
      as: UTF8.self) + "\n"
  }
}
