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
    guard let real = realPath(path), let base = realPath(folder) else { return nil }
    return real == base || real.hasPrefix(base.hasSuffix("/") ? base : base + "/") ? nil : real
  }

  /// Throws when `path` leads outside `folder` (see ``escape(of:from:)``).
  public static func check(_ path: String, inside folder: String) throws(ActivityFileError) {
    if let target = escape(of: path, from: folder) {
      throw ActivityFileError(
        file: path,
        message:
          "leads outside \(quoted(folder, limit: quotedInputLimit)) (to \(quoted(target, limit: quotedInputLimit))): refused; copy the file into the folder to read it"
      )
    }
  }

  /// The canonical absolute path (`realpath(3)`), `nil` when it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
