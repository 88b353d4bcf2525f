/// An Apache Parquet file written a row group at a time, so a table of any
/// length is written in bounded memory: `start()`, then `rowGroup(_:)` for each
/// group of rows (the caller appends the bytes to its file as they come), then
/// `finish(metadata:createdBy:)` for the footer.
///
/// The subset written: a flat schema of nullable columns; per column chunk one
/// version-1 data page of PLAIN values with RLE/bit-packed definition levels,
/// compressed by the file's ``ParquetCodec``, and statistics (min, max, null
/// count) with the type-defined column order. Layout and field ids from the
/// Parquet format specification (apache/parquet-format: README "File format",
/// parquet.thrift, Encodings.md).
public struct ParquetWriter: Sendable {
  public let schema: [(name: String, kind: ParquetColumn.Kind)]
  public let codec: ParquetCodec
  /// Bytes handed out so far (the next byte's offset in the file).
  public private(set) var offset = 0
  public private(set) var rows = 0
  private var groups: [[Chunk]] = []

  /// Where one column chunk of one row group sits, and what its footer entry says.
  struct Chunk: Sendable {
    var offset: Int
    var compressedSize: Int
    var uncompressedSize: Int
    var values: Int
    var nulls: Int
    var bounds: (min: [UInt8], max: [UInt8])?
  }

  /// A column's page is 1 GiB or more: more than one page of this writer holds.
  public struct TooLarge: Error, CustomStringConvertible {
    public var column: String
    public var description: String {
      "column '\(column)' is over 1 GiB in one row group, more than one Parquet page of this writer holds"
    }
  }

  public init(schema: [(name: String, kind: ParquetColumn.Kind)], codec: ParquetCodec = .preferred) {
    self.schema = schema
    self.codec = codec
  }

  /// Empty columns of this file's schema, to fill with one row group's rows.
  public func emptyColumns() -> [ParquetColumn] {
    schema.map { ParquetColumn(name: $0.name, kind: $0.kind) }
  }

  /// The file's first bytes (the magic number).
  public mutating func start() -> [UInt8] {
    precondition(offset == 0, "ParquetWriter: start() once, first")
    offset = 4
    return Array("PAR1".utf8)
  }

  /// One row group's bytes; `columns` in schema order, all of the same length.
  public mutating func rowGroup(_ columns: [ParquetColumn]) throws -> [UInt8] {
    precondition(offset > 0, "ParquetWriter: start() first")
    precondition(
      columns.map(\.name) == schema.map(\.name) && zip(columns, schema).allSatisfy { $0.kind == $1.kind },
      "ParquetWriter: columns of another schema")
    let count = columns.first?.count ?? 0
    precondition(columns.allSatisfy { $0.count == count }, "ParquetWriter: columns of different lengths")
    var out: [UInt8] = []
    var chunks: [Chunk] = []
    for column in columns {
      let levels = Self.definitionLevels(column.present)
      var page: [UInt8] = []
      page.reserveCapacity(4 + levels.count + column.plain.count)
      withUnsafeBytes(of: UInt32(levels.count).littleEndian) { page += $0 }
      page += levels
      page += column.plain
      let compressed = try codec.compress(page)
      guard page.count < 1 << 30, compressed.count < 1 << 30 else { throw TooLarge(column: column.name) }
      var header = ThriftCompactWriter()
      header.structValue { h in
        h.i32(1, 0)  // type: DATA_PAGE
        h.i32(2, Int32(page.count))  // uncompressed_page_size
        h.i32(3, Int32(compressed.count))  // compressed_page_size
        h.structure(5) { d in  // data_page_header
          d.i32(1, Int32(count))  // num_values, nulls included
          d.i32(2, 0)  // encoding: PLAIN
          d.i32(3, 3)  // definition_level_encoding: RLE
          d.i32(4, 3)  // repetition_level_encoding: RLE (none: flat schema)
        }
      }
      chunks.append(
        Chunk(
          offset: offset + out.count, compressedSize: header.bytes.count + compressed.count,
          uncompressedSize: header.bytes.count + page.count, values: count, nulls: column.nullCount,
          bounds: Self.statistics(column)))
      out += header.bytes
      out += compressed
    }
    offset += out.count
    rows += count
    groups.append(chunks)
    return out
  }

  /// The footer (schema, row groups, `metadata` as key/value pairs: Arrow's
  /// schema metadata) and the closing magic number.
  public mutating func finish(metadata: [(key: String, value: String)] = [], createdBy: String = "veloscore")
    -> [UInt8]
  {
    var footer = ThriftCompactWriter()
    footer.structValue { f in
      f.i32(1, 1)  // version
      // schema: the root, then one leaf per column
      f.structList(2, [nil] + schema.map { Optional($0) }) { e, column in
        guard let column else {
          e.string(4, "schema")
          e.i32(5, Int32(schema.count))
          return
        }
        e.i32(1, Self.physicalType(column.kind))
        e.i32(3, 1)  // repetition_type: OPTIONAL
        e.string(4, column.name)
        if let converted = Self.convertedType(column.kind) { e.i32(6, converted) }
        Self.logicalType(column.kind, &e)
      }
      f.i64(3, Int64(rows))
      f.structList(4, Array(groups.enumerated())) { g, group in
        g.structList(1, Array(zip(schema, group.element))) { c, pair in
          let (column, chunk) = pair
          c.i64(2, Int64(chunk.offset))  // file_offset
          c.structure(3) { m in  // meta_data
            m.i32(1, Self.physicalType(column.kind))
            m.i32List(2, [0, 3])  // encodings: PLAIN, RLE
            m.stringList(3, [column.name])  // path_in_schema
            m.i32(4, codec.thriftValue)
            m.i64(5, Int64(chunk.values))
            m.i64(6, Int64(chunk.uncompressedSize))
            m.i64(7, Int64(chunk.compressedSize))
            m.i64(9, Int64(chunk.offset))  // data_page_offset
            m.structure(12) { s in  // statistics
              s.i64(3, Int64(chunk.nulls))  // null_count
              if let (lo, hi) = chunk.bounds.map({ ($0.min, $0.max) }) {
                s.binary(5, hi)  // max_value
                s.binary(6, lo)  // min_value
              }
            }
          }
        }
        g.i64(2, Int64(group.element.reduce(0) { $0 + $1.uncompressedSize }))  // total_byte_size
        g.i64(3, Int64(group.element.first?.values ?? 0))  // num_rows
        g.i64(5, Int64(group.element.first?.offset ?? 4))  // file_offset
        g.i64(6, Int64(group.element.reduce(0) { $0 + $1.compressedSize }))  // total_compressed_size
        g.i16(7, Int16(truncatingIfNeeded: group.offset))  // ordinal
      }
      if !metadata.isEmpty {
        f.structList(5, metadata) { kv, pair in
          kv.string(1, pair.key)
          kv.string(2, pair.value)
        }
      }
      f.string(6, createdBy)
      // column_orders: TypeDefinedOrder for every column, so readers trust min_value/max_value.
      f.structList(7, schema) { o, _ in o.structure(1) { _ in } }
    }
    var out = footer.bytes
    withUnsafeBytes(of: UInt32(footer.bytes.count).littleEndian) { out += $0 }
    out += Array("PAR1".utf8)
    offset += out.count
    return out
  }

  /// A chunk's min and max PLAIN-encoded (text without its length), zeros
  /// signed as the spec asks (min −0.0, max +0.0); none for text over 256 bytes.
  static func statistics(_ column: ParquetColumn) -> (min: [UInt8], max: [UInt8])? {
    guard let bounds = column.bounds else { return nil }
    func bytes(_ bound: ParquetColumn.Bound, zero: Double) -> [UInt8]? {
      switch bound {
      case .double(let x): return littleEndian((x == 0 ? zero : x).bitPattern)
      case .integer(let n):
        switch column.kind {
        case .int32, .date: return littleEndian(UInt32(truncatingIfNeeded: n))
        default: return littleEndian(UInt64(bitPattern: n))
        }
      case .text(let utf8): return utf8.count <= 256 ? utf8 : nil
      }
    }
    guard let lo = bytes(bounds.min, zero: -0.0), let hi = bytes(bounds.max, zero: 0.0) else { return nil }
    return (lo, hi)
  }

  static func littleEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
    withUnsafeBytes(of: value.littleEndian) { Array($0) }
  }
}
