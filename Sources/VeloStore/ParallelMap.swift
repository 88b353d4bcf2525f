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
}
