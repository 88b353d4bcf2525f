import Foundation

/// Maps an array on `jobs` threads, keeping input order in the output.
public enum ParallelMap {
  public static func run<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @Sendable (T) -> R) -> [R] {
    guard jobs > 1, items.count > 1 else { return items.map(transform) }
    let results = Slots<R>(count: items.count)
    let next = Slots<Int>(count: 1)
    DispatchQueue.concurrentPerform(iterations: min(jobs, items.count)) { _ in
      while let i = next.claim(below: items.count) { results.set(i, transform(items[i])) }
    }
    return results.values.map { $0! }
  }

  /// Lock-protected storage shared by the workers.
  final class Slots<R>: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [R?]
    private var counter = 0
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: R) { lock.withLock { values[i] = value } }
    func claim(below n: Int) -> Int? {
      lock.withLock {
        guard counter < n else { return nil }
        defer { counter += 1 }
        return counter
      }
    }
  }

  /// A flag workers check to skip what is left once one of them failed.
  public final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    public init() {}
    public var isSet: Bool { lock.withLock { stopped } }
    public func set() { lock.withLock { stopped = true } }
  }

  /// Admits workers one at a time in index order: worker `k` enters after
  /// worker `k − 1` passed. Work claimed in index order (``run(_:jobs:_:)``)
  /// cannot deadlock on it, since each waits only on lower indices; a worker
  /// must pass its turn even when it fails or skips its work.
  public final class Turnstile: @unchecked Sendable {
    private let condition = NSCondition()
    private var next = 0
    public init() {}

    public func wait(for index: Int) {
      condition.lock()
      while next != index { condition.wait() }
      condition.unlock()
    }

    /// Lets the next index in.
    public func pass() {
      condition.lock()
      next += 1
      condition.broadcast()
      condition.unlock()
    }

    /// Worker `index`'s section of this turnstile, for code that only enters and leaves.
    public func section(_ index: Int) -> OrderedSection {
      OrderedSection(enter: { self.wait(for: index) }, leave: pass)
    }
  }
}

/// A section to enter and leave once (``ParallelMap/Turnstile/section(_:)``).
public struct OrderedSection: Sendable {
  public let enter: @Sendable () -> Void
  public let leave: @Sendable () -> Void
}
