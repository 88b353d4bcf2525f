import Foundation
import Testing
import VeloIO
import VeloScore
import _VeloTestSupport

/// A TCX or GPX file may hold several activities; each is its own activity,
/// and a GPX track's segment break is not distance covered.
@Suite struct MultiActivityFileTests {
  /// Two runs two days apart as two `<Activity>` elements (datasets/repro):
  /// two activities of 7.0 and 9.6 km (runpandas' originals), never one
  /// 62-hour run; the joined totals are their sums.
  @Test func twoTCXActivitiesAreTwoRuns() throws {
    let file = try ActivityFile.read(path: Repository.path("datasets/repro/two-runs-two-days.tcx"))
    let runs = file.trackActivities
    try #require(runs.count == 2)
    #expect(runs.map(\.sport) == ["running", "running"])
    let km = runs.map { r in (r.streams.distance ?? []).filter(\.isFinite).max()! / 1000 }
    #expect(abs(km[0] - 7.0) < 0.05 && abs(km[1] - 9.6) < 0.05, "\(km)")
    let gap = try #require(runs[1].start) - (try #require(runs[0].start))
    #expect(gap > 86_400 && gap < 3 * 86_400)
    #expect(file.warnings.contains { $0.hasPrefix("the file holds 2 activities") })
    let whole = ActivitySummary(streams: file.streams, settings: AthleteSettings())
    let parts = runs.map { ActivitySummary(streams: $0.streams, settings: AthleteSettings()) }
    #expect(isClose(whole.distanceMeters!, parts.map { $0.distanceMeters! }.reduce(0, +), rel: 1e-9, abs: 0))
    #expect(abs(whole.timerSeconds! - parts.map { $0.timerSeconds! }.reduce(0, +)) < 1)
  }

  static func point(_ lat: Double, _ t: String) -> String {
    "<trkpt lat=\"\(lat)\" lon=\"0\"><time>2026-03-0\(t)Z</time></trkpt>"
  }

  /// Two tracks a day apart are two activities with their own sport and name;
  /// a track of two segments 111 km apart covers only its segments: 2 × 0.001°
  /// of a meridian, 2 · R · π/180 · 0.001 m on the sphere (R = 6,371,008.8 m).
  @Test func gpxTracksAreActivitiesAndSegmentBreaksAreNotDistance() throws {
    let gpx = """
      <?xml version="1.0"?><gpx version="1.1" creator="t">
      <trk><name>Morning Ride</name><type>cycling</type>
      <trkseg>\(Self.point(0, "1T08:00:00"))\(Self.point(0.001, "1T08:00:20"))</trkseg>
      <trkseg>\(Self.point(1, "1T09:00:00"))\(Self.point(1.001, "1T09:00:20"))</trkseg></trk>
      <trk><name>Evening Run</name><type>running</type>
      <trkseg>\(Self.point(2, "2T18:00:00"))\(Self.point(2.001, "2T18:00:30"))</trkseg></trk>
      </gpx>
      """
    let file = try ActivityFile.parse(bytes: Array(gpx.utf8), file: "two.gpx")
    try #require(file.trackActivities.count == 2)
    #expect(file.trackActivities.map(\.sport) == ["cycling", "running"])
    #expect(file.trackActivities.map(\.name) == ["Morning Ride", "Evening Run"])
    let step = 6_371_008.8 * Double.pi / 180 * 0.001
    let ride = try #require(file.trackActivities[0].streams.distance)
    #expect(isClose(ride.last!, 2 * step, rel: 1e-6, abs: 0), "\(ride)")
    #expect(file.trackActivities[0].streams.speed?[2].isNaN == true, "no speed across the break")
    let run = try #require(file.trackActivities[1].streams.distance)
    #expect(isClose(run.last!, step, rel: 1e-6, abs: 0))
  }
}
