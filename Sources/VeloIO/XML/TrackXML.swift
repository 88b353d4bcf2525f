import Foundation
import VeloScore

/// A problem in an XML file (TCX, GPX, an Apple Health export), located by line and column.
public struct TrackXMLError: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String

  public var description: String { "\(file):\(line):\(column): \(message)" }
}

extension XMLScanner {
  /// ``scan(_:into:)``, its error named by `file` and said as not well-formed XML or the handler's refusal.
  static func scan<H: XMLEventHandler>(_ data: Data, into handler: inout H, file: String) throws(TrackXMLError) {
    do {
      try scan(data, into: &handler)
    } catch {
      throw TrackXMLError(
        file: file, line: error.position.line, column: error.position.column,
        message: (error.malformed ? "not well-formed XML: " : "") + error.message)
    }
  }
}

/// Track points of a TCX (Garmin Training Center) or GPX 1.0/1.1 file.
///
/// TCX `Trackpoint`: Time, Position/LatitudeDegrees|LongitudeDegrees,
/// AltitudeMeters, DistanceMeters, HeartRateBpm/Value, Cadence, and the
/// ActivityExtension `TPX/Speed`, `TPX/Watts`. GPX `trkpt` (lat, lon
/// attributes): ele, time, and the Garmin TrackPointExtension `hr`, `cad`,
/// `atemp`, plus `power` (any namespace). Namespace prefixes are ignored.
/// Points without a time are skipped and counted; times must not go backwards.
///
/// A file may hold several activities (a Garmin Training Center export of a
/// week: several TCX `Activity` elements; a GPX of several `trk`): each is a
/// ``Part`` with its own samples, sport and name, and ``streams`` is the first.
public struct TrackXML: Sendable {
  public enum Format: String, Sendable { case tcx, gpx }

  /// One activity of the file: a TCX `Activity`, a GPX `trk`.
  public struct Part: Sendable {
    /// Seconds from the part's first point.
    public var streams: ActivityStreams
    /// Unix seconds of its first point.
    public var startTime: Double?
    public var sport: String?
    public var name: String?
    /// Indices of ``streams`` where a new GPX `trkseg` begins (after the
    /// first): no distance is added across such a break. (A TCX `Track` per
    /// lap is one continuous recording, and TCX records its distance.)
    public var segmentStarts: [Int] = []
  }

  public var format: Format
  /// The activities with at least one timed point, in the file's order.
  public var parts: [Part]
  /// The first activity's samples.
  public var streams: ActivityStreams { parts.first?.streams ?? ActivityStreams(time: []) }
  /// Unix seconds of the first point.
  public var startTime: Double? { parts.first?.startTime }
  /// Strava's GPX exports write `trk/type` as a number: 1 for a ride ("Morning
  /// Ride"), 9 for a run, as its exports seen in public repositories show.
  /// Other numbers are not documented anywhere we found, so they are kept as
  /// written (a sport named "16"), not guessed.
  static let stravaNumericTypes = ["1": "cycling", "9": "running"]

  /// TCX `Activity Sport`, GPX `trk/type` (of the first activity).
  public var sport: String? { parts.first?.sport }
  public var pointsWithoutTime = 0
  /// GPX `trk/name` ("Morning Ride" in Strava's exports) or TCX
  /// `Activity/Training/Plan/Name` (the workout trained), as written (of the first activity).
  public var name: String? { parts.first?.name }

  /// Parses `data` with `XMLScanner` (our own reader: no libxml2, never
  /// traps on bad bytes); `file` names it in errors.
  public static func parse(_ data: Data, file: String) throws(TrackXMLError) -> TrackXML {
    var collector = TrackPointCollector()
    try XMLScanner.scan(data, into: &collector, file: file)
    guard let format = collector.format else {
      throw TrackXMLError(
        file: file, line: 1, column: 1, message: "expected a TrainingCenterDatabase (TCX) or gpx root element")
    }
    return collector.result(format)
  }
}

/// Collects TCX/GPX track points from ``XMLScanner`` events.
struct TrackPointCollector: XMLEventHandler {
  /// The points of one activity (TCX `Activity`, GPX `trk`) so far.
  struct PartPoints {
    var sport: String?
    var name: String?
    var firstTime: Double?
    var lastTime = -Double.infinity
    var columns: [String: [Double]] = [:]
    var time: [Double] = []
    var segmentStarts: [Int] = []
  }

  var format: TrackXML.Format?
  var stack: [String] = []
  var text = ""
  var inPoint = false
  var point: [String: Double] = [:]
  var pointTime: Double?
  /// Every activity begun; points outside any (a GPX `rte`, a bare TCX `Track`) go to the last, or a first one.
  var parts: [PartPoints] = []
  var withoutTime = 0

  var current: PartPoints {
    get { parts.last ?? PartPoints() }
    set { if parts.isEmpty { parts = [newValue] } else { parts[parts.count - 1] = newValue } }
  }

  static func local(_ name: String) -> String {
    name.firstIndex(of: ":").map { String(name[name.index(after: $0)...]) } ?? name
  }

  mutating func startElement(_ name: String, attributes: [(name: String, value: String)]) throws(XMLRefusal) {
    let element = Self.local(name)
    if stack.isEmpty {
      switch element {
      case "TrainingCenterDatabase": format = .tcx
      case "gpx": format = .gpx
      default:
        throw XMLRefusal(
          message: "expected a TrainingCenterDatabase (TCX) or gpx root element, found \(quoted(element))")
      }
    }
    stack.append(element)
    text = ""
    if element == "Activity" || element == "trk" { parts.append(PartPoints()) }
    if element == "Activity", let s = attributes.first(where: { $0.name == "Sport" })?.value { current.sport = s }
    // A new segment of the same activity: a break the distance does not cross.
    if element == "trkseg", !current.time.isEmpty, current.segmentStarts.last != current.time.count {
      current.segmentStarts.append(current.time.count)
    }
    if element == "Trackpoint" || element == "trkpt" {
      inPoint = true
      point = [:]
      pointTime = nil
      if element == "trkpt" {
        for (key, column) in [("lat", "latitude"), ("lon", "longitude")] {
          guard let raw = attributes.first(where: { $0.name == key })?.value else { continue }
          guard let v = Double(raw), v.isFinite else {
            throw XMLRefusal(message: "expected a number in attribute \(key), found \(quoted(raw))")
          }
          point[column] = v
        }
      }
    }
  }

  mutating func text(_ string: String) {
    // Only leaf values are read: a few characters each, never a whole document.
    if inPoint || stack.last == "type" || isName { text += string }
  }

  static let columnOf: [String: String] = [
    "LatitudeDegrees": "latitude", "LongitudeDegrees": "longitude", "AltitudeMeters": "altitude", "ele": "altitude",
    "DistanceMeters": "distance", "Cadence": "cadence", "cad": "cadence", "RunCadence": "cadence", "Watts": "power",
    "power": "power", "Speed": "speed", "speed": "speed", "hr": "heartRate", "atemp": "temperature",
    "temp": "temperature",
  ]

  /// Inside the activity's name: GPX `trk/name`, TCX `Activity/Training/Plan/Name`
  /// (the workout trained, the one name TCX gives an activity).
  var isName: Bool {
    let parent = stack.dropLast().last
    return (stack.last == "name" && parent == "trk")
      || (stack.last == "Name" && parent == "Plan" && stack.dropLast(2).last == "Training")
  }

  mutating func endElement(_ name: String) throws(XMLRefusal) {
    let element = Self.local(name)
    defer {
      stack.removeLast()
      text = ""
    }
    let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if element == "type", stack.dropLast().last == "trk", current.sport == nil {
      current.sport = TrackXML.stravaNumericTypes[value] ?? value
    }
    if isName, current.name == nil, !value.isEmpty { current.name = value }
    guard inPoint else { return }
    switch element {
    case "Trackpoint", "trkpt":
      inPoint = false
      try finishPoint()
    case "Time", "time":
      guard let t = parseISO8601(Substring(value)) else {
        throw XMLRefusal(message: "expected a time like 2026-01-05T07:30:00Z, found \(quoted(value))")
      }
      pointTime = t
    case "Value" where stack.dropLast().last == "HeartRateBpm":
      try number(value, "heartRate", element)
    default:
      if let column = Self.columnOf[element] { try number(value, column, element) }
    }
  }

  mutating func number(_ value: String, _ column: String, _ element: String) throws(XMLRefusal) {
    guard let v = Double(value), v.isFinite else {
      throw XMLRefusal(message: "expected a number in <\(element)>, found \(quoted(value))")
    }
    point[column] = v
  }

  /// Seconds a point may step back behind the latest one and still be read.
  static let tolerableStepBack = 60.0

  mutating func finishPoint() throws(XMLRefusal) {
    guard let t = pointTime else {
      withoutTime += 1
      return
    }
    // A step back of a few seconds (a Sports Tracker export steps back 1 s) is
    // kept here and dropped with the other out-of-order samples, with a warning
    // (``ActivityStreams/dropImplausibleReadings()``); a longer one is a broken file.
    var part = current
    guard t >= part.lastTime - Self.tolerableStepBack else {
      throw XMLRefusal(
        message:
          "time goes backwards by more than \(Int(Self.tolerableStepBack)) s: a point at \(t) follows one at \(part.lastTime) (Unix seconds)"
      )
    }
    part.lastTime = max(part.lastTime, t)
    if part.firstTime == nil { part.firstTime = t }
    let index = part.time.count
    part.time.append(t - part.firstTime!)
    for (column, v) in point {
      if part.columns[column] == nil { part.columns[column] = [Double](repeating: .nan, count: index) }
      part.columns[column]!.append(v)
    }
    for key in part.columns.keys where part.columns[key]!.count == index { part.columns[key]!.append(.nan) }
    current = part
  }

  func result(_ format: TrackXML.Format) -> TrackXML {
    let found = parts.filter { !$0.time.isEmpty }.map { p in
      var s = ActivityStreams(time: p.time)
      s.power = p.columns["power"]
      s.heartRate = p.columns["heartRate"]
      s.cadence = p.columns["cadence"]
      s.speed = p.columns["speed"]
      s.distance = p.columns["distance"]
      s.altitude = p.columns["altitude"]
      s.temperature = p.columns["temperature"]
      s.latitude = p.columns["latitude"]
      s.longitude = p.columns["longitude"]
      return TrackXML.Part(
        streams: s, startTime: p.firstTime, sport: p.sport, name: p.name,
        segmentStarts: p.segmentStarts.filter { $0 > 0 && $0 < p.time.count })
    }
    return TrackXML(format: format, parts: found, pointsWithoutTime: withoutTime)
  }
}
