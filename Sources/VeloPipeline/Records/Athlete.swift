import Foundation
import VeloIO
import VeloScore

/// An athlete's profile (table `athlete`). Thresholds live in ``Threshold``.
public struct Athlete: Codable, Sendable, Equatable {
  public var id: Int64?
  /// Unique in the library; how commands name the athlete (`--athlete NAME`).
  public var name: String
  /// `M` or `F` (strain weighting, TRIMP); `nil` when not given.
  public var sex: String?
  public var birthYear: Int?
  /// IANA zone that decides which local day an activity belongs to.
  public var timeZone: String
  /// Active days per week the athlete aims for, 1–7.
  public var weeklyGoal: Int
  public var createdAt: String
  /// First day whose computed daily rows are stale (set by writes, cleared by recompute).
  public var dirtyFrom: LocalDate?
  /// The language the athlete reads reports in, as stored (a BCP 47 tag);
  /// `nil` until one is set: the reports follow the reader (``storedLanguage``).
  public var language: String?
  /// Counts the changes to anything the athlete's documents show, as read with
  /// the row (`StoreSchema/addChangeTriggers(_:)`): while it holds, a document
  /// built before is still right. Read only: the store's writes move it.
  public private(set) var revision: Int64 = 0

  public init(name: String, sex: Sex? = nil, birthYear: Int? = nil, timeZone: String = "UTC", weeklyGoal: Int = 3) {
    self.name = name
    self.sex = sex?.code
    self.birthYear = birthYear
    self.timeZone = timeZone
    self.weeklyGoal = weeklyGoal
    createdAt = ISO8601DateFormatter().string(from: Date())
  }

  public var sexValue: Sex? { sex.flatMap(Sex.init(code:)) }
  /// The stored language; English when none (or a tag no catalogue has) is stored.
  public var languageValue: Language { storedLanguage ?? .english }
  /// The stored language; `nil` when none is: each surface then follows the
  /// reader (`--lang`, `$VELOSCORE_LANG`, the locale; `?lang=`, `Accept-Language`).
  public var storedLanguage: Language? { language.flatMap(Language.init(tag:)) }

  private enum CodingKeys: String, CodingKey {
    case id, name, sex, birthYear, timeZone, weeklyGoal, createdAt, dirtyFrom, language
  }
  /// Decoded, never encoded: saving an athlete must not write back the revision it was read with.
  private enum ReadOnlyKeys: String, CodingKey { case revision }

  /// Decodes a stored row, refusing a weekly goal outside 1…7 or a birth year
  /// outside 1900…2100 (a damaged or edited database) with a decoding error
  /// the CLI reports as damage, instead of a failure deep in a report.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    id = try c.decodeIfPresent(Int64.self, forKey: .id)
    name = try c.decode(String.self, forKey: .name)
    sex = try c.decodeIfPresent(String.self, forKey: .sex)
    birthYear = try c.decodeIfPresent(Int.self, forKey: .birthYear)
    timeZone = try c.decode(String.self, forKey: .timeZone)
    weeklyGoal = try c.decode(Int.self, forKey: .weeklyGoal)
    createdAt = try c.decode(String.self, forKey: .createdAt)
    dirtyFrom = try c.decodeIfPresent(LocalDate.self, forKey: .dirtyFrom)
    language = try c.decodeIfPresent(String.self, forKey: .language)
    revision = try decoder.container(keyedBy: ReadOnlyKeys.self).decodeIfPresent(Int64.self, forKey: .revision) ?? 0
    guard InputLimits.weeklyGoal.contains(weeklyGoal) else {
      throw DecodingError.dataCorruptedError(
        forKey: .weeklyGoal, in: c, debugDescription: "weekly goal \(weeklyGoal) outside 1…7")
    }
    if let birthYear, !InputLimits.birthYear.contains(birthYear) {
      throw DecodingError.dataCorruptedError(
        forKey: .birthYear, in: c, debugDescription: "birth year \(birthYear) outside 1900…2100")
    }
  }

}

extension Athlete {
  /// The athlete's time zone: the one place a stored zone name is resolved. A
  /// name that does not resolve (an edited database) is an ``InputDataError``
  /// naming the athlete, never a silent UTC.
  public func zone() throws -> AthleteTimeZone {
    do { return try AthleteTimeZone(identifier: timeZone) } catch {
      let command = "veloscore athlete set \(shellWord(name)) --tz ZONE"
      throw InputDataError(file: "athlete '\(name)'", message: "\(error); set one with '\(command)'")
    }
  }

  /// The athlete's today in their time zone (`now`: Unix seconds): the day
  /// every surface answers for when none is asked (`VELOSCORE_TODAY` fixes it,
  /// `AthleteTimeZone/today(now:)`).
  public func today(now: Double = Date().timeIntervalSince1970) throws -> LocalDate {
    do { return try zone().today(now: now) } catch let e as AthleteTimeZone.FixedTodayError {
      throw InputDataError(file: "VELOSCORE_TODAY", message: e.description)
    }
  }
}
