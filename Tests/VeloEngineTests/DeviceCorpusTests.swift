import Foundation
import Testing
import _VeloTestSupport

/// Every value of the real-file corpus agrees with its device within issue 29's
/// tolerances, or its difference is documented with the reason
/// (Tests/Oracles/device_differences.json). A difference that disappears must
/// leave that list, so the list always says what is still off.
/// docs/device-corpus.md is this comparison; `make device-corpus` rewrites it.
@Suite struct DeviceCorpusTests {
  static let differencesPath = Repository.path("Tests/Oracles/device_differences.json")
  static let tablePath = Repository.path("docs/device-corpus.md")

  @Test func everyValueAgreesWithItsDeviceOrItsDifferenceIsDocumented() throws {
    let corpus = try DeviceCorpus()
    let documented = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: URL(fileURLWithPath: Self.differencesPath)))
    let off = corpus.rows.filter { !$0.agrees }
    let undocumented = off.filter { documented[$0.key] == nil }
    #expect(undocumented.isEmpty, "values off their device and not in device_differences.json: \(undocumented.map { "\($0.key): device \($0.deviceValue), ours \($0.ours.map { "\($0)" } ?? "none")" })")
    let offKeys = Set(off.map(\.key))
    let stale = documented.keys.filter { !offKeys.contains($0) }.sorted()
    #expect(stale.isEmpty, "documented differences that now agree (remove them): \(stale)")
    #expect(corpus.refused.isEmpty, "files refused even with --lenient: \(corpus.refused)")
    #expect(corpus.rows.count > 150, "the corpus compares \(corpus.rows.count) values")

    let table = DeviceCorpusTable(corpus: corpus, differences: documented).markdown
    if ProcessInfo.processInfo.environment["VELOSCORE_WRITE_DEVICE_TABLE"] == "1" {
      try table.write(toFile: Self.tablePath, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOfFile: Self.tablePath, encoding: .utf8)
    #expect(committed == table, "docs/device-corpus.md is out of date: run make device-corpus")
  }

  @Test func theCorpusSpansEightDeviceFamiliesAndFortyRecordings() throws {
    let oracle = try Repository.oracle("device_oracle.json", as: DeviceCorpus.Oracle.self)
    let families = Set(oracle.files.map { DeviceCorpusTable.family($0.device) })
    #expect(oracle.files.count >= 40)
    #expect(families.count >= 8, "families: \(families.sorted())")
  }
}
