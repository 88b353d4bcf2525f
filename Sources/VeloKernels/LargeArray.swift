#if canImport(Glibc)
import Glibc
#endif

/// Kernels that write a fresh output of hundreds of megabytes are bound by
/// first-touch page faults, not memory bandwidth, at the kernel's default
/// 4 KiB pages (measured: PMC for 10,000 athletes × 3,650 days spent 1.75 s of
/// 2 s in the kernel). On Linux with transparent huge pages in `madvise` mode,
/// asking for them before the first write makes each fault cover 2 MiB, as
/// numpy does for its large arrays.
extension Array where Element: BitwiseCopyable {
  /// `count` elements, every one written by `body` before it returns; huge
  /// pages are requested first when the buffer is 4 MiB or more.
  @inlinable
  public init(writingOnce count: Int, _ body: (UnsafeMutableBufferPointer<Element>) throws -> Void) rethrows {
    try self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
      adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
      try body(buffer)
      initialized = count
    }
  }

  /// `count` copies of `value`, with huge pages requested first when large.
  @inlinable
  public init(largeRepeating value: Element, count: Int) {
    self.init(writingOnce: count) { $0.initialize(repeating: value) }
  }
}

/// `madvise(MADV_HUGEPAGE)` on the page-aligned interior of a not yet touched
/// buffer of at least 4 MiB; a no-op elsewhere (and harmless if refused).
public func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
  #if os(Linux)
  guard buffer.count >= 4 << 20, let base = buffer.baseAddress else { return }
  let page = 4096
  let start = (Int(bitPattern: base) + page - 1) & ~(page - 1)
  let end = (Int(bitPattern: base) + buffer.count) & ~(page - 1)
  guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
  _ = madvise(aligned, end - start, MADV_HUGEPAGE)
  #endif
}
