import Foundation
import Testing
import VeloIO
import VeloPipeline
import VeloScore
import _VeloTestSupport

@testable import VeloStore

@Suite struct AthleteBatchTests {
  /// athlete-01 of the sample (roster FTP 239 W) with `thresholds.csv` raising FTP to 300 W on 19 Nov.
  func datasetWithDatedFTP(_ thresholds: String = "kind,from,value\nftp,2026-11-19,300\n") throws -> DatasetFolder {
    let root = try makeTemporaryDirectory().appendingPathComponent("dataset")
    let fm = FileManager.default
    try fm.createDirectory(at: root, withIntermediateDirectories: true)
    let sample = URL(fileURLWithPath: Repository.path("datasets/sample"))
    try fm.copyItem(at: sample.appendingPathComponent("athletes.csv"), to: root.appendingPathComponent("athletes.csv"))
    try fm.copyItem(at: sample.appendingPathComponent("athlete-01"), to: root.appendingPathComponent("athlete-01"))
    try Data(thresholds.utf8).write(to: root.appendingPathComponent("athlete-01/thresholds.csv"))
    return try DatasetFolder(root: root.path)
  }

  @Test func datedThresholdsScoreEachRideAndEqualTheLibrary() throws {
    let dataset = try datasetWithDatedFTP()
    let entry = try #require(dataset.roster.first { $0.name == "athlete-01" })
    let thresholds = try Threshold.dataset(
      roster: entry.thresholds, dated: dataset.thresholds(for: entry.name), file: "thresholds.csv")
    let batch = try AthleteBatch.score(
      files: dataset.files(for: entry.name), thresholds: thresholds, sex: entry.sex,
      zone: try AthleteTimeZone(identifier: entry.timeZone ?? "UTC"))
    let changed = LocalDate(year: 2026, month: 11, day: 19)
    let rides = batch.activities.filter { $0.normalizedPower != nil }
    #expect(rides.count == 5)
    for ride in rides {
      let ftp = ride.localDate >= changed ? 300.0 : 239.0
      #expect(abs(try #require(ride.intensityFactor) - ride.normalizedPower! / ftp) < 1e-12, "\(ride.localDate)")
    }

    let store = try emptyLibrary()
    let athlete = try store.addAthlete(
      Athlete(name: entry.name, sex: entry.sex, timeZone: entry.timeZone ?? "UTC"), thresholds: [.ftp: 239])
    _ = try store.setThreshold(athleteId: athlete.id!, kind: .ftp, value: 300, from: changed)
    _ = try store.ingest(paths: dataset.files(for: entry.name), athlete: athlete)
    let stored = try store.activities(athleteId: athlete.id!)
    #expect(stored.map(\.load) == batch.activities.map(\.load))
    #expect(try store.days(athleteId: athlete.id!).map(\.ctl) == batch.days.map(\.ctl))
  }

  @Test func thresholdFileProblemsNameTheFile() throws {
    let unknown = try datasetWithDatedFTP("kind,from,value\nvo2max,2026-11-19,60\n")
    #expect(
      throws: InputDataError(
        file: "t.csv",
        message:
          "unknown threshold 'vo2max' (kinds: \(Threshold.Kind.allCases.map(\.rawValue).joined(separator: ", ")))")
    ) {
      try Threshold.dataset(roster: [:], dated: unknown.thresholds(for: "athlete-01"), file: "t.csv")
    }
    let badDate = try datasetWithDatedFTP("kind,from,value\nftp,,250\nftp,2026-19-11,300\n")
    #expect {
      try badDate.thresholds(for: "athlete-01")
    } throws: { error in
      let e = error as? CSVError
      return e?.line == 3 && e?.column == "from" && "\(error)".contains("2026-19-11")
    }
    let always = try datasetWithDatedFTP("kind,from,value\nftp,,250\n").thresholds(for: "athlete-01")
    #expect(always.count == 1 && always[0].kind == "ftp" && always[0].from == nil && always[0].value == 250)
  }

  /// A ride copied into a second folder counts once; a file of the same size
  /// with other bytes, and the same bytes under another size, are their own.
  @Test func aCopiedRideCountsOnceAndOnlyTheCopy() throws {
    let dataset = try datasetWithDatedFTP()
    let entry = try #require(dataset.roster.first { $0.name == "athlete-01" })
    let files = dataset.files(for: entry.name)
    let ride = try #require(files.first { $0.hasSuffix("2026-11-17.csv") })
    let folder = (ride as NSString).deletingLastPathComponent
    let copy = folder + "/zz-copy.csv"
    try FileManager.default.copyItem(atPath: ride, toPath: copy)
    var sameSize = Array(try Data(contentsOf: URL(fileURLWithPath: ride)))
    sameSize[sameSize.count - 2] = sameSize[sameSize.count - 2] == 0x31 ? 0x32 : 0x31  // one digit changed
    let other = folder + "/zz-other.csv"
    try Data(sameSize).write(to: URL(fileURLWithPath: other))
    #expect(AthleteBatch.copies(among: files + [copy, other]) == [copy])
    #expect(AthleteBatch.copies(among: [copy] + files) == [ride])

    let thresholds = try Threshold.dataset(
      roster: entry.thresholds, dated: dataset.thresholds(for: entry.name), file: "thresholds.csv")
    let zone = try AthleteTimeZone(identifier: entry.timeZone ?? "UTC")
    let once = try AthleteBatch.score(files: files, thresholds: thresholds, sex: entry.sex, zone: zone)
    let twice = try AthleteBatch.score(files: files + [copy], thresholds: thresholds, sex: entry.sex, zone: zone)
    #expect(twice.activities.map(\.load) == once.activities.map(\.load))
  }
}
