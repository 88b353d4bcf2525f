import Testing

@testable import VeloKernels

@Suite struct LargeArrayTests {
  @Test func writingOnceAndRepeatingHoldWhatWasWritten() {
    for count in [0, 1, 1_000, 1 << 20] {  // 1 << 20 doubles = 8 MiB: the huge-page path
      let squares = [Double](writingOnce: count) { out in for i in out.indices { out[i] = Double(i * i) } }
      #expect(squares.count == count)
      #expect(squares.enumerated().allSatisfy { $0.element == Double($0.offset * $0.offset) })
      let nans = [Double](largeRepeating: .nan, count: count)
      #expect(nans.count == count && nans.allSatisfy(\.isNaN))
    }
  }

  @Test func adviceOnOddBuffersIsHarmless() {
    let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: (5 << 20) + 123, alignment: 8)
    defer { bytes.deallocate() }
    adviseHugePages(UnsafeMutableRawBufferPointer(rebasing: bytes[7...]))
    adviseHugePages(UnsafeMutableRawBufferPointer(start: nil, count: 0))
    bytes.initializeMemory(as: UInt8.self, repeating: 1)
    #expect(bytes.allSatisfy { $0 == 1 })
  }
}
