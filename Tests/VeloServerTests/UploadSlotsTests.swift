#if Server
// Built with the Server package trait (Package.swift).

import Foundation
import Testing
@testable import VeloServer

/// The line uploads wait in: slots by size, a bounded queue, a cap per token, first come first scored.
@Suite struct UploadSlotsTests {
  /// A Boolean set from one task and read from another.
  final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func withLockedValue<T>(_ body: (inout Bool) -> T) -> T { lock.withLock { body(&value) } }
  }

  /// An upload held in its slot until `open` is called; `started` tells whether it got one.
  final class Held: Sendable {
    let started = Flag()
    let release = AsyncStream<Void>.makeStream()
    func open() { release.continuation.finish() }
  }

  /// Starts an upload of `bytes` for `token` that holds its slot until `held.open()`; its outcome
  /// is `true` when it ran, `false` when refused with 429.
  func start(_ slots: UploadSlots, token: Int64?, bytes: Int?, _ held: Held) -> Task<Bool, Never> {
    Task {
      do {
        try await slots.withSlot(token: token, bytes: bytes) {
          held.started.withLockedValue { $0 = true }
          for await _ in held.release.stream {}
        }
        return true
      } catch {
        #expect((error as? APIError)?.status == .tooManyRequests)
        return false
      }
    }
  }

  func settle() async throws { try await Task.sleep(for: .milliseconds(50)) }

  @Test func pastTheSlotsUploadsWaitInLineAndPastTheLineTheyAreRefused() async throws {
    let slots = UploadSlots(slots: 2, queue: 1, perToken: 9)
    let held = (0..<4).map { _ in Held() }
    var tasks: [Task<Bool, Never>] = []
    for h in held {
      tasks.append(start(slots, token: nil, bytes: 1000, h))
      try await settle()
    }
    #expect(held.map { $0.started.withLockedValue { $0 } } == [true, true, false, false])
    #expect(await tasks[3].value == false, "a fourth upload with two slots and one place in line is 429")
    held[0].open()
    #expect(await tasks[0].value)
    try await settle()
    #expect(held[2].started.withLockedValue { $0 }, "the one waiting takes the freed slot")
    for h in held { h.open() }
    let (second, third) = (await tasks[1].value, await tasks[2].value)
    #expect(second && third)
  }

  @Test func oneTokenHasAtMostItsShareIn() async throws {
    let slots = UploadSlots(slots: 4, queue: 4, perToken: 2)
    let held = (0..<4).map { _ in Held() }
    let mine = (0..<3).map { start(slots, token: 7, bytes: 1000, held[$0]) }
    try await settle()
    #expect(await mine[2].value == false, "a token's third upload at once is 429")
    let other = start(slots, token: 8, bytes: 1000, held[3])
    try await settle()
    #expect(held[3].started.withLockedValue { $0 }, "another token's upload is scored meanwhile")
    held[0].open()
    #expect(await mine[0].value)
    let again = Held()
    let later = start(slots, token: 7, bytes: 1000, again)
    try await settle()
    #expect(again.started.withLockedValue { $0 }, "once one of its uploads ends, the token may send another")
    for h in held + [again] { h.open() }
    let outcomes = [await mine[1].value, await other.value, await later.value]
    #expect(outcomes == [true, true, true])
  }

  @Test func aLargeUploadIsScoredAloneAndTheLineKeepsItsOrder() async throws {
    let slots = UploadSlots(slots: 2, queue: 4, perToken: 9)
    #expect(slots.need(bytes: 100) == 1 && slots.need(bytes: 9 << 20) == 2 && slots.need(bytes: nil) == 2)
    let small = Held()
    let large = Held()
    let after = Held()
    let first = start(slots, token: nil, bytes: 1000, small)
    try await settle()
    let big = start(slots, token: nil, bytes: 13 << 20, large)
    try await settle()
    let last = start(slots, token: nil, bytes: 1000, after)
    try await settle()
    #expect(!large.started.withLockedValue { $0 }, "a 13 MiB upload waits for both slots")
    #expect(!after.started.withLockedValue { $0 }, "a small upload behind it waits its turn, though a slot is free")
    small.open()
    #expect(await first.value)
    try await settle()
    #expect(large.started.withLockedValue { $0 } && !after.started.withLockedValue { $0 })
    large.open()
    #expect(await big.value)
    try await settle()
    #expect(after.started.withLockedValue { $0 })
    after.open()
    #expect(await last.value)
  }
}
#endif
