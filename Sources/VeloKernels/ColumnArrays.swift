/// Several output arrays filled in one pass: a kernel that produces k columns
/// at once (PMC's CTL, ATL, TSB and ramp; a parser's streams) writes all of
/// them by index, with no appends, no zero-fill and no scratch copy.
public enum ColumnArrays {
  /// Calls `body` with `columns` buffers of `capacity` uninitialised doubles
  /// (huge pages requested when large, `Array/init(writingOnce:_:)`);
  /// `body` writes rows `0..<count` of each and returns `count` (≤ `capacity`).
  /// The buffers are the returned arrays themselves, cut to `count`.
  public static func build(
    columns: Int, capacity: Int, _ body: ([UnsafeMutablePointer<Double>]) throws -> Int
  ) rethrows -> (count: Int, columns: [[Double]]) {
    try level([], columns: columns, capacity: max(1, capacity), body)
  }

  /// One array per recursion level, so every buffer is alive when `body` runs.
  private static func level(
    _ pointers: [UnsafeMutablePointer<Double>], columns: Int, capacity: Int,
    _ body: ([UnsafeMutablePointer<Double>]) throws -> Int
  ) rethrows -> (count: Int, columns: [[Double]]) {
    guard pointers.count < columns else { return (try body(pointers), []) }
    var inner: (count: Int, columns: [[Double]]) = (0, [])
    var column = try [Double](writingOnce: capacity) { buffer in
      let base = buffer.baseAddress!
      inner = try level(pointers + [base], columns: columns, capacity: capacity, body)
      precondition(inner.count <= capacity, "more rows than reserved")
      (base + inner.count).initialize(repeating: .nan, count: capacity - inner.count)
    }
    column.removeLast(capacity - inner.count)
    return (inner.count, [column] + inner.columns)
  }
}
