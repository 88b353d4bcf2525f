import VeloScore

extension FITActivity {
  /// The thresholds the device stored (`zones_target`, `user_profile`) as
  /// settings, unchecked: resolve them through
  /// ``AthleteSettings/resolved(_:)``, which ignores 0 (a watch set to
  /// %-max-HR zones stores `threshold_heart_rate = 0`) and any value outside
  /// ``InputLimits/thresholds``.
  public var storedSettings: AthleteSettings {
    var s = AthleteSettings()
    s.ftp = functionalThresholdPower
    s.lthr = thresholdHeartRate
    s.maxHeartRate = maxHeartRate
    s.restingHeartRate = restingHeartRate
    s.weight = weight
    return s
  }
}
