import Testing
import VeloIO

/// SHA-256 against digests computed elsewhere: the NIST example messages
/// (FIPS 180-4 examples, "abc", the 448- and 896-bit messages, a million "a")
/// and Python's `hashlib.sha256` on messages at every padding boundary
/// (55, 56, 57, 63, 64, 65 … bytes), digests pasted here, not recomputed.
@Suite struct SHA256Tests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
    ),
  ])
  func nistExamples(message: String, digest: String) {
    #expect(SHA256.hash(data: Array(message.utf8)).lowercaseHex == digest)
  }

  @Test func aMillionAs() {
    #expect(
      SHA256.hash(data: [UInt8](repeating: 0x61, count: 1_000_000)).lowercaseHex
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  /// Byte j of the n-byte message is (7j + n) mod 256; digests from hashlib.
  static let boundaries: [(Int, String)] = [
    (1, "4bf5122f344554c53bde2ebb8cd2b7e3d1600ad631c385a5d7cce23c7785459a"),
    (55, "81afe5b788dc2ce138ff83d9b20164db75a94d75d2b2432eea4a0ef605088c72"),
    (56, "2aba54f0ac632420a2b502431408866e40e1d5e430df4cd822642c78ab2eb9c1"),
    (57, "903284efbf9100e8ba1614ec65eacacad125e03f857cae7acbf8b73b23e0fdfe"),
    (63, "733d3d4ee79ee67145bf73da13588f6f235d37414fc64b14a2f00f1762792f5e"),
    (64, "79322907b3e9d013d7dc2c2f256674dbf733045cde01df3539271c6f5605feb8"),
    (65, "d85c007c6eb440f085afa2b84f6f2bce4658b240e9f62cb1364bf0485a57e720"),
    (119, "6c87eedf096b345de205b702e5223b73b447a3207791ded3ea007ba15ed6736e"),
    (120, "42500cf6a1e3936d6b9e0bcfe296d654b63255e525487d3634d0b15fde591c4d"),
    (127, "68f6ff710276900c0ffbbc57426f67e00c2e01f0750c7edc25ac06b8ce7a8095"),
    (128, "489d55fea9a73af36b6dd0be7b4117d8e5683386d39544e8a44c99a87f368707"),
    (1000, "6b0df76627243d095b0c4400cb658b7e804dd03461cc03aee8fc8fe0bcada168"),
    (4095, "2a37c9cecea9397e269f15d981dfee1856c524402a5a9c2e5c363f0fdc164bce"),
  ]

  static func message(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ count) } }

  @Test func paddingBoundaries() {
    for (count, digest) in Self.boundaries {
      #expect(SHA256.hash(data: Self.message(count)).lowercaseHex == digest, "\(count) bytes")
    }
  }

  /// The same digest however the message arrives: in pieces of every size from
  /// 1 to 130 bytes, and as a sequence with no contiguous storage.
  @Test func piecesGiveTheSameDigest() {
    let (count, digest) = Self.boundaries[Self.boundaries.count - 1]
    let bytes = Self.message(count)
    for piece in 1...130 {
      var hasher = SHA256()
      for start in stride(from: 0, to: count, by: piece) {
        hasher.update(data: bytes[start..<min(start + piece, count)])
      }
      #expect(hasher.finalize().lowercaseHex == digest, "pieces of \(piece)")
    }
    #expect(SHA256.hash(data: bytes.lazy.map { $0 }).lowercaseHex == digest)
  }
}
