#if Server
// Built with the Server package trait (Package.swift).
import Foundation
import Testing
import VeloServer
import _VeloTestSupport

/// The document and the handlers must not drift: the embedded copy is the
/// committed file, and its paths and methods are exactly the route table's.
@Suite struct OpenAPIDocumentTests {
  let file = Repository.path("docs/openapi.yaml")

  @Test func embeddedCopyIsTheCommittedDocument() throws {
    let committed = try String(contentsOfFile: file, encoding: .utf8)
    #expect(OpenAPIDocument.yaml + "\n" == committed, "run 'make openapi' after editing docs/openapi.yaml")
  }

  /// `paths:` entries (two-space indent) and their methods (four spaces), read from the YAML.
  func documentedRoutes() throws -> Set<String> {
    var routes = Set<String>()
    var path: String?
    var inPaths = false
    for line in try String(contentsOfFile: file, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      if line == "paths:" {
        inPaths = true
        continue
      }
      if inPaths, let first = line.first, first != " " { break }
      guard inPaths else { continue }
      if line.hasPrefix("  /"), line.hasSuffix(":"), !line.hasPrefix("   ") {
        path = String(line.dropFirst(2).dropLast())
      }
      for method in ["get", "post", "put", "patch", "delete"] where line == "    \(method):" {
        routes.insert("\(method) \(path ?? "?")")
      }
    }
    return routes
  }

  @Test func everyRouteIsDocumentedAndNothingElse() throws {
    let served = Set(APIRoutes.all.map { "\($0.method) \($0.path)" })
    let documented = try documentedRoutes()
    // the docs page, labels, reads, sign-up, uploads, workouts, wellness, edits, the plan, its sessions and events, the calendar, erasure, tokens
    #expect(documented.count == 35)
    #expect(
      served == documented,
      "served only: \(served.subtracting(documented)); documented only: \(documented.subtracting(served))")
  }

  /// Open routes are exactly those the document exempts from the bearer requirement.
  @Test func openRoutesMatchTheDocument() throws {
    let text = try String(contentsOfFile: file, encoding: .utf8)
    for route in APIRoutes.all where !route.authenticated {
      #expect(text.contains("  \(route.path):\n    \(route.method):\n      operationId: "), "\(route.path)")
    }
    #expect(
      text.components(separatedBy: "      security: []").count - 1 == APIRoutes.all.filter { !$0.authenticated }.count
    )
  }
}
#endif
