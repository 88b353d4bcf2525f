import Foundation

/// Files read on behalf of a folder the user named (a dataset, a Strava
/// export, a folder of rides) stay inside it: a symbolic link or a `../` in a
/// name that leads elsewhere is refused, so a folder from someone else cannot
/// make veloscore read (and quote) `/etc/shadow` or another athlete's files.
public enum ContainedPath {
  /// Where `path` really leads (symbolic links resolved) when that lies outside
  /// `folder` (resolved too); `nil` when it lies inside, or when either cannot
  /// be resolved (a missing file fails later with its own message).
  public static func escape(of path: String, from folder: String) -> String? {
    realPath(path).flatMap { outside($0, folder) }
  }

  /// `real` (a resolved path) when it lies outside `folder` (resolved here); `nil` when inside or
  /// when the folder cannot be resolved.
  static func outside(_ real: String, _ folder: String) -> String? {
    guard let base = realPath(folder) else { return nil }
    return real == base || real.hasPrefix(base.hasSuffix("/") ? base : base + "/") ? nil : real
  }

  /// Throws when `path` leads outside `folder` (see ``escape(of:from:)``).
  public static func check(_ path: String, inside folder: String) throws(ActivityFileError) {
    if let target = escape(of: path, from: folder) { throw refusal(path, folder, target) }
  }

  /// The error of a file named `path` that leads to `target`, outside `folder`.
  static func refusal(_ path: String, _ folder: String, _ target: String) -> ActivityFileError {
    ActivityFileError(
      file: path,
      message:
        "leads outside \(quoted(folder, limit: quotedInputLimit)) (to \(quoted(target, limit: quotedInputLimit))): refused; copy the file into the folder to read it"
    )
  }

  /// Where an open file really is: the path of the file `fd` holds (`/proc/self/fd` on Linux,
  /// `F_GETPATH` on Darwin); `nil` when the system cannot say.
  public static func realPath(of fd: Int32) -> String? {
    #if os(Linux)
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let n = readlink("/proc/self/fd/\(fd)", &buffer, buffer.count - 1)
    guard n > 0 else { return nil }
    return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
    var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN) + 1)
    guard fcntl(fd, F_GETPATH, &buffer) != -1 else { return nil }
    return String(cString: buffer)
    #endif
  }

  /// Throws when the file open as `fd` (opened from `path`) lies outside `folder`: the check made on
  /// what was opened, not on the name before opening it, so a link swapped in between the two (a
  /// dataset's `wellness.csv` replaced during an ingest) is refused.
  public static func check(opened fd: Int32, path: String, inside folder: String) throws(ActivityFileError) {
    if let target = realPath(of: fd).flatMap({ outside($0, folder) }) { throw refusal(path, folder, target) }
  }

  /// The path that opens the same file as the open descriptor `fd` (a new descriptor on the same file,
  /// whatever its name leads to now).
  public static func descriptorPath(_ fd: Int32) -> String {
    #if os(Linux)
    "/proc/self/fd/\(fd)"
    #else
    "/dev/fd/\(fd)"
    #endif
  }

  /// The canonical absolute path (`realpath(3)`), `nil` when it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
