/// SHA-256 (NIST FIPS 180-4, §6.2): the 32-byte digest of a byte string.
///
/// The library's one hash: a source file's identity (duplicates), an API
/// token's stored form, an ETag, an idempotent request's fingerprint and a page
/// script's Content-Security-Policy hash. Written here so that a build of the
/// scoring, store and report libraries links no TLS library (swift-crypto's
/// BoringSSL was 380 compiled objects for six call sites); checked against the
/// NIST example vectors and Python's `hashlib` in `SHA256Tests`.
///
/// Streaming: `update` as often as needed, then `finalize` once.
public struct SHA256: Sendable {
  /// The digest's length in bytes.
  public static let byteCount = 32

  private var state: SIMD8<UInt32> = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  /// Bytes of a block not yet full (fewer than 64).
  private var pending: [UInt8] = []
  /// Bytes hashed so far, for the length field of the padding.
  private var length: UInt64 = 0

  public init() {}

  /// The digest of `data` in one call.
  public static func hash<Bytes: Sequence<UInt8>>(data: Bytes) -> [UInt8] {
    var hasher = SHA256()
    hasher.update(data: data)
    return hasher.finalize()
  }

  /// Adds bytes to the message.
  public mutating func update<Bytes: Sequence<UInt8>>(data: Bytes) {
    let contiguous: Void? = data.withContiguousStorageIfAvailable { update(buffer: UnsafeRawBufferPointer($0)) }
    if contiguous == nil { Array(data).withUnsafeBytes { update(buffer: $0) } }
  }

  /// Adds the bytes of a raw buffer to the message.
  public mutating func update(buffer: UnsafeRawBufferPointer) {
    guard !buffer.isEmpty else { return }
    length &+= UInt64(buffer.count)
    var start = 0
    if !pending.isEmpty {
      let take = min(64 - pending.count, buffer.count)
      pending.append(contentsOf: buffer[0..<take])
      start = take
      guard pending.count == 64 else { return }
      pending.withUnsafeBytes { Self.compress(&state, $0) }
      pending.removeAll(keepingCapacity: true)
    }
    while buffer.count - start >= 64 {
      Self.compress(&state, UnsafeRawBufferPointer(rebasing: buffer[start..<start + 64]))
      start += 64
    }
    pending.append(contentsOf: buffer[start...])
  }

  /// The digest: pads the message (a 1 bit, zeros, the length in bits as a
  /// big-endian 64-bit integer) and returns the state as 32 big-endian bytes.
  public consuming func finalize() -> [UInt8] {
    let bits = length &* 8
    var tail = pending
    tail.append(0x80)
    while tail.count % 64 != 56 { tail.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    tail.withUnsafeBytes { all in
      for offset in stride(from: 0, to: all.count, by: 64) {
        Self.compress(&state, UnsafeRawBufferPointer(rebasing: all[offset..<offset + 64]))
      }
    }
    var out: [UInt8] = []
    out.reserveCapacity(Self.byteCount)
    for index in 0..<8 {
      let word = state[index]
      out += [
        UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
        UInt8(truncatingIfNeeded: word),
      ]
    }
    return out
  }

  /// The round constants: the first 32 bits of the fractional parts of the
  /// cube roots of the first 64 primes (FIPS 180-4 §4.2.2).
  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  @inline(__always) private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 &- n)) }

  /// One 64-byte block into the state (FIPS 180-4 §6.2.2).
  private static func compress(_ state: inout SIMD8<UInt32>, _ block: UnsafeRawBufferPointer) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
      for t in 0..<16 { w[t] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: t * 4, as: UInt32.self)) }
      for t in 16..<64 {
        let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
        let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
        w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
      }
      var (a, b, c, d) = (state[0], state[1], state[2], state[3])
      var (e, f, g, h) = (state[4], state[5], state[6], state[7])
      roundConstants.withUnsafeBufferPointer { k in
        for t in 0..<64 {
          let t1 = h &+ (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) &+ ((e & f) ^ (~e & g)) &+ k[t] &+ w[t]
          let t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
          (h, g, f, e) = (g, f, e, d &+ t1)
          (d, c, b, a) = (c, b, a, t1 &+ t2)
        }
      }
      state &+= SIMD8(a, b, c, d, e, f, g, h)
    }
  }
}
