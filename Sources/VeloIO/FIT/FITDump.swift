/// Every message of a FIT file as canonical text lines, for `veloscore fit dump`
/// and for parity checks against other decoders.
///
/// One line per data message: `<global>|<field>=<value>|…` with fields sorted by
/// number and raw values (no scale, offset or components; see ``FITValue`` for
/// the value text). Developer fields follow as `dev<index>.<field>=<value>`.
/// `grouped` orders messages by global number (file order within a group), the
/// order the parity oracle writes.
public enum FITDump {
  public static func lines(_ bytes: [UInt8], file: String, options: FITDecoder.Options = .init(), grouped: Bool = false) throws -> (lines: [String], summary: FITDecoder.Summary) {
    var groups: [UInt16: [String]] = [:]
    var order: [String] = []
    let summary = try FITDecoder(file: file, options: options).decode(bytes) { m in
      let line = line(for: m)
      if grouped { groups[m.globalNumber, default: []].append(line) } else { order.append(line) }
    }
    if grouped { order = groups.keys.sorted().flatMap { groups[$0]! } }
    return (order, summary)
  }

  /// The canonical line of one message; with `names`, the message and its
  /// fields are named from the profile (`record|timestamp=…|heart_rate=…`).
  public static func line(for m: FITMessage, names: Bool = false) -> String {
    func label(_ n: UInt8) -> String { names ? FITProfile.fieldName(n, message: m.globalNumber) : String(n) }
    var fields = m.fields.sorted { $0.number < $1.number }.map { "\(label($0.number))=\($0.value)" }
    if let ts = m.compressedTimestamp { fields.append("\(label(253))=\(ts)") }
    fields += m.developerFields.map { "dev\($0.description.developerDataIndex).\($0.description.fieldNumber)=\($0.value)" }
    return (names ? FITProfile.messageName(m.globalNumber) : "\(m.globalNumber)") + "|" + fields.joined(separator: "|")
  }
}
