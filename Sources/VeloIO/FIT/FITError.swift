/// A FIT decoding problem at a byte offset, saying what was expected.
public struct FITError: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String
  /// Offset from the start of the file (of the first byte that did not fit).
  public var offset: Int
  public var message: String

  public init(file: String, offset: Int, message: String) {
    self.file = file
    self.offset = offset
    self.message = message
  }

  public var description: String { "\(file): byte \(offset): \(message)" }
}
