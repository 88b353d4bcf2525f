import VeloScore

/// The slice of the FIT profile (Garmin FIT SDK `Profile.xlsx`, profile 21.x)
/// that veloscore reads: message numbers, field numbers, scales and offsets.
/// Physical value = raw / scale − offset.
public enum FITProfile {
  public enum Message: UInt16, CaseIterable, Sendable {
    case fileId = 0
    case userProfile = 3
    case zonesTarget = 7
    case sport = 12
    case session = 18
    case lap = 19
    case record = 20
    case event = 21
    case deviceInfo = 23
    case workout = 26
    case activity = 34
    case hrv = 78
    case length = 101
    case hr = 132
    case monitoringHRData = 211
    case sleepLevel = 275
    case hrvStatusSummary = 370
    case hrvValue = 371
    case fieldDescription = 206
    case developerDataId = 207
  }

  /// Name of a global message number from the generated profile table
  /// ("mesg_123" for numbers the profile does not name).
  public static func messageName(_ number: UInt16) -> String {
    messageNames[number] ?? "mesg_\(number)"
  }

  /// Field names by message and field number, parsed once from the generated table.
  static let fieldNames: [UInt16: [UInt8: String]] = {
    var out: [UInt16: [UInt8: String]] = [:]
    for line in fieldNameTable.split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":"), let message = UInt16(line[..<colon]) else { continue }
      var names: [UInt8: String] = [:]
      for pair in line[line.index(after: colon)...].split(separator: ",") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2, let n = UInt8(parts[0]) { names[n] = String(parts[1]) }
      }
      out[message] = names
    }
    return out
  }()

  /// Name of field `number` of message `message` ("field_<n>" when the profile has none).
  public static func fieldName(_ number: UInt8, message: UInt16) -> String {
    fieldNames[message]?[number] ?? "field_\(number)"
  }

  /// `cycling/road`: the profile's names of a sport and sub-sport value
  /// (`sport_<n>` for a value the profile does not name).
  public static func sportName(_ sport: Int?, subSport: Int? = nil) -> String? {
    guard let sport else { return nil }
    let name = sportNames[sport] ?? "sport_\(sport)"
    guard let subSport, subSport != 0 else { return name }
    return name + "/" + (subSportNames[subSport] ?? "sub_sport_\(subSport)")
  }

  /// veloscore's sport for a FIT `sport` and `sub_sport`: the canonical name
  /// (`SportName`) where one fits — fitness equipment and training by their
  /// sub-sport (indoor rowing is rowing, a treadmill running, spin and indoor
  /// cycling cycling, strength training strength) — else the profile's own name
  /// (`stand_up_paddleboarding`, `cross_country_skiing`); `generic` is `other`.
  /// Never a bare number: a value the profile does not name is `sport_<n>`.
  public static func activitySport(_ sport: Int, subSport: Int? = nil) -> String {
    let sub = subSport.flatMap { subSportNames[$0] }
    if sport == 4 || sport == 10, let sub, let equipment = equipmentSports[sub] { return equipment }
    switch sport {
    case 0: return "other"
    case 3: return "transition"
    case 10: return "training"
    default: break
    }
    let name = sportNames[sport] ?? "sport_\(sport)"
    // A sport outside the nine keeps its FIT name (a multisport's legs, a device's sport list).
    return SportName.read(name).flatMap { $0.isKnown && $0.sport != "other" ? $0.sport : nil } ?? name
  }

  /// Sub-sports of fitness equipment and training that are a sport of their own.
  static let equipmentSports: [String: String] = [
    "indoor_rowing": "rowing", "treadmill": "running", "indoor_running": "running", "indoor_cycling": "cycling",
    "spin": "cycling",
    "virtual_activity": "cycling", "indoor_walking": "walking", "strength_training": "strength", "yoga": "yoga",
    "elliptical": "elliptical", "stair_climbing": "stair_climbing",
  ]

  /// FIT epoch (1989-12-31T00:00:00Z) in Unix seconds.
  public static let epochOffset: Int = 631_065_600
  /// date_time values below this are seconds since device power-on, not absolute.
  public static let minimumAbsoluteTime: UInt32 = 0x1000_0000
  /// Degrees per semicircle (2³¹ semicircles = 180°).
  public static let degreesPerSemicircle = 180.0 / 2_147_483_648.0

  /// Field numbers of `record` (20).
  enum Record {
    static let latitude: UInt8 = 0, longitude: UInt8 = 1, altitude: UInt8 = 2, heartRate: UInt8 = 3
    static let cadence: UInt8 = 4, distance: UInt8 = 5, speed: UInt8 = 6, power: UInt8 = 7
    static let compressedSpeedDistance: UInt8 = 8, grade: UInt8 = 9, temperature: UInt8 = 13
    static let enhancedSpeed: UInt8 = 73, enhancedAltitude: UInt8 = 78
  }

  static let timestamp: UInt8 = 253

  /// `raw / 5 − 500` m (altitude, enhanced_altitude, avg/max altitude).
  @inline(__always) static func altitude(_ raw: Double) -> Double { raw / 5 - 500 }
}
