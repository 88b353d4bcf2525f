/// Schema 1 → 2: the names the library's types use in Swift (and in what the
/// store keeps) that print under another name, so one concept has one name in
/// every document. The printing encoder (``JSONEncoder/report``) applies them
/// to every key outside a map of data keys; renames that change a value's type
/// or unit (hours → seconds, Unix seconds → ISO 8601, a load object → a number
/// and its source) are written by the documents themselves.
extension JSONVocabulary {
  public static let renamed: [String: String] = [
    "seconds": "durationSeconds",
    "meters": "distanceMeters",
    "monday": "weekStart",
    "dailyLoad": "dailyLoads",
    "elevationGain": "elevationGainMeters",
    "elevationLoss": "elevationLossMeters",
    "totalAscent": "elevationGainMeters",
    "averageSpeed": "averageSpeedMetersPerSecond",
    "normalizedGradedSpeed": "normalizedGradedSpeedMetersPerSecond",
    "averageGradeAdjustedSpeed": "averageGradeAdjustedSpeedMetersPerSecond",
    "ftp": "functionalThresholdPower",
    "thresholdPower": "functionalThresholdPower",
    "lthr": "lactateThresholdHeartRate",
    "weight": "weightKg",
    "tss": "trainingStressScore",
    "tssShare": "trainingStressShare",
    "bytes": "byteCount",
    "distance": "distanceMeters",
    "poolLength": "poolLengthMeters",
    "pacePer100m": "paceSecondsPer100m",
    "interpolatedGapLimit": "interpolatedGapLimitSeconds",
  ]

  /// Renames that hold under one parent key only.
  public static let renamedUnder: [String: [String: String]] = [
    // A pool length's start is Unix seconds (as stored); the ISO form is for activities.
    "lengths": ["start": "startEpochSeconds"]
  ]

  /// Keys (in Swift's spelling) whose object holds data keys: sport names, FIT
  /// message and field names, stream columns, subjective scales. Nothing under
  /// them is renamed.
  public static let dataKeyMaps: Set<String> = [
    "fields", "developerFieldValues", "messages", "series", "subjective", "loadBySport", "unavailableFits",
  ]

  /// The printed name of the key at the end of `path`.
  static func printedKey(_ path: [CodingKey]) -> CodingKey {
    guard let key = path.last else { return PrintedKey("") }
    let parent = path.dropLast().last { $0.intValue == nil }?.stringValue
    guard let name = parent.flatMap({ renamedUnder[$0]?[key.stringValue] }) ?? renamed[key.stringValue] else {
      return key
    }
    for ancestor in path.dropLast() where dataKeyMaps.contains(ancestor.stringValue) { return key }
    return PrintedKey(name)
  }
}

struct PrintedKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ s: String) { stringValue = s }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
