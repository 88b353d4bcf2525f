// The libFuzzer entry shared by every target: `runFuzzer { bytes in … }` hands
// each input to the body. A parser must return or throw its own error on any
// input; a trap, sanitizer report, leak or hang is a bug.
import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
// libFuzzer's C entry point, by its own name.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The body of the running target (a C callback cannot capture it).
nonisolated(unsafe) private var body: (([UInt8]) -> Void)?

public func runFuzzer(_ fuzzOne: @escaping ([UInt8]) -> Void) -> Never {
  body = fuzzOne
  var argc = CommandLine.argc
  var argv = CommandLine.unsafeArgv
  exit(
    LLVMFuzzerRunDriver(&argc, &argv) { data, size in
      body?(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
      return 0
    })
}
