import Testing
import _VeloTestSupport

@testable import VeloKernels

@Suite struct BLASTests {
  @Test func dotMatchesLoop() {
    let x = testSignal(count: 1001, seed: 1)
    let y = testSignal(count: 1001, seed: 2)
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
    let m = 7
    let k = 5
    let n = 3
    let a = testSignal(count: m * k, seed: 3)
    let b = testSignal(count: k * n, seed: 4)
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
    let x1: [Double] = [0, 1, 2, 3, 4, 5]
    let x2: [Double] = [1, 0, 4, 1, 5, 9]
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
    // Exactly dependent columns: dgels returned [1.49e16, -7.45e15] on another CPU.
    #expect(throws: LAPACKError.rankDeficient(rank: 1, columns: 2)) {
      try LAPACK.leastSquares([1, 1, 2, 2], rows: 2, cols: 2, [1, 2])
    }
    #expect(throws: LAPACKError.rankDeficient(rank: 1, columns: 2)) {
      try LAPACK.leastSquares([1, 2, 3, 0, 0, 0], rows: 3, cols: 2, [1, 2, 3])
    }
    #expect(throws: LAPACKError.underdetermined(rows: 1, cols: 2)) {
      try LAPACK.leastSquares([1, 1], rows: 1, cols: 2, [1])
    }
    #expect(throws: LAPACKError.nonFiniteInput) { try LAPACK.leastSquares([1, .nan, 2, 3], rows: 2, cols: 2, [1, 2]) }
    #expect(throws: LAPACKError.nonFiniteInput) {
      try LAPACK.leastSquares([1, 0, 0, 1], rows: 2, cols: 2, [1, .infinity])
    }
  }

  /// Property: a column that is a multiple of another plus noise at 1e-15 (relative)
  /// is dependent at the solver's tolerance on any CPU; it throws, never returns
  /// coefficients of 10^15.
  @Test func nearlyDependentColumnsPlusNoiseThrow() {
    for seed in UInt64(1)...200 {
      let rows = 3 + Int(seed % 40)
      let first = testSignal(count: rows, seed: seed, range: -5...5)
      let noise = testSignal(count: rows, seed: seed &+ 1000, range: -1...1)
      let factor = testSignal(count: 1, seed: seed &+ 2000, range: -1e3...1e3)[0]
      let second = zip(first, noise).map { factor * $0 * (1 + 1e-15 * $1) }
      let y = testSignal(count: rows, seed: seed &+ 3000)
      #expect(throws: LAPACKError.rankDeficient(rank: 1, columns: 2)) {
        try LAPACK.leastSquares(first + second, rows: rows, cols: 2, y)
      }
    }
  }

  /// Near-singular but determinable (condition ≈ 10^6): solved to the accuracy
  /// the condition allows, with a condition estimate within the 1-norm/2-norm
  /// factor of the closed form κ₂ = √((1 + c)/(1 − c)) for two unit columns at cosine c.
  @Test func nearSingularButDeterminedIsSolvedWithItsCondition() throws {
    for seed in UInt64(1)...50 {
      let rows = 10 + Int(seed % 20)
      let a = testSignal(count: rows, seed: seed, range: 1...2)
      let bump = testSignal(count: rows, seed: seed &+ 500, range: -1...1)
      let b = zip(a, bump).map { $0 + 1e-6 * $1 }
      let truth = [2.0, -3.0]
      let y = (0..<rows).map { truth[0] * a[$0] + truth[1] * b[$0] }
      let solution = try LAPACK.solveLeastSquares(a + b, rows: rows, cols: 2, y)
      #expect(solution.rank == 2)
      #expect(isClose(solution.coefficients[0], 2, rel: 1e-6) && isClose(solution.coefficients[1], -3, rel: 1e-6))
      func norm(_ v: [Double]) -> Double { v.reduce(0) { $0 + $1 * $1 }.squareRoot() }
      let cosine = zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } / (norm(a) * norm(b))
      let kappa2 = ((1 + cosine) / (1 - cosine)).squareRoot()
      #expect(solution.conditionEstimate >= kappa2 / 4 && solution.conditionEstimate <= kappa2 * 4)
    }
  }

  @Test func unitsDoNotDecideTheRank() throws {
    // Columns 10^12 apart in scale but orthogonal: well determined (condition 1).
    let a: [Double] = [1e12, 0, 0, 0, 1e-6, 0]
    let solution = try LAPACK.solveLeastSquares(a, rows: 3, cols: 2, [2e12, 3e-6, 0])
    #expect(isClose(solution.coefficients[0], 2) && isClose(solution.coefficients[1], 3))
    #expect(isClose(solution.conditionEstimate, 1, rel: 1e-12))
  }
}

@Suite struct EuclideanNormTests {
  /// Column norms of extreme magnitude neither overflow nor underflow: 3-4-5
  /// triangles scaled by 1e±200 and 1e±160 (squares beyond the Double range).
  @Test(arguments: [1.0, 1e200, 1e-200, 1e160, 1e-160, 1e149, 1e-149])
  func extremeScales(scale: Double) {
    let x = [3 * scale, -4 * scale, 0]
    let norm = x.withUnsafeBufferPointer { LAPACK.euclideanNorm($0) }
    #expect(abs(norm / (5 * scale) - 1) < 1e-15)
  }

  @Test func zeroAndEmpty() {
    #expect([0.0, 0, 0].withUnsafeBufferPointer { LAPACK.euclideanNorm($0) } == 0)
    #expect([Double]().withUnsafeBufferPointer { LAPACK.euclideanNorm($0) } == 0)
  }
}
