/// Decodes FIT files: header and CRCs, definition and data messages (normal and
/// compressed-timestamp headers), chained files. Written from the FIT protocol
/// description (see `../shared/REFERENCE-FIT.md`).
///
/// The decoder never traps on malformed input: every read is bounds-checked and
/// a problem becomes a ``FITError`` naming the byte offset, or — with
/// `lenient` — a warning, after which decoding stops at the last complete record.
/// Memory: O(1) beyond the input; each message is handed to the visitor as a
/// view of the input bytes.
public struct FITDecoder {
  public struct Options: Sendable {
    /// Read on past bad CRCs, truncation and malformed records, collecting warnings.
    public var lenient = false
    public init(lenient: Bool = false) { self.lenient = lenient }
  }

  /// What a decode pass found besides the messages.
  public struct Summary: Sendable, Equatable {
    /// FIT files in the chain.
    public var files = 0
    public var messages = 0
    /// Problems tolerated in lenient mode.
    public var warnings: [FITError] = []
  }

  public let file: String
  public var options: Options

  public init(file: String, options: Options = Options()) {
    self.file = file
    self.options = options
  }

  /// Whether `bytes` look like a FIT file (header size 12/14 and ".FIT" at 8).
  public static func isFIT(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 12 && (bytes[0] == 12 || bytes[0] == 14) && bytes[8...11].elementsEqual(".FIT".utf8)
  }

  /// Decodes every data message of `bytes`, in file order, calling `visit`.
  @discardableResult
  public func decode(_ bytes: [UInt8], visit: (FITMessage) throws -> Void) throws -> Summary {
    try bytes.withUnsafeBytes { try decode($0, visit: visit) }
  }

  public func decode(_ buffer: UnsafeRawBufferPointer, visit: (FITMessage) throws -> Void) throws -> Summary {
    var summary = Summary()
    var position = 0
    if buffer.isEmpty {
      throw FITError(file: file, offset: 0, message: "file is empty: expected a 12- or 14-byte FIT header")
    }
    while position < buffer.count {
      do {
        position = try decodeOne(buffer, from: position, fileIndex: summary.files, summary: &summary, visit: visit)
        summary.files += 1
      } catch let error as FITError where options.lenient {
        summary.warnings.append(error)
        if summary.files == 0 && summary.messages == 0 && error.offset < 12 { throw error }
        summary.files += 1
        break
      }
      // Trailing zero padding after the last file is tolerated.
      if position < buffer.count, buffer[position...].allSatisfy({ $0 == 0 }) { break }
    }
    return summary
  }

  /// Decodes one FIT file of a chain starting at `start`; returns the offset after its CRC.
  private func decodeOne(
    _ buffer: UnsafeRawBufferPointer, from start: Int, fileIndex: Int, summary: inout Summary,
    visit: (FITMessage) throws -> Void
  ) throws -> Int {
    let header = try FITFileHeader(buffer, at: start, file: file)
    if let problem = header.headerCRCProblem(buffer, at: start, file: file) { try tolerate(problem, &summary) }
    var dataEnd = start + header.size + header.dataSize
    if header.dataSize == 0 && header.headerCRC == 0 {
      dataEnd = max(start + header.size, buffer.count - 2)  // Edge 1000 quirk: size never filled in
    }
    if dataEnd + 2 > buffer.count {
      try tolerate(
        FITError(
          file: file, offset: buffer.count,
          message:
            "file is truncated: the header announces \(header.dataSize) data bytes and a 2-byte CRC ending at byte \(dataEnd + 2), but the file has \(buffer.count) bytes"
        ), &summary)
      dataEnd = buffer.count
    } else {
      let stored = UInt16(buffer[dataEnd]) | UInt16(buffer[dataEnd + 1]) << 8
      let computed = FITCRC.checksum(UnsafeRawBufferPointer(rebasing: buffer[start..<dataEnd]))
      if stored != computed {
        try tolerate(
          FITError(
            file: file, offset: dataEnd,
            message:
              "file CRC mismatch: stored 0x\(hex(stored)), computed 0x\(hex(computed)) over bytes \(start)…\(dataEnd - 1)"
          ), &summary)
      }
    }

    var definitions = [FITMessageDefinition?](repeating: nil, count: 16)
    var registry = FITDeveloperRegistry()
    var lastTimestamp: UInt32? = nil
    var p = start + header.size
    while p < dataEnd {
      let recordStart = p
      let h = buffer[p]
      p += 1
      if h & 0x80 == 0 && h & 0x40 != 0 {
        let local = Int(h & 0x0F)
        definitions[local] = try readDefinition(
          buffer, at: &p, end: dataEnd, developer: h & 0x20 != 0, recordStart: recordStart)
        continue
      }
      let local: Int
      var compressed: UInt32? = nil
      if h & 0x80 != 0 {
        local = Int((h >> 5) & 0x03)
        let offset = UInt32(h & 0x1F)
        if let last = lastTimestamp {
          var ts = (last & ~0x1F) + offset
          if offset < (last & 0x1F) { ts &+= 0x20 }
          compressed = ts
          lastTimestamp = ts
        }
      } else {
        local = Int(h & 0x0F)
      }
      guard let definition = definitions[local] else {
        throw FITError(
          file: file, offset: recordStart,
          message:
            "data message for local type \(local) before any definition of it (record header 0x\(hex(UInt16(h))))")
      }
      guard p + definition.payloadSize <= dataEnd else {
        throw FITError(
          file: file, offset: recordStart,
          message: "data message of \(definition.payloadSize) bytes runs past the end of the data at byte \(dataEnd)")
      }
      let message = FITMessage(
        definition: definition, payload: UnsafeRawBufferPointer(rebasing: buffer[p..<(p + definition.payloadSize)]),
        offset: recordStart, compressedTimestamp: compressed, fileIndex: fileIndex, developerRegistry: registry)
      p += definition.payloadSize
      if compressed == nil, let ts = message.integer(253) { lastTimestamp = UInt32(truncatingIfNeeded: ts) }
      if definition.globalNumber == 206 || definition.globalNumber == 207 { registry.register(message) }
      summary.messages += 1
      try visit(message)
    }
    return dataEnd + 2
  }

  private func readDefinition(
    _ buffer: UnsafeRawBufferPointer, at p: inout Int, end: Int, developer: Bool, recordStart: Int
  ) throws -> FITMessageDefinition {
    func need(_ n: Int, _ what: String) throws {
      guard p + n <= end else {
        throw FITError(
          file: file, offset: p,
          message: "definition message cut off: expected \(what) (\(n) bytes) before the end of the data at byte \(end)"
        )
      }
    }
    try need(5, "reserved, architecture, global message number and field count")
    let architecture = buffer[p + 1]
    guard architecture <= 1 else {
      throw FITError(
        file: file, offset: p + 1,
        message: "definition architecture byte is \(architecture): expected 0 (little-endian) or 1 (big-endian)")
    }
    let bigEndian = architecture == 1
    let global =
      bigEndian
      ? UInt16(buffer[p + 2]) << 8 | UInt16(buffer[p + 3]) : UInt16(buffer[p + 3]) << 8 | UInt16(buffer[p + 2])
    let count = Int(buffer[p + 4])
    p += 5
    try need(3 * count, "\(count) field definitions")
    var fields: [FITFieldDefinition] = []
    fields.reserveCapacity(count)
    var offset = 0
    for _ in 0..<count {
      let size = Int(buffer[p + 1])
      var type = FITBaseType(definitionByte: buffer[p + 2])
      if size % type.size != 0 { type = .uint8 }
      fields.append(FITFieldDefinition(number: buffer[p], size: size, baseType: type, offset: offset))
      offset += size
      p += 3
    }
    var developerFields: [FITDeveloperFieldDefinition] = []
    if developer {
      try need(1, "the developer field count")
      let devCount = Int(buffer[p])
      p += 1
      try need(3 * devCount, "\(devCount) developer field definitions")
      for _ in 0..<devCount {
        let size = Int(buffer[p + 1])
        developerFields.append(
          FITDeveloperFieldDefinition(number: buffer[p], size: size, developerDataIndex: buffer[p + 2], offset: offset))
        offset += size
        p += 3
      }
    }
    return FITMessageDefinition(
      globalNumber: global, bigEndian: bigEndian, fields: fields, developerFields: developerFields, payloadSize: offset)
  }

  private func tolerate(_ error: FITError, _ summary: inout Summary) throws {
    guard options.lenient else { throw error }
    summary.warnings.append(error)
  }
}

func hex(_ v: UInt16) -> String {
  let s = String(v, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - s.count)) + s
}
