import Foundation
import ZIPFoundation

/// A `.zip` as the folder it holds: a Garmin Connect export (zips inside a
/// zip), a Strava bulk export, Apple Health's, a zip of rides. Read with
/// ZIPFoundation; what is written out is bounded, as gzip's is: each file at
/// most `Gzip.maximumOutputBytes` (counted as it inflates, whatever the
/// archive claims), all of them at most ``maximumTotalBytes``, at most
/// ``maximumEntries`` entries, zips inside zips ``maximumDepth`` deep. An entry
/// named outside the folder (`/etc/…`, `../…`) or a link
/// is refused, naming the archive and the entry.
public enum ZipArchive {
  public static let maximumTotalBytes: UInt64 = 8 << 30
  public static let maximumEntries = 200_000
  public static let maximumDepth = 3

  /// What was written: each file's path on disk and its name for people
  /// (`export.zip/activities/123.fit`, `export.zip/Part1.zip/456.fit`).
  public struct Extracted: Sendable {
    public var files: [(path: String, name: String)] = []
    public var bytes: UInt64 = 0
  }

  /// Writes the files of the zip at `path` into `folder` (which must exist),
  /// the zips it holds unpacked in place of themselves; `name` is how messages name the zip.
  public static func extract(_ path: String, into folder: URL, name: String? = nil) throws(GzipError) -> Extracted {
    var out = Extracted()
    try extract(path, into: folder, name: name ?? path, depth: 1, into: &out)
    return out
  }

  private static func extract(_ path: String, into folder: URL, name: String, depth: Int, into out: inout Extracted)
    throws(GzipError)
  {
    let archive: Archive
    do { archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read) } catch {
      throw GzipError(file: name, message: "not a zip that can be read (\(error)); unzip it and ingest the folder")
    }
    let fileBytes = ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? NSNumber)?.uint64Value ?? 0
    for entry in archive {
      // Data the archive does not hold cannot be read: a damaged size made the reader loop through
      // gigabytes of nothing (a fuzzer's 2 kB zip ran for minutes).
      guard entry.compressedSize <= fileBytes else {
        throw refused(
          name, entry.path, "\(entry.compressedSize) bytes of data in a \(fileBytes)-byte archive (damaged)")
      }
      guard entry.type == .file else {
        if entry.type == .symlink { throw refused(name, entry.path, "a link") }
        continue  // folders are made for the files in them
      }
      let relative = try safeRelativePath(entry.path, archive: name)
      if relative.isEmpty || relative.split(separator: "/").contains(where: { $0.hasPrefix("._") || $0 == "__MACOSX" })
      {
        continue  // macOS resource forks: not the user's files
      }
      guard out.files.count < maximumEntries else {
        throw GzipError(file: name, message: "holds more than \(maximumEntries) files: unzip it and ingest the folder")
      }
      let target = folder.appendingPathComponent(relative)
      do {
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      } catch {
        throw GzipError(file: name, message: "cannot unpack \(quoted(relative)) here: \(error.localizedDescription)")
      }
      try write(entry, of: archive, to: target, archive: name, into: &out)
      let shown = name + "/" + relative
      if relative.lowercased().hasSuffix(".zip"), depth < maximumDepth {
        let inner = target.deletingPathExtension()
        try? FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try extract(target.path, into: inner, name: shown, depth: depth + 1, into: &out)
        try? FileManager.default.removeItem(at: target)
      } else {
        out.files.append((target.path, shown))
      }
    }
  }

  /// Inflates one entry to `target`, counting what it writes against the limits.
  private static func write(
    _ entry: Entry, of archive: Archive, to target: URL, archive name: String, into out: inout Extracted
  )
    throws(GzipError)
  {
    guard FileManager.default.createFile(atPath: target.path, contents: nil),
      let handle = try? FileHandle(forWritingTo: target)
    else { throw GzipError(file: name, message: "cannot unpack \(quoted(entry.path)) into \(target.path)") }
    defer { try? handle.close() }
    var written: UInt64 = 0
    let total = out.bytes
    // Apple Health's export.xml runs to gigabytes and is scanned from disk, not memory: the total bounds it.
    let fileLimit =
      DatasetFolder.isAppleHealthExport(entry.path) ? maximumTotalBytes : UInt64(Gzip.maximumOutputBytes)
    do {
      _ = try archive.extract(entry, skipCRC32: false) { chunk in
        written += UInt64(chunk.count)
        guard written <= fileLimit else { throw Bound.file }
        guard total + written <= maximumTotalBytes else { throw Bound.total }
        try handle.write(contentsOf: chunk)
      }
    } catch Bound.file {
      throw GzipError(
        file: name,
        message:
          "\(quoted(entry.path)) inflates past \(Gzip.maximumOutputBytes >> 20) MiB: refused (a zip bomb, or not an activity)"
      )
    } catch Bound.total {
      throw GzipError(
        file: name, message: "inflates past \(maximumTotalBytes >> 30) GiB: refused; unzip it and ingest the folder")
    } catch {
      throw GzipError(file: name, message: "\(quoted(entry.path)) cannot be unpacked (\(error))")
    }
    out.bytes += written
  }

  private enum Bound: Error { case file, total }

  /// `path` as a path inside the folder: no leading `/`, no `..`, no NUL; "" for a folder entry.
  static func safeRelativePath(_ path: String, archive: String) throws(GzipError) -> String {
    let parts = path.replacingOccurrences(of: "\\", with: "/").split(separator: "/", omittingEmptySubsequences: true)
    guard !path.hasPrefix("/"), !parts.contains(".."), !path.contains("\0") else {
      throw refused(archive, path, "named outside the archive's folder")
    }
    return parts.filter { $0 != "." }.joined(separator: "/")
  }

  private static func refused(_ archive: String, _ entry: String, _ why: String) -> GzipError {
    GzipError(file: archive, message: "holds \(quoted(entry, limit: quotedInputLimit)), \(why): refused")
  }
}
