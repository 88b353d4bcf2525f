import VeloIO
import VeloScore

/// Column-wise compression of an activity's sample streams into one blob.
///
/// Each column is quantized to a fixed resolution, delta-coded against the
/// previous present sample and written as zig-zag LEB128 varints:
///
///     q_i = round(v_i · 10^d)        d = decimals of the column (below)
///     token_i = 0                    when v_i is NaN (no reading)
///     token_i = zigzag(q_i − q_prev) + 1
///
/// Smooth 1 Hz streams (power, heart rate, speed, distance) shrink to 1–2 bytes
/// per value; a 4-hour ride of 8 columns takes about 60 kB instead of 920 kB of
/// Double. The resolution is lossless for every device format we read (FIT
/// stores power in 1 W, speed in 1 mm/s, distance in 1 cm, position in
/// semicircles ≈ 1 cm); a column with a value beyond ±2^52 at its resolution
/// (or ±∞) is stored as raw Float64 instead.
///
/// Layout: `"VSC1"`, sample count, column count, then per column its name,
/// its mode (0 quantized / 1 raw), its decimals and its values. Timer pauses
/// travel as the `pause_s` column (`ActivityStreams/pauseBefore`).
public enum StreamCodec {
  /// Decimal places kept per column (time in ms, speed in mm/s, lat/lon in 1e-7°).
  public static let decimals: [String: Int] = [
    "time": 3, "power": 1, "heart_rate": 1, "cadence": 1, "speed": 3, "distance": 2,
    "altitude": 2, "temperature": 1, "grade": 2, "latitude": 7, "longitude": 7, "pause_s": 3,
  ]

  static let magic: [UInt8] = Array("VSC1".utf8)

  /// Encodes `streams` (time first, then every present column).
  public static func encode(_ streams: ActivityStreams) -> [UInt8] {
    var out = magic
    let columns = [(name: "time", values: streams.time)] + streams.presentColumns
    putVarint(UInt64(streams.sampleCount), &out)
    putVarint(UInt64(columns.count), &out)
    for column in columns {
      putVarint(UInt64(column.name.utf8.count), &out)
      out += column.name.utf8
      encodeColumn(column.values, decimals: decimals[column.name] ?? 3, into: &out)
    }
    return out
  }

  /// Appends one column: mode byte, decimals byte, then the values.
  static func encodeColumn(_ values: [Double], decimals d: Int, into out: inout [UInt8]) {
    let scale = pow10(d)
    let quantizable = values.allSatisfy { $0.isNaN || abs($0 * scale) < 4.5e15 }
    out.append(quantizable ? 0 : 1)
    out.append(UInt8(d))
    if quantizable {
      var previous: Int64 = 0
      for v in values {
        if v.isNaN {
          out.append(0)
          continue
        }
        let q = Int64((v * scale).rounded())
        putVarint(zigzag(q &- previous) &+ 1, &out)
        previous = q
      }
    } else {
      for v in values { withUnsafeBytes(of: v.bitPattern.littleEndian) { out += $0 } }
    }
  }

  /// A standalone series (e.g. a mean-max curve): count, then one column.
  public static func encodeSeries(_ values: [Double], decimals: Int) -> [UInt8] {
    var out: [UInt8] = []
    putVarint(UInt64(values.count), &out)
    encodeColumn(values, decimals: decimals, into: &out)
    return out
  }

  public static func decodeSeries(_ bytes: [UInt8]) throws(StreamCodecError) -> [Double] {
    var reader = Reader(bytes: bytes)
    let count = try reader.count(limit: bytes.count)
    let values = try decodeColumn(&reader, count: count, name: "series")
    guard reader.offset == bytes.count else { throw StreamCodecError(offset: reader.offset, message: "trailing bytes") }
    return values
  }

  static func decodeColumn(_ reader: inout Reader, count: Int, name: String) throws(StreamCodecError) -> [Double] {
    let mode = try reader.byte()
    let d = Int(try reader.byte())
    guard d <= 12, mode <= 1 else {
      throw StreamCodecError(offset: reader.offset, message: "bad column header for \(quoted(name))")
    }
    var values = [Double]()
    values.reserveCapacity(count)
    if mode == 0 {
      let scale = pow10(d)
      var previous: Int64 = 0
      for _ in 0..<count {
        let token = try reader.varint()
        if token == 0 {
          values.append(.nan)
          continue
        }
        previous = previous &+ unzigzag(token &- 1)
        values.append(Double(previous) / scale)
      }
    } else {
      for _ in 0..<count {
        let raw = try reader.take(8)
        var bits: UInt64 = 0
        for (k, byte) in raw.enumerated() { bits |= UInt64(byte) << (8 * k) }
        values.append(Double(bitPattern: bits))
      }
    }
    return values
  }

  /// Decodes a blob written by ``encode(_:)``; never traps on damaged input.
  public static func decode(_ bytes: [UInt8]) throws(StreamCodecError) -> ActivityStreams {
    var reader = Reader(bytes: bytes)
    guard bytes.starts(with: magic) else { throw StreamCodecError(offset: 0, message: "missing 'VSC1' signature") }
    reader.offset = 4
    let count = try reader.count(limit: bytes.count)
    let columnCount = try reader.count(limit: 64)
    var streams = ActivityStreams(time: [])
    for c in 0..<columnCount {
      let nameLength = try reader.count(limit: 64)
      let name = String(decoding: try reader.take(nameLength), as: UTF8.self)
      let values = try decodeColumn(&reader, count: count, name: name)
      if c == 0 {
        guard name == "time" else {
          throw StreamCodecError(offset: reader.offset, message: "first column must be 'time', found \(quoted(name))")
        }
        streams.time = values
      } else if let column = ActivityStreams.columns.first(where: { $0.name == name }) {
        streams[keyPath: column.keyPath] = values
      }
    }
    guard reader.offset == bytes.count else {
      throw StreamCodecError(offset: reader.offset, message: "\(bytes.count - reader.offset) trailing bytes")
    }
    return streams
  }

  static func pow10(_ d: Int) -> Double {
    var s = 1.0
    for _ in 0..<d { s *= 10 }
    return s
  }

  static func zigzag(_ v: Int64) -> UInt64 { UInt64(bitPattern: (v << 1) ^ (v >> 63)) }
  static func unzigzag(_ u: UInt64) -> Int64 { Int64(bitPattern: u >> 1) ^ -Int64(bitPattern: u & 1) }

  static func putVarint(_ value: UInt64, _ out: inout [UInt8]) {
    var v = value
    while v >= 0x80 {
      out.append(UInt8(v & 0x7F) | 0x80)
      v >>= 7
    }
    out.append(UInt8(v))
  }

  struct Reader {
    var bytes: [UInt8]
    var offset = 0

    mutating func byte() throws(StreamCodecError) -> UInt8 {
      guard offset < bytes.count else { throw StreamCodecError(offset: offset, message: "unexpected end of data") }
      defer { offset += 1 }
      return bytes[offset]
    }

    mutating func take(_ n: Int) throws(StreamCodecError) -> ArraySlice<UInt8> {
      guard n >= 0, n <= bytes.count - offset else {
        throw StreamCodecError(offset: offset, message: "unexpected end of data")
      }
      defer { offset += n }
      return bytes[offset..<offset + n]
    }

    mutating func varint() throws(StreamCodecError) -> UInt64 {
      var result: UInt64 = 0
      for shift in stride(from: 0, to: 64, by: 7) {
        let b = try byte()
        result |= UInt64(b & 0x7F) << UInt64(shift)
        if b < 0x80 { return result }
      }
      throw StreamCodecError(offset: offset, message: "varint longer than 10 bytes")
    }

    /// A varint that must not exceed `limit` (guards allocations).
    mutating func count(limit: Int) throws(StreamCodecError) -> Int {
      let start = offset
      let v = try varint()
      guard v <= UInt64(limit) else { throw StreamCodecError(offset: start, message: "count \(v) exceeds \(limit)") }
      return Int(v)
    }
  }
}

/// A stream blob that cannot be decoded (a damaged database row).
public struct StreamCodecError: Error, CustomStringConvertible, Sendable, Equatable {
  public var offset: Int
  public var message: String
  public var description: String { "stream blob: byte \(offset): \(message)" }
}
