import VeloScore

extension FITActivity {
  /// The thresholds the device stored as settings: FTP from the first
  /// session's `threshold_power` (the FTP the device scored the ride with),
  /// else `zones_target`; heart rates from `zones_target`; weight from
  /// `user_profile`. Unchecked: resolve them through
  /// ``AthleteSettings/resolved(_:)``, which ignores 0 (a watch set to
  /// %-max-HR zones stores `threshold_heart_rate = 0`) and any value outside
  /// ``InputLimits/thresholds``.
  public var storedSettings: AthleteSettings {
    var s = AthleteSettings()
    s.ftp = sessions.lazy.compactMap(\.thresholdPower).first(where: { $0 > 0 }) ?? functionalThresholdPower
    s.lthr = thresholdHeartRate
    s.maxHeartRate = maxHeartRate
    s.restingHeartRate = restingHeartRate
    s.weight = weight
    return s
  }
}
