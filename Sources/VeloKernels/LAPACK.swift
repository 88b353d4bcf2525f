#if canImport(Accelerate)
import Accelerate
#else
import CBLAS
#endif

/// Errors reported by the LAPACK wrappers.
public enum LAPACKError: Error, Equatable, CustomStringConvertible {
  /// The columns of the design matrix are (numerically) linearly dependent:
  /// only `rank` of `columns` can be determined at the solver's tolerance.
  case rankDeficient(rank: Int, columns: Int)
  /// Fewer equations than unknowns.
  case underdetermined(rows: Int, cols: Int)
  /// A NaN or infinity in the design matrix or the right-hand side.
  case nonFiniteInput

  public var description: String {
    switch self {
    case .rankDeficient(let rank, let columns):
      return "least squares: the design matrix has rank \(rank) of \(columns) (its columns are linearly dependent)"
    case .underdetermined(let rows, let cols):
      return "least squares: \(rows) equations cannot determine \(cols) unknowns"
    case .nonFiniteInput:
      return "least squares: the data hold a NaN or an infinity"
    }
  }
}

/// A least-squares solution with what it rests on.
public struct LeastSquaresSolution: Sendable, Equatable {
  /// `cols × rhs` coefficients, column-major.
  public var coefficients: [Double]
  /// Numerical rank of the column-scaled design matrix (equals `cols` here:
  /// a smaller rank throws).
  public var rank: Int
  /// 1-norm condition number estimate of the column-scaled triangular factor R
  /// (LAPACK `dtrcon`): how strongly the columns are collinear, free of their units.
  public var conditionEstimate: Double
}

/// Thin wrappers over LAPACK drivers (OpenBLAS's LAPACK on Linux, Accelerate on Darwin).
public enum LAPACK {
  /// Relative tolerance of the rank decision: a design whose column-scaled
  /// condition number exceeds 1/1e-10 = 10¹⁰ is rank deficient. Data known to
  /// fewer than 10 significant digits cannot separate such columns, so any
  /// coefficient they produced would be rounding noise.
  public static let defaultRelativeTolerance = 1e-10

  /// Solves `min ‖A·X − B‖₂` with a rank-revealing factorisation (`dgelsy`:
  /// QR with column pivoting; Golub & Van Loan, *Matrix Computations*, §5.4).
  ///
  /// Each column of `A` is first scaled to unit 2-norm, so the rank decision
  /// depends on collinearity, not on units; coefficients are scaled back.
  /// - Parameters:
  ///   - a: `rows × cols` design matrix, column-major, `rows ≥ cols`.
  ///   - rows: observations (rows of `A` and `B`).
  ///   - cols: unknowns (columns of `A`).
  ///   - b: `rows × rhs` right-hand sides, column-major (several fits share one A).
  ///   - rhs: right-hand sides (columns of `B`).
  ///   - relativeTolerance: `dgelsy`'s `rcond` (see ``defaultRelativeTolerance``).
  /// - Throws: ``LAPACKError`` when the system is underdetermined, rank
  ///   deficient at the tolerance, or holds non-finite values. Never returns
  ///   coefficients of a singular system.
  /// - Complexity: O(rows·cols² + rows·cols·rhs).
  public static func solveLeastSquares(
    _ a: [Double], rows: Int, cols: Int, _ b: [Double], rhs: Int = 1,
    relativeTolerance: Double = defaultRelativeTolerance
  ) throws(LAPACKError) -> LeastSquaresSolution {
    precondition(a.count == rows * cols, "leastSquares: A has \(a.count) values, expected \(rows)×\(cols)")
    precondition(b.count == rows * rhs, "leastSquares: B has \(b.count) values, expected \(rows)×\(rhs)")
    guard rows >= cols, cols > 0 else { throw .underdetermined(rows: rows, cols: cols) }
    guard a.allSatisfy(\.isFinite), b.allSatisfy(\.isFinite) else { throw .nonFiniteInput }
    guard rows <= Int(Int32.max), rhs <= Int(Int32.max) else {
      preconditionFailure("leastSquares: size beyond LAPACK's 32-bit index")
    }
    var aWork = a
    var scale = [Double](repeating: 1, count: cols)
    for j in 0..<cols {
      let norm = aWork.withUnsafeBufferPointer {
        euclideanNorm(UnsafeBufferPointer(rebasing: $0[(j * rows)..<(j * rows + rows)]))
      }
      guard norm > 0 else { throw .rankDeficient(rank: cols - 1, columns: cols) }
      scale[j] = norm
      for i in 0..<rows { aWork[j * rows + i] /= norm }
    }
    var bWork = b
    var m = Int32(rows)
    var n = Int32(cols)
    var nrhs = Int32(rhs)
    var lda = m
    var ldb = m
    var rcond = relativeTolerance
    var rank: Int32 = 0
    var info: Int32 = 0
    var pivots = [Int32](repeating: 0, count: cols)
    var lwork: Int32 = -1
    var query = 0.0
    callDGELSY(&m, &n, &nrhs, &aWork, &lda, &bWork, &ldb, &pivots, &rcond, &rank, &query, &lwork, &info)
    lwork = Int32(max(1, Int(query)))
    var work = [Double](repeating: 0, count: Int(lwork))
    callDGELSY(&m, &n, &nrhs, &aWork, &lda, &bWork, &ldb, &pivots, &rcond, &rank, &work, &lwork, &info)
    precondition(info == 0, "dgelsy: illegal argument \(-info)")
    guard Int(rank) == cols else { throw .rankDeficient(rank: Int(rank), columns: cols) }
    var reciprocal = 0.0
    callDTRCON(&n, &aWork, &lda, &reciprocal)
    var x = [Double](repeating: 0, count: cols * rhs)
    for j in 0..<rhs {
      for i in 0..<cols { x[j * cols + i] = bWork[j * rows + i] / scale[i] }
    }
    return LeastSquaresSolution(
      coefficients: x, rank: cols, conditionEstimate: reciprocal > 0 ? 1 / reciprocal : .infinity)
  }

  /// The coefficients of ``solveLeastSquares(_:rows:cols:_:rhs:relativeTolerance:)``.
  public static func leastSquares(
    _ a: [Double], rows: Int, cols: Int, _ b: [Double], rhs: Int = 1
  ) throws(LAPACKError) -> [Double] {
    try solveLeastSquares(a, rows: rows, cols: cols, b, rhs: rhs).coefficients
  }

  /// `‖x‖₂` without overflow or underflow: the plain sum of squares when the
  /// largest |xᵢ| is within 1e±150 (squares cannot leave the Double range), else
  /// the sum of (xᵢ / max)², scaled back (as LAPACK's `dnrm2` guards it).
  static func euclideanNorm(_ x: UnsafeBufferPointer<Double>) -> Double {
    var big = 0.0
    for v in x { big = Swift.max(big, Swift.abs(v)) }
    guard big > 0 else { return 0 }
    var sum = 0.0
    if big > 1e-150 && big < 1e150 {
      for v in x { sum += v * v }
      return sum.squareRoot()
    }
    for v in x {
      let r = v / big
      sum += r * r
    }
    return big * sum.squareRoot()
  }

  private static func callDGELSY(
    _ m: inout Int32, _ n: inout Int32, _ nrhs: inout Int32, _ a: inout [Double], _ lda: inout Int32,
    _ b: inout [Double], _ ldb: inout Int32, _ pivots: inout [Int32], _ rcond: inout Double, _ rank: inout Int32,
    _ work: UnsafeMutablePointer<Double>, _ lwork: inout Int32, _ info: inout Int32
  ) {
    BLASThreads.keepOnCallingThread()
    dgelsy_(&m, &n, &nrhs, &a, &lda, &b, &ldb, &pivots, &rcond, &rank, work, &lwork, &info)
  }

  /// 1-norm reciprocal condition estimate of the upper triangle R that `dgelsy`
  /// leaves in the leading `n × n` block of `a`.
  private static func callDTRCON(_ n: inout Int32, _ a: inout [Double], _ lda: inout Int32, _ reciprocal: inout Double)
  {
    var norm = CChar(UInt8(ascii: "1"))
    var uplo = CChar(UInt8(ascii: "U"))
    var diag = CChar(UInt8(ascii: "N"))
    var work = [Double](repeating: 0, count: 3 * Int(n))
    var iwork = [Int32](repeating: 0, count: Int(n))
    var info: Int32 = 0
    #if canImport(Accelerate)
    dtrcon_(&norm, &uplo, &diag, &n, &a, &lda, &reciprocal, &work, &iwork, &info)
    #else
    dtrcon_(&norm, &uplo, &diag, &n, &a, &lda, &reciprocal, &work, &iwork, &info, 1, 1, 1)
    #endif
    if info != 0 { reciprocal = 0 }
  }
}
