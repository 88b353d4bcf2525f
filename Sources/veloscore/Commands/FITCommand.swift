import ArgumentParser
import Foundation
import VeloIO
import VeloReport

struct FITCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fit",
    abstract: "Inspect FIT files: every message, or a summary.",
    subcommands: [Dump.self, Info.self]
  )

  struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print every data message, one line each (raw values, like the SDK's dump tools).",
      discussion: """
        Line format: <global>|<field>=<value>|... with fields by number; values raw
        (no scale/offset); arrays [a;b;-] with '-' for invalid elements;
        developer fields as dev<index>.<field>=<value>. With --names, lines start
        with the message name. Exit code 65 when the file is malformed.
        """
    )

    @Argument(help: "FIT file.")
    var file: String

    @Flag(help: "Name messages and fields from the FIT profile (record|timestamp=…|heart_rate=…) instead of numbers.")
    var names = false

    @Flag(help: "Read on past CRC errors and truncation, reporting them on stderr.")
    var lenient = false

    func run() throws {
      let bytes = try readInput(file)
      do {
        let summary = try FITDump.write(bytes, file: file, options: .init(lenient: lenient), names: names) { chunk in
          print(String(decoding: chunk, as: UTF8.self), terminator: "")
        }
        for w in summary.warnings { writeToStandardError("warning: \(w)\n") }
      } catch {
        throw failInput(error, hint: "run with '--lenient' to print the messages before the problem")
      }
    }
  }

  struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Summarise a FIT file: device, sport, duration, fields present, messages.")

    @Argument(help: "FIT file.")
    var file: String

    @Flag(help: "Read on past CRC errors and truncation, reporting them as warnings.")
    var lenient = false

    @OptionGroup var output: OutputOptions

    func run() throws {
      let bytes = try readInput(file)
      do {
        let activity = try FITActivity.read(bytes, file: file, options: .init(lenient: lenient))
        print(FITInfoReport(file: file, bytes: bytes.count, activity: activity).render(output.format), terminator: "")
      } catch {
        throw failInput(error, hint: "run with '--lenient' to decode what precedes the problem")
      }
    }
  }
}

/// Reads a whole input file or exits 66 with a clear message.
func readInput(_ path: String) throws -> [UInt8] {
  guard let data = FileManager.default.contents(atPath: path) else {
    throw failInput(ActivityFileError(file: path, message: "no such file or not readable"), hint: "check the path")
  }
  do { return try Gzip.unwrapped([UInt8](data), path: path).bytes } catch {
    throw failInput(error, hint: "a .gz file must hold one gzip stream (as 'gzip' writes it)")
  }
}
