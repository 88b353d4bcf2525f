import Foundation
import Testing
import _VeloTestSupport

@testable import VeloIO

/// A file's bytes come back whole, from a regular file (small, and large enough for huge pages), an
/// empty one or a device; a missing file and a directory are errors naming the file and the reason.
@Suite struct FileBytesTests {
  @Test func aFileReadsBackWhole() throws {
    let dir = try makeTemporaryDirectory()
    for count in [1, 4_095, 5 << 20 | 123] {
      var bytes = [UInt8](repeating: 7, count: count)
      for i in stride(from: 0, to: count, by: 4_093) { bytes[i] = UInt8(i % 251) }
      let url = dir.appendingPathComponent("f\(count).csv")
      try Data(bytes).write(to: url)
      #expect(try readFileBytes(url.path) == bytes, "\(count) bytes")
    }
    let empty = dir.appendingPathComponent("empty.csv")
    try Data().write(to: empty)
    #expect(try readFileBytes(empty.path) == [])
    #expect(try readFileBytes("/dev/null") == [], "a device is read as a stream")
  }

  @Test func aMissingFileOrADirectoryIsNamed() throws {
    let dir = try makeTemporaryDirectory()
    for (path, reason) in [
      (dir.appendingPathComponent("nope.csv").path, "no such file"), (dir.path, "is a directory, expected a CSV file"),
    ] {
      #expect {
        _ = try readFileBytes(path)
      } throws: { error in
        guard let e = error as? CSVError else { return false }
        return e.isUnreadable && "\(e)".contains(path) && "\(e)".contains(reason)
      }
    }
  }
}
