import VeloIO
import VeloScore

/// One threshold value in effect from a date on (table `threshold`); the
/// value used for an activity is the latest one whose `effectiveFrom` is on or
/// before the activity's local date.
public struct Threshold: Codable, Sendable, Equatable {
  public enum Kind: String, Codable, Sendable, CaseIterable {
    /// Functional threshold power, W.
    case ftp
    /// Critical power, W, and W′, J.
    case criticalPower, wPrime
    /// Lactate-threshold, maximum and resting heart rate, bpm.
    case lthr, maxHeartRate, restingHeartRate
    /// Threshold running pace, seconds per km.
    case thresholdPace
    /// Threshold swim pace, seconds per 100 m (sTSS).
    case thresholdSwimPace
    /// Body weight, kg.
    case weight
  }

  /// `effectiveFrom` of a value that has always applied.
  public static let always = LocalDate(year: 1900, month: 1, day: 1)

  public var athleteId: Int64
  public var kind: Kind
  /// The sport the value holds for (canonical, `SportName`); "" for every
  /// sport (`SportThresholds`: a general FTP never scores a run).
  public var sport: String
  public var effectiveFrom: LocalDate
  public var value: Double

  public init(athleteId: Int64, kind: Kind, sport: String = "", effectiveFrom: LocalDate, value: Double) {
    self.athleteId = athleteId
    self.kind = kind
    self.sport = sport
    self.effectiveFrom = effectiveFrom
    self.value = value
  }
}

extension Threshold {
  /// A dataset athlete's thresholds: the roster's values (by ``Kind`` raw
  /// value, from always) then the dated lines of `thresholds.csv`. Unknown
  /// roster keys are skipped (the roster reader names its columns); an unknown
  /// kind in `thresholds.csv` is an ``InputDataError`` naming `file`.
  public static func dataset(roster: [String: Double], dated: [ThresholdCSV.Entry], file: String) throws(InputDataError)
    -> [Threshold]
  {
    let fromRoster = roster.sorted { $0.key < $1.key }.compactMap { k, v in
      Kind(rawValue: k).map { Threshold(athleteId: 0, kind: $0, effectiveFrom: always, value: v) }
    }
    return try fromRoster
      + dated.map { e throws(InputDataError) in
        guard let kind = Kind(rawValue: e.kind) else {
          throw InputDataError(
            file: file,
            message:
              "unknown threshold \(quoted(e.kind)) (kinds: \(Kind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return Threshold(
          athleteId: 0, kind: kind, sport: e.sport ?? "", effectiveFrom: e.from ?? always, value: e.value)
      }
  }
}

extension [Threshold] {
  /// The settings in effect on `date` (latest `effectiveFrom` ≤ date per kind)
  /// for an activity of `sport`: that sport's values first, then the general
  /// ones (`SportThresholds/settings(for:)`), with the age on that day when
  /// the birth year is known. A value outside
  /// `InputLimits/thresholds` (a damaged or edited database) is left out.
  public func settings(on date: LocalDate, sex: Sex?, birthYear: Int? = nil, sport: String? = nil) -> AthleteSettings {
    var general = values(on: date, sport: "")
    general.sex = sex
    general.age = birthYear.map { date.components.year &- $0 }
    let own = sport.flatMap { s in s.isEmpty ? nil : values(on: date, sport: s) }
    var s = SportThresholds(general: general, bySport: own.map { [sport!: $0] } ?? [:]).settings(for: sport)
    s.dropImplausibleValues(source: "the library")
    return s
  }

  /// The values set for `sport` ("" for every sport) in effect on `date`.
  func values(on date: LocalDate, sport: String) -> AthleteSettings {
    var s = AthleteSettings()
    for kind in Threshold.Kind.allCases {
      let value = self.filter { $0.kind == kind && $0.sport == sport && $0.effectiveFrom <= date }.max {
        $0.effectiveFrom < $1.effectiveFrom
      }?.value
      s.set(kind, value)
    }
    return s
  }
}

extension AthleteSettings {
  /// Sets the value of `kind` (threshold pace in s/km becomes a speed).
  public mutating func set(_ kind: Threshold.Kind, _ value: Double?) {
    switch kind {
    case .ftp: ftp = value
    case .criticalPower: criticalPower = value
    case .wPrime: wPrime = value
    case .lthr: lthr = value
    case .maxHeartRate: maxHeartRate = value
    case .restingHeartRate: restingHeartRate = value
    case .thresholdPace: thresholdSpeed = value.map { 1000 / $0 }
    case .thresholdSwimPace: thresholdSwimPace = value
    case .weight: weight = value
    }
  }
}

extension Threshold.Kind {
  /// The kind's name in JSON documents (schema 2: one style, units where
  /// ambiguous); the raw value stays what the store and `thresholds.csv` hold.
  public var printedName: String {
    switch self {
    case .ftp: "functionalThresholdPower"
    case .lthr: "lactateThresholdHeartRate"
    case .weight: "weightKg"
    case .thresholdPace: "thresholdPaceSecondsPerKm"
    case .thresholdSwimPace: "thresholdSwimPaceSecondsPer100m"
    default: rawValue
    }
  }
}

extension Threshold.Kind {
  /// The kind of a printed name (``printedName``) or a stored one (`rawValue`).
  public init?(printedName: String) {
    guard let kind = Self.allCases.first(where: { $0.printedName == printedName || $0.rawValue == printedName }) else {
      return nil
    }
    self = kind
  }
}
