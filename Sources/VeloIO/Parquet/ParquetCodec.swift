#if canImport(CVeloZstd)
import CVeloZstd
#endif

/// How the pages of a Parquet file are compressed (`CompressionCodec` in
/// parquet.thrift). Every reader the batch contract names (pyarrow, pandas,
/// Polars, DuckDB, Spark ≥ 3.2) reads both compressed codecs.
public enum ParquetCodec: Sendable, Equatable {
  case uncompressed
  /// gzip members (RFC 1952) from zlib, level 6.
  case gzip
  /// Zstandard frames (RFC 8878) from libzstd at `level` (1 fastest … 19;
  /// Arrow's default for Parquet is 1).
  case zstd(level: Int32)

  /// Zstandard where libzstd is linked (Linux), gzip elsewhere (Apple's
  /// platforms ship zlib, not libzstd).
  public static var preferred: ParquetCodec {
    #if canImport(CVeloZstd)
    .zstd(level: 1)
    #else
    .gzip
    #endif
  }

  /// Whether this build can write `self`.
  public var isAvailable: Bool {
    #if canImport(CVeloZstd)
    return true
    #else
    if case .zstd = self { return false }
    return true
    #endif
  }

  /// Compressing a page failed (only without memory, or a codec this build lacks).
  public struct Failed: Error, CustomStringConvertible {
    public var codec: String
    public var description: String { "\(codec) could not compress a Parquet page" }
  }

  /// The codec's number in `ColumnMetaData.codec`.
  var thriftValue: Int32 {
    switch self {
    case .uncompressed: 0
    case .gzip: 2
    case .zstd: 6
    }
  }

  /// `bytes` compressed, a whole page at a time.
  func compress(_ bytes: [UInt8]) throws -> [UInt8] {
    switch self {
    case .uncompressed: return bytes
    case .gzip:
      guard let out = Gzip.compress(bytes) else { throw Failed(codec: "gzip") }
      return out
    case .zstd(let level):
      #if canImport(CVeloZstd)
      var out = [UInt8](repeating: 0, count: ZSTD_compressBound(bytes.count))
      let size = bytes.withUnsafeBytes { input in
        out.withUnsafeMutableBytes { output in
          ZSTD_compress(output.baseAddress, output.count, input.baseAddress, input.count, level)
        }
      }
      guard ZSTD_isError(size) == 0 else { throw Failed(codec: "zstd") }
      out.removeSubrange(size...)
      return out
      #else
      throw Failed(codec: "zstd (not in this build)")
      #endif
    }
  }
}
