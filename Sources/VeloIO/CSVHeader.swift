import Foundation

/// Column lookup by name in a CSV header, case-insensitive, with aliases.
struct CSVHeader {
  let names: [String]
  let file: String
  let line: Int
  /// The names lowercased, and each date column's name before its format
  /// (`fecha (dd/mm/aaaa)` → `fecha`): found once, looked up many times.
  private let lowered: [String]
  private let dated: [String?]

  /// The first non-blank line of `bytes` as a header; `nil` for a file without one.
  static func first(of bytes: [UInt8], file: String) throws(CSVError) -> CSVHeader? {
    let first: (cells: [String], line: Int, next: Int)?
    do { first = try CSVScanner(bytes: bytes, file: file).firstRow() } catch {
      throw error as? CSVError ?? CSVError(file: file, message: "\(error)")
    }
    return first.map { CSVHeader(names: $0.cells, file: file, line: $0.line) }
  }

  /// The names of the columns whose indices are not in `read`, blank names aside: what a reader passes over.
  func names(notIn read: Set<Int>) -> [String] {
    names.indices.filter { !read.contains($0) && !names[$0].trimmingCharacters(in: .whitespaces).isEmpty }
      .map { names[$0] }
  }

  init(_ row: CSVScanner.Row, file: String) {
    self.init(names: (0..<row.count).map { row.text($0) }, file: file, line: row.line)
  }

  init(names: [String], file: String, line: Int) {
    self.names = names
    self.file = file
    self.line = line
    lowered = names.map { $0.lowercased() }
    // A date column whose header says its format: `fecha (dd/mm/aaaa)`, `date (mm/dd/yyyy)`.
    dated = lowered.map { name -> String? in
      guard let open = name.firstIndex(of: "("), DateOrder(header: name) != nil else { return nil }
      return String(name[..<open]).trimmingCharacters(in: .whitespaces)
    }
  }

  /// Index of the first column whose name matches one of `aliases`.
  func index(of aliases: [String]) -> Int? {
    for alias in aliases {
      if let i = lowered.firstIndex(of: alias) { return i }
    }
    for alias in aliases {
      if let i = dated.firstIndex(of: alias) { return i }
    }
    return nil
  }

  /// Like ``index(of:)`` but a missing column is an error that lists what was found.
  func require(_ aliases: [String], role: String) throws(CSVError) -> Int {
    guard let i = index(of: aliases) else {
      let expected = aliases.map { "'\($0)'" }.joined(separator: " or ")
      throw CSVError(
        file: file, line: line,
        message:
          "no \(role) column: expected \(expected) in the header, found \(quoted(names.joined(separator: ","), limit: quotedInputLimit))"
      )
    }
    return i
  }
}
