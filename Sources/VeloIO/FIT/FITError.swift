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

  /// Whether decoding with `lenient` reads on past it (every problem after the
  /// header: a bad CRC, a file cut short, a malformed record), keeping the
  /// records before it.
  public var lenientReadsOn: Bool { offset >= 12 }
}
