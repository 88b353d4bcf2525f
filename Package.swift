// swift-tools-version: 6.2
// veloscore: sports-analytics and training-load engine.
// Layers (imports point one way):
//   CBLAS → VeloKernels → VeloScore → VeloIO (+ CVeloZlib, CVeloZstd, ZIPFoundation) → VeloPipeline → VeloStore → VeloReport → VeloEngine
//   → VeloServer → veloscore
// VeloPipeline holds the record values and the scoring policy: what ingest and batch do to a file, with no database.
// VeloEngine holds the use cases (score, ingest, day state, batch) every surface calls.
// VeloSynth (synthetic datasets) sits beside VeloIO.
//
// Package traits keep what only some builds need out of the others:
//   Server      the HTTP API (VeloServer, `veloscore serve`): Hummingbird and SwiftNIO. On by default.
//   PostgreSQL  libraries in PostgreSQL (`--database postgresql://…`): postgres-nio, which brings
//               swift-crypto and swift-nio-ssl (two copies of BoringSSL). Off by default; `make release`,
//               `make check` and `make serve-postgres` turn it on.
// `swift build --disable-default-traits` builds the libraries and the CLI with neither (what `make test`
// builds, and what an app embedding the libraries gets): no SwiftNIO, no TLS library.
import PackageDescription

let server = TargetDependencyCondition.when(traits: ["Server"])
let postgreSQL = TargetDependencyCondition.when(traits: ["PostgreSQL"])

let package = Package(
  name: "veloscore",
  // Hummingbird 2 (VeloServer) needs macOS 14 / iOS 17; the rest builds for older ones.
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "VeloKernels", targets: ["VeloKernels"]),
    .library(name: "VeloScore", targets: ["VeloScore"]),
    .library(name: "VeloIO", targets: ["VeloIO"]),
    .library(name: "VeloPipeline", targets: ["VeloPipeline"]),
    .library(name: "VeloStore", targets: ["VeloStore"]),
    .library(name: "VeloReport", targets: ["VeloReport"]),
    .library(name: "VeloEngine", targets: ["VeloEngine"]),
    .library(name: "VeloSynth", targets: ["VeloSynth"]),
    .executable(name: "veloscore", targets: ["veloscore"]),
  ],
  traits: [
    .trait(
      name: "Server", description: "The HTTP JSON API: the VeloServer module and `veloscore serve` (Hummingbird)."),
    .trait(
      name: "PostgreSQL",
      description: "Libraries in a PostgreSQL database (`--database postgresql://…`, postgres-nio with TLS)."),
    .default(enabledTraits: ["Server"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    // Zip exports (Garmin Connect, Strava, Apple Health) read as the folders they hold.
    .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.19"),
    // Without its default traits: swift-configuration (its ConfigurationSupport) is not used here.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0", traits: []),
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.20.0"),
    // PostgreSQL as a second store (`--database postgresql://…`), and TLS to a managed server.
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.21.0"),
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.27.0"),
    // `make docs` only (swift package generate-documentation); a plugin, not linked into anything.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    // MARK: C shim (no stable API; only VeloKernels imports it)
    .systemLibrary(
      name: "CBLAS",
      pkgConfig: "openblas",
      providers: [.apt(["libopenblas-dev"]), .brew(["openblas"])]
    ),

    .systemLibrary(
      name: "CVeloZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]
    ),

    // Zstandard for batch's Parquet pages; Linux only (elsewhere those pages are gzip, from zlib).
    .systemLibrary(
      name: "CVeloZstd",
      pkgConfig: "libzstd",
      providers: [.apt(["libzstd-dev"])]
    ),

    // MARK: Libraries
    .target(
      name: "VeloKernels",
      dependencies: [.target(name: "CBLAS", condition: .when(platforms: [.linux]))]
    ),
    .target(name: "VeloScore", dependencies: ["VeloKernels"]),
    .target(
      name: "VeloIO",
      dependencies: [
        "VeloKernels", "VeloScore", "CVeloZlib", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        .target(name: "CVeloZstd", condition: .when(platforms: [.linux])),
      ]),
    .target(name: "VeloSynth", dependencies: ["VeloKernels", "VeloScore", "VeloIO"]),
    // Records and the scoring policy: a file read, scored and dated for an athlete, with no database.
    .target(name: "VeloPipeline", dependencies: ["VeloKernels", "VeloScore", "VeloIO"]),
    .target(
      name: "VeloStore",
      dependencies: [
        "VeloKernels", "VeloScore", "VeloIO", "VeloPipeline", .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "PostgresNIO", package: "postgres-nio", condition: postgreSQL),
        .product(name: "NIOSSL", package: "swift-nio-ssl", condition: postgreSQL),
        .product(name: "NIOCore", package: "swift-nio", condition: postgreSQL),
        .product(name: "NIOPosix", package: "swift-nio", condition: postgreSQL),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio", condition: postgreSQL),
        .product(name: "Logging", package: "swift-log", condition: postgreSQL),
      ]),
    .target(
      name: "VeloReport", dependencies: ["VeloScore", "VeloIO", "VeloKernels", "VeloPipeline"],
      exclude: ["Localization/en.strings", "Localization/es-MX.strings"]),
    // The use cases every surface calls: score a file, ingest a path, batch scoring with its contract.
    .target(
      name: "VeloEngine",
      dependencies: ["VeloKernels", "VeloScore", "VeloIO", "VeloPipeline", "VeloStore", "VeloReport"]),
    // The HTTP JSON API over a library (`veloscore serve`); empty without the Server trait.
    .target(
      name: "VeloServer",
      dependencies: [
        "VeloScore", "VeloIO", "VeloPipeline", "VeloReport", "VeloEngine",
        .product(name: "Hummingbird", package: "hummingbird", condition: server),
        .product(name: "HummingbirdCore", package: "hummingbird", condition: server),
        .product(name: "Logging", package: "swift-log", condition: server),
        .product(name: "NIOCore", package: "swift-nio", condition: server),
        .product(name: "NIOPosix", package: "swift-nio", condition: server),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio", condition: server),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras", condition: server),
      ]),

    // MARK: Command-line tool
    .executableTarget(
      name: "veloscore",
      dependencies: [
        "VeloKernels", "VeloScore", "VeloIO", "VeloPipeline", "VeloReport", "VeloEngine", "VeloSynth",
        .target(name: "VeloServer", condition: server),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log", condition: server),
      ]
    ),

    // What an app embedding the package does, through the public API only (run by make test).
    .executableTarget(
      name: "veloscore-example", dependencies: ["VeloEngine", "VeloIO", "VeloScore", "VeloPipeline"],
      path: "Examples/EmbeddingApp"),
    // An app with its own persistence: HealthKit-shaped records scored, the weekly screen in es-MX.
    .executableTarget(
      name: "veloscore-health-example", dependencies: ["VeloScore", "VeloIO", "VeloPipeline", "VeloReport"],
      path: "Examples/HealthApp"),

    // MARK: Tests (one target per module)
    .target(name: "_VeloTestSupport", dependencies: ["VeloScore"], path: "Tests/_VeloTestSupport"),
    .testTarget(name: "VeloKernelsTests", dependencies: ["VeloKernels", "_VeloTestSupport"]),
    .testTarget(name: "VeloScoreTests", dependencies: ["VeloKernels", "VeloScore", "VeloIO", "_VeloTestSupport"]),
    .testTarget(
      name: "VeloIOTests",
      dependencies: [
        "VeloKernels", "VeloScore", "VeloIO", "_VeloTestSupport",
        .target(name: "CVeloZstd", condition: .when(platforms: [.linux])),
      ]),
    .testTarget(
      name: "VeloPipelineTests",
      dependencies: ["VeloKernels", "VeloScore", "VeloIO", "VeloPipeline", "_VeloTestSupport"]),
    .testTarget(name: "VeloSynthTests", dependencies: ["VeloScore", "VeloIO", "VeloSynth", "_VeloTestSupport"]),
    .testTarget(
      name: "VeloStoreTests",
      dependencies: [
        "VeloKernels", "VeloScore", "VeloIO", "VeloPipeline", "VeloStore", "VeloSynth", "_VeloTestSupport",
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "VeloReportTests", dependencies: ["VeloScore", "VeloIO", "VeloPipeline", "VeloReport", "_VeloTestSupport"]),
    .testTarget(
      name: "VeloEngineTests",
      dependencies: [
        "VeloKernels", "VeloScore", "VeloIO", "VeloPipeline", "VeloStore", "VeloReport", "VeloEngine", "VeloSynth",
        "_VeloTestSupport",
      ]),
    .testTarget(
      name: "VeloServerTests",
      dependencies: [
        "VeloScore", "VeloIO", "VeloPipeline", "VeloStore", "VeloEngine", "VeloServer", "_VeloTestSupport",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Hummingbird", package: "hummingbird", condition: server),
        .product(name: "HummingbirdTesting", package: "hummingbird", condition: server),
        .product(name: "Logging", package: "swift-log", condition: server),
      ]),
    .testTarget(
      name: "veloscoreTests",
      dependencies: ["veloscore", "_VeloTestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
  ]
)

// Warnings are errors in our own code (not in dependencies, whose settings SwiftPM ignores).
for target in package.targets where target.type != .system {
  target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
