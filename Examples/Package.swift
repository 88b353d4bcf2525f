// swift-tools-version: 6.2
// The examples as an app's own package would have them: veloscore as a
// dependency without its traits (no `Server`, no `PostgreSQL`), so it resolves
// and builds no Hummingbird, SwiftNIO, postgres-nio or TLS library
// (`make check` runs scripts/examples-check.sh, which checks exactly that).
// An app writes the same line with veloscore's URL: `.package(url: URL, from: "0.6.0", traits: [])`.
import PackageDescription

let package = Package(
  name: "veloscore-examples",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "veloscore", path: "..", traits: [])],
  targets: [
    // Keeps a library: a SQLite file the engine manages (VeloEngine).
    .executableTarget(
      name: "keep-a-library",
      dependencies: [
        .product(name: "VeloEngine", package: "veloscore"), .product(name: "VeloIO", package: "veloscore"),
        .product(name: "VeloScore", package: "veloscore"), .product(name: "VeloPipeline", package: "veloscore"),
      ],
      path: "EmbeddingApp"),
    // Keeps its own records (HealthKit-shaped) and renders the weekly screen in es-MX.
    .executableTarget(
      name: "health-app",
      dependencies: [
        .product(name: "VeloScore", package: "veloscore"), .product(name: "VeloIO", package: "veloscore"),
        .product(name: "VeloPipeline", package: "veloscore"), .product(name: "VeloReport", package: "veloscore"),
      ],
      path: "HealthApp"),
  ]
)
