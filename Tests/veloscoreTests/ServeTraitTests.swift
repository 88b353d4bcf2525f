import Testing

/// `serve` in a build without the Server package trait: a command-line error
/// (64) that says how to get a build with the server, not an unknown command.
@Suite struct ServeTraitTests {
  #if !Server
  @Test func serveSaysHowToGetABuildWithTheServer() throws {
    let r = try veloscore("serve", "--port", "0")
    #expect(r.status == 64)
    #expect(r.stderr.contains("built without the HTTP server") && r.stderr.contains("--traits Server"), "\(r.stderr)")
  }
  #else
  @Test func serveIsACommandOfThisBuild() throws {
    let r = try veloscore("serve", "--help")
    #expect(r.status == 0 && r.stdout.contains("--max-uploads"), "\(r.stdout)")
  }
  #endif
}
