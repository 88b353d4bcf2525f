// swift-tools-version: 6.1
// veloscore: sports-analytics and training-load engine.
// Layers (imports point one way):
//   CBLAS → VeloKernels → VeloScore → VeloIO (+ CZlib) → VeloStore → VeloReport → VeloEngine → VeloServer → veloscore
// VeloEngine holds the use cases (score, ingest, day state, batch) every surface calls.
// VeloSynth (synthetic datasets) sits beside VeloIO.
import PackageDescription

let package = Package(
  name: "veloscore",
  // Hummingbird 2 (VeloServer) needs macOS 14 / iOS 17; the rest builds for older ones.
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "VeloKernels", targets: ["VeloKernels"]),
    .library(name: "VeloScore", targets: ["VeloScore"]),
    .library(name: "VeloIO", targets: ["VeloIO"]),
    .library(name: "VeloStore", targets: ["VeloStore"]),
    .library(name: "VeloReport", targets: ["VeloReport"]),
    .library(name: "VeloEngine", targets: ["VeloEngine"]),
    .library(name: "VeloSynth", targets: ["VeloSynth"]),
    .executable(name: "veloscore", targets: ["veloscore"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
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
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]
    ),

    // MARK: Libraries
    .target(
      name: "VeloKernels",
      dependencies: [.target(name: "CBLAS", condition: .when(platforms: [.linux]))]
    ),
    .target(name: "VeloScore", dependencies: ["VeloKernels"]),
    .target(name: "VeloIO", dependencies: ["VeloScore", "CZlib"]),
    .target(name: "VeloSynth", dependencies: ["VeloScore", "VeloIO"]),
    .target(name: "VeloStore", dependencies: [
      "VeloScore", "VeloIO", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "Crypto", package: "swift-crypto"),
      .product(name: "PostgresNIO", package: "postgres-nio"), .product(name: "NIOSSL", package: "swift-nio-ssl"),
      .product(name: "NIOPosix", package: "swift-nio"), .product(name: "Logging", package: "swift-log"),
    ]),
    .target(name: "VeloReport", dependencies: ["VeloScore", "VeloIO", "VeloKernels", "VeloStore", .product(name: "Crypto", package: "swift-crypto")], exclude: ["Localization/en.strings", "Localization/es-MX.strings"]),
    // The use cases every surface calls: score a file, ingest a path, batch scoring with its contract.
    .target(name: "VeloEngine", dependencies: ["VeloScore", "VeloIO", "VeloStore", "VeloReport"]),
    // The HTTP JSON API over a library (`veloscore serve`).
    .target(name: "VeloServer", dependencies: [
      "VeloScore", "VeloIO", "VeloStore", "VeloReport", "VeloEngine",
      .product(name: "Hummingbird", package: "hummingbird"), .product(name: "Logging", package: "swift-log"),
      .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
      .product(name: "Crypto", package: "swift-crypto"),
    ]),

    // MARK: Command-line tool
    .executableTarget(
      name: "veloscore",
      dependencies: [
        "VeloKernels", "VeloScore", "VeloIO", "VeloStore", "VeloReport", "VeloEngine", "VeloSynth", "VeloServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"), .product(name: "Logging", package: "swift-log"),
      ]
    ),

    // What an app embedding the package does, through the public API only (run by make test).
    .executableTarget(
      name: "veloscore-example", dependencies: ["VeloEngine", "VeloIO", "VeloScore", "VeloStore"], path: "Examples/EmbeddingApp"),

    // MARK: Tests (one target per module)
    .target(name: "_VeloTestSupport", dependencies: ["VeloScore"], path: "Tests/_VeloTestSupport"),
    .testTarget(name: "VeloKernelsTests", dependencies: ["VeloKernels", "_VeloTestSupport"]),
    .testTarget(name: "VeloScoreTests", dependencies: ["VeloScore", "VeloIO", "_VeloTestSupport"]),
    .testTarget(name: "VeloIOTests", dependencies: ["VeloIO", "_VeloTestSupport"]),
    .testTarget(name: "VeloSynthTests", dependencies: ["VeloSynth", "VeloIO", "_VeloTestSupport"]),
    .testTarget(name: "VeloStoreTests", dependencies: ["VeloStore", "VeloSynth", "_VeloTestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "VeloReportTests", dependencies: ["VeloReport", "VeloScore", "VeloStore", "_VeloTestSupport", .product(name: "Crypto", package: "swift-crypto")]),
    .testTarget(name: "VeloEngineTests", dependencies: ["VeloEngine", "VeloSynth", "_VeloTestSupport"]),
    .testTarget(name: "VeloServerTests", dependencies: [
      "VeloServer", "VeloStore", "_VeloTestSupport", .product(name: "HummingbirdTesting", package: "hummingbird"),
      .product(name: "Logging", package: "swift-log"),
    ]),
    .testTarget(name: "veloscoreTests", dependencies: ["veloscore", "_VeloTestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
  ]
)
