extension InputLimits {
  /// The plausible range of each sample stream, by its canonical column name
  /// (``ActivityStreams/columns``), in the stream's units: wider than any
  /// recorded human effort, narrow enough that a corrupt or hostile value
  /// (a heart rate of 1e19, a power of 65,535 W) never reaches a threshold
  /// estimate, a conversion to an integer or a sum.
  ///
  /// | column | range | unit |
  /// |---|---|---|
  /// | heart_rate | 20…250 | bpm |
  /// | power | 0…3,000 | W (sprint peaks reach ~2,500 W) |
  /// | cadence | 0…300 | rpm or steps/min |
  /// | speed | 0…100 | m/s (360 km/h) |
  /// | distance | 0…10,000,000 | m |
  /// | altitude | −500…9,000 | m |
  /// | grade | −100…100 | % |
  /// | temperature | −60…70 | °C |
  /// | latitude, longitude | ±90, ±180 | degrees |
  /// | pause_s | 0…1,209,600 | s |
  public static let readings: [String: ClosedRange<Double>] = [
    "heart_rate": 20...250, "power": 0...3_000, "cadence": 0...300, "speed": 0...100,
    "distance": 0...10_000_000, "altitude": -500...9_000, "grade": -100...100, "temperature": -60...70,
    "latitude": -90...90, "longitude": -180...180, "pause_s": durationSeconds,
  ]

  /// The range of a ``thresholds`` kind named in code (an unknown kind is a
  /// programmer error).
  public static func range(_ kind: String) -> ClosedRange<Double> {
    guard let range = thresholds[kind] else { preconditionFailure("no threshold kind \(kind)") }
    return range
  }

  /// Units of ``readings`` for messages.
  public static let readingUnits: [String: String] = [
    "heart_rate": "bpm", "power": "W", "cadence": "rpm", "speed": "m/s", "distance": "m", "altitude": "m",
    "grade": "%", "temperature": "°C", "latitude": "°", "longitude": "°", "pause_s": "s",
  ]
}
