import Dispatch
import Foundation

/// Cores available to this process (at least 1).
public var availableCores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

/// `[body(0), body(1), …, body(count − 1)]` computed on all cores, in index
/// order. `body` runs concurrently with itself: it must only read shared state
/// and write to places no other index writes (its own slice of an output).
public func concurrentMap<T>(_ count: Int, _ body: (Int) -> T) -> [T] {
  guard count > 1 else { return (0..<count).map(body) }
  return withoutActuallyEscaping(body) { body in
    [T](unsafeUninitializedCapacity: count) { buffer, initialized in
      let shared = UncheckedShare((buffer.baseAddress!, body))
      DispatchQueue.concurrentPerform(iterations: count) { k in
        (shared.value.0 + k).initialize(to: shared.value.1(k))
      }
      initialized = count
    }
  }
}

/// Hands a value to concurrent workers that use it as ``concurrentMap(_:_:)`` requires.
private struct UncheckedShare<V>: @unchecked Sendable {
  let value: V
  init(_ value: V) { self.value = value }
}
