#if canImport(Accelerate)
import Accelerate
#else
import CBLAS
#endif

/// Thin, shape-checked wrappers over BLAS (OpenBLAS on Linux, Accelerate on
/// Darwin). All matrices are column-major `[Double]` with explicit dimensions.
/// This file and `LAPACK.swift` are the only places that touch C BLAS names.
public enum BLAS {
  /// Dot product `Σ x_i·y_i` (`ddot`).
  /// - Complexity: O(n).
  public static func dot(_ x: [Double], _ y: [Double]) -> Double {
    precondition(x.count == y.count, "dot: lengths differ (\(x.count) vs \(y.count))")
    BLASThreads.keepOnCallingThread()
    return cblas_ddot(Int32(x.count), x, 1, y, 1)
  }

  /// Matrix–vector product `y = op(A)·x` (`dgemv`), `A` is `rows × cols` column-major.
  /// - Parameters:
  ///   - a: the matrix, `rows × cols` column-major.
  ///   - rows: rows of `A`.
  ///   - cols: columns of `A`.
  ///   - x: the vector: `cols` entries, or `rows` when `transposed`.
  ///   - transposed: when true computes `Aᵀ·x` (`x` has `rows` entries).
  /// - Complexity: O(rows·cols).
  public static func gemv(
    _ a: [Double], rows: Int, cols: Int, _ x: [Double], transposed: Bool = false
  ) -> [Double] {
    a.withUnsafeBufferPointer { gemv($0, rows: rows, cols: cols, x, transposed: transposed) }
  }

  /// ``gemv(_:rows:cols:_:transposed:)`` on a matrix in memory the caller owns
  /// (a slice of a larger buffer: no copy).
  public static func gemv(
    _ a: UnsafeBufferPointer<Double>, rows: Int, cols: Int, _ x: [Double], transposed: Bool = false
  ) -> [Double] {
    precondition(a.count == rows * cols, "gemv: A has \(a.count) values, expected \(rows)×\(cols)")
    let (inLen, outLen) = transposed ? (rows, cols) : (cols, rows)
    precondition(x.count == inLen, "gemv: x has \(x.count) values, expected \(inLen)")
    var y = [Double](repeating: 0, count: outLen)
    guard rows > 0, cols > 0, let base = a.baseAddress else { return y }
    BLASThreads.keepOnCallingThread()
    cblas_dgemv(
      CblasColMajor, transposed ? CblasTrans : CblasNoTrans, Int32(rows), Int32(cols),
      1, base, Int32(rows), x, 1, 0, &y, 1)
    return y
  }

  /// Matrix product `C = A·B` (`dgemm`): `A` is `m × k`, `B` is `k × n`, all column-major.
  /// - Complexity: O(m·k·n).
  public static func gemm(
    _ a: [Double], _ b: [Double], m: Int, k: Int, n: Int
  ) -> [Double] {
    precondition(a.count == m * k, "gemm: A has \(a.count) values, expected \(m)×\(k)")
    precondition(b.count == k * n, "gemm: B has \(b.count) values, expected \(k)×\(n)")
    var c = [Double](repeating: 0, count: m * n)
    guard m > 0, n > 0, k > 0 else { return c }
    BLASThreads.keepOnCallingThread()
    cblas_dgemm(
      CblasColMajor, CblasNoTrans, CblasNoTrans, Int32(m), Int32(n), Int32(k),
      1, a, Int32(m), b, Int32(k), 0, &c, Int32(m))
    return c
  }
}
