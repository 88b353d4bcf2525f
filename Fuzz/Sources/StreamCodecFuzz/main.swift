// The library's stream and series codec (blobs read back from SQLite).
import FuzzDriver
import VeloPipeline

runFuzzer { bytes in
  _ = try? StreamCodec.decode(bytes)
  _ = try? StreamCodec.decodeSeries(bytes)
}
