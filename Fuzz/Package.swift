// swift-tools-version: 6.1
// libFuzzer targets for veloscore's parsers of binary data. A separate package so
// `swift build`/`swift test` at the root never try to link the fuzzer runtime.
// Build and run with `make fuzz` (see the root Makefile).
import PackageDescription

let package = Package(
  name: "veloscore-fuzz",
  dependencies: [.package(name: "veloscore", path: "..")],
  targets: [
    .executableTarget(name: "FITFuzz", dependencies: [.product(name: "VeloIO", package: "veloscore")])
  ]
)
