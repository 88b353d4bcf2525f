import VeloScore

/// Reads a daily load log: a header with a date column (`date`, `day`) and a
/// load column (`tss`, `load`), one line per day or per workout (`YYYY-MM-DD`,
/// TSS). Several lines on one date are summed; dates may come in any order;
/// days that do not appear are rest days (0).
public enum DailyLoadCSV {
  public static func read(path: String) throws(CSVError) -> DailyLoad {
    try parse(bytes: readFileBytes(path), file: path)
  }

  public static func parse(bytes: [UInt8], file: String) throws(CSVError) -> DailyLoad {
    let scanner = CSVScanner(bytes: bytes, file: file)
    var header: CSVHeader?
    var dateIndex = 0, loadIndex = 0
    var entries: [(date: LocalDate, load: Double)] = []
    do {
      try scanner.forEachRow { row in
        guard let h = header else {
          let h = CSVHeader(row, file: file)
          dateIndex = try h.require(["date", "day"], role: "date")
          loadIndex = try h.require(["tss", "load"], role: "load")
          header = h
          return
        }
        guard row.count == h.names.count else {
          throw CSVError(file: file, line: row.line, message: "expected \(h.names.count) cells like the header, found \(row.count)")
        }
        let text = row.text(dateIndex)
        guard let date = LocalDate(iso: text) else {
          throw CSVError(file: file, line: row.line, column: h.names[dateIndex], message: "expected a date as YYYY-MM-DD, found '\(text)'")
        }
        let load = try row.number(loadIndex, column: h.names[loadIndex]) ?? 0
        guard load >= 0 else {
          throw CSVError(file: file, line: row.line, column: h.names[loadIndex], message: "expected a load of 0 or more, found \(load)")
        }
        entries.append((date, load))
      }
    } catch let error as CSVError {
      throw error
    } catch {
      throw CSVError(file: file, message: "\(error)")
    }
    guard header != nil else {
      throw CSVError(file: file, message: "file is empty: expected a header line 'date,tss'")
    }
    guard let daily = DailyLoad(entries: entries) else {
      throw CSVError(file: file, message: "no days: expected lines like '2026-01-05,85' after the header")
    }
    return daily
  }
}
