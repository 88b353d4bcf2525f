#if Server
// Built with the Server package trait (Package.swift).
import NIOConcurrencyHelpers

/// The uploads being scored, and a bounded line of those waiting: each holds a
/// file, its decompressed form and its streams, and scoring holds a core for
/// seconds, so unbounded concurrency is unbounded memory and CPU.
///
/// There are ``slots`` slots (two per core by default). An upload takes one
/// slot per started ``bytesPerSlot`` of its announced length, at most all of
/// them: on 2 cores (4 slots) a 13 MiB two-week recording (about 150 MB while scored) is scored
/// alone, small rides side by side. At most ``queue`` uploads wait their turn
/// (first come, first scored; a waiting upload's body is not read yet), and one
/// token has at most ``perToken`` in either. Past that an upload is refused at
/// once with ``APIError/tooManyUploads`` (429, `Retry-After`).
final class UploadSlots: Sendable {
  let slots: Int
  let queue: Int
  let perToken: Int
  /// Bytes of upload per slot taken (4 MiB).
  static let bytesPerSlot = 4 << 20

  private struct Waiting {
    var need: Int
    var entry: CheckedContinuation<Bool, Never>
  }
  private struct State {
    var inUse = 0
    var waiting: [Waiting] = []
    var byToken: [Int64: Int] = [:]
  }
  private let state = NIOLockedValueBox(State())
  /// Set while the current task holds slots (the idempotency middleware took them
  /// for an upload's body), so the handler's own ``withSlot(token:bytes:_:)`` does not wait again.
  @TaskLocal static var holding = false

  init(slots: Int, queue: Int, perToken: Int) {
    self.slots = max(1, slots)
    self.queue = max(0, queue)
    self.perToken = max(1, perToken)
  }

  /// The slots an upload of `bytes` takes (all of them when its length is not announced).
  func need(bytes: Int?) -> Int {
    guard let bytes else { return slots }
    return min(slots, max(1, (bytes + Self.bytesPerSlot - 1) / Self.bytesPerSlot))
  }

  /// Runs `body` holding the slots an upload of `bytes` needs (after waiting in
  /// line when they are taken), or throws ``APIError/tooManyUploads`` when the
  /// line is full or `token` already has ``perToken`` uploads in.
  func withSlot<T>(token: Int64?, bytes: Int?, _ body: () async throws -> T) async throws -> T {
    if Self.holding { return try await body() }
    let need = need(bytes: bytes)
    let admitted: Bool = await withCheckedContinuation { entry in
      state.withLockedValue { s in
        if let token, s.byToken[token, default: 0] >= perToken { return entry.resume(returning: false) }
        if s.waiting.isEmpty && s.inUse + need <= slots {
          s.inUse += need
          entry.resume(returning: true)
        } else if s.waiting.count < queue {
          s.waiting.append(Waiting(need: need, entry: entry))  // resumed by `release` when its slots free
        } else {
          return entry.resume(returning: false)
        }
        if let token { s.byToken[token, default: 0] += 1 }
      }
    }
    guard admitted else { throw APIError.tooManyUploads }
    defer { release(need, token: token) }
    return try await Self.$holding.withValue(true) { try await body() }
  }

  /// Frees `need` slots: the uploads first in line take them while they fit.
  private func release(_ need: Int, token: Int64?) {
    state.withLockedValue { s in
      if let token {
        s.byToken[token, default: 1] -= 1
        if s.byToken[token] == 0 { s.byToken[token] = nil }
      }
      s.inUse -= need
      while let first = s.waiting.first, s.inUse + first.need <= slots {
        s.waiting.removeFirst()
        s.inUse += first.need
        first.entry.resume(returning: true)
      }
    }
  }
}
#endif
