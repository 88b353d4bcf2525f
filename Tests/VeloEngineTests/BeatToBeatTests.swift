import Foundation
import Testing
import VeloEngine
import VeloIO
import VeloKernels
import VeloPipeline
import VeloReport
import VeloScore
import VeloStore
import _VeloTestSupport

/// HRV from real beat-to-beat intervals against Tests/Oracles/rr_oracle.py:
/// Garmin's SDK reads the intervals, hrv-analysis cleans them and gives rMSSD
/// and SDNN, neurokit2 gives DFA α1, numpy fits α1 on heart rate.
@Suite struct BeatToBeatTests {
  struct Oracle: Decodable {
    struct Kernel: Decodable {
      struct Alpha: Decodable { var low, high: Int, alpha: Double }
      var count: Int
      var alphas: [Alpha]
    }
    struct Window: Decodable {
      var start: Double
      var beats, artefacts: Int
      var meanHeartRate: Double
      var alpha1: Double?
    }
    struct File: Decodable {
      var file: String
      var beats, artefacts: Int
      var rmssd, sdnn, meanHeartRate, repeatedPercent: Double
      var windows: [Window]
      var windowCount, alpha1Windows: Int
      var alpha1Mean, slope, intercept, aerobicThresholdHeartRate, anaerobicThresholdHeartRate: Double?
    }
    var kernel: Kernel
    var files: [File]
  }

  static let oracle = Result { try Repository.oracle("rr_oracle.json", as: Oracle.self) }

  static func close(_ a: Double?, _ b: Double?, relative: Double = 1e-9) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?): return abs(a - b) <= relative * max(1, abs(b))
    default: return false
    }
  }

  @Test func dfaOfAFormulaSeriesEqualsNeurokit2() throws {
    let kernel = try Self.oracle.get().kernel
    let series = (0..<kernel.count).map { i -> Double in
      let wave: Double = 40 * sin(0.3 * Double(i))
      let steps = Double((i * 7919) % 101) - 50
      return 800 + wave + steps + 0.05 * Double(i)
    }
    for a in kernel.alphas {
      let ours = DetrendedFluctuation.alpha(series, boxSizes: a.low...a.high)
      #expect(Self.close(ours, a.alpha), "boxes \(a.low)…\(a.high): ours \(ours ?? .nan), neurokit2 \(a.alpha)")
    }
  }

  @Test func aStraightLineProfileHasNoExponent() {
    #expect(DetrendedFluctuation.alpha(Array(repeating: 800, count: 200), boxSizes: 4...16) == nil)
    #expect(DetrendedFluctuation.alpha([800, 810, 790], boxSizes: 4...16) == nil)
  }

  @Test(arguments: try! BeatToBeatTests.oracle.get().files.map(\.file))
  func realIntervalsGiveTheOraclesFigures(file: String) throws {
    let expected = try #require(try Self.oracle.get().files.first { $0.file == file })
    let path = Repository.path("datasets/devices/" + file)
    let fit = try FITActivity.read([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), file: file)
    let milliseconds = fit.rrIntervals.map { ($0 * 1000).rounded() }
    #expect(milliseconds.count == expected.beats)
    let intervals = BeatIntervals(milliseconds: milliseconds)
    #expect(intervals.artefacts == expected.artefacts)
    let analysis = try #require(BeatToBeatAnalysis(milliseconds: milliseconds))
    #expect(Self.close(analysis.repeatedPercent, expected.repeatedPercent))
    let resampled = expected.repeatedPercent > 100 * BeatToBeatAnalysis.maximumRepeatedShare
    #expect(Self.close(analysis.rmssd, resampled ? nil : expected.rmssd), "rMSSD \(String(describing: analysis.rmssd))")
    #expect(Self.close(analysis.sdnn, resampled ? nil : expected.sdnn), "SDNN \(String(describing: analysis.sdnn))")
    #expect(Self.close(analysis.meanHeartRate, expected.meanHeartRate))
    let windows = BeatToBeatAnalysis.windows(intervals)
    #expect(windows.count == expected.windowCount)
    for (ours, theirs) in zip(windows, expected.windows) {
      #expect(ours.start == theirs.start)
      #expect(ours.beats == theirs.beats)
      #expect(ours.artefacts == theirs.artefacts)
      #expect(Self.close(ours.meanHeartRate, theirs.meanHeartRate))
      // A resampled file's windows are computed (the kernel) but never scored (the analysis).
      if !resampled { #expect(Self.close(ours.alpha1, theirs.alpha1, relative: 1e-7), "window at \(theirs.start) s") }
    }
    #expect(analysis.alpha1Windows == expected.alpha1Windows)
    #expect(Self.close(analysis.alpha1Mean, expected.alpha1Mean, relative: 1e-7))
    #expect(Self.close(analysis.alpha1Slope, expected.slope, relative: 1e-6))
    #expect(Self.close(analysis.alpha1Intercept, expected.intercept, relative: 1e-6))
    #expect(Self.close(analysis.aerobicThresholdHeartRate, expected.aerobicThresholdHeartRate, relative: 1e-6))
    #expect(Self.close(analysis.anaerobicThresholdHeartRate, expected.anaerobicThresholdHeartRate, relative: 1e-6))
  }

  @Test func artefactsAreReplacedBetweenTheirNeighbours() {
    // 250 ms is out of range; 1,300 ms differs from (800 + 800)/2 by 62 %.
    let b = BeatIntervals(milliseconds: [800, 250, 800, 800, 1300, 800, 810])
    #expect(b.isArtefact == [false, true, false, false, true, false, false])
    #expect(b.cleaned == [800, 800, 800, 800, 800, 800, 810])
    #expect(b.rmssd == (100.0 / 6).squareRoot())
  }

  /// The intervals are not in the stored streams: their analysis is stored with
  /// the activity and survives a rescore (a threshold set after ingest).
  @Test func aStoredRunKeepsItsAnalysisThroughARescore() throws {
    let dir = try makeTemporaryDirectory()
    let library = try AthleteStore(directory: dir.appendingPathComponent("lib"), create: true)
    let athlete = try library.addAthlete(Athlete(name: "ana", timeZone: "Europe/Madrid"))
    let path = Repository.path("datasets/devices/fit-parser/test2.fit")
    var ingest = LibraryIngest(library: Library(library), athlete: "ana")
    _ = try ingest.run([path])
    let stored = try #require(try library.activities(athleteId: athlete.id!, ActivityFilter()).first)
    let fromFile = try #require(FileScoring(try ActivityFile.read(path: path)).summary.beatToBeat)
    #expect(stored.activitySummary?.beatToBeat == fromFile)
    try library.setThreshold(athleteId: athlete.id!, kind: .lthr, value: 165)
    let report = try ActivityReport.stored(Library(library), athlete: athlete, id: stored.id!)
    #expect(report.beatToBeat == fromFile)
    #expect(report.heartRate?.hrTSS != stored.activitySummary?.heartRate?.hrTSS, "rescored with the LTHR set")
    let text = report.render(.text)
    #expect(text.contains("HRVT1 (α1 = 0.75)") && text.contains("149 bpm"), "\(text)")
  }

  /// A multisport file's intervals cannot be split by session: said, not dropped silently.
  @Test func severalSessionsNameTheirIntervalsInAWarning() throws {
    var file = try ActivityFile.read(path: Repository.path("datasets/devices/fit-parser/test2.fit"))
    #expect(file.beatToBeat != nil)
    let session = try #require(file.fit?.sessions.first)
    file.fit?.sessions = [session, session]
    #expect(file.beatToBeat == nil)
    #expect(file.warnings.contains { $0.hasPrefix("7486 beat-to-beat intervals not analysed") })
  }
}
