import VeloKernels

/// Output columns for a parser that knows an upper bound on its row count.
enum ColumnArrays {
  /// Calls `body` with `columns` buffers of `capacity` uninitialised doubles
  /// (huge pages requested when large); `body` writes rows by index and returns
  /// how many it wrote. The buffers are the returned arrays themselves, cut to
  /// that count: no scratch copy, no appends.
  static func build(
    columns: Int, capacity: Int, _ body: ([UnsafeMutablePointer<Double>]) throws -> Int
  ) throws -> (count: Int, columns: [[Double]]) {
    let capacity = max(1, capacity)
    func level(_ pointers: [UnsafeMutablePointer<Double>]) throws -> (count: Int, columns: [[Double]]) {
      guard pointers.count < columns else { return (try body(pointers), []) }
      var inner: (count: Int, columns: [[Double]]) = (0, [])
      var column = try [Double](writingOnce: capacity) { buffer in
        let base = buffer.baseAddress!
        inner = try level(pointers + [base])
        precondition(inner.count <= capacity, "more rows than reserved")
        (base + inner.count).initialize(repeating: .nan, count: capacity - inner.count)
      }
      column.removeLast(capacity - inner.count)
      return (inner.count, [column] + inner.columns)
    }
    return try level([])
  }
}
