import VeloKernels
import VeloScore

/// Reads activity sample streams from CSV.
///
/// Format: a header line, then one line per sample. Required: a time column
/// (`time`, `seconds`, `secs`, `t`, `timestamp`): seconds from the start, or
/// ISO-8601 date-times (`2026-01-05T07:30:00Z`, offsets allowed), never
/// decreasing; a repeated second is merged on the 1 Hz grid.
/// Optional, by header name (case-insensitive; GoldenCheetah export names too):
///
/// | column | aliases | unit |
/// |---|---|---|
/// | power | `watts` | W |
/// | heart_rate | `hr`, `heartrate`, `heart rate` | bpm |
/// | cadence | `cad` | rpm |
/// | speed | `speed_ms` (m/s), `kph` (km/h, converted) | m/s |
/// | distance | `distance_m` (m), `km` (converted) | m |
/// | altitude | `alt`, `elevation` | m |
/// | grade | `slope`, `grade_percent` | % |
/// | temperature | `temp` | °C |
/// | latitude, longitude | `lat`, `lon`/`lng` | degrees |
/// | pause_s | | seconds the timer was stopped just before this sample (`ActivityStreams/pauseBefore`) |
///
/// Other columns are ignored. An empty cell is a missing reading (NaN). Any other
/// non-number is an error naming the file, line and column.
public enum ActivityCSV {
  struct Column: @unchecked Sendable {  // immutable; KeyPath is not yet Sendable-annotated
    let aliases: [String]
    let scale: [String: Double]
    let keyPath: WritableKeyPath<ActivityStreams, [Double]?>
  }

  static let columns: [Column] = [
    Column(aliases: ["power", "watts"], scale: [:], keyPath: \.power),
    Column(aliases: ["heart_rate", "hr", "heartrate", "heart rate"], scale: [:], keyPath: \.heartRate),
    Column(aliases: ["cadence", "cad"], scale: [:], keyPath: \.cadence),
    Column(aliases: ["speed", "speed_ms", "kph"], scale: ["kph": 1 / 3.6], keyPath: \.speed),
    Column(aliases: ["distance", "distance_m", "km"], scale: ["km": 1000], keyPath: \.distance),
    Column(aliases: ["altitude", "alt", "elevation"], scale: [:], keyPath: \.altitude),
    Column(aliases: ["grade", "slope", "grade_percent"], scale: [:], keyPath: \.grade),
    Column(aliases: ["temperature", "temp"], scale: [:], keyPath: \.temperature),
    Column(aliases: ["latitude", "lat"], scale: [:], keyPath: \.latitude),
    Column(aliases: ["longitude", "lon", "lng"], scale: [:], keyPath: \.longitude),
    Column(aliases: ["pause_s"], scale: [:], keyPath: \.pauseBefore),
  ]

  /// A time cell: seconds, or an ISO-8601 date-time (Unix seconds; `clockStart`
  /// records that the file uses clock times).
  static func parseTime(_ row: CSVScanner.Row, _ index: Int, _ column: String, first: Bool, clockStart: inout Double?)
    throws(CSVError) -> Double
  {
    // Fast path: seconds (no String is built for numeric cells).
    if clockStart == nil, let seconds = try? row.number(index, column: column) { return seconds }
    let text = row.text(index)
    if text.isEmpty {
      throw CSVError(
        file: row.file, line: row.line, column: column,
        message: "expected a time in seconds or an ISO-8601 date-time, found an empty cell")
    }
    guard let unix = parseISO8601(Substring(text)) else {
      throw CSVError(
        file: row.file, line: row.line, column: column,
        message: "expected a time in seconds or an ISO-8601 date-time like 2026-01-05T07:30:00Z, found \(quoted(text))")
    }
    if clockStart == nil {
      guard first else {
        throw CSVError(
          file: row.file, line: row.line, column: column,
          message: "expected seconds like the lines before, found the date-time \(quoted(text))")
      }
      clockStart = unix
    }
    return unix
  }

  /// What one chunk of a parallel parse wrote: its row count, its first row's
  /// line and time (for the check across chunks), its last time, and the first
  /// error it met (rows after an error are not read).
  struct ChunkRows {
    var count = 0
    var first: (line: Int, time: Double)?
    var lastTime = -Double.infinity
    var error: CSVError?
  }

  /// The clock start (Unix seconds) the first data line sets when its time is
  /// an ISO-8601 date-time, `nil` for seconds or when it does not parse (then
  /// the first chunk reports the problem).
  static func firstClock(_ scanner: CSVScanner, after position: Int, line: Int, _ timeIndex: Int, _ timeName: String)
    -> Double?
  {
    var clock: Double?
    try? scanner.scan(from: position, line: line) { row, _ in
      guard timeIndex < row.count else { return false }
      _ = try? parseTime(row, timeIndex, timeName, first: true, clockStart: &clock)
      return false
    }
    return clock
  }

  /// Reads the file at `path`.
  public static func read(path: String) throws(CSVError) -> ActivityStreams {
    try parse(bytes: readFileBytes(path), file: path)
  }

  /// Parses CSV content; `file` names it in errors.
  public static func parse(bytes: [UInt8], file: String) throws(CSVError) -> ActivityStreams {
    try parseWithStart(bytes: bytes, file: file).streams
  }

  /// Like ``parse(bytes:file:)``, also returning the Unix time of the first
  /// sample when the time column holds ISO-8601 date-times (`nil` for seconds).
  public static func parseWithStart(bytes: [UInt8], file: String, chunks: Int = availableCores) throws(CSVError) -> (
    streams: ActivityStreams, start: Double?
  ) {
    let scanner = CSVScanner(bytes: bytes, file: file)
    let first: (cells: [String], line: Int, next: Int)?
    do { first = try scanner.firstRow() } catch {
      throw error as? CSVError ?? CSVError(file: file, message: "\(error)")
    }
    guard let first else {
      throw CSVError(file: file, message: "file is empty: expected a header line such as 'time,power,heart_rate'")
    }
    let h = CSVHeader(names: first.cells, file: file, line: first.line)
    let timeIndex = try h.require(["time", "seconds", "secs", "t", "timestamp"], role: "time")
    var present: [(index: Int, name: String, scale: Double, column: Column)] = []
    for column in columns {
      if let i = h.index(of: column.aliases) {
        present.append((i, h.names[i], column.scale[h.names[i].lowercased()] ?? 1, column))
      }
    }
    // Immutable copies of the layout for the hot loop (captured by value).
    let indices = present.map(\.index)
    let scales = present.map(\.scale)
    let names = present.map(\.name)
    let timeName = h.names[timeIndex]
    let cellCount = h.names.count
    // One output column per stream, sized for every line, huge pages for large
    // files. The body is cut at line ends into one chunk per core; each chunk
    // writes its rows in place from its first line's slot (rows ≤ lines), then
    // the chunks close up. Time must not fall across a boundary either.
    let parts = CSVLineChunks(
      bytes, from: first.next, lineBefore: first.line,
      count: chunks
    ).chunks
    let clock = firstClock(scanner, after: first.next, line: first.line, timeIndex, timeName)
    let built: (count: Int, columns: [[Double]])
    do {
      built = try ColumnArrays.build(columns: present.count + 1, capacity: parts.reduce(0) { $0 + $1.lines }) {
        out -> Int in
        var slots: [Int] = []
        var slot = 0
        for part in parts {
          slots.append(slot)
          slot += part.lines
        }
        let results = concurrentMap(parts.count) { k -> ChunkRows in
          var rows = ChunkRows()
          let rowOut = out.map { $0 + slots[k] }
          let timeOut = rowOut[present.count]
          var clockStart = k == 0 ? nil : clock
          var previousTime = -Double.infinity
          do {
            try scanner.forEachRow(from: parts[k].start, to: parts[k].end, line: parts[k].linesBefore) { row in
              guard row.count == cellCount else {
                throw CSVError(
                  file: file, line: row.line, message: "expected \(cellCount) cells like the header, found \(row.count)"
                )
              }
              let t = try parseTime(row, timeIndex, timeName, first: k == 0 && rows.count == 0, clockStart: &clockStart)
              if rows.count == 0 { rows.first = (row.line, t) }
              guard t >= previousTime else {
                throw CSVError(
                  file: file, line: row.line, column: timeName,
                  message: "time must not decrease from line to line: \(t) follows \(previousTime)")
              }
              previousTime = t
              let n = rows.count
              timeOut[n] = t
              for c in 0..<indices.count {
                switch row.cellNumber(indices[c]) {
                case .value(let v): rowOut[c][n] = v * scales[c]
                case .empty: rowOut[c][n] = .nan
                case .invalid: _ = try row.number(indices[c], column: names[c])  // throws the located error
                }
              }
              rows.count += 1
            }
          } catch {
            rows.error = error as? CSVError ?? CSVError(file: file, message: "\(error)")
          }
          rows.lastTime = previousTime
          return rows
        }
        // The first problem in file order, then the chunks closed up.
        var n = 0
        var lastTime = -Double.infinity
        for (k, rows) in results.enumerated() {
          if let (line, t) = rows.first, t < lastTime {
            throw CSVError(
              file: file, line: line, column: timeName,
              message: "time must not decrease from line to line: \(t) follows \(lastTime)")
          }
          if let error = rows.error { throw error }
          if rows.count > 0 { lastTime = rows.lastTime }
          if slots[k] != n {
            for column in out {
              UnsafeMutableRawPointer(column + n).copyMemory(from: column + slots[k], byteCount: rows.count * 8)
            }
          }
          n += rows.count
        }
        if let offset = clock { for i in 0..<n { out[present.count][i] -= offset } }
        return n
      }
    } catch let error as CSVError {
      throw error
    } catch {
      throw CSVError(file: file, message: "\(error)")
    }
    guard built.count > 0 else {
      throw CSVError(file: file, message: "no samples: expected lines of numbers after the header")
    }
    var streams = ActivityStreams(time: built.columns[present.count])
    for (k, p) in present.enumerated() {
      streams[keyPath: p.column.keyPath] = built.columns[k]
    }
    return (streams, clock)
  }
}
