/// A whole table as one Parquet file of one row group (``ParquetWriter`` for
/// files written a row group at a time), and the schema's encodings that both
/// share.
///
/// Why our own writer: no Parquet library for Swift is maintained on this
/// registry, and the batch tables need only a small subset; `make check` reads
/// every file `batch` writes back with pyarrow, pandas, Polars and DuckDB
/// (scripts/parquet-check.py).
public enum ParquetFile {
  /// The file's bytes. All columns must have the same row count; `metadata`
  /// becomes the footer's key/value metadata (Arrow: the schema's metadata).
  public static func encode(
    _ columns: [ParquetColumn], metadata: [(key: String, value: String)] = [], createdBy: String = "veloscore",
    codec: ParquetCodec = .preferred
  ) throws -> [UInt8] {
    var writer = ParquetWriter(schema: columns.map { ($0.name, $0.kind) }, codec: codec)
    var out = writer.start()
    out += try writer.rowGroup(columns)
    out += writer.finish(metadata: metadata, createdBy: createdBy)
    return out
  }
}

extension ParquetWriter {
  /// Definition levels (bit width 1) as one bit-packed run of the RLE/bit-packed
  /// hybrid: header `(groups << 1) | 1`, then 8 levels per byte, least
  /// significant bit first (Encodings.md); padding past the last row is 0.
  static func definitionLevels(_ present: [Bool]) -> [UInt8] {
    let groups = (present.count + 7) / 8
    var w = ThriftCompactWriter()
    w.varint(UInt64(groups) << 1 | 1)
    var out = w.bytes
    out.reserveCapacity(out.count + groups)
    for g in 0..<groups {
      var byte: UInt8 = 0
      for bit in 0..<8 where g * 8 + bit < present.count && present[g * 8 + bit] { byte |= 1 << bit }
      out.append(byte)
    }
    return out
  }

  static func physicalType(_ kind: ParquetColumn.Kind) -> Int32 {
    switch kind {
    case .int32, .date: return 1  // INT32
    case .int64, .timestampMillisUTC: return 2  // INT64
    case .double: return 5  // DOUBLE
    case .string: return 6  // BYTE_ARRAY
    }
  }

  /// The legacy ConvertedType, for readers that predate LogicalType.
  static func convertedType(_ kind: ParquetColumn.Kind) -> Int32? {
    switch kind {
    case .string: return 0  // UTF8
    case .date: return 6  // DATE
    case .timestampMillisUTC: return 9  // TIMESTAMP_MILLIS
    default: return nil
    }
  }

  /// SchemaElement field 10, the LogicalType union.
  static func logicalType(_ kind: ParquetColumn.Kind, _ e: inout ThriftCompactWriter) {
    switch kind {
    case .string: e.structure(10) { $0.structure(1) { _ in } }  // STRING
    case .date: e.structure(10) { $0.structure(6) { _ in } }  // DATE
    case .timestampMillisUTC:
      e.structure(10) { l in
        l.structure(8) { t in  // TIMESTAMP
          t.bool(1, true)  // isAdjustedToUTC
          t.structure(2) { $0.structure(1) { _ in } }  // unit: MILLIS
        }
      }
    default: break
    }
  }
}
