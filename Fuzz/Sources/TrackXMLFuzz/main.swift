// TCX and GPX through our XML reader.
import Foundation
import FuzzDriver
import VeloIO

runFuzzer { bytes in
  if let track = try? TrackXML.parse(Data(bytes), file: "fuzz.gpx") { _ = track.streams.powerOnOneHertzGrid() }
}
