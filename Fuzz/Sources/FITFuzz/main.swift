// FIT decoder: strict and lenient, records and every message (fit dump).
import FuzzDriver
import VeloIO

runFuzzer { bytes in
  for lenient in [false, true] {
    let options = FITDecoder.Options(lenient: lenient)
    if let activity = try? FITActivity.read(bytes, file: "fuzz", options: options) {
      _ = activity.streams.powerOnOneHertzGrid()
    }
    _ = try? FITDump.lines(bytes, file: "fuzz", options: options)
  }
}
