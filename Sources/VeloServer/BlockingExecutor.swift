#if Server
// Built with the Server package trait (Package.swift).
import Foundation
import NIOConcurrencyHelpers
import NIOPosix

/// A task executor on threads of its own (SwiftNIO's `NIOThreadPool`), for
/// request handling that reads and writes the library: the store's calls block
/// their thread until SQLite or PostgreSQL answers, and scoring an upload holds
/// a core for seconds. Run there (`withTaskExecutorPreference`), they never hold
/// one of the few threads of Swift's cooperative pool, which keep answering
/// `/healthz`, the static routes and every other connection meanwhile.
///
/// Task-local values (the athlete a token acts for, the request's gzip choice)
/// travel with the task, as on any executor.
final class BlockingExecutor: TaskExecutor, Sendable {
  private let pool: NIOThreadPool
  let threads: Int

  /// The process's: two threads per core (at least 4), started on first use and
  /// kept until the process ends (a `NIOThreadPool` must be shut down before it
  /// goes; this one never goes). More threads than that made documents slower to
  /// build on 2 cores (16: `week` built every time 1,714 requests/s; 4: 2,522)
  /// without answering a dead database any sooner (each call has its deadline).
  static let library = BlockingExecutor(threads: max(4, 2 * ProcessInfo.processInfo.activeProcessorCount))

  private init(threads: Int) {
    self.threads = max(1, threads)
    pool = NIOThreadPool(numberOfThreads: self.threads)
    pool.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    pool.submit { _ in job.runSynchronously(on: executor) }
  }
}

/// A cap on requests in the hands of a ``BlockingExecutor``: past `limit`
/// (its threads and a queue), a request is refused at once with 503 and
/// `Retry-After`, instead of waiting without bound behind a database that
/// stopped answering.
final class Admission: Sendable {
  private let inUse = NIOLockedValueBox(0)
  let limit: Int

  init(limit: Int) { self.limit = max(1, limit) }

  /// Runs `body` when under the limit; otherwise throws `refusal`.
  func admit<T>(or refusal: @autoclosure () -> any Error, _ body: () async throws -> T) async throws -> T {
    let taken = inUse.withLockedValue { n in
      guard n < limit else { return false }
      n += 1
      return true
    }
    guard taken else { throw refusal() }
    defer { inUse.withLockedValue { $0 -= 1 } }
    return try await body()
  }
}
#endif
