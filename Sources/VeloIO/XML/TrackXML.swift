import Foundation
import VeloScore

/// A problem in a TCX or GPX file, located by line and column.
public struct TrackXMLError: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String

  public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// Track points of a TCX (Garmin Training Center) or GPX 1.0/1.1 file.
///
/// TCX `Trackpoint`: Time, Position/LatitudeDegrees|LongitudeDegrees,
/// AltitudeMeters, DistanceMeters, HeartRateBpm/Value, Cadence, and the
/// ActivityExtension `TPX/Speed`, `TPX/Watts`. GPX `trkpt` (lat, lon
/// attributes): ele, time, and the Garmin TrackPointExtension `hr`, `cad`,
/// `atemp`, plus `power` (any namespace). Namespace prefixes are ignored.
/// Points without a time are skipped and counted; times must not go backwards.
public struct TrackXML: Sendable {
  public enum Format: String, Sendable { case tcx, gpx }

  public var format: Format
  public var streams: ActivityStreams
  /// Unix seconds of the first point.
  public var startTime: Double?
  /// Strava's GPX exports write `trk/type` as a number: 1 for a ride ("Morning
  /// Ride"), 9 for a run, as its exports seen in public repositories show.
  /// Other numbers are not documented anywhere we found, so they are kept as
  /// written (a sport named "16"), not guessed.
  static let stravaNumericTypes = ["1": "cycling", "9": "running"]

  /// TCX `Activity Sport`, GPX `trk/type`.
  public var sport: String?
  public var pointsWithoutTime = 0
  /// GPX `trk/name` ("Morning Ride" in Strava's exports) or TCX
  /// `Activity/Training/Plan/Name` (the workout trained), as written.
  public var name: String?

  /// Parses `data` with `XMLScanner` (our own reader: no libxml2, never
  /// traps on bad bytes); `file` names it in errors.
  public static func parse(_ data: Data, file: String) throws(TrackXMLError) -> TrackXML {
    var collector = TrackPointCollector()
    do {
      try XMLScanner.scan(data, into: &collector)
    } catch {
      throw TrackXMLError(
        file: file, line: error.position.line, column: error.position.column,
        message: (error.malformed ? "not well-formed XML: " : "") + error.message)
    }
    guard let format = collector.format else {
      throw TrackXMLError(
        file: file, line: 1, column: 1, message: "expected a TrainingCenterDatabase (TCX) or gpx root element")
    }
    return collector.result(format)
  }
}

/// Collects TCX/GPX track points from ``XMLScanner`` events.
struct TrackPointCollector: XMLEventHandler {
  var format: TrackXML.Format?
  var sport: String?
  var name: String?
  var stack: [String] = []
  var text = ""
  var inPoint = false
  var point: [String: Double] = [:]
  var pointTime: Double?
  var firstTime: Double?
  var lastTime = -Double.infinity
  var columns: [String: [Double]] = [:]
  var time: [Double] = []
  var withoutTime = 0

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
    if element == "Activity", let s = attributes.first(where: { $0.name == "Sport" })?.value { sport = s }
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
    if element == "type", stack.dropLast().last == "trk", sport == nil {
      sport = TrackXML.stravaNumericTypes[value] ?? value
    }
    if isName, self.name == nil, !value.isEmpty { self.name = value }
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
    guard t >= lastTime - Self.tolerableStepBack else {
      throw XMLRefusal(
        message:
          "time goes backwards by more than \(Int(Self.tolerableStepBack)) s: a point at \(t) follows one at \(lastTime) (Unix seconds)"
      )
    }
    lastTime = max(lastTime, t)
    if firstTime == nil { firstTime = t }
    let index = time.count
    time.append(t - firstTime!)
    for (column, v) in point {
      if columns[column] == nil { columns[column] = [Double](repeating: .nan, count: index) }
      columns[column]!.append(v)
    }
    for key in columns.keys where columns[key]!.count == index { columns[key]!.append(.nan) }
  }

  func result(_ format: TrackXML.Format) -> TrackXML {
    var s = ActivityStreams(time: time)
    s.power = columns["power"]
    s.heartRate = columns["heartRate"]
    s.cadence = columns["cadence"]
    s.speed = columns["speed"]
    s.distance = columns["distance"]
    s.altitude = columns["altitude"]
    s.temperature = columns["temperature"]
    s.latitude = columns["latitude"]
    s.longitude = columns["longitude"]
    return TrackXML(
      format: format, streams: s, startTime: firstTime, sport: sport, pointsWithoutTime: withoutTime, name: name)
  }
}
