/// A minimal Apache Parquet writer: flat tables of nullable columns, one row
/// group, one uncompressed version-1 data page per column, PLAIN values and
/// RLE/bit-packed definition levels — the subset every reader (pyarrow, pandas,
/// Polars, DuckDB, Spark) reads. Layout and field ids from the Parquet format
/// specification (apache/parquet-format: README "File format", parquet.thrift,
/// Encodings.md).
///
/// Why our own: no Parquet library for Swift is maintained on this registry,
/// and the batch tables need only this subset; `make test` reads every file it
/// writes back with pyarrow (scripts/parquet-check.py).
public enum ParquetFile {
  public struct TooLarge: Error, CustomStringConvertible {
    public var column: String
    public var description: String {
      "column '\(column)' is over 1 GiB, more than one Parquet page of this writer holds"
    }
  }

  /// The file's bytes. All columns must have the same row count; `metadata`
  /// becomes the footer's key/value metadata (Arrow: the schema's metadata).
  public static func encode(
    _ columns: [ParquetColumn], metadata: [(key: String, value: String)] = [], createdBy: String = "veloscore"
  ) throws -> [UInt8] {
    let rows = columns.first?.count ?? 0
    precondition(columns.allSatisfy { $0.count == rows }, "columns of different lengths")
    var out = Array("PAR1".utf8)
    var chunks: [(offset: Int, size: Int, column: ParquetColumn)] = []
    for column in columns {
      let levels = definitionLevels(column.present)
      let pageSize = 4 + levels.count + column.plain.count
      guard pageSize < 1 << 30 else { throw TooLarge(column: column.name) }
      var header = ThriftCompactWriter()
      header.structValue { h in
        h.i32(1, 0)  // type: DATA_PAGE
        h.i32(2, Int32(pageSize))  // uncompressed_page_size
        h.i32(3, Int32(pageSize))  // compressed_page_size (no codec)
        h.structure(5) { d in  // data_page_header
          d.i32(1, Int32(rows))  // num_values, nulls included
          d.i32(2, 0)  // encoding: PLAIN
          d.i32(3, 3)  // definition_level_encoding: RLE
          d.i32(4, 3)  // repetition_level_encoding: RLE (none: flat schema)
        }
      }
      let offset = out.count
      out += header.bytes
      withUnsafeBytes(of: UInt32(levels.count).littleEndian) { out += $0 }
      out += levels
      out += column.plain
      chunks.append((offset, out.count - offset, column))
    }
    var footer = ThriftCompactWriter()
    footer.structValue { f in
      f.i32(1, 1)  // version
      // schema: the root, then one leaf per column
      f.structList(2, [nil] + columns.map { Optional($0) }) { e, column in
        guard let column else {
          e.string(4, "schema")
          e.i32(5, Int32(columns.count))
          return
        }
        e.i32(1, physicalType(column.kind))
        e.i32(3, 1)  // repetition_type: OPTIONAL
        e.string(4, column.name)
        if let converted = convertedType(column.kind) { e.i32(6, converted) }
        logicalType(column.kind, &e)
      }
      f.i64(3, Int64(rows))
      f.structList(4, [()]) { g, _ in  // row_groups: one
        g.structList(1, chunks) { c, chunk in
          c.i64(2, Int64(chunk.offset))  // file_offset
          c.structure(3) { m in  // meta_data
            m.i32(1, physicalType(chunk.column.kind))
            m.i32List(2, [0, 3])  // encodings: PLAIN, RLE
            m.stringList(3, [chunk.column.name])  // path_in_schema
            m.i32(4, 0)  // codec: UNCOMPRESSED
            m.i64(5, Int64(rows))
            m.i64(6, Int64(chunk.size))
            m.i64(7, Int64(chunk.size))
            m.i64(9, Int64(chunk.offset))  // data_page_offset
          }
        }
        g.i64(2, Int64(chunks.reduce(0) { $0 + $1.size }))
        g.i64(3, Int64(rows))
      }
      if !metadata.isEmpty {
        f.structList(5, metadata) { kv, pair in
          kv.string(1, pair.key)
          kv.string(2, pair.value)
        }
      }
      f.string(6, createdBy)
    }
    out += footer.bytes
    withUnsafeBytes(of: UInt32(footer.bytes.count).littleEndian) { out += $0 }
    out += Array("PAR1".utf8)
    return out
  }

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
