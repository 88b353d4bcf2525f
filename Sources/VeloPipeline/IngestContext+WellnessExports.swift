import Foundation
import VeloIO
import VeloScore

extension IngestContext {
  /// Reads `data` into `source` when it is a wellness export told by its first bytes: Apple
  /// Health's `export.xml` (days and workouts; scanned where it lies, never copied) or a Garmin
  /// export's daily JSON (nights, health status, daily summaries). - Returns: whether it was one.
  func readWellnessExport(_ data: Data, path: String, into source: inout PreparedSource) throws -> Bool {
    let head = data.prefix(4096)
    let garmin = GarminExportJSON.parser(for: head) ?? FitbitTakeoutJSON.parser(for: head)
    let isApple = AppleHealthExport.looksLikeExport(head)
    if isApple || garmin != nil {
      source.kind = .wellness
      let apple = isApple ? try AppleHealthExport.parse(data, file: path) : nil
      let parsed = try apple.map { (readings: $0.readings, warnings: $0.warnings) } ?? garmin!(data, path)
      guard !parsed.readings.isEmpty || !(apple?.workouts.isEmpty ?? true) else {
        throw InputDataError(
          file: path,
          message:
            "no night with sleep, HRV, resting heart rate or respiratory rate to read: "
            + (parsed.warnings.last ?? "no records"))
      }
      source.warnings += parsed.warnings
      source.wellness = parsed.readings.map { reading in
        var r = reading
        r.warnings += source.warnings
        return r
      }
      // Apple's workouts: totals, kept as the workout's source so that its route (a GPX
      // in the same export, richer) becomes the activity when it is ingested too.
      if let workouts = apple?.workouts, !workouts.isEmpty {
        let first = source.activities.count
        add(workouts, to: &source)
        for k in first..<source.activities.count { source.activities[k].0.format = "apple-health" }
      }
      return true
    }
    return false
  }
}
