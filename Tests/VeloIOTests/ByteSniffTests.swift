import Foundation
import Testing

@testable import VeloIO

/// A file told by its first bytes gives the answer decoding them to text gave.
@Suite struct ByteSniffTests {
  @Test func findsTextAsContainsDid() {
    let head = Data("<?xml version=\"1.0\"?>\n<!DOCTYPE HealthData [\n<HealthData locale=\"es_MX\">".utf8)
    for needle in ["<!DOCTYPE HealthData", "<HealthData", "es_MX\">", "<", ""] {
      #expect(ByteSniff.contains(head, needle) == String(decoding: head, as: UTF8.self).contains(needle), "\(needle)")
    }
    #expect(!ByteSniff.contains(head, "<HealthDatum") && !ByteSniff.contains(Data(), "<"))
    #expect(ByteSniff.contains(Array("ñandú".utf8), "andú") && !ByteSniff.contains([0x3C], "<H"))
  }

  @Test func rulesOutOnlyWhatTheTextRuledOut() {
    for (text, ruledOut) in [
      ("  \r\n\t[{\"calendarDate\"", false), ("date,hrv\n", true), ("", true), ("   ", true),
      ("\u{00A0}[", false),  // other whitespace: left to the text check
      ("\u{FEFF}[", false), ("{\"a\": 1}", true),
    ] {
      #expect(ByteSniff.cannotStart(Array(text.utf8), with: "[") == ruledOut, "\(text.debugDescription)")
      let textSays = text.drop(while: \.isWhitespace).first != "["
      if ruledOut { #expect(textSays, "\(text.debugDescription)") }
    }
  }
}
