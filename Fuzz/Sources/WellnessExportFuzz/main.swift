// Wellness exports told by content: Apple Health's export.xml and a Garmin export's
// daily JSON (nights, health status, daily summaries) and Fitbit's Takeout JSON, each parser on every input,
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
  _ = try? FitbitTakeoutJSON.parseSleep(data, file: "sleep-2026-01-01.json")
  _ = try? FitbitTakeoutJSON.parseRestingHeartRate(data, file: "resting_heart_rate-2026-01-01.json")
  if let fit = try? FITActivity.read(bytes, file: "fuzz.fit", options: .init(lenient: true)) {
    _ = fit.wellness.days(in: .utc)
  }
}
