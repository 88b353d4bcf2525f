/// The values of a sliding window kept in ascending order (NaN skipped), for
/// order statistics (median, MAD) of every window of a series without sorting
/// each one: entering and leaving values are placed and found by binary search.
///
/// - Complexity: O(log w) to find, O(w) to shift per change (a contiguous
///   move of at most `w` doubles); O(w) space, allocated once.
public struct SortedWindow: Sendable {
  /// The window's valid values, ascending.
  public private(set) var values: [Double] = []

  public init(capacity: Int) { values.reserveCapacity(capacity) }

  /// Adds `x` (NaN is not a value and is ignored).
  public mutating func insert(_ x: Double) {
    guard !x.isNaN else { return }
    values.insert(x, at: firstIndex(notBelow: x))
  }

  /// Removes one value equal to `x`, which must have been inserted (NaN is ignored).
  public mutating func remove(_ x: Double) {
    guard !x.isNaN else { return }
    let i = firstIndex(notBelow: x)
    precondition(i < values.count && values[i] == x, "removing a value the window does not hold")
    values.remove(at: i)
  }

  /// The first position whose value is ≥ `x`.
  func firstIndex(notBelow x: Double) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let mid = (low + high) / 2
      if values[mid] < x { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
