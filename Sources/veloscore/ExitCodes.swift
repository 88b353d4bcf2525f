import ArgumentParser
import Foundation
import VeloEngine
import VeloIO
import VeloPipeline
import VeloReport

/// The exit codes of every command (BSD sysexits where one fits), the table
/// README.md prints:
///
/// | code | meaning |
/// |---|---|
/// | 0 | success |
/// | 1 | an internal error (a bug: please report it) |
/// | 64 | bad command line (unknown option, value out of range) |
/// | 65 | bad input data (a file's content, an unknown athlete or activity) |
/// | 66 | input missing or unreadable (no such file, no library, nothing to ingest) |
/// | 69 | the database server cannot be reached or did not answer in time |
/// | 73 | output cannot be written (a folder without permission, a read-only library) |
/// | 74 | input/output error (a damaged database, a full disk) |
///
/// The numbers are ``FailureKind/exitCode``'s, the one table (the API's
/// statuses sit beside them); these names are for failures the CLI raises itself.
enum Exit {
  static let internalError = FailureKind.internalError.exitCode
  static let usage = FailureKind.badRequest.exitCode
  static let dataError = FailureKind.invalidInput.exitCode
  static let cannotWrite = FailureKind.cannotWrite.exitCode
  static let ioError = FailureKind.storageFailed.exitCode

  /// Set when the command was asked for `--json`: failures then also print a
  /// JSON error document on stdout, so a script reading stdout is never left
  /// with nothing.
  nonisolated(unsafe) static var jsonErrors = false

  /// The library file this process opened, to name in a storage failure
  /// that reaches ``Veloscore/main()`` unclassified.
  nonisolated(unsafe) static var libraryFile: String?

  /// Reports a failure on stderr (and as JSON on stdout under `--json`) and
  /// returns the exit to throw.
  static func fail(_ message: String, hint: String? = nil, code: Int32) -> ExitCode {
    writeToStandardError(say("error", message) + "\n" + (hint.map { say("hint", $0) + "\n" } ?? ""))
    if jsonErrors { printErrorDocument(message, hint: hint, code: code) }
    return ExitCode(code)
  }

  /// The JSON error document on stdout (docs/schema/error.schema.json).
  static func printErrorDocument(_ message: String, hint: String?, code: Int32) {
    struct Document: Encodable {
      var schemaVersion = JSONVocabulary.schemaVersion
      var error: String
      var detail: String?
      var exitCode: Int32
    }
    let doc = Document(error: escapedForTerminal(message), detail: hint, exitCode: code)
    if let data = try? JSONEncoder.printable(doc) { FileHandle.standardOutput.write(data + Data("\n".utf8)) }
  }

  /// Reports a use case's failure with the exit code of its kind.
  static func fail(_ failure: Failure) -> ExitCode {
    fail(failure.message, hint: failure.hint, code: failure.kind.exitCode)
  }

  /// A file or folder that could not be written: 74 for a full disk, else 73.
  static func cannotWrite(_ path: String, _ error: Error) -> ExitCode {
    fail(Failure.cannotWrite(path, error))
  }
}

/// Writes a command's output file: atomically (a temporary file renamed over
/// it, so a failure never leaves half a file) for a regular path, straight
/// through for a device or pipe (`/dev/stdout`, a FIFO), which a rename would
/// replace. A failure exits 73, or 74 when the disk is full.
func writeOutput(_ text: String, to path: String) throws {
  try writeOutput(Data(text.utf8), to: path)
}

/// Writes `data` to `path` (atomically for a regular file); a failure exits 73 naming the path.
func writeOutput(_ data: Data, to path: String) throws {
  var isDirectory: ObjCBool = false
  let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
  let special =
    exists && !isDirectory.boolValue
    && (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) != .typeRegular
  do {
    if special {
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      try handle.write(contentsOf: data)
      try handle.synchronize()
    } else {
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
  } catch {
    throw Exit.cannotWrite(path, error)
  }
}
