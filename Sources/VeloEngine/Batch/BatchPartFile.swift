import Foundation
import VeloIO

/// One part file of one batch table (`OUT/days/part-00000.parquet`) as it is
/// written: athletes' rows appended as they come, then closed whole or
/// abandoned — a reader never sees half of one. Parquet rows are kept as typed
/// columns and written a row group at a time, each of whole athletes and at
/// least ``rowGroupRows`` rows (the last excepted), so memory stays bounded
/// whatever the file's length.
final class BatchPartFile {
  let schema: BatchTable
  let format: BatchFormat
  private let file: PrivateOutput.File
  private var parquet: ParquetWriter?
  private var columns: [ParquetColumn] = []
  private(set) var rows = 0

  /// Rows a Parquet row group gathers before it is written (whole athletes only).
  static let rowGroupRows = 65_536

  init(path: String, schema: BatchTable, format: BatchFormat, codec: ParquetCodec) throws {
    self.schema = schema
    self.format = format
    file = try PrivateOutput.File(path)
    switch format {
    case .csv: try file.write(Array(schema.csvHeader.utf8))
    case .json: break
    case .parquet:
      var writer = ParquetWriter(schema: Array(zip(schema.columns, schema.kinds)), codec: codec)
      try file.write(writer.start())
      columns = writer.emptyColumns()
      parquet = writer
    }
  }

  /// Appends one athlete's rows of this table.
  func append(_ table: BatchTable) throws {
    precondition(table.columns == schema.columns, "BatchPartFile: rows of another table")
    rows += table.rows.count
    switch format {
    case .csv: try file.write(Array(table.csvLines().utf8))
    case .json: try file.write(table.jsonLines())
    case .parquet:
      table.append(to: &columns)
      if columns[0].count >= Self.rowGroupRows { try writeRowGroup() }
    }
  }

  private func writeRowGroup() throws {
    guard var writer = parquet, columns[0].count > 0 else { return }
    try file.write(try writer.rowGroup(columns))
    columns = writer.emptyColumns()
    parquet = writer
  }

  /// Writes what is left (Parquet: the last row group and the footer) and puts the file in place.
  func commit() throws {
    if parquet != nil {
      try writeRowGroup()  // none for a table without rows: a footer alone is a whole, empty file
      var writer = parquet!
      try file.write(
        writer.finish(
          metadata: [("veloscore.contract", String(BatchContract.version)), ("veloscore.table", schema.name)],
          createdBy: "veloscore batch (contract \(BatchContract.version))"))
      parquet = writer
    }
    try file.commit()
  }

  func abandon() { file.abandon() }
}
