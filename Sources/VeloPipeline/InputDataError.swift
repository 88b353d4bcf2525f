/// A usable file whose content cannot serve the request (`FailureKind/invalidInput`: exit 65, HTTP 422).
public struct InputDataError: Error, CustomStringConvertible, Sendable, Equatable {
  public var file: String
  public var message: String
  public var description: String { "\(file): \(message)" }

  public init(file: String, message: String) {
    self.file = file
    self.message = message
  }
}
