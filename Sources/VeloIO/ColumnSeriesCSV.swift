import VeloScore

/// Reads one numeric column of a dated CSV as a daily series: `date` (or any
/// header ``WorkoutListCSV`` accepts for it) plus the column named exactly
/// (case-insensitive). Several rows on a day are averaged; days without a row
/// or with an empty cell are NaN (missing, not 0).
public enum ColumnSeriesCSV {
  public static func read(path: String, column: String) throws(CSVError) -> (start: LocalDate, values: [Double]) {
    try parse(bytes: readFileBytes(path), file: path, column: column)
  }

  public static func parse(bytes: [UInt8], file: String, column: String) throws(CSVError) -> (
    start: LocalDate, values: [Double]
  ) {
    var sums: [LocalDate: (Double, Int)] = [:]
    let wanted = CSVColumn(column, [column.lowercased()])
    let hadHeader = try readRecords(bytes: bytes, file: file, required: [WorkoutListCSV.start, wanted], optional: []) {
      row, c throws(CSVError) in
      let day = try row.date(c[0]!)
      guard let v = try row.number(c[1]) else { return }
      let (s, n) = sums[day] ?? (0, 0)
      sums[day] = (s + v, n + 1)
    }
    guard hadHeader else {
      throw CSVError(file: file, message: "file is empty: expected a header with a date column and '\(column)'")
    }
    guard let first = sums.keys.min(), let last = sums.keys.max() else {
      throw CSVError(file: file, message: "no values in column '\(column)'")
    }
    let values = (0...(last.dayNumber - first.dayNumber)).map { k -> Double in
      sums[first.adding(days: k)].map { $0.0 / Double($0.1) } ?? .nan
    }
    return (first, values)
  }
}
