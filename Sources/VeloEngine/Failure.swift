import Foundation
import VeloIO
import VeloPipeline
import VeloReport
import VeloStore

/// What kind of failure an error is, decided by its type and case, never by
/// its wording. Each kind has one exit code (the CLI, BSD sysexits) and one
/// HTTP status (the API); rewording a message changes neither.
public enum FailureKind: String, Sendable, Equatable, CaseIterable {
  /// A bad option or request field (a value out of range, a bad date).
  case badRequest
  /// A file's or an upload's content that cannot serve the request.
  case invalidInput
  /// An athlete, activity or other record that is not in the library.
  case notFound
  /// An input that cannot be opened: no such file, no library, a private library.
  case missingInput
  /// The output or the library cannot be written here (permissions, a read-only disk).
  case cannotWrite
  /// The disk or quota is full; nothing was written.
  case storageFull
  /// The database is damaged or its disk failed to read or write.
  case storageFailed
  /// The database server cannot be reached or did not answer in time; the same request may succeed later.
  case unavailable
  /// A bug or an unexpected database failure.
  case internalError

  /// The exit code of the command-line tool (README's table).
  public var exitCode: Int32 {
    switch self {
    case .badRequest: return 64
    case .invalidInput, .notFound: return 65
    case .missingInput: return 66
    case .cannotWrite: return 73
    case .storageFull, .storageFailed: return 74
    case .unavailable: return 69
    case .internalError: return 1
    }
  }

  /// The HTTP status of the API.
  public var httpStatus: Int {
    switch self {
    case .badRequest: return 400
    case .invalidInput: return 422
    case .notFound: return 404
    case .missingInput, .cannotWrite, .storageFailed, .unavailable: return 503
    case .storageFull: return 507
    case .internalError: return 500
    }
  }

  /// The kind of `error`: a ``Failure`` carries its own; storage errors by
  /// `StoreError`'s case (GRDB's by SQLite result code); a file that cannot be
  /// opened is ``missingInput``; any other reading error ``invalidInput``;
  /// anything else `otherwise`.
  public static func of(_ error: any Error, otherwise: FailureKind = .internalError) -> FailureKind {
    switch error {
    case let f as Failure: return f.kind
    case let e as CSVError: return e.isUnreadable ? .missingInput : .invalidInput
    case is ActivityFileError: return .missingInput
    case is FITError, is TrackXMLError, is ArchiveError, is GzipError, is InputDataError: return .invalidInput
    default:
      guard let store = StoreError.classify(error, path: "") else { return otherwise }
      return of(store)
    }
  }

  /// The kind of a storage failure.
  public static func of(_ error: StoreError) -> FailureKind {
    switch error {
    case .noLibrary, .unreadable: return .missingInput
    case .unwritable, .readOnly: return .cannotWrite
    case .full: return .storageFull
    case .corrupt, .io: return .storageFailed
    case .unavailable: return .unavailable
    case .database: return .internalError
    case .unknownAthlete, .unknownActivity, .noAthletes, .chooseAthlete: return .notFound
    case .athleteExists, .invalid: return .invalidInput
    }
  }
}

/// A failure of a use case: its kind, a message for people (naming the file,
/// line or record) and a hint on what to do.
public struct Failure: Error, CustomStringConvertible, Sendable {
  public var kind: FailureKind
  public var message: String
  public var hint: String?

  public init(_ kind: FailureKind, _ message: String, hint: String? = nil) {
    self.kind = kind
    self.message = message
    self.hint = hint
  }

  /// `error` with its kind (``FailureKind/of(_:otherwise:)``) and `hint`
  /// (a storage error's own hint when none is given).
  public init(_ error: any Error, hint: String? = nil, otherwise: FailureKind = .invalidInput) {
    if let f = error as? Failure {
      self = f
      if let hint { self.hint = hint }
      return
    }
    kind = FailureKind.of(error, otherwise: otherwise)
    // A storage error in its worded form (no SQL, no row), never its raw dump.
    let store = StoreError.classify(error, path: "the library")
    message = store.map(\.localizedMessage) ?? "\(error)"
    self.hint = hint ?? store?.localizedHint
  }

  /// `error` for a use case to throw: a storage failure unchanged (the surface
  /// classifies it with the library's path and words it without SQL or row
  /// dumps), anything else as a ``Failure`` with `hint`.
  public static func passing(_ error: any Error, hint: String? = nil, otherwise: FailureKind = .internalError)
    -> any Error
  {
    if error is Failure { return Failure(error, hint: hint) }
    if StoreError.classify(error, path: "") != nil { return error }
    return Failure(error, hint: hint, otherwise: otherwise)
  }

  /// A file or folder that could not be written: ``FailureKind/storageFull``
  /// when the disk is full, else ``FailureKind/cannotWrite``.
  public static func cannotWrite(_ path: String, _ error: any Error) -> Failure {
    let full = StoreError.classify(error, path: path).map { if case .full = $0 { true } else { false } } ?? false
    return Failure(
      full ? .storageFull : .cannotWrite, said("cannotWrite", path, error.localizedDescription),
      hint: full ? said("cannotWrite.full") : nil)
  }

  public var description: String { message }
}

/// The engine's text of `key` (the catalogues' `engine.` keys) with `values`,
/// in the language being spoken (``Localization``): English unless a surface
/// chose another.
func said(_ key: String, _ values: String...) -> String { Localization.text("engine." + key, values) }
