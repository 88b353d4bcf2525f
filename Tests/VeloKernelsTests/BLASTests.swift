import Testing
import VeloKernels
import _VeloTestSupport

@Suite struct BLASTests {
  @Test func dotMatchesLoop() {
    let x = testSignal(count: 1001, seed: 1), y = testSignal(count: 1001, seed: 2)
    var s = 0.0
    for i in 0..<x.count { s += x[i] * y[i] }
    #expect(isClose(BLAS.dot(x, y), s, rel: 1e-12))
  }

  @Test func gemvBothOrientations() {
    // A = [[1, 2, 3], [4, 5, 6]] (2×3), column-major.
    let a: [Double] = [1, 4, 2, 5, 3, 6]
    #expect(BLAS.gemv(a, rows: 2, cols: 3, [1, 1, 1]) == [6, 15])
    #expect(BLAS.gemv(a, rows: 2, cols: 3, [1, 2], transposed: true) == [9, 12, 15])
  }

  @Test func gemmMatchesLoop() {
    let m = 7, k = 5, n = 3
    let a = testSignal(count: m * k, seed: 3), b = testSignal(count: k * n, seed: 4)
    let c = BLAS.gemm(a, b, m: m, k: k, n: n)
    for i in 0..<m {
      for j in 0..<n {
        var s = 0.0
        for p in 0..<k { s += a[p * m + i] * b[j * k + p] }
        #expect(isClose(c[j * m + i], s, rel: 1e-12))
      }
    }
  }

  @Test func leastSquaresRecoversExactSolution() throws {
    // y = 2 − 3·x₁ + 0.5·x₂ exactly, 6 equations.
    let x1: [Double] = [0, 1, 2, 3, 4, 5], x2: [Double] = [1, 0, 4, 1, 5, 9]
    let a = Array(repeating: 1.0, count: 6) + x1 + x2
    let y = (0..<6).map { 2 - 3 * x1[$0] + 0.5 * x2[$0] }
    let beta = try LAPACK.leastSquares(a, rows: 6, cols: 3, y)
    #expect(zip(beta, [2, -3, 0.5]).allSatisfy { isClose($0, $1, rel: 1e-12, abs: 1e-12) })
  }

  @Test func leastSquaresSeveralRightHandSides() throws {
    let a: [Double] = [1, 1, 1, 0, 1, 2]
    let b: [Double] = [1, 3, 5, 2, 2, 2]  // y = 1 + 2x and y = 2
    let beta = try LAPACK.leastSquares(a, rows: 3, cols: 2, b, rhs: 2)
    #expect(zip(beta, [1, 2, 2, 0]).allSatisfy { isClose($0, $1, abs: 1e-12) })
  }

  @Test func rankDeficientAndUnderdeterminedThrow() {
    #expect(throws: LAPACKError.self) { try LAPACK.leastSquares([1, 1, 2, 2], rows: 2, cols: 2, [1, 2]) }
    #expect(throws: LAPACKError.underdetermined(rows: 1, cols: 2)) {
      try LAPACK.leastSquares([1, 1], rows: 1, cols: 2, [1])
    }
  }
}
