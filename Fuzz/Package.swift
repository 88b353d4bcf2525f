// swift-tools-version: 6.1
// libFuzzer targets for every parser of outside data. A separate package so
// `swift build`/`swift test` at the root never try to link the fuzzer runtime.
// Build and run with `make fuzz` (see the root Makefile); seeds in corpus/<target>/.
import PackageDescription

let io: Target.Dependency = .product(name: "VeloIO", package: "veloscore")
let score: Target.Dependency = .product(name: "VeloScore", package: "veloscore")
let pipeline: Target.Dependency = .product(name: "VeloPipeline", package: "veloscore")
let store: Target.Dependency = .product(name: "VeloStore", package: "veloscore")
let report: Target.Dependency = .product(name: "VeloReport", package: "veloscore")
let engine: Target.Dependency = .product(name: "VeloEngine", package: "veloscore")
let targets = [
  "FITFuzz", "ActivityCSVFuzz", "DailyLoadFuzz", "WellnessFuzz", "WorkoutListFuzz", "RosterFuzz", "ThresholdFuzz",
  "TrackXMLFuzz", "ArchiveFuzz", "StravaExportFuzz", "PlanFuzz", "ZipFuzz", "WellnessExportFuzz",
]

let package = Package(
  name: "veloscore-fuzz",
  // No package traits: the fuzzed libraries need neither the server nor PostgreSQL.
  dependencies: [.package(name: "veloscore", path: "..", traits: [])],
  targets: [.target(name: "FuzzDriver")]
    + targets.map { .executableTarget(name: $0, dependencies: ["FuzzDriver", io, score]) }
    + [.executableTarget(name: "StreamCodecFuzz", dependencies: ["FuzzDriver", pipeline])]
    // The whole pipeline after the parsers: settings, scoring, the store, every report.
    + [.target(name: "FuzzPipeline", dependencies: [io, score, pipeline, store, report, engine])]
    + ["PipelineActivityFuzz", "PipelineFITSettingsFuzz"].map {
      .executableTarget(name: $0, dependencies: ["FuzzDriver", "FuzzPipeline", io, score])
    }
    + ["PipelineLibraryFuzz", "PipelineAppEntriesFuzz", "PipelineWorkoutFuzz"].map {
      .executableTarget(name: $0, dependencies: ["FuzzDriver", score, pipeline, store, report, engine])
    }
)
