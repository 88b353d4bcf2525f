import Foundation
import Testing
import VeloIO
import VeloScore
import _VeloTestSupport

func parseTrack(_ xml: String) throws(TrackXMLError) -> TrackXML {
  try TrackXML.parse(Data(xml.utf8), file: "t.gpx")
}

@Suite struct TrackXMLTests {
  static let files = ["activity_5039744860.tcx", "activity_5039744860.gpx"]

  /// Every point and value equals what Python's ElementTree reads (track_oracle.py).
  @Test(arguments: files)
  func matchesElementTreeOracle(name: String) throws {
    let file = try TrackXML.parse(
      Data(contentsOf: Repository.root.appendingPathComponent("datasets/tracks/\(name)")), file: name)
    #expect(file.format.rawValue == String(name.suffix(3)))
    let csv = try String(
      contentsOf: Repository.root.appendingPathComponent("Tests/Oracles/tracks/\(name).csv"), encoding: .utf8)
    let lines = csv.split(separator: "\n")
    let header = lines[0].split(separator: ",").map(String.init)
    let s = file.streams
    let columns: [String: [Double]?] = [
      "time": s.time, "power": s.power, "heart_rate": s.heartRate, "cadence": s.cadence, "speed": s.speed,
      "distance": s.distance, "altitude": s.altitude, "latitude": s.latitude, "longitude": s.longitude,
      "temperature": s.temperature,
    ]
    #expect(s.sampleCount == lines.count - 1)
    for (k, name) in header.enumerated() {
      let mine = try #require(columns[name] ?? nil, "\(name) missing")
      for (i, line) in lines.dropFirst().enumerated() {
        let cell = line.split(separator: ",", omittingEmptySubsequences: false)[k]
        if let expected = Double(cell) { #expect(mine[i] == expected, "\(name)[\(i)]") } else { #expect(mine[i].isNaN) }
      }
    }
    // Columns the oracle does not list are absent.
    for (name, values) in columns where !header.contains(name) { #expect(values == nil, "\(name)") }
  }

  /// GPX has positions only: distance and speed are derived by the haversine
  /// formula, against an independent Python computation; TCX keeps its own.
  @Test func gpxDistanceAndSpeedFromPositions() throws {
    let gpx = try ActivityFile.read(path: Repository.path("datasets/tracks/activity_5039744860.gpx"))
    let csv = try String(
      contentsOf: Repository.root.appendingPathComponent("Tests/Oracles/tracks/activity_5039744860.gpx.derived.csv"),
      encoding: .utf8)
    let rows = csv.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
    }
    let distance = try #require(gpx.streams.distance)
    let speed = try #require(gpx.streams.speed)
    #expect(distance.count == rows.count)
    for (i, r) in rows.enumerated() {
      #expect(isClose(distance[i], r[1]!, rel: 1e-9, abs: 1e-9), "distance[\(i)]")
      if let v = r[2] { #expect(isClose(speed[i], v, rel: 1e-9, abs: 1e-9), "speed[\(i)]") }
    }
    // A TCX keeps the distance its device recorded (its odometer stops in a pause; positions do not).
    let tcx = try ActivityFile.read(path: Repository.path("datasets/tracks/activity_5039744860.tcx"))
    #expect(tcx.streams.distance?.last(where: { $0.isFinite }) == 668.1900024414062)
  }

  @Test func tcxAndFITOfTheSameRideAgree() throws {
    let tcx = try ActivityFile.read(path: Repository.path("datasets/tracks/activity_5039744860.tcx"))
    let fit = try ActivityFile.read(path: Repository.path("datasets/fit/2020-06-01-16-52-40.fit"))
    #expect(tcx.startTime == fit.startTime)
    #expect(tcx.streams.sampleCount >= fit.streams.sampleCount)
    // Same power at the same seconds.
    let fitPower = Dictionary(zip(fit.streams.time, fit.streams.power!), uniquingKeysWith: { a, _ in a })
    let matched = zip(tcx.streams.time, tcx.streams.power!).filter { fitPower[$0.0] == $0.1 }.count
    #expect(matched >= fit.streams.sampleCount - 2)
  }

  @Test func gpxExtensionsAndZones() throws {
    let t = try parseTrack(
      """
      <?xml version="1.0"?><gpx xmlns:g="x"><trk><type>running</type><trkseg>
      <trkpt lat="1.5" lon="2.5"><time>2026-01-05T07:00:00+01:00</time><extensions><power>210</power><g:TrackPointExtension><g:hr>140</g:hr></g:TrackPointExtension></extensions></trkpt>
      <trkpt lat="1.6" lon="2.6"><time>2026-01-05T06:00:01.5Z</time></trkpt>
      <trkpt lat="1.7" lon="2.7"></trkpt>
      </trkseg></trk></gpx>
      """)
    #expect(t.format == .gpx && t.sport == "running")
    #expect(t.streams.time == [0, 1.5])
    #expect(t.startTime == Double(LocalDate(year: 2026, month: 1, day: 5).dayNumber * 86_400 + 6 * 3600))
    #expect(t.streams.power![0] == 210 && t.streams.power![1].isNaN)
    #expect(t.streams.heartRate![0] == 140)
    #expect(t.streams.latitude == [1.5, 1.6])
    #expect(t.pointsWithoutTime == 1)
  }

  /// Strava's GPX exports number their types: "Morning Ride" is 1, a run 9.
  @Test func stravasNumericGPXTypesAreSports() throws {
    func sport(_ type: String) throws -> String? {
      try parseTrack(
        "<gpx><trk><name>Morning Ride</name><type>\(type)</type><trkseg><trkpt lat=\"1\" lon=\"2\"><time>2026-01-05T07:00:00Z</time></trkpt></trkseg></trk></gpx>"
      ).sport
    }
    #expect(try sport("1") == "cycling")
    #expect(try sport("9") == "running")
    #expect(try sport("16") == "16")  // undocumented: kept as written, not guessed
  }

  /// TCX names an activity only by the workout trained (`Training/Plan/Name`);
  /// a lap's or a course's `Name` elsewhere is not the activity's.
  @Test func tcxNamesTheActivityByItsPlannedWorkout() throws {
    let point =
      "<Track><Trackpoint><Time>2026-01-05T07:00:00Z</Time><HeartRateBpm><Value>140</Value></HeartRateBpm></Trackpoint></Track>"
    let named = try parseTrack(
      "<TrainingCenterDatabase><Activities><Activity Sport=\"Running\"><Id>2026-01-05T07:00:00Z</Id><Lap>\(point)</Lap><Training VirtualPartner=\"false\"><Plan Type=\"Workout\" IntervalWorkout=\"false\"><Name> Tempo 3×8 </Name></Plan></Training></Activity></Activities></TrainingCenterDatabase>"
    )
    #expect(named.name == "Tempo 3×8")
    let unnamed = try parseTrack(
      "<TrainingCenterDatabase><Activities><Activity Sport=\"Running\"><Id>x</Id><Lap>\(point)</Lap><Creator><Name>Forerunner 255</Name></Creator></Activity></Activities></TrainingCenterDatabase>"
    )
    #expect(unnamed.name == nil)
  }

  @Test func errorsNameLineAndWhatWasExpected() throws {
    let badTime = try #require(throws: TrackXMLError.self) {
      try parseTrack(
        "<gpx><trk><trkseg>\n<trkpt lat=\"1\" lon=\"2\"><time>yesterday</time></trkpt></trkseg></trk></gpx>")
    }
    #expect(badTime.line == 2 && badTime.message.contains("expected a time"))
    let badNumber = try #require(throws: TrackXMLError.self) {
      try parseTrack("<gpx><trk><trkseg><trkpt lat=\"north\" lon=\"2\"></trkpt></trkseg></trk></gpx>")
    }
    #expect(badNumber.message.contains("attribute lat"))
    let backwards = try #require(throws: TrackXMLError.self) {
      try parseTrack(
        "<gpx><trkpt lat=\"1\" lon=\"2\"><time>2026-01-05T07:02:05Z</time></trkpt><trkpt lat=\"1\" lon=\"2\"><time>2026-01-05T07:00:00Z</time></trkpt></gpx>"
      )
    }
    #expect(backwards.message.contains("backwards by more than 60 s"))
    let broken = try #require(throws: TrackXMLError.self) { try parseTrack("<gpx><trk>\n<trkseg></trk></gpx>") }
    #expect(broken.line == 2 && broken.message.contains("not well-formed"))
    let wrongRoot = try #require(throws: TrackXMLError.self) { try parseTrack("<html></html>") }
    #expect(wrongRoot.message.contains("TrainingCenterDatabase"))
    #expect(wrongRoot.description.hasPrefix("t.gpx:1:"))
  }

  /// A Sports Tracker GPX steps back 1 s once; Strava and GoldenCheetah import
  /// it, and so does veloscore now, dropping that point with a warning.
  @Test func aStepBackOfAFewSecondsIsDroppedWithAWarning() throws {
    var points = ""
    for (k, second) in [0, 1, 3, 2, 4].enumerated() {
      points += "<trkpt lat=\"60.000\(k)\" lon=\"24\"><time>2020-01-01T10:00:0\(second)Z</time></trkpt>\n"
    }
    let gpx = "<gpx><trk><type>running</type><trkseg>\n\(points)</trkseg></trk></gpx>"
    let file = try ActivityFile.parse(bytes: Array(gpx.utf8), file: "step-back.gpx")
    #expect(file.implausible.counts["time"] == 1)
    #expect(
      file.warnings == [
        "1 sample out of time order dropped (the fewest that leave the rest in order: a step back, or a jump ahead and back)"
      ])
    #expect(file.sport == "running")
    #expect(file.streams.time.filter(\.isFinite).count == 4)
  }

  @Test func iso8601() {
    #expect(parseISO8601("1970-01-01T00:00:00Z") == 0)
    #expect(parseISO8601("1970-01-01T01:00:00+01:00") == 0)
    #expect(parseISO8601("1970-01-01T00:00:00.250-00:30") == 1800.25)
    #expect(parseISO8601("2026-11-23T10:00:00") == 1_795_428_000)
    for bad in [
      "2026-11-23", "2026-11-23T25:00:00Z", "2026-11-23T10:00:00X", "2026-11-23T10:00:00.Z", "2026-13-01T00:00:00Z",
    ] {
      #expect(parseISO8601(Substring(bad)) == nil, "\(bad)")
    }
  }
}
