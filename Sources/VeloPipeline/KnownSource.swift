/// A file the athlete has already: a duplicate found before parsing it
/// (`IngestContext.known`), reported as a duplicate, never as a failure.
public struct KnownSource: Error, Sendable {
  public var sha256: String
  public var storedFrom: String

  public init(sha256: String, storedFrom: String) {
    self.sha256 = sha256
    self.storedFrom = storedFrom
  }
}
