/// The 12- or 14-byte header that starts every FIT file of a chain.
public struct FITFileHeader: Sendable, Equatable {
  public var size: Int
  public var protocolVersion: UInt8
  /// Profile version ×100 or ×1000 (21205 = 21.205).
  public var profileVersion: UInt16
  /// Bytes of records after the header (before the 2-byte file CRC).
  public var dataSize: Int
  /// CRC of header bytes 0–11 (14-byte headers only); 0 means "not computed".
  public var headerCRC: UInt16

  init(_ b: UnsafeRawBufferPointer, at start: Int, file: String) throws {
    guard start + 12 <= b.count else {
      throw FITError(
        file: file, offset: b.count,
        message: "FIT header cut off: expected 12 or 14 header bytes from byte \(start), found \(b.count - start)")
    }
    size = Int(b[start])
    guard size == 12 || size == 14 else {
      throw FITError(
        file: file, offset: start, message: "header size byte is \(size): expected 12 or 14 (is this a FIT file?)")
    }
    guard b[start + 8] == 0x2E, b[start + 9] == 0x46, b[start + 10] == 0x49, b[start + 11] == 0x54 else {
      throw FITError(file: file, offset: start + 8, message: "expected the signature '.FIT' at header bytes 8–11")
    }
    guard start + size <= b.count else {
      throw FITError(file: file, offset: b.count, message: "FIT header cut off: expected \(size) header bytes")
    }
    protocolVersion = b[start + 1]
    profileVersion = UInt16(b[start + 2]) | UInt16(b[start + 3]) << 8
    dataSize = Int(b[start + 4]) | Int(b[start + 5]) << 8 | Int(b[start + 6]) << 16 | Int(b[start + 7]) << 24
    headerCRC = size == 14 ? UInt16(b[start + 12]) | UInt16(b[start + 13]) << 8 : 0
  }

  /// A mismatch between the stored and computed header CRC (skipped when stored as 0).
  func headerCRCProblem(_ b: UnsafeRawBufferPointer, at start: Int, file: String) -> FITError? {
    guard size == 14, headerCRC != 0 else { return nil }
    let computed = FITCRC.checksum(UnsafeRawBufferPointer(rebasing: b[start..<(start + 12)]))
    guard computed != headerCRC else { return nil }
    return FITError(
      file: file, offset: start + 12,
      message: "header CRC mismatch: stored 0x\(hex(headerCRC)), computed 0x\(hex(computed))")
  }
}
