extension InputLimits {
  /// Active days a week an athlete aims for.
  public static let weeklyGoal = 1...7
  /// An athlete's year of birth.
  public static let birthYear = 1900...2100
  /// Session RPE, Foster's CR-10 scale.
  public static let rpe = 0.0...10
  /// The CTL an event is aimed at (TSS/day): above any real athlete's 180, below a typo's 1,000.
  public static let eventTargetCTL = 0.0...250
  /// An event's form band, TSB (TSS/day): a race is run between about −30 and +25.
  public static let eventTSB = -100.0...100
}
