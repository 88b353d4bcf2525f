import Foundation
import Testing
import VeloIO

@testable import VeloReport

/// A page runs exactly one script, the tap box, and its Content-Security-Policy
/// allows that script by hash and nothing else: the hash is recomputed here from
/// the script as the page carries it (CSP Level 2: base64 of the SHA-256 of the
/// element's text), so a script edited without its hash fails.
@Suite struct HTMLTapScriptTests {
  @Test func theCSPAllowsThePagesOneScriptByItsHash() throws {
    let page = HTML.page(
      title: "t",
      body: "<svg class=\"chart\"><rect width=\"9\" height=\"9\"><title>mar 18 nov 2025 · CTL 41.2</title></rect></svg>"
    )
    let scripts = page.components(separatedBy: "<script>").dropFirst().map {
      $0.components(separatedBy: "</script>")[0]
    }
    #expect(scripts.count == 1)
    let digest = Data(SHA256.hash(data: Data(try #require(scripts.first).utf8))).base64EncodedString()
    let csp = try #require(
      page.components(separatedBy: "content=\"").dropFirst().first { $0.hasPrefix("default-src") }?.components(
        separatedBy: "\"")[0])
    #expect(
      csp == "default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'sha256-\(digest)'", "\(csp)")
    // The box it fills is on the page, hidden until a tap.
    #expect(page.contains("<div id=\"tip\" class=\"tip\" role=\"status\" aria-live=\"polite\" hidden></div>"))
    // An athlete named like markup cannot add a script of their own: their text is escaped.
    #expect(HTML.escape("<script>x</script>") == "&lt;script&gt;x&lt;/script&gt;")
  }
}
