import Testing
import VeloIO
import VeloKernels
import VeloScore
import _VeloTestSupport

/// A minimal activity: file_id, then records with timestamp (u32), power (u16), heart rate (u8).
func smallActivity(records count: Int = 5, start: UInt32 = 1_000_000_000) -> FITTestWriter {
  var w = FITTestWriter()
  w.define(local: 0, global: 0, fields: [(0, 1, 0x00)])
  w.data(local: 0, [4])
  w.define(local: 1, global: 20, fields: [(253, 4, 0x86), (7, 2, 0x84), (3, 1, 0x02)])
  for i in 0..<count { w.data(local: 1, le32(start + UInt32(i)) + le16(UInt16(200 + i)) + [UInt8(120 + i)]) }
  return w
}

@Suite struct FITDecoderTests {
  @Test func crcTestVectors() {
    #expect(FITCRC.checksum(Array("123456789".utf8)) == 0xBB3D)
    #expect(FITCRC.checksum([0x0E, 0x20, 0x64, 0x00, 0xE7, 0x6F, 0x01, 0x00, 0x2E, 0x46, 0x49, 0x54]) == 0x970F)
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 37) }
    #expect(FITCRC.checksum(bytes) == FITTestWriter.crc(bytes))
  }

  /// Slicing-by-8 against the protocol's nibble-table CRC at every length 0…70,
  /// with random bytes, and continued from a split point.
  @Test func slicedCRCEqualsTheNibbleCRC() {
    var rng = SeededGenerator(seed: 606)
    for n in 0...70 {
      let bytes = (0..<n).map { _ in UInt8.random(in: 0...255, using: &rng) }
      #expect(FITCRC.checksum(bytes) == FITTestWriter.crc(bytes), "length \(n)")
      let cut = n / 3
      let continued = bytes.withUnsafeBytes { b in
        FITCRC.checksum(
          UnsafeRawBufferPointer(rebasing: b[cut...]),
          startingWith: FITCRC.checksum(UnsafeRawBufferPointer(rebasing: b[..<cut])))
      }
      #expect(continued == FITTestWriter.crc(bytes), "length \(n) split at \(cut)")
    }
  }

  @Test func decodesRecordsWithBothHeaderSizes() throws {
    for size in [12, 14] {
      let a = try FITActivity.read(smallActivity().file(headerSize: size), file: "t.fit")
      #expect(a.streams.time == [0, 1, 2, 3, 4])
      #expect(a.streams.power == [200, 201, 202, 203, 204])
      #expect(a.streams.heartRate == [120, 121, 122, 123, 124])
      #expect(a.startTime == 1_000_000_000 + 631_065_600)
      #expect(a.fileType == 4)
    }
  }

  @Test func headerCRCZeroIsNotChecked() throws {
    let a = try FITActivity.read(smallActivity().file(headerCRC: false), file: "t.fit")
    #expect(a.streams.sampleCount == 5)
  }

  @Test func badFileCRCIsAnErrorUnlessLenient() throws {
    let bytes = smallActivity().file(corruptFileCRC: true)
    let error = try #require(throws: FITError.self) { try FITActivity.read(bytes, file: "t.fit") }
    #expect(error.offset == bytes.count - 2)
    #expect(error.description.hasPrefix("t.fit: byte \(bytes.count - 2): file CRC mismatch"))
    let lenient = try FITActivity.read(bytes, file: "t.fit", options: .init(lenient: true))
    #expect(lenient.streams.sampleCount == 5)
    #expect(lenient.warnings.count == 1)
  }

  @Test func bigEndianDefinitions() throws {
    var w = FITTestWriter()
    w.define(local: 2, global: 20, bigEndian: true, fields: [(253, 4, 0x86), (7, 2, 0x84), (0, 4, 0x85)])
    w.data(local: 2, be32(1_000_000_000) + be16(345) + be32(UInt32(bitPattern: Int32(-1_073_741_824))))
    let a = try FITActivity.read(w.file(), file: "be.fit")
    #expect(a.streams.power == [345])
    #expect(a.streams.latitude == [-90])
  }

  @Test func compressedTimestampsRollOver() throws {
    var w = FITTestWriter()
    w.define(local: 0, global: 20, fields: [(253, 4, 0x86), (7, 2, 0x84)])
    w.data(local: 0, le32(1_000_000_030) + le16(100))  // 30 = 0b11110 in the low 5 bits
    w.define(local: 1, global: 20, fields: [(7, 2, 0x84)])
    w.compressed(local: 1, offset: 31, le16(101))  // same 32-s window: +1 s
    w.compressed(local: 1, offset: 2, le16(102))  // offset < last low bits: next window, +3 s
    let a = try FITActivity.read(w.file(), file: "c.fit")
    #expect(a.streams.time == [0, 1, 4])
    #expect(a.streams.power == [100, 101, 102])
    let dump = try FITDump.lines(w.file(), file: "c.fit").lines
    #expect(dump[2] == "20|7=102|253=1000000034")
  }

  @Test func localTypesAreRedefinedMidFile() throws {
    var w = smallActivity(records: 2)
    w.define(local: 1, global: 20, fields: [(253, 4, 0x86), (3, 1, 0x02)])  // now heart rate only
    w.data(local: 1, le32(1_000_000_002) + [150])
    let a = try FITActivity.read(w.file(), file: "r.fit")
    #expect(a.streams.heartRate == [120, 121, 150])
    #expect(a.streams.power![0] == 200 && a.streams.power![2].isNaN)
  }

  @Test func invalidValuesAreAbsentAndArraysKeepValidElements() throws {
    var w = FITTestWriter()
    w.define(local: 0, global: 20, fields: [(253, 4, 0x86), (7, 2, 0x84), (3, 1, 0x02)])
    w.data(local: 0, le32(1_000_000_000) + [0xFF, 0xFF, 0xFF])
    w.define(local: 1, global: 99, fields: [(1, 6, 0x84), (2, 8, 0x07), (3, 4, 0x0D), (4, 3, 0x84)])
    w.data(local: 1, le16(5) + le16(0xFFFF) + le16(7) + Array("ab\0cd\0\0\0".utf8) + [0xFF, 1, 0xFF, 2] + [9, 8, 7])
    let lines = try FITDump.lines(w.file(), file: "i.fit").lines
    #expect(lines[0] == "20|253=1000000000")
    // uint16[3] with a hole; NUL-separated strings; bytes kept whole; misaligned size → uint8 array
    #expect(lines[1] == "99|1=[5;-;7]|2=[\"ab\";\"cd\"]|3=[255;1;255;2]|4=[9;8;7]")
  }

  @Test func developerFieldsDecodeByDescriptionEvenWithoutDeveloperId() throws {
    var w = FITTestWriter()
    // field_description: index 0, field 1, float32, name "core_temp", units "C"
    w.define(local: 0, global: 206, fields: [(0, 1, 0x02), (1, 1, 0x02), (2, 1, 0x02), (3, 10, 0x07), (8, 2, 0x07)])
    w.data(local: 0, [0, 1, 0x88] + Array("core_temp\0".utf8) + Array("C\0".utf8))
    w.define(
      local: 1, global: 20, fields: [(253, 4, 0x86), (7, 2, 0x84)],
      developer: [(number: 1, size: 4, index: 0), (number: 9, size: 2, index: 0)])
    w.data(local: 1, le32(1_000_000_000) + le16(250) + le32(Float(37.5).bitPattern) + [1, 2])
    let bytes = w.file()
    let lines = try FITDump.lines(bytes, file: "d.fit").lines
    #expect(lines[1] == "20|7=250|253=1000000000|dev0.1=37.5")  // undescribed dev0.9 skipped
    let a = try FITActivity.read(bytes, file: "d.fit")
    #expect(a.developerFieldNames == ["core_temp"])
    #expect(a.streams.power == [250])
  }

  @Test func chainedFilesResetDefinitions() throws {
    let first = smallActivity(records: 2).file()
    var second = FITTestWriter()
    second.define(local: 1, global: 20, fields: [(253, 4, 0x86), (7, 2, 0x84)])
    second.data(local: 1, le32(1_000_000_010) + le16(300))
    let summaryLines = try FITDump.lines(first + second.file(), file: "chain.fit")
    #expect(summaryLines.summary.files == 2)
    #expect(summaryLines.lines.count == 4)
    let a = try FITActivity.read(first + second.file(), file: "chain.fit")
    #expect(a.streams.power == [200, 201, 300])
    // The second file may not use the first file's definitions.
    var orphan = FITTestWriter()
    orphan.data(local: 1, le32(1_000_000_011) + le16(1) + [1])
    let error = try #require(throws: FITError.self) { try FITActivity.read(first + orphan.file(), file: "chain.fit") }
    #expect(error.offset == first.count + 14)
    #expect(error.message.contains("before any definition"))
  }

  @Test func timerEventsBecomePauses() throws {
    var w = smallActivity(records: 1)
    w.define(local: 2, global: 21, fields: [(253, 4, 0x86), (0, 1, 0x00), (1, 1, 0x00)])
    w.data(local: 2, le32(1_000_000_100) + [0, 1])  // timer stop
    w.data(local: 2, le32(1_000_000_160) + [0, 0])  // timer start
    w.data(local: 2, le32(1_000_000_900) + [0, 4])  // stop_all: end of activity, not a pause
    let a = try FITActivity.read(w.file(), file: "p.fit")
    #expect(a.pauses == [FITActivity.Pause(start: 1_000_000_100 + 631_065_600, end: 1_000_000_160 + 631_065_600)])
  }

  /// A final stop never restarted ends the running time: records after it
  /// (an Edge 500 kept recording 26 minutes after its last auto-pause) are a
  /// pause to the last record. 1,201 records a second apart, stopped 100–160
  /// and for good at 900: the timer is 900 − 60 = 840 s.
  @Test func recordsAfterTheLastStopAreNotTimerTime() throws {
    var w = FITTestWriter()
    w.define(local: 0, global: 20, fields: [(253, 4, 0x86), (7, 2, 0x84)])
    for i in 0...1200 { w.data(local: 0, le32(1_000_000_000 + UInt32(i)) + le16(200)) }
    w.define(local: 2, global: 21, fields: [(253, 4, 0x86), (0, 1, 0x00), (1, 1, 0x00)])
    w.data(local: 2, le32(1_000_000_100) + [0, 1])  // timer stop
    w.data(local: 2, le32(1_000_000_160) + [0, 0])  // timer start
    w.data(local: 2, le32(1_000_000_900) + [0, 4])  // stop_all, never restarted
    let a = try FITActivity.read(w.file(), file: "p.fit")
    let epoch = 1_000_000_000 + 631_065_600
    #expect(a.pauses.last == FITActivity.Pause(start: epoch + 900, end: epoch + 1201))
    let summary = ActivitySummary(streams: a.streams, settings: AthleteSettings())
    #expect(summary.timerSeconds == 840)
    #expect(summary.power?.metrics.durationSeconds == 841)
  }

  @Test func notAFITFile() throws {
    let error = try #require(throws: FITError.self) {
      try FITActivity.read(Array("time,power\n0,1\n".utf8), file: "x.csv")
    }
    #expect(error.offset == 0)
    #expect(try #require(throws: FITError.self) { try FITActivity.read([], file: "e.fit") }.message.contains("empty"))
    #expect(FITDecoder.isFIT(smallActivity().file()))
    #expect(!FITDecoder.isFIT(Array("time,power".utf8)))
  }
}

@Suite struct FITLongFileTests {
  /// A 72-hour 1 Hz recording (259,200 records) decodes in one linear pass.
  @Test func seventyTwoHourRecording() throws {
    let records = 72 * 3600
    var w = FITTestWriter()
    w.records.reserveCapacity(records * 8 + 64)
    w.define(local: 0, global: 20, fields: [(253, 4, 0x86), (7, 2, 0x84), (3, 1, 0x02)])
    for i in 0..<records {
      w.data(local: 0, le32(1_000_000_000 + UInt32(i)) + le16(UInt16(150 + i % 100)) + [UInt8(100 + i % 50)])
    }
    let bytes = w.file()
    let a = try FITActivity.read(bytes, file: "72h.fit")
    #expect(a.streams.sampleCount == records)
    #expect(a.streams.time.last == Double(records - 1))
    let grid = try #require(a.streams.powerOnOneHertzGrid())
    #expect(grid.power.count == records && grid.filledSeconds == 0)
  }
}
