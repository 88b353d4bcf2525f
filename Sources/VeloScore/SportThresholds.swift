/// Thresholds for every sport beside those that hold for one sport only: a
/// running FTP (Stryd or a watch's running power), a run's threshold pace, a
/// swim's LTHR. TrainingPeaks and intervals.icu keep them per sport; so do a
/// watch's settings (a FIT file's `zones_target` after each `sport` message).
public struct SportThresholds: Sendable, Equatable {
  /// Values for every sport (the library's thresholds without a sport, `--ftp`).
  public var general: AthleteSettings
  /// Values for one sport, by canonical name (``SportName``).
  public var bySport: [String: AthleteSettings]

  /// The power thresholds of ``general`` are a cyclist's: running power is on
  /// another scale (a runner's FTP on Stryd is often 1.3–1.6× the bike's), so
  /// they never score a run; a run with power needs a running FTP.
  public static let sportsWithTheirOwnPowerScale: Set<String> = ["running"]

  public init(general: AthleteSettings = AthleteSettings(), bySport: [String: AthleteSettings] = [:]) {
    self.general = general
    self.bySport = bySport
  }

  /// The settings for an activity of `sport`: that sport's values first, then
  /// the general ones value by value (for a run, without the general FTP, CP
  /// and W′). Unchecked: ``AthleteSettings/resolved(_:)`` checks ranges.
  public func settings(for sport: String?) -> AthleteSettings {
    var base = general
    if let sport, Self.sportsWithTheirOwnPowerScale.contains(sport) {
      (base.ftp, base.criticalPower, base.wPrime) = (nil, nil, nil)
    }
    guard let sport, let own = bySport[sport] else { return base }
    return own.overlaid(on: base)
  }
}
