import GRDB
import VeloIO
import VeloScore

/// One threshold value in effect from a date on (table `threshold`); the
/// value used for an activity is the latest one whose `effectiveFrom` is on or
/// before the activity's local date.
public struct Threshold: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
  public static let databaseTableName = "threshold"

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
  public var effectiveFrom: LocalDate
  public var value: Double

  public enum Columns {
    public static let athleteId = Column("athleteId"), kind = Column("kind"), effectiveFrom = Column("effectiveFrom")
  }

  public init(athleteId: Int64, kind: Kind, effectiveFrom: LocalDate, value: Double) {
    self.athleteId = athleteId
    self.kind = kind
    self.effectiveFrom = effectiveFrom
    self.value = value
  }
}

extension Threshold {
  /// A dataset athlete's thresholds: the roster's values (by ``Kind`` raw
  /// value, from always) then the dated lines of `thresholds.csv`. Unknown
  /// roster keys are skipped (the roster reader names its columns); an unknown
  /// kind in `thresholds.csv` is an error naming `file`.
  public static func dataset(roster: [String: Double], dated: [ThresholdCSV.Entry], file: String) throws(StoreError) -> [Threshold] {
    let fromRoster = roster.sorted { $0.key < $1.key }.compactMap { k, v in
      Kind(rawValue: k).map { Threshold(athleteId: 0, kind: $0, effectiveFrom: always, value: v) }
    }
    return try fromRoster + dated.map { e throws(StoreError) in
      guard let kind = Kind(rawValue: e.kind) else {
        throw .invalid("\(file): unknown threshold \(quoted(e.kind)) (kinds: \(Kind.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
      return Threshold(athleteId: 0, kind: kind, effectiveFrom: e.from ?? always, value: e.value)
    }
  }
}

extension [Threshold] {
  /// The settings in effect on `date` (latest `effectiveFrom` ≤ date per kind),
  /// with the age on that day when the birth year is known. A value outside
  /// ``InputLimits/thresholds`` (a damaged or edited database) is left out.
  public func settings(on date: LocalDate, sex: Sex?, birthYear: Int? = nil) -> AthleteSettings {
    var s = AthleteSettings()
    s.sex = sex
    s.age = birthYear.map { date.components.year &- $0 }
    for kind in Threshold.Kind.allCases {
      let value = self.filter { $0.kind == kind && $0.effectiveFrom <= date }.max { $0.effectiveFrom < $1.effectiveFrom }?.value
      switch kind {
      case .ftp: s.ftp = value
      case .criticalPower: s.criticalPower = value
      case .wPrime: s.wPrime = value
      case .lthr: s.lthr = value
      case .maxHeartRate: s.maxHeartRate = value
      case .restingHeartRate: s.restingHeartRate = value
      case .thresholdPace: s.thresholdSpeed = value.map { 1000 / $0 }
      case .thresholdSwimPace: s.thresholdSwimPace = value
      case .weight: s.weight = value
      }
    }
    s.dropImplausibleValues(source: "the library")
    return s
  }
}
