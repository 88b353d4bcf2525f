import Foundation
import Testing
import VeloIO
import VeloScore
import VeloSynth
import _VeloTestSupport

@Suite struct SyntheticDatasetTests {
  @Test func sameSeedSameHistoryOtherSeedOther() {
    var settings = DatasetWriter.Settings()
    settings.athletes = 2
    settings.days = 60
    settings.streamDays = 2
    let a = DatasetWriter.generate(settings)
    let b = DatasetWriter.generate(settings)
    #expect(a.map(\.days).map { $0.map(\.tss) } == b.map(\.days).map { $0.map(\.tss) })
    #expect(a.map(\.athlete) == b.map(\.athlete))
    settings.seed = 2
    let c = DatasetWriter.generate(settings)
    #expect(a.map(\.athlete) != c.map(\.athlete))
  }

  @Test func uniformIsInUnitIntervalAndNormalHasUnitSpread() {
    var rng = SeededGenerator(seed: 9)
    let u = (0..<20_000).map { _ in rng.uniform() }
    #expect(u.allSatisfy { $0 >= 0 && $0 < 1 })
    let z = (0..<20_000).map { _ in rng.normal() }
    let mean = z.reduce(0, +) / Double(z.count)
    let sd = (z.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(z.count)).squareRoot()
    #expect(abs(mean) < 0.03 && abs(sd - 1) < 0.03)
  }

  @Test func ridesLookLikeRides() {
    var rng = SeededGenerator(seed: 5)
    let athlete = SyntheticAthlete.draw(index: 0, using: &rng)
    let session = PlannedSession(kind: .intervals, minutes: 75, intensity: 0.86)
    let ride = SyntheticRide.make(session, athlete: athlete, using: &rng)
    let power = ride.power ?? []
    #expect(ride.sampleCount > 4000 && ride.sampleCount < 75 * 60)  // dropouts removed rows
    #expect(power.contains(0))  // coasting
    #expect(power.allSatisfy { $0 >= 0 && $0 < 3 * athlete.ftp })
    let grid = ride.powerOnOneHertzGrid() ?? PowerGrid(power: [], filledSeconds: 0, mergedSeconds: 0)
    #expect(grid.power.count == 75 * 60)
    #expect(grid.interpolatedSeconds > 0 && grid.filledSeconds == 0)  // 1–6 s dropouts are interpolated
    let m = ActivityMetrics(power1Hz: grid.power, ftp: athlete.ftp)
    #expect(m.intensityFactor! > 0.7 && m.intensityFactor! < 1.0)
    #expect(ride.heartRate!.allSatisfy { $0 > 30 && $0 <= athlete.maxHeartRate + 5 })
  }

  @Test func loggedLoadOfStreamDaysIsTheStreamsTSS() throws {
    var settings = DatasetWriter.Settings()
    settings.athletes = 1
    settings.days = 21
    settings.streamDays = 7
    let history = try #require(DatasetWriter.generate(settings).first)
    let withStreams = history.days.filter { $0.streams != nil }
    #expect(!withStreams.isEmpty)
    for day in withStreams {
      let grid = day.streams!.powerOnOneHertzGrid()!
      let tss = ActivityMetrics(power1Hz: grid.power, ftp: history.athlete.ftp).trainingStressScore!
      #expect(abs(day.tss - tss) <= 0.05)
    }
    #expect(history.days.prefix(14).allSatisfy { $0.streams == nil })
  }

  #if os(Linux)
  /// The committed sample is exactly what `veloscore synth --seed 3` writes
  /// (byte identity holds for one libm; other platforms may differ in the last digit).
  @Test func committedSampleIsReproducible() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    var settings = DatasetWriter.Settings()
    settings.seed = 3
    try DatasetWriter.write(settings, to: dir)
    let sample = Repository.root.appendingPathComponent("datasets/sample")
    let files = try #require(FileManager.default.subpaths(atPath: dir.path)).filter { $0.hasSuffix(".csv") }.sorted()
    let committed = try #require(FileManager.default.subpaths(atPath: sample.path)).filter { $0.hasSuffix(".csv") }
      .sorted()
    #expect(files == committed)
    for file in files {
      let mine = try Data(contentsOf: dir.appendingPathComponent(file))
      let theirs = try Data(contentsOf: sample.appendingPathComponent(file))
      #expect(mine == theirs, "\(file) differs from the committed sample")
    }
  }
  #endif
}
