import VeloPipeline
import VeloScore

extension ActivityReport {
  /// The names ``settingSources`` uses for where a value came from, by the
  /// layer names of `ActivityScoring/settings(options:athlete:file:)`.
  static let sourceNames = ["the command line": "option", "the library": "athlete", "the file": "file"]

  /// The catalogue's name of each threshold kind (`threshold.<Threshold.Kind>`).
  static let thresholdLabels = [
    "ftp": "functionalThresholdPower", "criticalPower": "criticalPower", "wPrime": "wPrime",
    "lthr": "lactateThresholdHeartRate", "maxHeartRate": "maxHeartRate", "restingHeartRate": "restingHeartRate",
    "thresholdSpeed": "thresholdPaceSecondsPerKm", "thresholdSwimPace": "thresholdSwimPaceSecondsPer100m",
  ]

  /// ``settingSources`` from the layers' sources (`ActivityScoring/settingSources(options:athlete:file:)`):
  /// the thresholds a load rests on only.
  public static func settingSources(_ sources: [String: String]) -> [String: String] {
    sources.filter { ActivityScoring.loadThresholds.contains($0.key) }.compactMapValues { sourceNames[$0] }
  }

  /// "Thresholds: FTP from the file; LTHR, max HR from the athlete's settings";
  /// `nil` without any.
  var thresholdSourcesLine: String? {
    guard !settingSources.isEmpty else { return nil }
    let order = ["option", "athlete", "file"]
    let groups = order.compactMap { source -> String? in
      let kinds = Self.thresholdLabels.keys.sorted().filter { settingSources[$0] == source }
      guard !kinds.isEmpty else { return nil }
      let names = kinds.map { tr("threshold." + Self.thresholdLabels[$0]!) }.joined(separator: ", ")
      return tr("activity.thresholdsFrom." + source, names)
    }
    return tr("activity.thresholds", groups.joined(separator: "; "))
  }
}
