import Foundation
import VeloScore

#if canImport(FoundationXML)
  import FoundationXML
#endif

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
  /// TCX `Activity Sport`, GPX `trk/type`.
  public var sport: String?
  public var pointsWithoutTime = 0

  /// Parses `data`; `file` names it in errors.
  public static func parse(_ data: Data, file: String) throws(TrackXMLError) -> TrackXML {
    let delegate = TrackXMLDelegate(file: file)
    let parser = XMLParser(data: data)
    parser.delegate = delegate
    parser.shouldProcessNamespaces = false
    let ok = parser.parse()
    if let error = delegate.error { throw error }
    guard ok else {
      let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "malformed XML"
      throw TrackXMLError(file: file, line: parser.lineNumber, column: parser.columnNumber, message: "not well-formed XML: \(reason)")
    }
    guard let format = delegate.format else {
      throw TrackXMLError(file: file, line: 1, column: 1, message: "expected a TrainingCenterDatabase (TCX) or gpx root element")
    }
    return delegate.result(format)
  }
}

final class TrackXMLDelegate: NSObject, XMLParserDelegate {
  let file: String
  var format: TrackXML.Format?
  var error: TrackXMLError?
  var sport: String?
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

  init(file: String) { self.file = file }

  static func local(_ name: String) -> String {
    name.firstIndex(of: ":").map { String(name[name.index(after: $0)...]) } ?? name
  }

  func fail(_ parser: XMLParser, _ message: String) {
    guard error == nil else { return }
    error = TrackXMLError(file: file, line: parser.lineNumber, column: parser.columnNumber, message: message)
    parser.abortParsing()
  }

  func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
    let element = Self.local(name)
    if stack.isEmpty {
      switch element {
      case "TrainingCenterDatabase": format = .tcx
      case "gpx": format = .gpx
      default: return fail(parser, "expected a TrainingCenterDatabase (TCX) or gpx root element, found \(quoted(element))")
      }
    }
    stack.append(element)
    text = ""
    if element == "Activity", let s = attributes["Sport"] { sport = s }
    if element == "Trackpoint" || element == "trkpt" {
      inPoint = true
      point = [:]
      pointTime = nil
      if element == "trkpt" {
        for (key, column) in [("lat", "latitude"), ("lon", "longitude")] {
          guard let raw = attributes[key] else { continue }
          guard let v = Double(raw), v.isFinite else { return fail(parser, "expected a number in attribute \(key), found \(quoted(raw))") }
          point[column] = v
        }
      }
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

  static let columnOf: [String: String] = [
    "LatitudeDegrees": "latitude", "LongitudeDegrees": "longitude", "AltitudeMeters": "altitude", "ele": "altitude",
    "DistanceMeters": "distance", "Cadence": "cadence", "cad": "cadence", "RunCadence": "cadence", "Watts": "power",
    "power": "power", "Speed": "speed", "speed": "speed", "hr": "heartRate", "atemp": "temperature", "temp": "temperature",
  ]

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    let element = Self.local(name)
    defer {
      stack.removeLast()
      text = ""
    }
    let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if element == "type", stack.dropLast().last == "trk", sport == nil { sport = value }
    guard inPoint else { return }
    switch element {
    case "Trackpoint", "trkpt":
      inPoint = false
      finishPoint(parser)
    case "Time", "time":
      guard let t = parseISO8601(Substring(value)) else { return fail(parser, "expected a time like 2026-01-05T07:30:00Z, found \(quoted(value))") }
      pointTime = t
    case "Value" where stack.dropLast().last == "HeartRateBpm":
      number(parser, value, "heartRate", element)
    default:
      if let column = Self.columnOf[element] { number(parser, value, column, element) }
    }
  }

  func number(_ parser: XMLParser, _ value: String, _ column: String, _ element: String) {
    guard let v = Double(value), v.isFinite else { return fail(parser, "expected a number in <\(element)>, found \(quoted(value))") }
    point[column] = v
  }

  func finishPoint(_ parser: XMLParser) {
    guard let t = pointTime else {
      withoutTime += 1
      return
    }
    guard t >= lastTime else { return fail(parser, "time goes backwards: a point at \(t) follows one at \(lastTime) (Unix seconds)") }
    lastTime = t
    if firstTime == nil { firstTime = t }
    let index = time.count
    time.append(t - firstTime!)
    for (column, v) in point {
      if columns[column] == nil { columns[column] = [Double](repeating: .nan, count: index) }
      columns[column]!.append(v)
    }
    for key in columns.keys where columns[key]!.count == index { columns[key]!.append(.nan) }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    if error == nil {
      error = TrackXMLError(file: file, line: parser.lineNumber, column: parser.columnNumber, message: "not well-formed XML: \(parseError.localizedDescription)")
    }
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
    return TrackXML(format: format, streams: s, startTime: firstTime, sport: sport, pointsWithoutTime: withoutTime)
  }
}
