import Foundation
import Testing
import VeloIO
import VeloKernels
import VeloScore
import _VeloTestSupport

@testable import VeloPipeline

struct StreamCodecTests {
  @Test func roundTripsARideWithinEachColumnsResolution() throws {
    let ride = try ActivityCSV.read(path: Repository.path("datasets/sample/athlete-02/rides/2026-11-22.csv"))
    let blob = StreamCodec.encode(ride)
    let back = try StreamCodec.decode(blob)
    #expect(back.sampleCount == ride.sampleCount)
    for (name, values) in ride.presentColumns {
      let restored = try #require(back.presentColumns.first { $0.name == name }?.values)
      let tolerance = 0.5 / StreamCodec.pow10(StreamCodec.decimals[name]!) + 1e-9
      for (a, b) in zip(values, restored) { #expect(a.isNaN ? b.isNaN : abs(a - b) <= tolerance, "\(name)") }
    }
    // 8 columns of Double would be 64 bytes a sample; smooth streams code to a few.
    #expect(Double(blob.count) / Double(ride.sampleCount) < 16)
  }

  @Test func keepsGapsAndExtremeValues() throws {
    var s = ActivityStreams(time: [0, 1, 2.5, 4])
    s.power = [100, .nan, 250.4, 0]
    s.altitude = [1e300, -3, .infinity, 2]  // beyond the quantized range: stored raw
    let back = try StreamCodec.decode(StreamCodec.encode(s))
    #expect(back.time == [0, 1, 2.5, 4])
    #expect(back.power![1].isNaN && back.power![2] == 250.4)
    #expect(back.altitude! == [1e300, -3, .infinity, 2])
  }

  @Test func neverTrapsOnDamagedBlobs() throws {
    var s = ActivityStreams(time: (0..<200).map(Double.init))
    s.power = testSignal(count: 200)
    s.heartRate = testSignal(count: 200, seed: 7, range: 90...180)
    let blob = StreamCodec.encode(s)
    for n in 0..<blob.count { _ = try? StreamCodec.decode(Array(blob.prefix(n))) }
    var rng = SeededGenerator(seed: 707)
    for _ in 0..<2000 {
      var damaged = blob
      damaged[Int.random(in: 4..<damaged.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
      _ = try? StreamCodec.decode(damaged)
    }
    #expect(throws: StreamCodecError.self) { try StreamCodec.decode(Array(blob.dropLast())) }
  }

  @Test func meanMaxSeriesRoundTrips() throws {
    let curve = PowerCurve(power1Hz: testSignal(count: 600)).watts
    let back = try StreamCodec.decodeSeries(StreamCodec.encodeSeries(curve, decimals: 1))
    #expect(zip(curve, back).allSatisfy { abs($0 - $1) <= 0.05 + 1e-9 })
  }
}
