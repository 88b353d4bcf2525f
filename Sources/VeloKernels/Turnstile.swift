import Foundation

/// Admits workers one at a time in index order: worker `k` enters after
/// worker `k − 1` passed. Work claimed in index order (`concurrentMap`)
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

/// A section to enter and leave once (``Turnstile/section(_:)``).
public struct OrderedSection: Sendable {
  public let enter: @Sendable () -> Void
  public let leave: @Sendable () -> Void

  public init(enter: @escaping @Sendable () -> Void, leave: @escaping @Sendable () -> Void) {
    self.enter = enter
    self.leave = leave
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
