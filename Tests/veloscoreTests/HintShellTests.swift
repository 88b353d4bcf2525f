import Foundation
import Testing
import _VeloTestSupport

/// Every command a hint suggests, in English and Spanish, works when copied
/// into a shell: its words filled as the CLI fills them (a name with a space
/// and an accent, quoted), its placeholders as a user would (NAME, FILE, W…).
/// A new hint that suggests a command must be added here.
@Suite struct HintShellTests {
  /// The catalogue keys whose text suggests a command, with the values the CLI passes for their `%@`.
  static let filled: [String: [String]] = [
    "athlete.noThresholds": [#""Ana López""#],
    "store.hint.noLibrary": [#""NEWLIB""#],
    "store.hint.noAthletes": [], "store.hint.unknownAthlete": [], "store.hint.athleteExists": [],
    "store.hint.unknownActivity": [], "store.hint.corrupt": [], "store.hint.io": [], "store.hint.other": [],
    "engine.damaged.hint": [], "engine.ingest.hint.archive": [], "engine.workout.hint.steps": [],
    "cli.usage.hint": [], "cli.noActivities.hint": [],
    "cli.noActivitiesYet.hint": [#""Ana López""#],
    "cli.ingest.estimated": ["2", #""Ana López""#, "--max-hr N --rest-hr N --lthr N"],
    "cli.ingest.estimated.one": ["1", #""Ana López""#, "--ftp W --lthr N"],
    "cli.ingest.fileThresholds": ["2", #""Ana López""#], "cli.ingest.fileThresholds.one": ["1", #""Ana López""#],
    "cli.activityFile.lenient.hint": [#""CUT""#],
  ]

  /// `text`'s commands between quotes that begin with `veloscore`.
  static func commands(_ text: String) -> [String] {
    text.split(separator: "'", omittingEmptySubsequences: false).enumerated().compactMap { k, part in
      k % 2 == 1 && part.hasPrefix("veloscore ") ? String(part) : nil
    }
  }

  /// The catalogue's entries: key → text.
  static func catalogue(_ language: String) throws -> [String: String] {
    let text = try String(
      contentsOfFile: Repository.path("Sources/VeloReport/Localization/\(language).strings"), encoding: .utf8)
    var entries: [String: String] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("\"") {
      let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
      guard parts.count >= 4 else { continue }
      entries[String(parts[1])] = parts[3...].dropLast().joined(separator: "\"")
    }
    return entries
  }

  @Test(arguments: ["en", "es-MX"])
  func everySuggestedCommandRuns(language: String) throws {
    let dir = try makeTemporaryDirectory().appendingPathComponent("with space")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let lib = dir.appendingPathComponent("lib").path
    #expect(try veloscore("athlete", "add", "Ana López", "--library", lib).status == 0)
    // Where "add one" is said: a library without athletes.
    let empty = dir.appendingPathComponent("empty lib").path
    #expect(try veloscore("init", "--library", empty).status == 0)
    let ride = dir.appendingPathComponent("my ride.fit")
    try FileManager.default.copyItem(atPath: Repository.path("datasets/fit/4801048867.fit"), toPath: ride.path)
    let cut = dir.appendingPathComponent("cut ride.fit")
    try Data(try Data(contentsOf: ride).prefix(20_000)).write(to: cut)
    // What a user types for each placeholder.
    let words = [
      "NAME": #""Ana López""#, "NOMBRE": #""Ana López""#, "FILE": "'\(ride.path)'", "ARCHIVO": "'\(ride.path)'",
      "FOLDER": "'\(dir.path)/out'", "CARPETA": "'\(dir.path)/out'", "W": "250", "N": "160", "…": "--weight 60",
      "NEWLIB": "\(dir.path)/new lib", "CUT": cut.path,
    ]
    let entries = try Self.catalogue(language)
    let suggesting = entries.filter { !Self.commands($0.value).isEmpty }
    #expect(
      Set(suggesting.keys) == Set(Self.filled.keys),
      "hints not tested: \(Set(suggesting.keys).subtracting(Self.filled.keys))")
    var ran = 0
    for (key, text) in suggesting.sorted(by: { $0.key < $1.key }) {
      let values = Self.filled[key] ?? []
      for template in Self.commands(text) {
        var command = template
        for (k, v) in values.enumerated() {
          command = command.replacingOccurrences(of: "%\(k + 1)$@", with: v)
        }
        if let first = values.first { command = command.replacingOccurrences(of: "%@", with: first) }
        for word in command.split(separator: " ").map(String.init) {
          let bare = word.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
          // Adding an athlete asks for a new name.
          if key == "store.hint.noAthletes", ["NAME", "NOMBRE"].contains(bare) {
            command = command.replacingOccurrences(of: word, with: #""Bea Núñez""#)
          } else if let typed = words[bare] {
            command = command.replacingOccurrences(of: word, with: word.replacingOccurrences(of: bare, with: typed))
          }
        }
        command = command.replacingOccurrences(of: "--max-hr 160", with: "--max-hr 185")
          .replacingOccurrences(of: "--rest-hr 160", with: "--rest-hr 50")
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        let library =
          command.contains("--library") ? "" : " --library '\(key == "store.hint.noAthletes" ? empty : lib)'"
        let help = command.hasPrefix("veloscore help") || command.contains("--help")
        shell.arguments = ["-c", command + (help ? "" : library)]
        shell.environment = [
          "PATH": try binary().deletingLastPathComponent().path + ":/usr/bin:/bin", "VELOSCORE_LANG": language,
        ]
        shell.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        shell.standardError = errors
        try shell.run()
        shell.waitUntilExit()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(shell.terminationStatus == 0, "\(key): \(command) → \(shell.terminationStatus) \(stderr)")
        ran += 1
      }
    }
    #expect(ran >= 20)

    // The hints as the CLI fills them (the athlete's name was not quoted in "add some with …"),
    // for an athlete with no thresholds and no activities yet.
    let fresh = dir.appendingPathComponent("fresh lib").path
    #expect(try veloscore("athlete", "add", "Cé Ñandú", "--library", fresh).status == 0)
    // And the hints the readers build, naming the file: a list whose dates cannot tell their order,
    // a zip given as one activity, a daily load log given to ingest.
    let ambiguous = dir.appendingPathComponent("mi lista.csv")
    try "fecha,deporte,minutos\n05/11/2026,correr,40\n".write(to: ambiguous, atomically: true, encoding: .utf8)
    let zip = dir.appendingPathComponent("mis rides.zip")
    try FileManager.default.copyItem(atPath: Repository.path("datasets/zip/fit-rides.zip"), toPath: zip.path)
    let daily = dir.appendingPathComponent("carga diaria.csv")
    try "date,tss\n2026-11-16,80\n2026-11-17,40\n".write(to: daily, atomically: true, encoding: .utf8)
    for (args, stream) in [
      (["pmc"], "stderr"), (["athlete", "show", "Cé Ñandú"], "stdout"), (["ingest", ambiguous.path], "stdout"),
      (["activity", zip.path], "stderr"), (["ingest", daily.path], "stdout"),
    ] {
      let r = try veloscore(args + ["--library", fresh] + (language == "en" ? [] : ["--lang", language]))
      let printed = (stream == "stderr" ? r.stderr : r.stdout + "\n" + r.stderr).replacingOccurrences(
        of: "\n", with: " ")
      let command = try #require(Self.commands(printed).first, "\(args): \(printed)").replacingOccurrences(
        of: language == "en" ? "FILE" : "ARCHIVO", with: "'\(ride.path)'")
      let shell = Process()
      shell.executableURL = URL(fileURLWithPath: "/bin/sh")
      shell.arguments = ["-c", command + " --library '\(fresh)'"]
      shell.environment = ["PATH": try binary().deletingLastPathComponent().path + ":/usr/bin:/bin"]
      shell.standardOutput = FileHandle.nullDevice
      shell.standardError = FileHandle.nullDevice
      try shell.run()
      shell.waitUntilExit()
      #expect(shell.terminationStatus == 0, "\(command)")
    }
  }
}
