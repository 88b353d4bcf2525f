import ArgumentParser

struct CompletionsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "completions",
    abstract: "Print a shell completion script (bash, zsh or fish).",
    discussion: """
      Examples:
        veloscore completions bash > /etc/bash_completion.d/veloscore
        veloscore completions zsh > "${fpath[1]}/_veloscore"
        veloscore completions fish > ~/.config/fish/completions/veloscore.fish
      """
  )

  @Argument(help: "bash, zsh or fish.") var shell: String

  func validate() throws {
    guard CompletionShell(rawValue: shell) != nil else { throw ValidationError(say("completions.shell", shell)) }
  }

  func run() throws {
    print(Veloscore.completionScript(for: CompletionShell(rawValue: shell)!))
  }
}
