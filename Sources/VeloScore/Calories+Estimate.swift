extension Calories {
  /// Energy burned in a session and the rule it came from.
  public struct Estimate: Sendable, Equatable {
    public var kcal: Double
    /// The rule, with anything assumed ("heart rate (Keytel 2005), age assumed 35").
    public var source: String

    public init(kcal: Double, source: String) {
      self.kcal = kcal
      self.source = source
    }
  }

  /// The age Keytel's equation is evaluated at when the athlete's is unknown:
  /// the middle of the 18–45 years its subjects spanned (0.2 kcal·min⁻¹ per decade).
  public static let assumedAge = 35

  /// A session's energy by the first rule its data allows:
  /// 1. a run with its distance and the runner's weight: the running cost,
  ///    1 kcal·kg⁻¹·km⁻¹ (``running(distanceMeters:weightKg:)``) — what
  ///    Garmin's watches store (a fēnix 5X run: 406 kcal, 75.5 kg × 5.38 km);
  /// 2. mechanical work (power, not a run): work at 24 % gross efficiency
  ///    (``fromWork(kilojoules:grossEfficiency:)``), ≈ 1 kcal per kJ;
  /// 3. heart rate and weight: Keytel et al. 2005 (``fromHeartRate(heartRate1Hz:weightKg:age:sex:)``),
  ///    an unknown age taken as ``assumedAge`` and an unknown sex as male, each said;
  /// 4. weight alone: the sport's MET (``met(sport:rpe:)``) over the session.
  /// - Parameters:
  ///   - sport: the session's sport, for its MET (rule 4).
  ///   - isRun: a run (rule 1 applies).
  ///   - seconds: the session's duration.
  ///   - workKilojoules: mechanical work from power (rule 2), `nil` without power.
  ///   - distanceMeters: the distance covered (rule 1).
  ///   - heartRate1Hz: the session's heart rate, one value per second of `seconds` (NaN where missing).
  ///   - settings: the athlete's weight, age and sex.
  ///   - rpe: session RPE (0–10), which scales the MET (rule 4).
  /// - Returns: `nil` when no rule applies (no weight and no work).
  public static func estimate(
    sport: String?, isRun: Bool, seconds: Int, workKilojoules: Double?, distanceMeters: Double?,
    heartRate1Hz: [Double]?,
    settings: AthleteSettings, rpe: Double? = nil
  ) -> Estimate? {
    let weight = settings.weight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    if isRun, let weight, let meters = distanceMeters, meters.isFinite, meters > 0 {
      return Estimate(
        kcal: running(distanceMeters: meters, weightKg: weight), source: "running cost 1 kcal/kg/km (Margaria 1963)")
    }
    if !isRun, let work = workKilojoules, work.isFinite, work > 0 {
      return Estimate(kcal: fromWork(kilojoules: work), source: "from work at 24 % gross efficiency")
    }
    guard let weight else { return nil }
    if let hr = heartRate1Hz {
      let age = settings.age.flatMap { (10...100).contains($0) ? $0 : nil }
      if let kcal = fromHeartRate(
        heartRate1Hz: hr, weightKg: weight, age: Double(age ?? assumedAge), sex: settings.sex ?? .male)
      {
        var assumed: [String] = []
        if age == nil { assumed.append("age assumed \(assumedAge)") }
        if settings.sex == nil { assumed.append("sex assumed male") }
        return Estimate(
          kcal: kcal,
          source: "heart rate (Keytel 2005)" + (assumed.isEmpty ? "" : ", " + assumed.joined(separator: ", ")))
      }
    }
    guard seconds > 0 else { return nil }
    let met = met(sport: sport ?? (isRun ? "running" : "other"), rpe: rpe)
    return Estimate(kcal: fromMET(met, weightKg: weight, seconds: Double(seconds)), source: "MET \(met)")
  }
}
