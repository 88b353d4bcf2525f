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

    @Flag(
      help:
        "JSON Lines: one object per message, {\"schemaVersion\", \"message\" (name), \"globalMessageNumber\", \"fields\": {name: raw value}, \"developerFieldValues\"}."
    )
    var json = false

    func run() throws {
      let bytes = try readInput(file)
      if json { Exit.jsonErrors = true }
      do {
        if json { return try dumpJSONLines(bytes) }
        let summary = try FITDump.write(bytes, file: file, options: .init(lenient: lenient), names: names) { chunk in
          print(String(decoding: chunk, as: UTF8.self), terminator: "")
        }
        for w in summary.warnings { writeToStandardError(say("warning", w) + "\n") }
      } catch {
        throw failInput(error, hint: say("fit.hint.dump"))
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
    @OptionGroup var language: LanguageOption

    func run() throws {
      let bytes = try readInput(file)
      do {
        let activity = try FITActivity.read(bytes, file: file, options: .init(lenient: lenient))
        print(
          FITInfoReport(file: file, bytes: bytes.count, activity: activity).render(
            output.format, language: language.resolved()), terminator: "")
      } catch {
        throw failInput(error, hint: say("fit.hint.info"))
      }
    }
  }
}

/// Reads a whole input file or exits 66 with a clear message.
func readInput(_ path: String) throws -> [UInt8] {
  guard let data = FileManager.default.contents(atPath: path) else {
    throw failInput(ActivityFileError(file: path, message: say("noSuchFile")), hint: say("noSuchFile.hint"))
  }
  do { return try Gzip.unwrapped([UInt8](data), path: path).bytes } catch {
    throw failInput(error, hint: say("gzip.hint"))
  }
}

extension FITCommand.Dump {
  /// One FIT data message as a JSON Lines record.
  struct MessageLine: Encodable {
    var schemaVersion = JSONVocabulary.schemaVersion
    var message: String
    var globalMessageNumber: UInt16
    var fields: [String: FITValue]
    var developerFields: [String: FITValue]?
    /// Schema 2: a message's developer values are `developerFieldValues` (`developerFields` lists names in `fit info`).
    enum CodingKeys: String, CodingKey {
      case schemaVersion, message, globalMessageNumber, fields
      case developerFields = "developerFieldValues"
    }
  }

  /// `fit dump --json`: a compact JSON object per message, fields by profile name
  /// (unknown ones as `field_<n>`), raw values as in the text dump.
  func dumpJSONLines(_ bytes: [UInt8]) throws {
    let encoder = JSONEncoder.compactReport
    var out = Data()
    let summary = try FITDecoder(file: file, options: .init(lenient: lenient)).decode(bytes) { m in
      var fields: [String: FITValue] = [:]
      for f in m.fields { fields[FITProfile.fieldName(f.number, message: m.globalNumber)] = f.value }
      if let ts = m.compressedTimestamp {
        fields[FITProfile.fieldName(253, message: m.globalNumber)] = .integer(Int64(ts))
      }
      var developer: [String: FITValue] = [:]
      for d in m.developerFields {
        developer["dev\(d.description.developerDataIndex).\(d.description.fieldNumber)"] = d.value
      }
      let line = MessageLine(
        message: FITProfile.messageName(m.globalNumber), globalMessageNumber: m.globalNumber, fields: fields,
        developerFields: developer.isEmpty ? nil : developer)
      if let data = try? encoder.encode(line) { out += JSONDocumentFinisher.finished(data) + Data("\n".utf8) }
      if out.count > 1 << 20 {
        FileHandle.standardOutput.write(out)
        out.removeAll(keepingCapacity: true)
      }
    }
    FileHandle.standardOutput.write(out)
    for w in summary.warnings { writeToStandardError(say("warning", w) + "\n") }
  }
}
