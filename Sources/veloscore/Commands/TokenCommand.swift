import ArgumentParser
import VeloEngine
import VeloPipeline
import VeloReport
import VeloScore

/// `veloscore token …`: bearer tokens for `veloscore serve`.
struct TokenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "token",
    abstract: "Create, list and revoke the bearer tokens of 'veloscore serve'.",
    discussion: """
      A token sees one athlete (--athlete NAME) or, with --coach, every athlete;
      it reads, and with --write it may also upload activities. The token is
      printed once: only its SHA-256 is stored, so a lost token is revoked and
      created anew.

      Examples:
        veloscore token create --athlete ana --label "ana's phone"
        veloscore token create --coach --write
        veloscore token list
        veloscore token revoke 3
      """,
    subcommands: [Create.self, List.self, Revoke.self])

  struct Create: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Create a token (printed once).")
    @Option(help: "The one athlete the token may see.") var athlete: String?
    @Flag(help: "A coach's token: every athlete.") var coach = false
    @Flag(help: "Allow uploads too.") var write = false
    @Option(help: "A note on what the token is for.") var label: String?
    @Option(
      name: [.long, .customLong("database")],
      help: ArgumentHelp("Athlete library: a folder or a postgresql:// URL.", valueName: "path|url")) var library:
      String?
    @OptionGroup var output: OutputOptions

    func validate() throws {
      guard (athlete != nil) != coach else { throw ValidationError(say("token.whose")) }
      if let label, let problem = SafeName.labelProblem(label, what: "a label") {
        throw ValidationError(say("optionProblem", "--label", problem))
      }
    }

    func run() throws {
      let store = try StoreOptions.parse(library.map { ["--library", $0] } ?? []).open()
      do {
        let created = try store.createToken(athlete: athlete, canWrite: write, label: label)
        if output.json { return printJSON(created) }
        print(created.token)
        writeToStandardError(
          say(
            "token.created", created.id, created.athlete.map { say("token.athlete", $0) } ?? say("token.coachEvery"),
            say(write ? "token.readWrite" : "token.readOnly")) + "\n")
      } catch let e where Failure.isStoreError(e) { throw failStore(e) }
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List tokens (never the tokens themselves).")
    @Option(
      name: [.long, .customLong("database")],
      help: ArgumentHelp("Athlete library: a folder or a postgresql:// URL.", valueName: "path|url")) var library:
      String?
    @OptionGroup var output: OutputOptions

    func run() throws {
      let store = try StoreOptions.parse(library.map { ["--library", $0] } ?? []).open()
      do {
        let rows = try store.tokens()
        if output.json { return printJSON(rows) }
        var t = TextTable(headers: [
          "id", say("token.col.scope"), say("token.col.access"), say("token.col.created"), say("token.col.label"),
        ])
        t.rows = rows.map {
          [
            "\($0.id)", $0.athlete ?? say("token.coach"), say($0.canWrite ? "token.readWriteShort" : "token.read"),
            $0.createdAt, $0.label ?? "",
          ]
        }
        print(t.render(), terminator: "")
      } catch let e where Failure.isStoreError(e) { throw failStore(e) }
    }
  }

  struct Revoke: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Revoke a token by id (see 'token list').")
    @Argument(help: "Token id.") var id: Int64
    @Option(
      name: [.long, .customLong("database")],
      help: ArgumentHelp("Athlete library: a folder or a postgresql:// URL.", valueName: "path|url")) var library:
      String?
    @OptionGroup var output: OutputOptions

    func run() throws {
      let store = try StoreOptions.parse(library.map { ["--library", $0] } ?? []).open()
      do { try store.revokeToken(id: id) } catch let e where Failure.isStoreError(e) { throw failStore(e) }
      if output.json { printJSON(["revoked": id]) } else { print(say("token.revoked", id)) }
    }
  }
}
