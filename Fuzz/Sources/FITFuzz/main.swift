// libFuzzer driver for the FIT decoder: any input must decode or throw a
// FITError; a trap, sanitizer report or hang is a bug.
import Foundation
import VeloIO

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

let fuzzOne: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  for lenient in [false, true] {
    let options = FITDecoder.Options(lenient: lenient)
    if let activity = try? FITActivity.read(bytes, file: "fuzz", options: options) {
      _ = activity.streams.powerOnOneHertzGrid()
    }
    _ = try? FITDump.lines(bytes, file: "fuzz", options: options)
  }
  return 0
}

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOne))
