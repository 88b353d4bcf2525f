import Foundation

/// A response kept for an `Idempotency-Key`, to answer the same request again.
public struct StoredResponse: Sendable, Equatable {
  public var status: Int
  public var contentType: String?
  public var contentEncoding: String?
  public var body: Data

  public init(status: Int, contentType: String?, contentEncoding: String?, body: Data) {
    self.status = status
    self.contentType = contentType
    self.contentEncoding = contentEncoding
    self.body = body
  }
}

/// What to do with a request carrying an `Idempotency-Key`
/// (IETF draft-ietf-httpapi-idempotency-key-header).
public enum IdempotentStart: Sendable, Equatable {
  /// The first time: run it, then keep its answer (a library's `finishIdempotentRequest`).
  case started
  /// Done before: answer what it answered then.
  case replay(StoredResponse)
  /// The same key is running now (409).
  case inProgress
  /// The key was used for a different request (422).
  case mismatch
}
