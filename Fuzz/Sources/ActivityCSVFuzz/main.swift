// Activity sample CSVs, the CSV kind sniffer and format detection by content.
import FuzzDriver
import VeloIO

runFuzzer { bytes in
  _ = try? ActivityCSV.parseWithStart(bytes: bytes, file: "fuzz.csv")
  _ = try? CSVTableKind.sniff(bytes: bytes, file: "fuzz.csv")
  if let file = try? ActivityFile.parse(bytes: bytes, file: "fuzz") { _ = file.streams.powerOnOneHertzGrid() }
}
