import ArgumentParser
import VeloIO

import Foundation

/// Reports an input-file problem on stderr with a hint and exits with the
/// sysexits code for it: 66 (EX_NOINPUT) when the file cannot be read,
/// 65 (EX_DATAERR) when its content is wrong.
func failInput(_ error: CSVError, hint: String) -> ExitCode {
  let unreadable = error.line == nil && (error.message.hasPrefix("no such file") || error.message.contains("cannot be read") || error.message.contains("is a directory"))
  writeToStandardError("error: \(error)\nhint: \(hint)\n")
  return ExitCode(unreadable ? 66 : 65)
}

func writeToStandardError(_ text: String) {
  FileHandle.standardError.write(Data(text.utf8))
}
