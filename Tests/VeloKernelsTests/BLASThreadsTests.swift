import Foundation
import Testing
import VeloKernels

@Suite struct BLASThreadsTests {
  /// A product big enough that OpenBLAS would split it over its workers runs on the calling thread,
  /// gives the textbook sum, and leaves OpenBLAS set to one thread (or to the user's own setting).
  @Test func blasRunsOnTheCallingThreadAfterTheFirstCall() {
    let n = 160
    let a = (0..<n * n).map { Double(($0 * 7) % 13) - 6 }
    let b = (0..<n * n).map { Double(($0 * 5) % 11) - 5 }
    let c = BLAS.gemm(a, b, m: n, k: n, n: n)
    for (row, col) in [(0, 0), (17, 93), (n - 1, n - 1)] {
      let expected = (0..<n).reduce(0.0) { $0 + a[row + $1 * n] * b[$1 + col * n] }
      // Integer products summed: exact in any order here, but BLAS may fuse or reorder, so a stated tolerance.
      #expect(abs(c[row + col * n] - expected) <= 1e-9 * max(1, abs(expected)))
    }
    if let threads = BLASThreads.current {
      let chosen = ProcessInfo.processInfo.environment["OPENBLAS_NUM_THREADS"].flatMap(Int.init)
      #expect(threads == (chosen ?? 1))
    }
  }
}
