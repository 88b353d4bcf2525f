/// A prescribed workout as coaches write it: steps with a length and a
/// target, some repeated ("5x 4m 108% 3m 55%"). Typed as text
/// (`init(text:)`), stored and sent as JSON (this type's `Codable` form),
/// written to devices as a FIT workout file or a Zwift `.zwo` (VeloIO).
///
/// JSON form:
///
///     {"name": "VO2 5×4", "sport": "cycling", "workoutSteps": [
///       {"durationSeconds": 600, "target": {"kind": "percentFTP", "low": 55}},
///       {"repeat": 5, "workoutSteps": [
///         {"durationSeconds": 240, "target": {"kind": "percentFTP", "low": 108}},
///         {"durationSeconds": 180, "intensity": "recovery", "target": {"kind": "percentFTP", "low": 55}}]},
///       {"durationSeconds": 600, "intensity": "cooldown", "target": {"kind": "percentFTP", "low": 50}}]}
public struct StructuredWorkout: Sendable, Hashable, Codable {
  public var name: String?
  public var sport: String?
  public var steps: [Item]

  public init(name: String? = nil, sport: String? = nil, steps: [Item]) {
    self.name = name
    self.sport = sport
    self.steps = steps
  }

  /// JSON keys; any other is refused by name (a typo must not drop a step's target silently).
  enum CodingKeys: String, CodingKey, CaseIterable { case name, sport, workoutSteps }

  public init(from decoder: Decoder) throws {
    try Self.refuseUnknownKeys(decoder, CodingKeys.allCases.map(\.rawValue))
    let c = try decoder.container(keyedBy: CodingKeys.self)
    name = try c.decodeUnlessAbsent(String.self, forKey: .name)
    sport = try c.decodeUnlessAbsent(String.self, forKey: .sport)
    steps = try c.decode([Item].self, forKey: .workoutSteps)
  }

  /// Throws naming the first key of the object at `decoder` that is not in `known`.
  static func refuseUnknownKeys(_ decoder: Decoder, _ known: [String]) throws {
    struct AnyKey: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init?(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }
    let keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
    if let unknown = keys.sorted().first(where: { !known.contains($0) }) {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "unknown field '\(unknown)' (expected \(known.joined(separator: ", ")))"))
    }
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(name, forKey: .name)
    try c.encodeIfPresent(sport, forKey: .sport)
    try c.encode(steps, forKey: .workoutSteps)
  }

  /// A step, or steps done `count` times in order.
  public enum Item: Sendable, Hashable, Codable {
    case step(Step)
    case repeated(count: Int, steps: [Step])

    enum CodingKeys: String, CodingKey { case `repeat`, workoutSteps }

    public init(from decoder: Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      if let count = try c.decodeIfPresent(Int.self, forKey: .repeat) {
        try StructuredWorkout.refuseUnknownKeys(decoder, ["repeat", "workoutSteps"])
        self = .repeated(count: count, steps: try c.decode([Step].self, forKey: .workoutSteps))
      } else {
        self = .step(try Step(from: decoder))
      }
    }

    public func encode(to encoder: Encoder) throws {
      switch self {
      case .step(let step): try step.encode(to: encoder)
      case .repeated(let count, let steps):
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(count, forKey: .repeat)
        try c.encode(steps, forKey: .workoutSteps)
      }
    }
  }

  /// What a step is for; devices show it (FIT `intensity`), compliance weighs active steps.
  public enum Intensity: String, Sendable, Hashable, Codable, CaseIterable {
    case warmup, active, recovery, rest, cooldown
  }

  /// One step: a length (time or distance) and what to hold.
  public struct Step: Sendable, Hashable, Codable {
    /// A cue shown with the step ("Warmup", "big gear").
    public var label: String?
    public var intensity: Intensity?
    /// Seconds; or, for a distance step, `nil` with ``distanceMeters``.
    public var durationSeconds: Double?
    public var distanceMeters: Double?
    /// `nil`: ride or run free (an open step).
    public var target: Target?
    /// Cadence to hold, rpm (or steps per minute).
    public var cadence: Double?

    public init(
      label: String? = nil, intensity: Intensity? = nil, durationSeconds: Double? = nil, distanceMeters: Double? = nil,
      target: Target? = nil,
      cadence: Double? = nil
    ) {
      self.label = label
      self.intensity = intensity
      self.durationSeconds = durationSeconds
      self.distanceMeters = distanceMeters
      self.target = target
      self.cadence = cadence
    }

    /// The step's intensity as stated, else `active`.
    public var resolvedIntensity: Intensity { intensity ?? .active }

    enum CodingKeys: String, CodingKey, CaseIterable {
      case label, intensity, durationSeconds, distanceMeters, target, cadence
    }

    public init(from decoder: Decoder) throws {
      try StructuredWorkout.refuseUnknownKeys(decoder, CodingKeys.allCases.map(\.rawValue))
      let c = try decoder.container(keyedBy: CodingKeys.self)
      label = try c.decodeUnlessAbsent(String.self, forKey: .label)
      intensity = try c.decodeUnlessAbsent(Intensity.self, forKey: .intensity)
      durationSeconds = try c.decodeUnlessAbsent(Double.self, forKey: .durationSeconds)
      distanceMeters = try c.decodeUnlessAbsent(Double.self, forKey: .distanceMeters)
      target = try c.decodeUnlessAbsent(Target.self, forKey: .target)
      cadence = try c.decodeUnlessAbsent(Double.self, forKey: .cadence)
    }
  }

  /// A value or a band to hold, or a ramp from `low` to `high`.
  public struct Target: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
      /// % of FTP (55 = 55 %).
      case percentFTP
      /// Watts.
      case watts
      /// % of LTHR.
      case percentLTHR
      /// Beats per minute.
      case heartRate
      /// Seconds per kilometre.
      case pace
      /// % of threshold speed (100 = threshold pace; 90 is slower).
      case percentThresholdPace
      /// Session RPE, CR-10 (0–10).
      case rpe

      /// The unit written after a value in text and tables.
      public var unit: String {
        switch self {
        case .percentFTP: return "% FTP"
        case .watts: return "W"
        case .percentLTHR: return "% LTHR"
        case .heartRate: return "bpm"
        case .pace: return "s/km"
        case .percentThresholdPace: return "% pace"
        case .rpe: return "RPE"
        }
      }
    }

    public var kind: Kind
    public var low: Double
    /// The band's top or the ramp's end; `nil`: one value (`low`).
    public var high: Double?
    /// `true`: the target moves from `low` to `high` over the step (a ramp); else a band.
    public var ramp: Bool?

    public init(kind: Kind, low: Double, high: Double? = nil, ramp: Bool? = nil) {
      self.kind = kind
      self.low = low
      self.high = high
      self.ramp = ramp
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case kind, low, high, ramp }

    public init(from decoder: Decoder) throws {
      try StructuredWorkout.refuseUnknownKeys(decoder, CodingKeys.allCases.map(\.rawValue))
      let c = try decoder.container(keyedBy: CodingKeys.self)
      kind = try c.decode(Kind.self, forKey: .kind)
      low = try c.decode(Double.self, forKey: .low)
      high = try c.decodeUnlessAbsent(Double.self, forKey: .high)
      ramp = try c.decodeUnlessAbsent(Bool.self, forKey: .ramp)
    }

    public var isRamp: Bool { ramp == true && high != nil }
    /// The band's middle (the value aimed at).
    public var middle: Double { high.map { (low + $0) / 2 } ?? low }
    /// The target at fraction `f` (0…1) of the step: a ramp moves, a band holds its middle.
    public func value(at f: Double) -> Double {
      guard isRamp, let high else { return middle }
      return low + (high - low) * f
    }
  }

  /// The steps in the order they are done, repeats written out.
  public var flattened: [Step] {
    steps.flatMap { item -> [Step] in
      switch item {
      case .step(let step): return [step]
      case .repeated(let count, let steps): return (0..<max(0, count)).flatMap { _ in steps }
      }
    }
  }
}

extension KeyedDecodingContainer {
  /// The value at `key`, `nil` only when the key is absent: `null` is refused
  /// like any other value of the wrong type (a workout's JSON has no nulls).
  func decodeUnlessAbsent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    contains(key) ? try decode(type, forKey: key) : nil
  }
}
