// Planned sessions (plan import, plan.csv), events (events.csv), and the race distance and time options.
import FuzzDriver
import VeloIO
import VeloScore

runFuzzer { bytes in
  _ = try? PlanCSV.parse(bytes: bytes, file: "plan.csv")
  _ = try? EventCSV.parse(bytes: bytes, file: "events.csv")
  let text = String(decoding: bytes.prefix(64), as: UTF8.self)
  _ = RacePrediction.meters(text)
  _ = RacePrediction.seconds(text)
}
