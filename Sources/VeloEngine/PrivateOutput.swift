import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How athletes' data leaves the library (`export`, `batch`): owner-only as the
/// library is (files 0600, the folders veloscore creates 0700), each file whole
/// or not at all (written beside its place and renamed over it), and never
/// through a symbolic link the user did not name — a folder veloscore writes
/// into below the one named that is a link is refused, and a file that is a
/// link is replaced, not written through.
public enum PrivateOutput {
  /// A folder to write into is a symbolic link (or not a folder): nothing was written there.
  public struct NotAFolder: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var description: String {
      "\(path) is a symbolic link or not a folder: veloscore writes athletes' data only into folders it creates or you name"
    }
  }

  /// Creates `path` and its missing parents (0700 for those it creates). Below
  /// `named` (the folder the user gave, which may itself be a link), every
  /// folder that exists already must be a real folder.
  static func folder(_ path: String, below named: String) throws {
    try FileManager.default.createDirectory(
      atPath: named, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let root = (named as NSString).standardizingPath
    let target = (path as NSString).standardizingPath
    guard target != root else { return }
    guard target.hasPrefix(root + "/") else { throw NotAFolder(path: path) }
    var current = root
    for part in target.dropFirst(root.count + 1).split(separator: "/") {
      current += "/" + part
      var info = stat()
      if lstat(current, &info) == 0 {
        guard info.st_mode & S_IFMT == S_IFDIR else { throw NotAFolder(path: current) }
      } else if mkdir(current, 0o700) != 0 && errno != EEXIST {
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      }
    }
  }

  /// Writes `data` to `path` as a 0600 file: into a new file beside it
  /// (`mkstemp`, owner-only from its creation), then renamed over `path`.
  static func write(_ data: Data, to path: String) throws {
    let file = try File(path)
    try file.write(data)
    try file.commit()
  }
}

/// `write(2)`, named apart from the many `write`s in scope.
func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
  Glibc.write(fd, buffer, count)
  #else
  Darwin.write(fd, buffer, count)
  #endif
}
