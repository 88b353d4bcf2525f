/// Telling a file by its first bytes without decoding them to text: asked of
/// every file an ingest or a batch reads (is it an Apple Health export, a
/// Garmin or Fitbit JSON array?), where decoding 4 KB to a `String` and
/// `String.contains` (NSString on Linux) cost more than scoring a summary.
enum ByteSniff {
  /// Whether the UTF-8 bytes of `needle` occur in `haystack`.
  static func contains(_ haystack: some Collection<UInt8>, _ needle: String) -> Bool {
    let n = Array(needle.utf8)
    if let found = haystack.withContiguousStorageIfAvailable({ search($0, n) }) { return found }
    return Array(haystack).withUnsafeBufferPointer { search($0, n) }
  }

  private static func search(_ h: UnsafeBufferPointer<UInt8>, _ n: [UInt8]) -> Bool {
    guard let first = n.first else { return false }  // as String.contains("")
    var i = 0
    while i + n.count <= h.count {
      if h[i] == first && h[i..<i + n.count].elementsEqual(n) { return true }
      i += 1
    }
    return false
  }

  /// Whether `bytes` cannot start, after whitespace, with the ASCII character
  /// `ascii`: their first byte past ASCII whitespace is another ASCII byte. A
  /// byte above 0x7F (text that may start with other whitespace) is not ruled out.
  static func cannotStart(_ bytes: some Collection<UInt8>, with ascii: Unicode.Scalar) -> Bool {
    guard let first = bytes.first(where: { !(0x09...0x0D).contains($0) && $0 != 0x20 }) else { return true }
    return first < 0x80 && first != UInt8(ascii: ascii)
  }
}
