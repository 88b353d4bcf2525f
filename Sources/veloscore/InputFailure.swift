import ArgumentParser
import Foundation
import VeloIO
import VeloScore

/// Reports an input-file problem on stderr with a hint and exits with the
/// sysexits code for it: 66 (EX_NOINPUT) when the file cannot be opened,
/// 65 (EX_DATAERR) when its content is wrong.
func failInput(_ error: Error, hint: String) -> ExitCode {
  let unreadable: Bool
  switch error {
  case let e as CSVError: unreadable = e.line == nil && isUnreadable(e.message)
  case is ActivityFileError: unreadable = true
  default: unreadable = false
  }
  return Exit.fail("\(error)", hint: hint, code: unreadable ? Exit.noInput : Exit.dataError)
}

private func isUnreadable(_ message: String) -> Bool {
  message.hasPrefix("no such file") || message.contains("cannot be read") || message.contains("is a directory")
}

/// Writes to stderr with control characters escaped (``escapedForTerminal(_:)``):
/// messages quote file content, and a file must not drive the terminal.
func writeToStandardError(_ text: String) {
  FileHandle.standardError.write(Data(escapedForTerminal(text).utf8))
}

/// A usable file whose content cannot serve the command (exit 65).
struct InputDataError: Error, CustomStringConvertible {
  var file: String
  var message: String
  var description: String { "\(file): \(message)" }
}

/// Reads an activity file of any format, printing FIT warnings to stderr; a
/// failure exits through ``failInput(_:hint:)``.
func loadActivity(_ file: String, lenient: Bool) throws -> ActivityFile {
  do {
    let activity = try ActivityFile.read(path: file, lenient: lenient)
    for warning in activity.warnings { writeToStandardError("warning: \(warning)\n") }
    return activity
  } catch {
    throw failInput(error, hint: "expected a FIT, TCX or GPX file, or a CSV with a header such as 'time,power,heart_rate' and one line per sample")
  }
}

/// Reads a daily load log (`date,tss` or a workout list); a failure exits
/// through ``failInput(_:hint:)``.
func loadDailyLoad(_ file: String, timeZone: AthleteTimeZone = .utc) throws -> DailyLoad {
  do {
    return try DailyLoadCSV.read(path: file, timeZone: timeZone)
  } catch {
    throw failInput(error, hint: "expected a CSV with a header 'date,tss' and lines like '2026-01-05,85'")
  }
}
