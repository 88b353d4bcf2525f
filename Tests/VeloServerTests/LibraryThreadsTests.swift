#if Server
// Built with the Server package trait (Package.swift).

import Foundation
import Testing
@testable import VeloServer

/// `/v1` requests run on threads of their own, past a bounded admission.
@Suite struct LibraryThreadsTests {
  @Test func pastItsLimitARequestIsRefusedAtOnce() async throws {
    let admission = Admission(limit: 1)
    let (entered, inside) = AsyncStream<Void>.makeStream()
    let (leaving, leave) = AsyncStream<Void>.makeStream()
    let first = Task {
      try await admission.admit(or: APIError.busy) {
        inside.yield()
        for await _ in leaving {}
      }
    }
    for await _ in entered { break }
    await #expect(throws: APIError.self) { try await admission.admit(or: APIError.busy) {} }
    leave.finish()
    try await first.value
    try await admission.admit(or: APIError.busy) {}
  }

  /// The name of the thread running the caller (NIOThreadPool's are `TP-#n`).
  static func threadName() -> String { Thread.current.name ?? "" }

  @Test func aRequestRunsOnTheLibraryThreadsWithItsTaskLocals() async throws {
    let outside = Self.threadName()
    let (name, local) = await withTaskExecutorPreference(BlockingExecutor.library) {
      (Self.threadName(), ResponseNegotiation.acceptsGzip)
    }
    #expect(name.hasPrefix("TP-#") && name != outside, "ran on \(name)")
    let gzip = await ResponseNegotiation.$acceptsGzip.withValue(true) {
      await withTaskExecutorPreference(BlockingExecutor.library) { ResponseNegotiation.acceptsGzip }
    }
    #expect(!local && gzip, "a task-local bound by the request is seen on the library threads")
  }
}
#endif
