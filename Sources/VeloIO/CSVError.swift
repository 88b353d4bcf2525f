/// A problem in a CSV input, located by file, line (1-based) and column name.
public struct CSVError: Error, Equatable, CustomStringConvertible, Sendable {
  public var file: String
  /// 1-based line number; `nil` for whole-file problems.
  public var line: Int?
  /// Column header the problem is in, when it belongs to one cell.
  public var column: String?
  /// What was expected and what was found.
  public var message: String
  /// The file could not be opened at all (missing, a folder, no permission),
  /// as opposed to content that is wrong.
  public var isUnreadable: Bool

  public init(file: String, line: Int? = nil, column: String? = nil, message: String, isUnreadable: Bool = false) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.isUnreadable = isUnreadable
  }

  public var description: String {
    var place = file
    if let line { place += ":\(line)" }
    if let column { place += " (column '\(column)')" }
    return "\(place): \(message)"
  }
}
