import Testing

@testable import VeloKernels

@Suite struct ColumnArraysTests {
  struct Stop: Error {}

  @Test func columnsHoldTheRowsWrittenCutToTheCount() {
    let built = ColumnArrays.build(columns: 3, capacity: 10) { out -> Int in
      for row in 0..<7 { for k in 0..<3 { out[k][row] = Double(10 * k + row) } }
      return 7
    }
    #expect(built.count == 7)
    #expect(built.columns == (0..<3).map { k in (0..<7).map { Double(10 * k + $0) } })
    let none = ColumnArrays.build(columns: 2, capacity: 0) { _ in 0 }
    #expect(none.count == 0 && none.columns == [[], []])
  }

  @Test func anErrorFromTheBodyComesThrough() {
    #expect(throws: Stop.self) { try ColumnArrays.build(columns: 2, capacity: 4) { _ -> Int in throw Stop() } }
  }
}
