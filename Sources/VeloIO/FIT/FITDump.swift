/// Every message of a FIT file as canonical text lines, for `veloscore fit dump`
/// and for parity checks against other decoders.
///
/// One line per data message: `<global>|<field>=<value>|…` with fields sorted by
/// number and raw values (no scale, offset or components; see ``FITValue`` for
/// the value text). Developer fields follow as `dev<index>.<field>=<value>`.
/// `grouped` orders messages by global number (file order within a group), the
/// order the parity oracle writes.
public enum FITDump {
  public static func lines(_ bytes: [UInt8], file: String, options: FITDecoder.Options = .init(), grouped: Bool = false)
    throws -> (lines: [String], summary: FITDecoder.Summary)
  {
    var groups: [UInt16: [String]] = [:]
    var order: [String] = []
    var writer = FITDumpWriter()
    let summary = try FITDecoder(file: file, options: options).decode(bytes) { m in
      writer.bytes.removeAll(keepingCapacity: true)
      writer.append(m)
      let line = String(decoding: writer.bytes, as: UTF8.self)
      if grouped { groups[m.globalNumber, default: []].append(line) } else { order.append(line) }
    }
    if grouped { order = groups.keys.sorted().flatMap { groups[$0]! } }
    return (order, summary)
  }

  /// The whole dump as UTF-8 text, a line per message each ending in `\n`
  /// (what `veloscore fit dump` prints), handed to `flush` in chunks of about
  /// `chunkSize` bytes so that memory stays bounded on large files.
  public static func write(
    _ bytes: [UInt8], file: String, options: FITDecoder.Options = .init(), names: Bool = false,
    chunkSize: Int = 1 << 20, flush: ([UInt8]) -> Void
  ) throws -> FITDecoder.Summary {
    var writer = FITDumpWriter(names: names)
    writer.bytes.reserveCapacity(chunkSize + 4096)
    let summary = try FITDecoder(file: file, options: options).decode(bytes) { m in
      writer.append(m)
      writer.bytes.append(UInt8(ascii: "\n"))
      if writer.bytes.count >= chunkSize {
        flush(writer.bytes)
        writer.bytes.removeAll(keepingCapacity: true)
      }
    }
    if !writer.bytes.isEmpty { flush(writer.bytes) }
    return summary
  }

  /// The canonical line of one message; with `names`, the message and its
  /// fields are named from the profile (`record|timestamp=…|heart_rate=…`).
  public static func line(for m: FITMessage, names: Bool = false) -> String {
    var writer = FITDumpWriter(names: names)
    writer.append(m)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}
