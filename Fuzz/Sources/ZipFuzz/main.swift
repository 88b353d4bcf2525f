// Zip archives (exports), unpacked into a scratch folder with their bounds; every entry's name checked.
// Not in make fuzz-smoke yet: datasets/zip/fuzz-timeout.zip runs past the 60 s limit under this build
// (datasets/zip/README.md); run it with `make fuzz FUZZ_TARGETS=ZipFuzz`.
import Foundation
import FuzzDriver
import VeloIO

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("zipfuzz-\(getpid())")

runFuzzer { bytes in
  try? FileManager.default.removeItem(at: scratch)
  try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  let zip = scratch.appendingPathComponent("in.zip")
  guard FileManager.default.createFile(atPath: zip.path, contents: Data(bytes)) else { return }
  let out = scratch.appendingPathComponent("out")
  try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
  if let extracted = try? ZipArchive.extract(zip.path, into: out, name: "fuzz.zip") {
    // Nothing is written outside the folder.
    for file in extracted.files where !file.path.hasPrefix(out.path + "/") { fatalError("outside: \(file.path)") }
  }
}
