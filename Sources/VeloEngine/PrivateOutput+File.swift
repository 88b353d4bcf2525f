import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PrivateOutput {
  /// A 0600 file written a piece at a time: into a new file beside `path`
  /// (`mkstemp`), then, on ``commit()``, synced and renamed over it — so a reader
  /// sees the whole file or the earlier one, never half of it. ``abandon()``
  /// (or a failed write) removes the new file.
  final class File {
    let path: String
    private let temporary: String
    private var fd: Int32
    private var buffer: [UInt8] = []
    /// Bytes written so far.
    private(set) var size = 0

    init(_ path: String) throws {
      self.path = path
      let folder = (path as NSString).deletingLastPathComponent
      var template = Array(((folder.isEmpty ? "." : folder) + "/.veloscore-XXXXXX").utf8CString)
      fd = mkstemp(&template)
      guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit { abandon() }

    /// Appends `bytes` (buffered: written out a MiB at a time).
    func write<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws {
      buffer.append(contentsOf: bytes)
      size += bytes.count
      if buffer.count >= 1 << 20 { try flush() }
    }

    private func flush() throws {
      guard fd >= 0 else { throw POSIXError(.EBADF) }
      var failure: Int32 = 0
      buffer.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
          let written = posixWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            failure = errno
            return
          }
          offset += written
        }
      }
      buffer.removeAll(keepingCapacity: true)
      if failure != 0 {
        abandon()
        throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
      }
    }

    /// Writes what is buffered, syncs, and renames the file over `path`.
    func commit() throws {
      try flush()
      var failure: Int32 = 0
      if fsync(fd) != 0 { failure = errno }
      close(fd)
      fd = -1
      if failure == 0 && rename(temporary, path) != 0 { failure = errno }
      if failure != 0 {
        unlink(temporary)
        throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
      }
    }

    /// Removes the new file; `path` is left as it was.
    func abandon() {
      guard fd >= 0 else { return }
      close(fd)
      fd = -1
      unlink(temporary)
    }
  }
}
