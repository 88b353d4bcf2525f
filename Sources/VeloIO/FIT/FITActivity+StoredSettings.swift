import VeloScore

extension FITActivity {
  /// The thresholds the device stored as settings: FTP from the first
  /// session's `threshold_power` (the FTP the device scored the ride with),
  /// else `zones_target`; heart rates from `zones_target`; weight, sex and age
  /// from `user_profile`. Unchecked: resolve them through
  /// `AthleteSettings/resolved(_:)`, which ignores 0 (a watch set to
  /// %-max-HR zones stores `threshold_heart_rate = 0`) and any value outside
  /// `InputLimits/thresholds`.
  ///
  /// For the whole file: a file of one session takes that session's
  /// (``storedSettings(for:)``); a multisport file its general values.
  public var storedSettings: AthleteSettings { storedSettings(for: sessions.count == 1 ? sessions.first : nil) }

  /// The values stored for every session: the first session's
  /// `threshold_power` else `zones_target`'s FTP, and the rest as read.
  var generalSettings: AthleteSettings {
    var s = AthleteSettings()
    s.ftp = sessions.lazy.compactMap(\.thresholdPower).first(where: { $0 > 0 }) ?? functionalThresholdPower
    s.lthr = thresholdHeartRate
    s.maxHeartRate = maxHeartRate
    s.restingHeartRate = restingHeartRate
    s.weight = weight
    s.sex = sex
    s.age = age
    return s
  }

  /// The settings the device stored for one session: `generalSettings` with,
  /// when the file writes zones per sport, the FTP and LTHR of the session's
  /// sport only (a triathlon's running-power FTP never scores its bike leg),
  /// and the FTP the session itself was scored with (`threshold_power`) first.
  public func storedSettings(for session: FITSummary?) -> AthleteSettings {
    var s = generalSettings
    guard let session else { return s }
    if !zonesBySport.isEmpty {
      let zones = session.sport.flatMap { zonesBySport[$0] } ?? AthleteSettings()
      (s.ftp, s.lthr) = (zones.ftp, zones.lthr)
      s.maxHeartRate = zones.maxHeartRate ?? s.maxHeartRate
    }
    if let power = session.thresholdPower, power > 0 { s.ftp = power }
    return s
  }

  /// The energy the device computed, kcal: its sessions' `total_calories`
  /// summed; `nil` when none stores a value inside `InputLimits/calories`
  /// above 0 (0 is what devices write when they did not count).
  public var storedCalories: Double? { Self.storedCalories(sessions) }

  /// ``storedCalories`` of some sessions (one leg's).
  public static func storedCalories(_ sessions: [FITSummary]) -> Double? {
    let values = sessions.compactMap(\.calories).filter { $0 > 0 && InputLimits.calories.contains($0) }
    return values.isEmpty ? nil : values.reduce(0, +)
  }
}
