import Foundation
import Testing
import VeloIO
import VeloPipeline
import VeloStore

@testable import VeloEngine

/// A failure's exit code and HTTP status follow its type and case, whatever the message says.
@Suite struct FailureKindTests {
  @Test func fileProblemsByType() {
    #expect(FailureKind.of(CSVError(file: "a.csv", message: "no such file", isUnreadable: true)) == .missingInput)
    // The same words in a content error do not make it a missing file.
    #expect(FailureKind.of(CSVError(file: "a.csv", line: 3, message: "cannot be read as a number")) == .invalidInput)
    #expect(FailureKind.of(CSVError(file: "a.csv", message: "no such file")) == .invalidInput)
    #expect(FailureKind.of(ActivityFileError(file: "x.fit", message: "anything")) == .missingInput)
    #expect(FailureKind.of(InputDataError(file: "x", message: "no such file")) == .invalidInput)
    #expect(FailureKind.of(CocoaError(.featureUnsupported), otherwise: .invalidInput) == .invalidInput)
    #expect(FailureKind.of(CocoaError(.featureUnsupported)) == .internalError)
  }

  @Test func storageProblemsByCase() {
    let table: [(StoreError, FailureKind, Int32, Int)] = [
      (.noLibrary("/l"), .missingInput, 66, 503), (.unreadable("/l"), .missingInput, 66, 503),
      (.readOnly("/l"), .cannotWrite, 73, 503), (.unwritable("/l", reason: "r"), .cannotWrite, 73, 503),
      (.full("/l"), .storageFull, 74, 507), (.corrupt("/l", message: "m"), .storageFailed, 74, 503),
      (.io("/l", message: "m"), .storageFailed, 74, 503), (.database("/l", message: "m"), .internalError, 1, 500),
      (.unknownAthlete("x", known: []), .notFound, 65, 404), (.unknownActivity(3), .notFound, 65, 404),
      (.invalid("bad"), .invalidInput, 65, 422), (.athleteExists("x"), .invalidInput, 65, 422),
      (.unavailable("postgresql://db", message: "m"), .unavailable, 69, 503),
    ]
    for (error, kind, exit, status) in table {
      #expect(FailureKind.of(error) == kind, "\(error)")
      #expect(FailureKind.of(error as any Error) == kind, "\(error)")
      #expect(kind.exitCode == exit && kind.httpStatus == status, "\(error)")
    }
  }

  @Test func aFullDiskWhileWritingOutput() {
    let full = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))
    #expect(Failure.cannotWrite("/out/x.csv", full).kind == .storageFull)
    #expect(
      Failure.cannotWrite("/out/x.csv", NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))).kind == .cannotWrite)
  }

  @Test func aFailureKeepsItsKindAndTakesAHint() {
    let f = Failure(Failure(.notFound, "no activity 9"), hint: "list them with 'activities'")
    #expect(f.kind == .notFound && f.hint == "list them with 'activities'" && f.message == "no activity 9")
    #expect(Failure(StoreError.noLibrary("/l")).hint == StoreError.noLibrary("/l").hint)
  }
}
