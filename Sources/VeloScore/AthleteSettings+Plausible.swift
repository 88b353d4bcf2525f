extension AthleteSettings {
  /// The ``InputLimits/thresholds`` kind of each value, with its key path
  /// (threshold running speed is checked as the pace it stands for).
  static let limitedValues: [(kind: String, keyPath: WritableKeyPath<AthleteSettings, Double?> & Sendable)] = [
    ("ftp", \.ftp), ("criticalPower", \.criticalPower), ("wPrime", \.wPrime), ("lthr", \.lthr),
    ("maxHeartRate", \.maxHeartRate), ("restingHeartRate", \.restingHeartRate),
    ("thresholdSwimPace", \.thresholdSwimPace), ("weight", \.weight),
  ]

  /// Removes every value outside its ``InputLimits/thresholds`` range (a
  /// device's `threshold_heart_rate = 0`, a stored max HR of 3 bpm, a
  /// tampered database) and returns one sentence per value removed. 0 and
  /// non-finite values mean "absent" and are removed without a sentence.
  /// An age outside 10…100 years is removed too.
  /// - Parameter source: names where the values came from in the sentences
  ///   ("the file", "the library").
  @discardableResult
  public mutating func dropImplausibleValues(source: String = "the settings") -> [String] {
    var notes: [String] = []
    func check(_ kind: String, _ value: Double?, _ range: ClosedRange<Double>?) -> Bool {
      guard let value else { return true }
      guard value.isFinite, value != 0 else { return false }
      guard let range, !range.contains(value) else { return true }
      notes.append("\(kind) \(value) from \(source) ignored: outside \(InputLimits.describe(range))")
      return false
    }
    for (kind, keyPath) in Self.limitedValues where !check(kind, self[keyPath: keyPath], InputLimits.thresholds[kind]) {
      self[keyPath: keyPath] = nil
    }
    // Threshold pace in s/km is 1000 / speed.
    if let speed = thresholdSpeed,
      !check("thresholdPace", speed > 0 ? 1000 / speed : 0, InputLimits.thresholds["thresholdPace"])
    {
      thresholdSpeed = nil
    }
    if let age, !(10...100).contains(age) {
      notes.append("age \(age) from \(source) ignored: outside 10…100")
      self.age = nil
    }
    return notes
  }
}

extension AthleteSettings {
  /// Settings resolved by precedence, value by value: each value comes from
  /// the first layer that holds a plausible one (see
  /// ``dropImplausibleValues(source:)``), e.g. the command line, then the
  /// athlete's thresholds on the activity's date, then the values a file stores.
  /// - Returns: the settings and one sentence per implausible value ignored,
  ///   naming its layer.
  public static func resolved(_ layers: [(source: String, settings: AthleteSettings)]) -> (
    settings: AthleteSettings, notes: [String]
  ) {
    let r = resolvedWithSources(layers)
    return (r.settings, r.notes)
  }

  /// Where each value ``resolved(_:)`` keeps came from: the name of the first
  /// layer holding it (checked, so an implausible value is skipped) by kind
  /// (`ftp`, `lthr`, …, `thresholdSpeed`, `sex`, `age`).
  public static func sources(_ layers: [(source: String, settings: AthleteSettings)]) -> [String: String] {
    resolvedWithSources(layers).sources
  }

  /// The one pass ``resolved(_:)`` and ``sources(_:)`` read: each layer
  /// checked, overlaid on the ones before it, and each value's layer noted.
  static func resolvedWithSources(_ layers: [(source: String, settings: AthleteSettings)]) -> (
    settings: AthleteSettings, notes: [String], sources: [String: String]
  ) {
    var out = AthleteSettings()
    var notes: [String] = []
    var sources: [String: String] = [:]
    for (source, layer) in layers {
      var checked = layer
      notes += checked.dropImplausibleValues(source: source)
      var present = limitedValues.filter { checked[keyPath: $0.keyPath] != nil }.map(\.kind)
      if checked.thresholdSpeed != nil { present.append("thresholdSpeed") }
      if checked.sex != nil { present.append("sex") }
      if checked.age != nil { present.append("age") }
      for kind in present where sources[kind] == nil { sources[kind] = source }
      out = out.overlaid(on: checked)
    }
    return (out, notes, sources)
  }
}

extension AthleteSettings {
  /// These settings with each missing value taken from `base`.
  public func overlaid(on base: AthleteSettings) -> AthleteSettings {
    var out = self
    for (_, keyPath) in Self.limitedValues where out[keyPath: keyPath] == nil {
      out[keyPath: keyPath] = base[keyPath: keyPath]
    }
    out.thresholdSpeed = out.thresholdSpeed ?? base.thresholdSpeed
    out.sex = out.sex ?? base.sex
    out.age = out.age ?? base.age
    return out
  }
}
