import Foundation
import GRDB
import VeloIO
import VeloPipeline

/// A store problem, worded for people; athlete data, SQL text and row dumps
/// never appear in it beyond the names the user typed.
public enum StoreError: Error, CustomStringConvertible, Equatable {
  case noLibrary(String)
  /// The library's folder exists but this user may not read it (a private library of another user).
  case unreadable(String)
  case unwritable(String, reason: String)
  case database(String, message: String)
  case noAthletes
  case unknownAthlete(String, known: [String])
  case chooseAthlete(known: [String])
  case athleteExists(String)
  case unknownActivity(Int64)
  case invalid(String)
  /// The library cannot be written here; the message says why.
  case readOnly(String)
  /// The database file is damaged (SQLite: corrupt, not a database, a row that cannot be read).
  case corrupt(String, message: String)
  /// The disk or quota is full.
  case full(String)
  /// The disk or file system failed to read or write (SQLite I/O error) with
  /// space left: the library itself may well be intact.
  case io(String, message: String)
  /// The database server cannot be reached or did not answer in time (PostgreSQL down,
  /// restarting or unreachable): nothing was written, and the same command may succeed later.
  case unavailable(String, message: String)

  /// Classifies a GRDB error on `path` by SQLite's primary result code.
  init(_ error: DatabaseError, path: String) {
    let message = error.message ?? "\(error.resultCode)"  // never the SQL or its arguments
    switch error.resultCode.primaryResultCode {
    case .SQLITE_CORRUPT, .SQLITE_NOTADB: self = .corrupt(path, message: message)
    case .SQLITE_FULL: self = .full(path)
    case .SQLITE_IOERR: self = Self.isFull(path) ? .full(path) : .io(path, message: message)
    case .SQLITE_READONLY, .SQLITE_PERM: self = .readOnly("\(path) is read-only here")
    // Our writes keep every constraint; one failing means the stored data (or an index) contradicts itself.
    case .SQLITE_CONSTRAINT:
      self = .corrupt(path, message: "the stored data contradicts the library's rules (\(message))")
    case .SQLITE_CANTOPEN:
      self =
        Self.isWritable(path)
        ? .database(path, message: message)
        : .readOnly("\(path) cannot be opened for writing here (a read-only disk or folder)")
    default: self = .database(path, message: message)
    }
  }

  /// Any failure of the storage under `path` as a ``StoreError``: SQLite's
  /// errors by result code, a stored row that cannot be decoded (a damaged or
  /// edited database) as ``corrupt(_:message:)``, a file system's full disk or
  /// read-only mount; `nil` for anything else.
  public static func classify(_ error: any Error, path: String) -> StoreError? {
    switch error {
    case let e as StoreError: return e
    case let e as InputDataError: return .invalid(e.description)  // a record that cannot serve (a bad zone name)
    case let e as DatabaseError: return StoreError(e, path: path)
    case is RowDecodingError, is DecodingError, is SQLDecodingError:
      return .corrupt(path, message: "a stored row cannot be read (a value of the wrong kind or missing)")
    case let e as StreamCodecError: return .corrupt(path, message: "a stored sample stream cannot be decoded (\(e))")
    default:
      let ns = error as NSError
      let posix =
        ns.domain == NSPOSIXErrorDomain
        ? ns.code
        : (ns.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap { $0.domain == NSPOSIXErrorDomain ? $0.code : nil }
      if posix == Int(ENOSPC) || posix == Int(EDQUOT) || (error as? CocoaError)?.code == .fileWriteOutOfSpace {
        return .full(path)
      }
      if posix == Int(EROFS) || (error as? CocoaError)?.code == .fileWriteVolumeReadOnly {
        return .readOnly("\(path) is on a read-only disk")
      }
      return nil
    }
  }

  /// Whether the file system holding `path` (or its folder) has no room left.
  static func isFull(_ path: String) -> Bool {
    var stats = statvfs()
    let folder = (path as NSString).deletingLastPathComponent
    guard statvfs(FileManager.default.fileExists(atPath: path) ? path : folder, &stats) == 0 else { return false }
    return UInt64(stats.f_bavail) * UInt64(stats.f_frsize) < 64 * 1024
  }

  /// Whether `path`'s folder can be written (false on a read-only mount).
  static func isWritable(_ path: String) -> Bool {
    access((path as NSString).deletingLastPathComponent, W_OK) == 0
  }

  /// A failure of the library itself (damaged, full, read-only, unreachable),
  /// not of what was being stored: ingest stops at it instead of failing every file.
  public var isLibraryFailure: Bool {
    switch self {
    case .noLibrary, .unreadable, .unwritable, .database, .readOnly, .corrupt, .full, .io, .unavailable: true
    default: false
    }
  }

  public var description: String {
    switch self {
    case .noLibrary(let path): return "no athlete library at \(path)"
    case .unreadable(let path): return "the library at \(path) cannot be read by this user (it is private to its owner)"
    case .unwritable(let path, let reason): return "cannot create the library at \(path): \(reason)"
    case .database(let path, let message): return "\(path): \(message)"
    case .noAthletes: return "the library has no athletes yet"
    case .unknownAthlete(let name, let known):
      return "no athlete \(quoted(name)) (athletes: \(known.joined(separator: ", ")))"
    case .chooseAthlete(let known):
      return "the library has \(known.count) athletes: name one with --athlete (\(known.joined(separator: ", ")))"
    case .athleteExists(let name): return "an athlete named '\(name)' already exists"
    case .unknownActivity(let id): return "no activity \(id) for this athlete"
    case .invalid(let message): return message
    case .readOnly(let message): return "the library cannot be written: \(message)"
    case .corrupt(let path, let message): return "\(path) is damaged: \(message)"
    case .full(let path): return "no space left to write \(path)"
    case .io(let path, let message): return "the disk failed reading or writing \(path): \(message)"
    case .unavailable(let path, let message): return "\(path) cannot be reached: \(message)"
    }
  }

  /// What to do about it.
  public var hint: String {
    switch self {
    case .noLibrary(let location):
      return
        "create one with 'veloscore init --library \(shellWord(location))' (or choose another with --library PATH or VELOSCORE_LIBRARY)"
    case .unreadable: return "ask its owner to share it (chmod -R a+rX), or use your own with --library PATH"
    case .noAthletes: return "add one with 'veloscore athlete add NAME --ftp 250'"
    case .unknownAthlete, .chooseAthlete: return "'veloscore athlete list' shows the athletes"
    case .athleteExists: return "change it with 'veloscore athlete set NAME …'"
    case .unknownActivity: return "'veloscore activities' lists activity ids"
    case .readOnly: return "reading works; to change it, use a copy you can write (--library PATH)"
    case .corrupt:
      return "run 'veloscore check' to see what is damaged; then restore library.sqlite.bak-* or re-ingest the sources"
    case .full: return "free some space and run the command again: nothing was half-written, the library is intact"
    case .io:
      return
        "check the disk ('dmesg', free space) and run the command again; nothing was half-written, and 'veloscore check' tells whether the library is intact"
    case .unavailable:
      return
        "nothing was written; run the command again when the database server is back (its operator sees why it is not)"
    default: return "see 'veloscore help'"
    }
  }
}
