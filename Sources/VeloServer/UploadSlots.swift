#if Server
// Built with the Server package trait (Package.swift).
import Foundation

/// A cap on uploads scored at once: each holds a file, its decompressed form
/// and its streams, so unbounded concurrency is unbounded memory.
final class UploadSlots: @unchecked Sendable {
  private let lock = NSLock()
  private var inUse = 0
  let limit: Int

  init(limit: Int) { self.limit = max(1, limit) }

  /// Runs `body` in a slot, or throws ``APIError/busy`` when every slot is taken.
  func withSlot<T>(_ body: () async throws -> T) async throws -> T {
    let taken: Bool = lock.withLock {
      guard inUse < limit else { return false }
      inUse += 1
      return true
    }
    guard taken else { throw APIError.busy }
    defer { lock.withLock { inUse -= 1 } }
    return try await body()
  }
}
#endif
