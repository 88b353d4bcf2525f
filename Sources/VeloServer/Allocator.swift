#if Server
// Built with the Server package trait (Package.swift).
import Foundation

/// The C allocator's settings that keep the server's memory bounded.
///
/// glibc maps each block of at least `M_MMAP_THRESHOLD` bytes for itself and
/// unmaps it when freed, but by default raises that threshold (up to 32 MiB)
/// whenever such a block is freed, after which large blocks come from the
/// thread's arena and stay there; and it gives threads arenas of their own (up
/// to 8 per core). With the library threads, the arenas kept the streams of
/// the largest upload each had scored: three two-week uploads left the server
/// at 300 MiB. A fixed threshold of 1 MiB (an upload's streams mapped for
/// themselves, given back when freed) and at most 4 arenas end that. (256 KiB
/// also kept built documents out of the arenas, but made building them 20 %
/// slower, every large array a fresh mapping.)
enum Allocator {
  /// Large blocks mapped for themselves and given back on free (glibc only; elsewhere nothing).
  static func returnLargeBlocks() {
    #if os(Linux)
    typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
    // mallopt is in glibc's malloc.h, which the Glibc module does not carry: found by name.
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
    let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
    let arenaMax: Int32 = -8  // M_ARENA_MAX
    _ = mallopt(mmapThreshold, 1 << 20)
    _ = mallopt(arenaMax, 4)
    #endif
  }
}
#endif
