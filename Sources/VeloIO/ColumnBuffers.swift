import VeloKernels

/// Scratch columns for a parser that knows an upper bound on its row count:
/// one allocation per column (huge pages requested when large), written in
/// place by index, copied out at the end at the real length.
final class ColumnBuffers {
  private let storage: [UnsafeMutablePointer<Double>]
  private let capacity: Int

  init(columns: Int, capacity: Int) {
    self.capacity = capacity
    storage = (0..<columns).map { _ in
      let p = UnsafeMutablePointer<Double>.allocate(capacity: max(1, capacity))
      adviseHugePages(UnsafeMutableRawBufferPointer(start: p, count: max(1, capacity) * MemoryLayout<Double>.stride))
      return p
    }
  }

  /// Column `k`'s storage (valid until ``deallocate()``); rows `0..<capacity`.
  @inline(__always) func column(_ k: Int) -> UnsafeMutablePointer<Double> { storage[k] }

  /// The first `count` rows of column `k` as an array.
  func array(_ k: Int, count: Int) -> [Double] {
    precondition(count <= capacity, "more rows than reserved")
    return [Double](writingOnce: count) { $0.baseAddress!.update(from: storage[k], count: count) }
  }

  func deallocate() { storage.forEach { $0.deallocate() } }
}
