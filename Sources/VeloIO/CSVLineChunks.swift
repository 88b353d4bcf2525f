import VeloKernels

/// Splits the lines of a CSV body into contiguous chunks for parsing in
/// parallel. ``CSVScanner`` never lets a quoted cell span lines, so every `\n`
/// ends a row and a chunk boundary placed just after one splits nothing.
struct CSVLineChunks {
  /// Byte range `start..<end` of each chunk; `linesBefore` is the number of
  /// lines in the file before the chunk (the line number of the line before it),
  /// `lines` the number of lines that start in it (an upper bound on its rows).
  struct Chunk {
    var start: Int
    var end: Int
    var linesBefore: Int
    var lines: Int
  }

  let chunks: [Chunk]

  /// `bytes[start...]` cut into at most `count` chunks of about equal size at
  /// line ends; `lineBefore` is the line number of the line ending at `start`.
  /// The newline count runs over the chunks concurrently.
  init(_ bytes: [UInt8], from start: Int, lineBefore: Int, count: Int) {
    let total = bytes.count - start
    let wanted = max(1, min(count, total / (1 << 20) + 1))
    var bounds = [start]
    bytes.withUnsafeBufferPointer { b in
      for k in 1..<max(1, wanted) {
        var p = max(bounds.last!, start + total / wanted * k)
        while p < b.count, b[p] != 0x0A { p += 1 }
        if p < b.count { bounds.append(p + 1) }
      }
    }
    bounds.append(bytes.count)
    bounds = bounds.enumerated().filter { $0.offset == 0 || $0.element > bounds[$0.offset - 1] }.map(\.element)
    let ranges = Array(zip(bounds, bounds.dropFirst()))
    let newlines = concurrentMap(ranges.count) { k in
      bytes.withUnsafeBufferPointer { b in
        var n = 0
        for i in ranges[k].0..<ranges[k].1 { n &+= b[i] == 0x0A ? 1 : 0 }
        return n
      }
    }
    var result: [Chunk] = []
    var before = lineBefore
    for (k, r) in ranges.enumerated() {
      // A chunk holds its newline-ended lines plus, for the last, a final line without one.
      let lines = newlines[k] + (k == ranges.count - 1 ? 1 : 0)
      result.append(Chunk(start: r.0, end: r.1, linesBefore: before, lines: lines))
      before += newlines[k]
    }
    chunks = result
  }
}
