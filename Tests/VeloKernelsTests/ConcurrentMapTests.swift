import Foundation
import Testing
import VeloKernels

/// The one parallel map: input order kept for any number of workers, each
/// index computed once, and turns taken in index order.
@Suite struct ConcurrentMapTests {
  @Test(arguments: [0, 1, 2, 3, 8, 64])
  func keepsInputOrderForAnyNumberOfWorkers(jobs: Int) {
    let items = (0..<1_000).map { ($0 * 7919) % 1_009 }
    #expect(concurrentMap(items, jobs: jobs) { $0 * 2 + 1 } == items.map { $0 * 2 + 1 })
    #expect(concurrentMap(0, jobs: jobs) { $0 }.isEmpty)
  }

  @Test func eachIndexRunsOnce() {
    let counts = LockedCounts(count: 500)
    _ = concurrentMap(500, jobs: 4) { k in counts.bump(k) }
    #expect(counts.values == Array(repeating: 1, count: 500))
  }

  @Test func aTurnstileAdmitsWorkersInIndexOrder() {
    let turnstile = Turnstile()
    let order = LockedCounts(count: 0)
    _ = concurrentMap(40, jobs: 4) { k in
      // Later indices finish their work first; the section still runs in index order.
      Thread.sleep(forTimeInterval: Double(40 - k) * 0.0002)
      turnstile.wait(for: k)
      order.append(k)
      turnstile.pass()
    }
    #expect(order.values == Array(0..<40))
  }
}

/// Counters and a log that workers write under a lock.
private final class LockedCounts: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var values: [Int]
  init(count: Int) { values = Array(repeating: 0, count: count) }
  func bump(_ k: Int) { lock.withLock { values[k] += 1 } }
  func append(_ k: Int) { lock.withLock { values.append(k) } }
}
