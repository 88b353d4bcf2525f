import Foundation
import Testing
import VeloScore

@testable import VeloIO

/// The parallel parse (one chunk per core, cut at line ends) must give exactly
/// what one chunk gives: the same samples, the same first error at the same line.
@Suite struct ActivityCSVParallelTests {
  /// ~3.3 MB: several 1 MB chunks. Blank lines and a CRLF line sit inside
  /// chunks, so rows close up across chunk slots.
  static func body(rows: Int, iso: Bool = false, edit: (inout [String]) -> Void = { _ in }) -> [UInt8] {
    var lines = ["time,power,heart_rate"]
    for i in 0..<rows {
      let t = iso ? Self.iso(i) : String(i)
      lines.append("\(t),\(100 + (i * 37) % 400).5,\(i % 7 == 0 ? "" : String(120 + i % 50))")
      if i % 9_973 == 0 { lines.append("") }
      if i == 70_000 { lines[lines.count - 1] += "\r" }
    }
    edit(&lines)
    return Array(lines.joined(separator: "\n").utf8)
  }

  /// 2026-01-05T00:00:00Z (Unix 1,767,571,200) plus `i` seconds.
  static func iso(_ i: Int) -> String {
    func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
    return "2026-01-\(two(5 + i / 86_400))T\(two(i / 3600 % 24)):\(two(i / 60 % 60)):\(two(i % 60))Z"
  }

  static func same(_ a: [Double]?, _ b: [Double]?) -> Bool {
    guard let a, let b, a.count == b.count else { return a == nil && b == nil }
    return zip(a, b).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
  }

  @Test(arguments: [false, true]) func chunksGiveTheSerialResult(iso: Bool) throws {
    let bytes = Self.body(rows: iso ? 150_000 : 200_000, iso: iso)
    #expect(CSVLineChunks(bytes, from: 0, lineBefore: 0, count: 4).chunks.count == 4)
    let serial = try ActivityCSV.parseWithStart(bytes: bytes, file: "big.csv", chunks: 1)
    for chunks in [2, 3, 4, 7] {
      let parallel = try ActivityCSV.parseWithStart(bytes: bytes, file: "big.csv", chunks: chunks)
      #expect(parallel.start == serial.start)
      #expect(parallel.streams.time == serial.streams.time)
      #expect(Self.same(parallel.streams.power, serial.streams.power))
      #expect(Self.same(parallel.streams.heartRate, serial.streams.heartRate))
    }
    #expect(serial.streams.time.count == (iso ? 150_000 : 200_000))
    #expect(serial.streams.power?[3] == 211.5)
    #expect(serial.streams.heartRate?[7].isNaN == true)
    if iso { #expect(serial.start == 1_767_571_200 && serial.streams.time.last == 149_999) }
  }

  /// Row i (i ≥ 1) is on line i + 2 + its blank lines before: one after row 0, 9,973, ….
  /// Errors from late chunks, from a chunk's first line across a boundary, and
  /// a bad cell after a boundary fall: always the first problem in the file.
  @Test(
    arguments: [
      (150_000, "150000,abc,120", "big.csv:150018 (column 'power'): expected a number, found 'abc'"),
      (
        190_000, "5,100,120",
        "big.csv:190022 (column 'time'): time must not decrease from line to line: 5.0 follows 189999.0"
      ),
      (120_000, "1,100", "big.csv:120015: expected 3 cells like the header, found 2"),
    ] as [(Int, String, String)])
  func firstErrorWins(row: Int, replacement: String, message: String) throws {
    let bytes = Self.body(rows: 200_000) { lines in
      let index = lines.firstIndex { $0.hasPrefix("\(row),") }!
      lines[index] = replacement
    }
    for chunks in [1, 2, 4, 7] {
      #expect {
        try ActivityCSV.parseWithStart(bytes: bytes, file: "big.csv", chunks: chunks)
      } throws: { error in
        "\(error)".contains(message)
      }
    }
  }

  /// A decrease exactly at each chunk boundary, found by the check across chunks.
  @Test func decreaseAtAChunkBoundaryIsReportedAtItsLine() throws {
    var bytes = Self.body(rows: 200_000)
    let chunks = CSVLineChunks(bytes, from: 0, lineBefore: 0, count: 4).chunks
    let start = chunks[2].start
    let end = bytes[start...].firstIndex(of: UInt8(ascii: ","))!
    bytes.replaceSubrange(start..<end, with: Array("0".utf8))
    let line = bytes[..<start].filter { $0 == 0x0A }.count + 1
    let previous = String(
      decoding: bytes[..<(start - 1)].split(separator: 0x0A).last!.prefix { $0 != 0x2C }, as: UTF8.self)
    for chunks in [1, 4] {
      #expect {
        try ActivityCSV.parseWithStart(bytes: bytes, file: "big.csv", chunks: chunks)
      } throws: { error in
        "\(error)"
          == "big.csv:\(line) (column 'time'): time must not decrease from line to line: 0.0 follows \(previous).0"
      }
    }
  }
}
