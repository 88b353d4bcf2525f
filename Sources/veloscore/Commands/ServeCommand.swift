#if Server
// Built with the Server package trait (Package.swift).
import ArgumentParser
import Foundation
import Logging
import VeloEngine
import VeloPipeline
import VeloReport
import VeloServer

/// `veloscore serve`: the HTTP JSON API over the library.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the library as an HTTP JSON API (OpenAPI document at /openapi.yaml).",
    discussion: """
      Every /v1 route needs a bearer token: create one with 'veloscore token
      create --athlete NAME' (read), add --write to allow uploads, or --coach for
      every athlete. The bodies are the documents the CLI prints with --json.
      SIGTERM or SIGINT stops it gracefully: requests in flight finish first.
      One access-log line per request goes to standard error.

      Examples:
        veloscore token create --athlete ana --write
        veloscore serve --port 8080
        curl -H "Authorization: Bearer vs_…" http://127.0.0.1:8080/v1/athletes/ana/dashboard
      """)

  @Option(help: "Address to listen on (127.0.0.1: this machine only; 0.0.0.0: every interface).") var host =
    "127.0.0.1"
  @Option(help: "Port (0: any free port, printed at start).") var port = 8080
  @Option(help: "Log level: trace, debug, info, notice, warning, error, critical.") var logLevel = "info"
  @Option(help: "Seconds a client has, from connecting, to send a request's head (slow clients are cut off).")
  var headerTimeout = 10.0
  @Option(help: "Seconds a client has, from the head, to send the whole body (an upload).") var bodyTimeout = 120.0
  @Option(help: "Seconds a kept-alive connection may wait for its next request.") var idleTimeout = 60.0
  @Option(help: "Seconds a client that stopped reading its answers has to read again (then it is cut off).")
  var writeTimeout = 30.0
  @Option(
    help: ArgumentHelp(
      "Upload slots scored at once (default: two per core).",
      discussion:
        "An upload takes one slot per started 4 MiB (on 2 cores a two-week recording is scored alone); uploads wait in line for their slots."
    ))
  var maxUploads: Int?
  @Option(help: "Uploads waiting in line for a slot; more are answered 429 with Retry-After.") var uploadQueue = 32
  @Option(help: "Uploads one token may have scored or waiting at once; more are 429.") var uploadsPerToken = 2
  @Option(
    help: ArgumentHelp(
      "Megabytes of built documents kept in memory (0: none).",
      discussion:
        "An athlete's document (dashboard, week, reports …) is answered from memory until anything it shows changes, by any process on the library."
    ))
  var cacheMb = 64
  @OptionGroup var store: StoreOptions

  func validate() throws {
    for (name, value) in [
      ("--header-timeout", headerTimeout), ("--body-timeout", bodyTimeout), ("--idle-timeout", idleTimeout),
      ("--write-timeout", writeTimeout),
    ] where !(1...3600).contains(value) {
      throw ValidationError(say("serve.seconds", name, value))
    }
    if let maxUploads, !(1...64).contains(maxUploads) {
      throw ValidationError(say("between", "--max-uploads", 1, 64, maxUploads))
    }
    guard (0...1000).contains(uploadQueue) else {
      throw ValidationError(say("between", "--upload-queue", 0, 1000, uploadQueue))
    }
    guard (1...64).contains(uploadsPerToken) else {
      throw ValidationError(say("between", "--uploads-per-token", 1, 64, uploadsPerToken))
    }
    guard (0...65_536).contains(cacheMb) else {
      throw ValidationError(say("between", "--cache-mb", 0, 65_536, cacheMb))
    }
    guard (0...65_535).contains(port) else { throw ValidationError(say("rangeGot", "--port", "0…65535", port)) }
    guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError(say("serve.logLevel")) }
  }

  func run() async throws {
    let library = try store.open()
    var logger = Logger(label: "veloscore.serve")
    logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
    var limits = APIServer.Limits()
    limits.headerTimeout = headerTimeout
    limits.bodyTimeout = bodyTimeout
    limits.idleTimeout = idleTimeout
    limits.writeTimeout = writeTimeout
    if let maxUploads { limits.concurrentUploads = maxUploads }
    limits.uploadQueue = uploadQueue
    limits.uploadsPerToken = uploadsPerToken
    limits.documentCacheBytes = cacheMb << 20
    let server = APIServer(library: library, host: host, port: port, logger: logger, limits: limits)
    let host = self.host
    // The API answers in English (its JSON is language-free); the operator reads the CLI's language.
    let operatorLanguage = Localization.current
    try await Localization.speaking(.english) {
      try await server.run { port in
        Localization.rendering(operatorLanguage) {
          writeToStandardError(say("serve.listening", "http://\(host):\(port)", library.location) + "\n")
          if library.directory == nil, !library.rowOwnershipEnforced {
            writeToStandardError(say("serve.ownershipNotEnforced") + "\n")
          }
        }
      }
    }
    writeToStandardError(say("serve.stopped") + "\n")
  }
}
#endif

#if !Server
import ArgumentParser

/// `veloscore serve` in a build without the Server package trait: says how to
/// get a build that has it, with the exit code of a command-line error.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the library as an HTTP JSON API (not in this build: it was built without the Server trait).",
    discussion: "Build veloscore with the server: 'swift build --traits Server' (a default trait) or 'make release'.")

  @Argument(parsing: .captureForPassthrough) var ignored: [String] = []

  func run() throws {
    throw ValidationError(
      "this veloscore was built without the HTTP server (package trait Server); "
        + "build it with 'swift build --traits Server' or 'make release'")
  }
}
#endif
