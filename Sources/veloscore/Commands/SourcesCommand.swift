import ArgumentParser
import VeloPipeline
import VeloReport

/// The files ingested for an athlete, oldest first.
struct SourcesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sources", abstract: "List the files ingested for an athlete (path, kind, SHA-256).")
  @OptionGroup var store: StoreOptions
  @OptionGroup var output: OutputOptions

  func run() throws {
    let (library, athlete) = try store.openAthlete()
    let files: [SourceFile]
    do { files = try library.sourceFiles(athlete) } catch { throw failStore(error) }
    if output.json { return printJSON(files) }
    var t = TextTable(
      headers: [
        "sha256", say("sources.col.kind"), say("sources.col.bytes"), say("sources.col.ingested"),
        say("sources.col.path"),
      ], alignments: [.left, .left, .right, .left, .left])
    t.rows = files.map { [String($0.sha256.prefix(12)), $0.kind.rawValue, "\($0.byteCount)", $0.ingestedAt, $0.path] }
    print("\(athlete.name): \(sayCounted("files", files.count))\n")
    print(t.render(), terminator: "")
  }
}
