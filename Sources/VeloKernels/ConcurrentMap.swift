import Dispatch
import Foundation

/// Cores available to this process (at least 1).
public var availableCores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

/// `[body(0), body(1), …, body(count − 1)]` computed on up to `jobs` threads,
/// in index order. Workers claim indices in increasing order (the order
/// `Turnstile` relies on), so an expensive index does not hold back a fixed
/// share of the others. `body` runs concurrently with itself: it must only
/// read shared state and write to places no other index writes (its own
/// slice of an output).
public func concurrentMap<T>(_ count: Int, jobs: Int = availableCores, _ body: (Int) -> T) -> [T] {
  let workers = min(max(jobs, 1), count)
  guard workers > 1 else { return (0..<count).map(body) }
  let next = IndexClaims(below: count)
  return withoutActuallyEscaping(body) { body in
    [T](unsafeUninitializedCapacity: count) { buffer, initialized in
      let shared = UncheckedShare((buffer.baseAddress!, body))
      DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let k = next.claim() { (shared.value.0 + k).initialize(to: shared.value.1(k)) }
      }
      initialized = count
    }
  }
}

/// `items.map(transform)` on up to `jobs` threads, in input order (``concurrentMap(_:jobs:_:)``).
public func concurrentMap<Item, T>(_ items: [Item], jobs: Int, _ transform: (Item) -> T) -> [T] {
  concurrentMap(items.count, jobs: jobs) { transform(items[$0]) }
}

/// Hands out 0, 1, 2, … below a bound, once each, to concurrent workers.
private final class IndexClaims: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0
  private let bound: Int
  init(below bound: Int) { self.bound = bound }
  func claim() -> Int? {
    lock.withLock {
      guard next < bound else { return nil }
      defer { next += 1 }
      return next
    }
  }
}

/// Hands a value to concurrent workers that use it as ``concurrentMap(_:jobs:_:)`` requires.
private struct UncheckedShare<V>: @unchecked Sendable {
  let value: V
  init(_ value: V) { self.value = value }
}
