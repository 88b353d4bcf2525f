/// The median of values (no NaN) without sorting them all: Hoare's selection
/// (quickselect, median-of-three pivots) puts the middle order statistic in
/// place, and for an even count the largest of the lower half is the other
/// middle value. The same number as sorting and averaging the middle two.
///
/// - Complexity: O(n) expected; a run of bad pivots (more than 2·log₂ n
///   rounds) falls back to sorting the part left, so O(n log n) at worst.
/// - Returns: `nil` for no values. The array is reordered.
public func selectMedian(_ values: inout [Double]) -> Double? {
  let n = values.count
  guard n > 0 else { return nil }
  let upper = n / 2
  values.withUnsafeMutableBufferPointer { v in selectInPlace(v, k: upper) }
  guard n % 2 == 0 else { return values[upper] }
  // After selection everything left of `upper` is ≤ values[upper].
  let lower = values[..<upper].max()!
  return (lower + values[upper]) / 2
}

/// Rearranges `v` so that `v[k]` is the value sorting would put there, with
/// nothing larger before it and nothing smaller after it.
func selectInPlace(_ v: UnsafeMutableBufferPointer<Double>, k: Int) {
  var low = 0
  var high = v.count - 1
  var rounds = 0
  let limit = 2 * (Int.bitWidth - v.count.leadingZeroBitCount)
  while high > low {
    if rounds > limit {
      var rest = UnsafeMutableBufferPointer(rebasing: v[low...high])
      rest.sort()
      return
    }
    rounds += 1
    // Median of three as the pivot value.
    let mid = low + (high - low) / 2
    let a = v[low]
    let b = v[mid]
    let c = v[high]
    let pivot = max(min(a, b), min(max(a, b), c))
    var i = low
    var j = high
    while i <= j {
      while v[i] < pivot { i += 1 }
      while v[j] > pivot { j -= 1 }
      if i <= j {
        v.swapAt(i, j)
        i += 1
        j -= 1
      }
    }
    // Now v[low...j] ≤ pivot ≤ v[i...high], and j < i.
    if k <= j {
      high = j
    } else if k >= i {
      low = i
    } else {
      return  // j < k < i: v[k] equals the pivot and is in place
    }
  }
}
