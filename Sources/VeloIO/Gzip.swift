import CVeloZlib
import VeloScore

/// A gzip stream that cannot be inflated.
public struct GzipError: Error, Sendable, Equatable, CustomStringConvertible {
  public var file: String
  public var message: String
  public var description: String { "\(file): \(message)" }
}

/// gzip (RFC 1952) decompression through zlib, for the `.fit.gz`, `.tcx.gz`
/// and `.gpx.gz` files that Strava and Garmin exports hold.
public enum Gzip {
  /// Largest decompressed size accepted: 128 MiB, four times the server's
  /// upload limit and above any real activity (a 24-hour GPX with every
  /// extension is ~30 MB).
  public static let maximumOutputBytes = 128 << 20

  /// Whether `bytes` begin as a zip archive does (a local file header, or the end record of an empty one).
  public static func isZip(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 4 && bytes[0] == 0x50 && bytes[1] == 0x4B
      && [(3, 4), (5, 6)].contains { bytes[2] == $0.0 && bytes[3] == $0.1 }
  }
  /// Largest ratio of decompressed to compressed size: 64. Real exports
  /// compress 1.5–4× (FIT, CSV) and 10–13× (GPX, TCX); a "zip bomb" reaches
  /// 1,000×. Together with ``maximumOutputBytes`` this bounds what one file
  /// may make us hold: never more than the budget, inflated 64 KiB at a time.
  public static let maximumRatio = 64
  /// A small file may always inflate to 1 MiB, whatever its ratio.
  public static let minimumBudgetBytes = 1 << 20

  /// What `compressedCount` bytes may inflate to.
  public static func budget(compressedCount: Int) -> Int {
    let (scaled, overflow) = compressedCount.multipliedReportingOverflow(by: maximumRatio)
    return overflow ? maximumOutputBytes : min(maximumOutputBytes, max(minimumBudgetBytes, scaled))
  }

  /// Whether `bytes` start with the gzip signature 1F 8B.
  public static func isGzip(_ bytes: [UInt8]) -> Bool { bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B }

  /// The decompressed bytes (concatenated members too); throws naming the file
  /// and the byte offset where the stream broke, or as soon as the output
  /// would pass `limit` (by default ``budget(compressedCount:)``).
  public static func decompress(_ bytes: [UInt8], file: String, limit given: Int? = nil) throws(GzipError) -> [UInt8] {
    let limit = given ?? budget(compressedCount: bytes.count)
    guard !bytes.isEmpty else { throw GzipError(file: file, message: "empty: no gzip data") }
    var stream = z_stream()
    // 15 window bits + 32: detect gzip or zlib headers automatically.
    guard inflateInit2_(&stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      throw GzipError(file: file, message: "zlib could not start")
    }
    defer { inflateEnd(&stream) }
    var out: [UInt8] = []
    out.reserveCapacity(min(limit, max(1 << 16, bytes.count * 4)))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var consumed = 0
    while true {
      let status: Int32 = bytes.withUnsafeBufferPointer { input in
        chunk.withUnsafeMutableBufferPointer { buffer in
          stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress! + consumed)
          stream.avail_in = UInt32(input.count - consumed)
          stream.next_out = buffer.baseAddress
          stream.avail_out = UInt32(buffer.count)
          let r = inflate(&stream, Z_NO_FLUSH)
          consumed = input.count - Int(stream.avail_in)
          return r
        }
      }
      let produced = chunk.count - Int(stream.avail_out)
      guard out.count + produced <= limit else {
        throw GzipError(
          file: file,
          message:
            "decompresses to more than \(InputLimits.describe(Double(limit))) bytes (\(bytes.count) compressed bytes may inflate at most \(maximumRatio)×, up to \(maximumOutputBytes >> 20) MiB): refused as a possible zip bomb"
        )
      }
      out += chunk[0..<produced]
      switch status {
      case Z_STREAM_END:
        // Another gzip member may follow (concatenated .gz files).
        guard consumed < bytes.count, isGzip(Array(bytes[consumed...].prefix(2))) else { return out }
        inflateReset(&stream)
      case Z_OK:
        if consumed == bytes.count && produced == 0 {
          throw GzipError(file: file, message: "the gzip data ends early (byte \(consumed)): the file is truncated")
        }
      case Z_BUF_ERROR where consumed == bytes.count:
        throw GzipError(file: file, message: "the gzip data ends early (byte \(consumed)): the file is truncated")
      default:
        let reason = stream.msg.map { String(cString: $0) } ?? "error \(status)"
        throw GzipError(file: file, message: "not valid gzip data at byte \(consumed): \(reason)")
      }
    }
  }
}

extension Gzip {
  /// `bytes` and `path` as their content is: a gzip file decompressed and its
  /// name without `.gz` (so `ride.fit.gz` reads as `ride.fit`); anything else as is.
  public static func unwrapped(_ bytes: [UInt8], path: String) throws(GzipError) -> (bytes: [UInt8], path: String) {
    if isZip(bytes) {
      // Read as a CSV, a zip was "cannot tell what this CSV holds" quoting its binary.
      throw GzipError(
        file: path,
        message:
          "a .zip archive (an export of Garmin Connect, Strava or Apple Health, or a zip of rides), not one activity: 'veloscore ingest \(shellWord(path))' reads the files it holds"
      )
    }
    guard isGzip(bytes) else { return (bytes, path) }
    let inner = path.lowercased().hasSuffix(".gz") ? String(path.dropLast(3)) : path
    return (try decompress(bytes, file: path), inner)
  }
}
