/// Builds small FIT files byte by byte for decoder tests (edge cases the
/// shipped real files do not contain). Its CRC is the FIT protocol's
/// nibble-table algorithm, written independently of the decoder's byte table.
public struct FITTestWriter {
  public var records: [UInt8] = []

  public init() {}

  /// A definition message. `fields`: (field number, size, base-type byte).
  public mutating func define(
    local: UInt8, global: UInt16, bigEndian: Bool = false, fields: [(UInt8, UInt8, UInt8)],
    developer: [(number: UInt8, size: UInt8, index: UInt8)] = []
  ) {
    records.append(0x40 | (developer.isEmpty ? 0 : 0x20) | (local & 0x0F))
    records += [0, bigEndian ? 1 : 0]
    records += bigEndian ? [UInt8(global >> 8), UInt8(global & 0xFF)] : [UInt8(global & 0xFF), UInt8(global >> 8)]
    records.append(UInt8(fields.count))
    for (n, s, t) in fields { records += [n, s, t] }
    if !developer.isEmpty {
      records.append(UInt8(developer.count))
      for d in developer { records += [d.number, d.size, d.index] }
    }
  }

  /// A data message with a normal header.
  public mutating func data(local: UInt8, _ payload: [UInt8]) {
    records.append(local & 0x0F)
    records += payload
  }

  /// A data message with a compressed-timestamp header (local type 0–3, offset 0–31 s).
  public mutating func compressed(local: UInt8, offset: UInt8, _ payload: [UInt8]) {
    records.append(0x80 | (local & 0x03) << 5 | (offset & 0x1F))
    records += payload
  }

  /// The complete file: header (12 or 14 bytes), records, CRC.
  public func file(headerSize: Int = 14, headerCRC: Bool = true, corruptFileCRC: Bool = false) -> [UInt8] {
    var header: [UInt8] = [UInt8(headerSize), 0x20] + le16(2132) + le32(UInt32(records.count)) + Array(".FIT".utf8)
    if headerSize == 14 { header += headerCRC ? le16(Self.crc(header)) : [0, 0] }
    var out = header + records
    var crc = Self.crc(out)
    if corruptFileCRC { crc ^= 0x5A5A }
    out += le16(crc)
    return out
  }

  /// CRC-16 by the protocol's 16-entry nibble table.
  public static func crc(_ bytes: [UInt8]) -> UInt16 {
    let t: [UInt16] = [
      0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
      0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400,
    ]
    var crc: UInt16 = 0
    for b in bytes {
      var tmp = t[Int(crc & 0xF)]
      crc = (crc >> 4) & 0x0FFF
      crc = crc ^ tmp ^ t[Int(b & 0xF)]
      tmp = t[Int(crc & 0xF)]
      crc = (crc >> 4) & 0x0FFF
      crc = crc ^ tmp ^ t[Int((b >> 4) & 0xF)]
    }
    return crc
  }
}

public func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
public func le32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) } }
public func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
public func be32(_ v: UInt32) -> [UInt8] { (0..<4).reversed().map { UInt8((v >> (8 * $0)) & 0xFF) } }
