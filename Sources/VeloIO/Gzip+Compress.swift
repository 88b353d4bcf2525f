import CVeloZlib

extension Gzip {
  /// `bytes` as one gzip member (RFC 1952) at zlib `level` (1 fastest … 9
  /// smallest; 6 is zlib's default), for a response sent with
  /// `Content-Encoding: gzip`; `nil` if zlib fails, which it does only
  /// without memory (the caller then sends the bytes as they are).
  public static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8]? {
    var stream = z_stream()
    // 15 window bits + 16: a gzip header and trailer instead of zlib's.
    guard
      deflateInit2_(
        &stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        == Z_OK
    else {
      return nil
    }
    defer { deflateEnd(&stream) }
    // deflateBound covers zlib's wrapper; a gzip wrapper is 12 bytes longer.
    var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 18)
    let status: Int32 = bytes.withUnsafeBufferPointer { input in
      out.withUnsafeMutableBufferPointer { output in
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.avail_in = UInt32(input.count)
        stream.next_out = output.baseAddress
        stream.avail_out = UInt32(output.count)
        return deflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END else { return nil }
    return Array(out.prefix(Int(stream.total_out)))
  }
}
