import Testing
import VeloIO
import _VeloTestSupport

/// Malformed input never traps or hangs: it decodes or throws a FITError that
/// names a byte offset inside the input.
@Suite struct FITRobustnessTests {
  /// Prefix lengths to try: every one for small files, a dense sample for large ones.
  static func prefixLengths(_ n: Int) -> [Int] {
    if n <= 16_384 { return Array(0..<n) }
    return Array(Set(Array(0..<2048) + Array(stride(from: 2048, to: n - 2048, by: 1021)) + Array((n - 2048)..<n)))
      .sorted()
  }

  @Test(arguments: FITParityTests.files)
  func everyTruncatedPrefixFailsWithAnOffset(name: String) throws {
    let bytes = try FITParityTests.bytes(name)
    var lenientMessages = 0
    for length in Self.prefixLengths(bytes.count) {
      let prefix = Array(bytes[0..<length])
      do {
        try FITDecoder(file: name).decode(prefix) { _ in }
        Issue.record("\(name): prefix of \(length) bytes decoded without error")
      } catch let error as FITError {
        #expect(error.offset >= 0 && error.offset <= length, "\(name)[..<\(length)]: \(error)")
        #expect(!error.message.isEmpty)
      }
      if let summary = try? FITDecoder(file: name, options: .init(lenient: true)).decode(prefix, visit: { _ in }) {
        #expect(!summary.warnings.isEmpty || length == bytes.count)
        lenientMessages = max(lenientMessages, summary.messages)
      }
    }
    #expect(lenientMessages > 0)  // lenient mode keeps the complete records of a cut file
  }

  @Test(arguments: FITParityTests.files)
  func randomByteFlipsNeverTrap(name: String) throws {
    let bytes = try FITParityTests.bytes(name)
    var rng = LCG(seed: 0xF17 &+ UInt64(bytes.count))
    for round in 0..<(bytes.count > 100_000 ? 40 : 400) {
      var mutated = bytes
      for _ in 0..<(1 + round % 8) {
        let i = Int(rng.next() % UInt64(mutated.count))
        mutated[i] = UInt8(truncatingIfNeeded: rng.next())
      }
      for lenient in [false, true] {
        do {
          let activity = try FITActivity.read(mutated, file: name, options: .init(lenient: lenient))
          _ = activity.streams.powerOnOneHertzGrid()
          _ = try FITDump.lines(mutated, file: name, options: .init(lenient: lenient))
        } catch let error as FITError {
          #expect(error.offset >= 0 && error.offset <= mutated.count)
        }
      }
    }
  }
}

struct LCG {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 17
  }
}
