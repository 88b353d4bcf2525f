// Wellness exports told by content: Apple Health's export.xml and a Garmin export's
// daily JSON (nights, health status, daily summaries), each parser on every input,
// the parser the first bytes choose, and a wellness FIT file's days.
import Foundation
import FuzzDriver
import VeloIO

runFuzzer { bytes in
  let data = Data(bytes)
  _ = try? AppleHealthExport.parse(data, file: "export.xml")
  _ = try? GarminSleepData.parse(data, file: "sleepData.json")
  _ = try? GarminHealthStatus.parse(data, file: "healthStatusData.json")
  _ = try? GarminDailySummary.parse(data, file: "UDSFile.json")
  _ = try? GarminExportJSON.parser(for: bytes)?(data, "export.json")
  if let fit = try? FITActivity.read(bytes, file: "fuzz.fit", options: .init(lenient: true)) {
    _ = fit.wellness.days(in: .utc)
  }
}
