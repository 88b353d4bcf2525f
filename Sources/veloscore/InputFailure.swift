import ArgumentParser
import Foundation
import VeloEngine
import VeloIO
import VeloScore

/// Reports an input-file problem on stderr with a hint and exits with its
/// kind's code (``FailureKind/of(_:otherwise:)``): 66 (EX_NOINPUT) when the
/// file cannot be opened, 65 (EX_DATAERR) when its content is wrong.
func failInput(_ error: Error, hint: String) -> ExitCode {
  Exit.fail(Failure(error, hint: hint, otherwise: .invalidInput))
}

/// Writes to stderr with control characters escaped (``escapedForTerminal(_:)``):
/// messages quote file content, and a file must not drive the terminal.
func writeToStandardError(_ text: String) {
  FileHandle.standardError.write(Data(escapedForTerminal(text).utf8))
}

/// Reads an activity file of any format, printing FIT warnings to stderr; a
/// failure exits through ``failInput(_:hint:)``.
func loadActivity(_ file: String, lenient: Bool) throws -> ActivityFile {
  do {
    let activity = try ActivityFile.read(path: file, lenient: lenient)
    for warning in activity.warnings { writeToStandardError(say("warning", warning) + "\n") }
    return activity
  } catch let error as FITError where !lenient && error.lenientReadsOn {
    throw failInput(error, hint: say("activityFile.lenient.hint", shellWord(file)))
  } catch {
    throw failInput(error, hint: say("activityFile.hint"))
  }
}

/// Reads a daily load log (`date,tss` or a workout list); a failure exits
/// through ``failInput(_:hint:)``.
func loadDailyLoad(_ file: String, timeZone: AthleteTimeZone = .utc) throws -> DailyLoad {
  do {
    return try DailyLoadCSV.read(path: file, timeZone: timeZone)
  } catch {
    throw failInput(error, hint: say("dailyLoad.hint"))
  }
}
