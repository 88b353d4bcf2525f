#if canImport(Accelerate)
  import Accelerate
#else
  import CBLAS
#endif

/// Errors reported by the LAPACK wrappers.
public enum LAPACKError: Error, Equatable, CustomStringConvertible {
  /// The design matrix does not have full column rank (LAPACK `info > 0`).
  case rankDeficient(column: Int)
  /// Fewer equations than unknowns.
  case underdetermined(rows: Int, cols: Int)

  public var description: String {
    switch self {
    case .rankDeficient(let column):
      return "least squares: design matrix is rank deficient (diagonal \(column) of R is zero)"
    case .underdetermined(let rows, let cols):
      return "least squares: \(rows) equations cannot determine \(cols) unknowns"
    }
  }
}

/// Thin wrappers over LAPACK drivers (OpenBLAS's LAPACK on Linux, Accelerate on Darwin).
public enum LAPACK {
  /// Solves `min ‖A·X − B‖₂` by QR factorisation (`dgels`).
  ///
  /// - Parameters:
  ///   - a: `rows × cols` design matrix, column-major, `rows ≥ cols`, full rank.
  ///   - b: `rows × rhs` right-hand sides, column-major (several fits share one A).
  /// - Returns: `cols × rhs` solution, column-major.
  /// - Throws: ``LAPACKError`` when the system is underdetermined or rank deficient.
  /// - Complexity: O(rows·cols² + rows·cols·rhs).
  public static func leastSquares(
    _ a: [Double], rows: Int, cols: Int, _ b: [Double], rhs: Int = 1
  ) throws -> [Double] {
    precondition(a.count == rows * cols, "leastSquares: A has \(a.count) values, expected \(rows)×\(cols)")
    precondition(b.count == rows * rhs, "leastSquares: B has \(b.count) values, expected \(rows)×\(rhs)")
    guard rows >= cols, cols > 0 else { throw LAPACKError.underdetermined(rows: rows, cols: cols) }
    var aWork = a
    var bWork = b
    var m = Int32(rows), n = Int32(cols), nrhs = Int32(rhs)
    var lda = m, ldb = m
    var info: Int32 = 0
    var trans = CChar(UInt8(ascii: "N"))
    // Workspace query, then the solve.
    var lwork: Int32 = -1
    var query = 0.0
    callDGELS(&trans, &m, &n, &nrhs, &aWork, &lda, &bWork, &ldb, &query, &lwork, &info)
    lwork = Int32(max(1, Int(query)))
    var work = [Double](repeating: 0, count: Int(lwork))
    callDGELS(&trans, &m, &n, &nrhs, &aWork, &lda, &bWork, &ldb, &work, &lwork, &info)
    precondition(info >= 0, "dgels: illegal argument \(-info)")
    if info > 0 { throw LAPACKError.rankDeficient(column: Int(info)) }
    var x = [Double](repeating: 0, count: cols * rhs)
    for j in 0..<rhs {
      for i in 0..<cols { x[j * cols + i] = bWork[j * rows + i] }
    }
    return x
  }

  private static func callDGELS(
    _ trans: inout CChar, _ m: inout Int32, _ n: inout Int32, _ nrhs: inout Int32,
    _ a: inout [Double], _ lda: inout Int32, _ b: inout [Double], _ ldb: inout Int32,
    _ work: UnsafeMutablePointer<Double>, _ lwork: inout Int32, _ info: inout Int32
  ) {
    #if canImport(Accelerate)
      dgels_(&trans, &m, &n, &nrhs, &a, &lda, &b, &ldb, work, &lwork, &info)
    #else
      dgels_(&trans, &m, &n, &nrhs, &a, &lda, &b, &ldb, work, &lwork, &info, 1)
    #endif
  }
}
