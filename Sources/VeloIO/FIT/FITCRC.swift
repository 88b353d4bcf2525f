/// The FIT file checksum: CRC-16/ARC (reflected polynomial 0xA001, initial
/// value 0), as the FIT protocol specifies it with a 16-entry nibble table.
///
/// Computed by slicing-by-8 (Kounavis & Berry, "A Systematic Approach to
/// Building High Performance Software-Based CRC Generators", 2005): eight
/// 256-entry tables, `T_k[b]` = the CRC of byte `b` followed by `k` zero bytes,
/// so eight bytes cost eight independent lookups instead of a chain of eight.
/// Test vectors: "123456789" → 0xBB3D.
public enum FITCRC {
  /// `tables[k * 256 + b]` = `T_k[b]`, k = 0…7.
  static let tables: [UInt16] = {
    var t = [UInt16](repeating: 0, count: 8 * 256)
    for byte in 0..<256 {
      var crc = UInt16(byte)
      for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xA001 : crc >> 1 }
      t[byte] = crc
    }
    for k in 1..<8 {
      for byte in 0..<256 {
        let previous = t[(k - 1) * 256 + byte]
        t[k * 256 + byte] = (previous >> 8) ^ t[Int(previous & 0xFF)]
      }
    }
    return t
  }()

  /// CRC of `bytes`, continuing from `crc` (0 to start).
  /// - Complexity: O(n), eight bytes a step.
  public static func checksum(_ bytes: UnsafeRawBufferPointer, startingWith crc: UInt16 = 0) -> UInt16 {
    var c = crc
    tables.withUnsafeBufferPointer { t in
      let n = bytes.count
      var i = 0
      while i + 8 <= n {
        let x = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)) ^ UInt64(c)
        c =
          t[7 * 256 + Int(x & 0xFF)] ^ t[6 * 256 + Int((x >> 8) & 0xFF)]
          ^ t[5 * 256 + Int((x >> 16) & 0xFF)] ^ t[4 * 256 + Int((x >> 24) & 0xFF)]
          ^ t[3 * 256 + Int((x >> 32) & 0xFF)] ^ t[2 * 256 + Int((x >> 40) & 0xFF)]
          ^ t[1 * 256 + Int((x >> 48) & 0xFF)] ^ t[Int(x >> 56)]
        i += 8
      }
      while i < n {
        c = (c >> 8) ^ t[Int((c ^ UInt16(bytes[i])) & 0xFF)]
        i += 1
      }
    }
    return c
  }

  public static func checksum(_ bytes: [UInt8]) -> UInt16 {
    bytes.withUnsafeBytes { checksum($0) }
  }
}
