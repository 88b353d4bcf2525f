// swift-tools-version: 6.1
// Benchmarks for veloscore, kept out of the root package so `swift test` never
// builds benchmark-only dependencies. Run with `make bench` (package-benchmark)
// or `swift run -c release velobench` (plain throughput table).
import PackageDescription

let package = Package(
  name: "veloscore-benchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    // No package traits: the benchmarks need neither the server nor PostgreSQL.
    .package(name: "veloscore", path: "..", traits: []),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: []),
  ],
  targets: [
    .target(
      name: "BenchSupport",
      dependencies: [
        .product(name: "VeloEngine", package: "veloscore"),
        .product(name: "VeloIO", package: "veloscore"),
        .product(name: "VeloKernels", package: "veloscore"),
        .product(name: "VeloPipeline", package: "veloscore"),
        .product(name: "VeloReport", package: "veloscore"),
        .product(name: "VeloScore", package: "veloscore"),
        .product(name: "VeloStore", package: "veloscore"),
      ]
    ),
    .executableTarget(
      name: "KernelBenchmarks",
      dependencies: [
        "BenchSupport",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/KernelBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(name: "velobench", dependencies: ["BenchSupport"]),
  ]
)
