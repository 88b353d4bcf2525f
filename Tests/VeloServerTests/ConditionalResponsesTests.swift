#if Server
// Built with the Server package trait (Package.swift).
import Foundation
import Testing
import VeloIO
@testable import VeloServer

/// Compression and validators as an app's HTTP client negotiates them.
@Suite struct ConditionalResponsesTests {
  @Test(arguments: [
    ("gzip", true), ("gzip, deflate, br", true), ("br;q=1.0, gzip;q=0.8", true), ("*", true), ("x-gzip", true),
    ("gzip;q=0", false), ("identity", false), ("deflate", false), ("", false), ("GZIP;Q=0.5", true),
  ])
  func acceptEncodingIsReadAsRFC9110Says(_ header: String, _ takes: Bool) {
    #expect(ResponseNegotiation.acceptsGzip(header) == takes, "\(header)")
  }

  @Test func aCompressedBodyInflatesToItself() throws {
    let body = [UInt8](String(repeating: "{\"date\" : \"2026-11-26\", \"load\" : 85},\n", count: 400).utf8)
    let packed = try #require(Gzip.compress(body))
    #expect(Gzip.isGzip(packed) && packed.count < body.count / 10)
    #expect(try Gzip.decompress(packed, file: "body") == body)
    #expect(try Gzip.decompress(try #require(Gzip.compress([])), file: "empty") == [])
  }

  @Test func theETagIsWeakAndFollowsTheBytes() {
    let a = ResponseNegotiation.etag(Data("one".utf8))
    let b = ResponseNegotiation.etag(Data("two".utf8))
    #expect(a.hasPrefix("W/\"") && a.count == 3 + 32 + 1 && a != b && a == ResponseNegotiation.etag(Data("one".utf8)))
  }
}
#endif
