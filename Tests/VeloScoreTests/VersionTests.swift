import Foundation
import Testing
import VeloScore

/// One version number: the library's, the OpenAPI document's `info.version`
/// and the latest release in CHANGELOG.md (the binary prints the library's).
@Suite struct VersionTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func isSemanticVersioning() {
    let parts = VeloscoreVersion.current.split(separator: ".")
    #expect(parts.count == 3 && parts.allSatisfy { UInt($0) != nil }, "\(VeloscoreVersion.current)")
  }

  @Test func theOpenAPIDocumentSaysTheSame() throws {
    let yaml = try String(contentsOf: Self.root.appendingPathComponent("docs/openapi.yaml"), encoding: .utf8)
    let line = yaml.split(separator: "\n").first { $0.hasPrefix("  version: ") }
    #expect(line == "  version: \(VeloscoreVersion.current)"[...])
  }

  @Test func theChangelogsLatestReleaseIsThisOne() throws {
    let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let latest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") }
    #expect(latest?.hasPrefix("## \(VeloscoreVersion.current) ") == true, "\(latest ?? "no release")")
  }
}
