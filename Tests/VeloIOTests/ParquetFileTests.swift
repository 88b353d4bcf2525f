import Testing

@testable import VeloIO

#if canImport(CVeloZstd)
import CVeloZstd
#endif

/// Byte-level checks against the worked rules of the Thrift compact protocol
/// spec (thrift-compact-protocol.md) and Parquet's Encodings.md. Whole files are
/// checked by reading them back with pyarrow, pandas, Polars and DuckDB
/// (scripts/parquet-check.py in make check).
@Suite struct ParquetFileTests {
  @Test func zigzagVarintsAsTheSpecGivesThem() {
    // ZigZag: 0→0, −1→1, 1→2, −2→3, 2³¹−1→2³²−2, −2³¹→2³²−1; varint 300 = AC 02.
    for (value, expected) in [
      (0, [0x00]), (-1, [0x01]), (1, [0x02]), (-2, [0x03]), (150, [0xAC, 0x02]),
      (Int(Int32.max), [0xFE, 0xFF, 0xFF, 0xFF, 0x0F]), (Int(Int32.min), [0xFF, 0xFF, 0xFF, 0xFF, 0x0F]),
    ] as [(Int, [UInt8])] {
      var w = ThriftCompactWriter()
      w.structValue { $0.i32(1, Int32(value)) }
      #expect(w.bytes == [0x15] + expected + [0x00], "i32 \(value)")
    }
  }

  @Test func fieldHeadersShortAndLongForm() {
    var w = ThriftCompactWriter()
    w.structValue { s in
      s.bool(1, true)  // delta 1, type BOOLEAN_TRUE (1)
      s.bool(3, false)  // delta 2, BOOLEAN_FALSE (2)
      s.i64(20, 1)  // delta 17 > 15: type byte, then the id as a zigzag varint (i16)
      s.string(21, "ab")  // delta 1, BINARY (8): length varint, bytes
    }
    #expect(w.bytes == [0x11, 0x22, 0x06, 0x28, 0x02, 0x18, 0x02, 0x61, 0x62, 0x00])
  }

  @Test func listsAndNestedStructs() {
    var w = ThriftCompactWriter()
    w.structValue { s in
      s.i32List(1, [1, 2, 3])  // size 3 < 15: (3 << 4) | I32 (5)
      s.structure(2) { $0.i32(1, 7) }  // nested: field ids restart at 0
      s.i32(3, 1)  // back in the outer struct: delta 1 from field 2
      s.i32List(4, Array(repeating: 0, count: 15))  // size ≥ 15: 0xF5, then the size as a varint
    }
    #expect(
      w.bytes == [0x19, 0x35, 0x02, 0x04, 0x06, 0x1C, 0x15, 0x0E, 0x00, 0x15, 0x02, 0x19, 0xF5, 0x0F]
        + Array(repeating: 0x00, count: 15) + [0x00])
  }

  @Test func definitionLevelsAreOneBitPackedRun() {
    // Encodings.md: bit-packed run header (groups << 1) | 1; values LSB first, zero-padded.
    let levels = ParquetWriter.definitionLevels([true, false, true, true, false, false, false, false, true])
    #expect(levels == [0x05, 0b0000_1101, 0b0000_0001])
    #expect(ParquetWriter.definitionLevels([]) == [0x01])
  }

  @Test func fileFraming() throws {
    var a = ParquetColumn(name: "a", kind: .double)
    a.append(1.5)
    a.appendNull()
    var s = ParquetColumn(name: "s", kind: .string)
    s.append("x")
    s.append(nil as String?)
    let bytes = try ParquetFile.encode([a, s], metadata: [("k", "v")])
    #expect(Array(bytes.prefix(4)) == Array("PAR1".utf8) && Array(bytes.suffix(4)) == Array("PAR1".utf8))
    let footer = bytes[bytes.count - 8..<bytes.count - 4].enumerated().reduce(0) {
      $0 | Int($1.element) << (8 * $1.offset)
    }
    #expect(footer > 0 && footer < bytes.count - 12)
    // PLAIN: one 8-byte double, one length-prefixed string; nulls take no value bytes.
    #expect(a.plain == [0, 0, 0, 0, 0, 0, 0xF8, 0x3F])
    #expect(s.plain == [1, 0, 0, 0, 0x78])
  }

  @Test func pagesComeBackWholeFromEachCodec() throws {
    let page = (0..<5000).map { UInt8(truncatingIfNeeded: $0 * 7 % 13) }
    #expect(try ParquetCodec.uncompressed.compress(page) == page)
    let gzip = try ParquetCodec.gzip.compress(page)
    #expect(gzip.count < page.count && Gzip.isGzip(gzip))
    #expect(try Gzip.decompress(gzip, file: "page") == page)
    #if canImport(CVeloZstd)
    #expect(ParquetCodec.preferred == .zstd(level: 1))
    let zstd = try ParquetCodec.zstd(level: 1).compress(page)
    var back = [UInt8](repeating: 0, count: page.count)
    let size = back.withUnsafeMutableBytes { out in
      zstd.withUnsafeBytes { ZSTD_decompress(out.baseAddress, out.count, $0.baseAddress, $0.count) }
    }
    #expect(ZSTD_isError(size) == 0 && size == page.count && back == page)
    #else
    #expect(ParquetCodec.preferred == .gzip && !ParquetCodec.zstd(level: 1).isAvailable)
    #endif
  }

  /// parquet.thrift, Statistics: min/max PLAIN-encoded without a length; a zero
  /// minimum written as −0.0 and a zero maximum as +0.0; NaN never a bound.
  @Test func statisticsAsTheSpecWritesThem() throws {
    var x = ParquetColumn(name: "x", kind: .double)
    for v in [0.0, 2.5, .nan, -0.0] { x.append(v) }
    x.appendNull()
    let bounds = try #require(ParquetWriter.statistics(x))
    #expect(bounds.min == ParquetWriter.littleEndian((-0.0).bitPattern))
    #expect(bounds.max == ParquetWriter.littleEndian(2.5.bitPattern))
    #expect(x.nullCount == 1)
    var day = ParquetColumn(name: "d", kind: .date)
    for v: Int64 in [20_000, -3, 7] { day.append(v) }
    #expect(
      ParquetWriter.statistics(day).map { [$0.min, $0.max] } == [[0xFD, 0xFF, 0xFF, 0xFF], [0x20, 0x4E, 0, 0]])
    var text = ParquetColumn(name: "s", kind: .string)
    for v in ["b", "ab", "é", "B"] { text.append(v) }
    // Unsigned byte order: "B" (0x42) < "ab" < "b" < "é" (0xC3 0xA9).
    #expect(ParquetWriter.statistics(text).map { [$0.min, $0.max] } == [Array("B".utf8), Array("é".utf8)])
    text.append(String(repeating: "ê", count: 200))  // the new maximum, 400 bytes: no bounds
    #expect(ParquetWriter.statistics(text) == nil)
    #expect(ParquetWriter.statistics(ParquetColumn(name: "none", kind: .double)) == nil)
  }
}
