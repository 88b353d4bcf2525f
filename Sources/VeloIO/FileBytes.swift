import VeloKernels

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file's bytes, naming the file in the error.
///
/// A regular file is read straight into the array it is returned in, sized from `fstat` and with huge
/// pages asked for when large (``adviseHugePages(_:)``): reading it through `Data` and copying it out
/// touched two fresh buffers of the file's size, and a 79 MB ride spent a quarter of `activity` in page
/// faults. Anything else (a pipe, a device) is read as a stream.
func readFileBytes(_ path: String, inside folder: String? = nil) throws(CSVError) -> [UInt8] {
  let fd = open(path, O_RDONLY | O_CLOEXEC)
  guard fd >= 0 else { throw unreadable(path, errno) }
  defer { close(fd) }
  if let folder {  // what was opened stays inside the folder (``ContainedPath/check(opened:path:inside:)``)
    do { try ContainedPath.check(opened: fd, path: path, inside: folder) } catch {
      throw CSVError(file: path, message: error.message)
    }
  }
  var info = stat()
  guard fstat(fd, &info) == 0 else { throw unreadable(path, errno) }
  guard (info.st_mode & S_IFMT) != S_IFDIR else { throw unreadable(path, EISDIR) }
  guard (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else { return try readStream(fd, path) }
  let size = Int(info.st_size)
  var failure: Int32 = 0
  let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
    adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
    while initialized < size {
      let n = read(fd, buffer.baseAddress! + initialized, min(size - initialized, 1 << 30))
      if n > 0 {
        initialized += n
      } else if n == 0 {
        break  // the file shrank since fstat: what is there is the file
      } else if errno != EINTR {
        failure = errno
        break
      }
    }
  }
  guard failure == 0 else { throw unreadable(path, failure) }
  return bytes
}

/// A file whose size is not known ahead (a pipe, a device), read to its end.
private func readStream(_ fd: Int32, _ path: String) throws(CSVError) -> [UInt8] {
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
    if n > 0 {
      bytes.append(contentsOf: chunk[..<n])
    } else if n == 0 {
      return bytes
    } else if errno != EINTR {
      throw unreadable(path, errno)
    }
  }
}

private func unreadable(_ path: String, _ code: Int32) -> CSVError {
  let reason =
    code == ENOENT ? "no such file" : code == EISDIR ? "is a directory, expected a CSV file" : "cannot be read"
  return CSVError(file: path, message: reason, isUnreadable: true)
}
