import VeloScore

extension ActivityReport {
  /// One line: the share of time in the three intensity zones, their bounds, and
  /// the polarization index (`IntensityDistribution`, which cites both).
  func renderIntensity() -> String {
    guard let d = intensityDistribution else { return "" }
    let total = Double(max(1, d.intensitySeconds.reduce(0, +)))
    let shares = d.intensitySeconds.map { fixed(100 * Double($0) / total, 0, unit: " %") }.joined(separator: " / ")
    let unit = d.basis == .power ? " W" : " bpm"
    let line = tr(
      d.basis == .power ? "intensity.power" : "intensity.heartRate", fixed(d.firstThreshold, 0, unit: unit),
      fixed(d.secondThreshold, 0, unit: unit), shares,
      d.polarizationIndex.map { fixed($0, 2) } ?? notAvailable)
    return "\n" + wrapped(line, width: 80) + "\n"
  }
}
