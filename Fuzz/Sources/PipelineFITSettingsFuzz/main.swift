// Structure-aware: the input chooses the values a FIT file stores — the
// thresholds of `zones_target` and `user_profile` (0, 3 bpm, 65,535 W…), a
// session's threshold power, and each record's timestamp step (0–3 s), heart rate,
// power, cadence and speed — and a valid file with correct CRCs is built from
// them, so every value reaches scoring instead of failing the CRC check.
import FuzzDriver
import FuzzPipeline
import VeloIO

runFuzzer { bytes in
  var input = bytes.makeIterator()
  func byte() -> UInt8 { input.next() ?? 0 }
  func word() -> [UInt8] { [byte(), byte()] }
  var w = FITTestWriter()
  w.define(local: 0, global: 0, fields: [(0, 1, 0x00), (4, 4, 0x86)])  // file_id: type activity, time_created
  w.data(local: 0, [4] + le32(1_000_000_000))
  w.define(local: 1, global: 7, fields: [(1, 1, 0x02), (2, 1, 0x02), (3, 2, 0x84)])  // zones_target: max HR, LTHR, FTP
  w.data(local: 1, [byte(), byte()] + word())
  // user_profile: weight ×10, resting HR, max HR
  w.define(local: 2, global: 3, fields: [(4, 2, 0x84), (8, 1, 0x02), (11, 1, 0x02)])
  w.data(local: 2, word() + [byte(), byte()])
  // record: timestamp, heart_rate, power, cadence, speed (×1000)
  w.define(local: 3, global: 20, fields: [(253, 4, 0x86), (3, 1, 0x02), (7, 2, 0x84), (4, 1, 0x02), (6, 2, 0x84)])
  var time: UInt32 = 1_000_000_000
  var count = 0
  // Steps of 0–3 s (a repeated second, dropouts): the values are what this target varies;
  // long gaps are PipelineActivityFuzz's.
  while let step = input.next(), count < 1_000 {
    time &+= UInt32(step & 3)
    w.data(local: 3, le32(time) + [byte()] + word() + [byte()] + word())
    count += 1
  }
  // session: start_time, sport, total_timer_time (ms), threshold_power
  w.define(local: 4, global: 18, fields: [(2, 4, 0x86), (5, 1, 0x00), (8, 4, 0x86), (45, 2, 0x84)])
  w.data(local: 4, le32(1_000_000_000) + [2] + le32((time &- 1_000_000_000) &* 1000) + [0xFF, 0xFF])
  if let file = try? ActivityFile.parse(bytes: w.file(), file: "fuzz.fit") {
    scoreEverywhere(file, variant: bytes.first ?? 0, detailEvery: 8)
  }
}
