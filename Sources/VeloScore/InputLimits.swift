/// The plausible range of every value read from a file: wider than any real
/// athlete, narrow enough that a typo or a hostile file cannot trap a
/// conversion, overflow a sum to infinity or make a 66-byte file fill the disk.
/// Readers refuse values outside with the file, line and column.
public enum InputLimits {
  /// Dates of workouts, loads and readings: 1950-01-01 … 2100-12-31 (a year typed
  /// 0205 for 2025 is refused, not turned into 1,800 years of daily rows).
  public static let dates = LocalDate(year: 1950, month: 1, day: 1)...LocalDate(year: 2100, month: 12, day: 31)
  /// Longest span of one athlete's history or one daily file: 50 years.
  public static let maximumSpanDays = 18_263
  /// One workout's duration: 14 days, in seconds.
  public static let durationSeconds = 0.0...1_209_600
  /// One workout's distance: 10,000 km, in metres.
  public static let distanceMeters = 0.0...10_000_000
  /// One workout's energy: 100,000 kcal.
  public static let calories = 0.0...100_000
  /// One workout's training load (TSS-like; a day at FTP is 2,400).
  public static let load = 0.0...10_000
  /// Thresholds by kind, in the units the library stores (W, J, bpm, s/km, kg):
  /// the same ranges the CLI options accept, so a file cannot set what an
  /// option would refuse.
  public static let thresholds: [String: ClosedRange<Double>] = [
    "ftp": 30...700, "criticalPower": 30...700, "wPrime": 1_000...80_000, "lthr": 60...230,
    "maxHeartRate": 80...240, "restingHeartRate": 25...120, "thresholdPace": 120...900, "thresholdSwimPace": 45...300,
    "weight": 20...250,
  ]
  /// Wellness readings.
  public static let rmssd = 0.0...1_000
  public static let restingHeartRate = 0.0...260
  public static let respiratoryRate = 0.0...100
  public static let hours = 0.0...24
  public static let steps = 0.0...1_000_000
  /// Blood-oxygen saturation, %; skin temperature, °C, and its deviation from a baseline, °C.
  public static let spo2 = 50.0...100
  public static let skinTemperature = 20.0...45
  public static let skinTemperatureDeviation = -6.0...6
  /// Body mass, kg (a threshold's weight range); VO₂max, ml/kg/min.
  public static let bodyMass = 20.0...250
  public static let vo2max = 10.0...100
  /// Beat-to-beat intervals sent as a list (ms, and how many): wider than
  /// ``BeatIntervals/plausible``, whose cleaning replaces what lies outside it.
  public static let beatInterval = 100.0...5_000
  public static let beatIntervalCount = 2...50_000

  /// "0…1,209,600" for messages.
  public static func describe(_ range: ClosedRange<Double>) -> String {
    "\(describe(range.lowerBound))…\(describe(range.upperBound))"
  }

  /// A bound for messages: whole numbers grouped by thousands ("1,209,600").
  public static func describe(_ v: Double) -> String {
    let whole = v.rounded() == v && abs(v) < 1e15
    guard whole else { return String(v) }
    let digits = String(Int64(abs(v)))
    var grouped = ""
    for (k, c) in digits.reversed().enumerated() {
      if k > 0 && k % 3 == 0 { grouped.append(",") }
      grouped.append(c)
    }
    return (v < 0 ? "-" : "") + String(grouped.reversed())
  }
}
