// Wellness exports told by content: Apple Health's export.xml and a Garmin export's
// sleepData.json, each parser on every input, and a wellness FIT file's days.
import Foundation
import FuzzDriver
import VeloIO

runFuzzer { bytes in
  let data = Data(bytes)
  _ = try? AppleHealthExport.parse(data, file: "export.xml")
  _ = try? GarminSleepData.parse(data, file: "sleepData.json")
  if let fit = try? FITActivity.read(bytes, file: "fuzz.fit", options: .init(lenient: true)) {
    _ = fit.wellness.days(in: .utc)
  }
}
