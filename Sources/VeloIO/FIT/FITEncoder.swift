/// Writes FIT files message by message (little-endian, normal headers, a
/// definition before each message type's first data message), with the
/// 14-byte header and both CRCs (``FITCRC``). Field sizes and base types are
/// the profile's (shared/REFERENCE-FIT.md §4–5).
struct FITEncoder {
  enum Field {
    case enumeration(UInt8, UInt8)
    case uint16(UInt8, UInt16)
    case uint32(UInt8, UInt32)
    case uint32z(UInt8, UInt32)
    /// UTF-8, NUL-terminated, cut to at most 254 bytes on a character boundary.
    case string(UInt8, String)

    var number: UInt8 {
      switch self {
      case .enumeration(let n, _), .uint16(let n, _), .uint32(let n, _), .uint32z(let n, _), .string(let n, _): return n
      }
    }

    /// (size, base-type byte, bytes)
    var encoded: (UInt8, UInt8, [UInt8]) {
      switch self {
      case .enumeration(_, let v): return (1, 0x00, [v])
      case .uint16(_, let v): return (2, 0x84, [UInt8(v & 0xFF), UInt8(v >> 8)])
      case .uint32(_, let v): return (4, 0x86, (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) })
      case .uint32z(_, let v): return (4, 0x8C, (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) })
      case .string(_, let s):
        var bytes: [UInt8] = []
        for c in s where bytes.count + c.utf8.count <= 254 { bytes += Array(c.utf8) }
        bytes.removeAll { $0 == 0 }
        return (UInt8(bytes.count + 1), 0x07, bytes + [0])
      }
    }
  }

  private var records: [UInt8] = []
  /// The layout last defined for each local type: (global number, [(field, size, type)]).
  private var layouts: [UInt8: (UInt16, [[UInt8]])] = [:]

  /// Appends a data message of `global`, defining it first when its layout is new.
  /// Local types: one per global message number, 0…15.
  mutating func message(_ global: UInt16, local: UInt8, _ fields: [Field]) {
    let encoded = fields.map { ($0.number, $0.encoded) }
    let layout = encoded.map { [$0.0, $0.1.0, $0.1.1] }
    if layouts[local].map({ $0.0 != global || $0.1 != layout }) ?? true {
      records += [0x40 | local, 0, 0, UInt8(global & 0xFF), UInt8(global >> 8), UInt8(fields.count)]
      for f in layout { records += f }
      layouts[local] = (global, layout)
    }
    records.append(local)
    for (_, e) in encoded { records += e.2 }
  }

  /// The file: header with its CRC, the records, the file CRC.
  func file(profileVersion: UInt16 = 2132) -> [UInt8] {
    let size = UInt32(records.count)
    var header: [UInt8] = [14, 0x20, UInt8(profileVersion & 0xFF), UInt8(profileVersion >> 8)]
    header += (0..<4).map { UInt8((size >> (8 * $0)) & 0xFF) } + Array(".FIT".utf8)
    let headerCRC = header.withUnsafeBytes { FITCRC.checksum($0) }
    header += [UInt8(headerCRC & 0xFF), UInt8(headerCRC >> 8)]
    let out = header + records
    let crc = out.withUnsafeBytes { FITCRC.checksum($0) }
    return out + [UInt8(crc & 0xFF), UInt8(crc >> 8)]
  }
}
