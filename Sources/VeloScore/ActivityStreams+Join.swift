extension ActivityStreams {
  /// Several recordings as one timeline, for the totals of a file that holds
  /// several activities (a TCX of a week's runs): each part's times shifted by
  /// its start (Unix seconds) from the earliest part's, its cumulative
  /// distance continued from the parts before it, and the time between two
  /// parts a pause, so the timer and the distance are the parts' sums.
  /// Columns a part lacks are NaN (no reading) over its samples.
  /// - Parameter parts: each part's streams (times from its own start) and its start.
  /// - Returns: the joined streams, and how many samples were dropped because
  ///   their part overlaps the one before it in time.
  public static func joined(_ parts: [(streams: ActivityStreams, start: Double)]) -> (
    streams: ActivityStreams, overlapping: Int
  ) {
    let ordered = parts.filter { $0.start.isFinite }.sorted { $0.start < $1.start }
    guard let origin = ordered.first?.start else { return (ActivityStreams(time: []), 0) }
    var out = ActivityStreams(time: [])
    var pauses: [TimerPause] = []
    var columns: [String: [Double]] = [:]
    var distanceSoFar = 0.0
    for (streams, start) in ordered {
      let offset = start - origin
      let before = out.time.count
      if let end = out.time.last(where: \.isFinite), let first = streams.time.first(where: \.isFinite),
        offset + first > end
      {
        pauses.append(TimerPause(start: end, end: offset + first))
      }
      out.time += streams.time.map { $0 + offset }
      pauses += streams.pauses.map { TimerPause(start: $0.start + offset, end: $0.end + offset) }
      for column in Self.columns where column.name != "pause_s" {
        guard var values = streams[keyPath: column.keyPath] else { continue }
        if column.name == "distance", let low = values.lazy.filter(\.isFinite).min() {
          values = values.map { $0 - low + distanceSoFar }
          // This part's own metres only: no pass over the parts before it (a file of many parts stays linear).
          distanceSoFar = values.lazy.filter(\.isFinite).max() ?? distanceSoFar
        }
        columns[column.name, default: [Double](repeating: .nan, count: before)] += values
      }
      for name in columns.keys where columns[name]!.count < out.time.count {
        columns[name]! += [Double](repeating: .nan, count: out.time.count - columns[name]!.count)
      }
    }
    for column in Self.columns where column.name != "pause_s" {
      if let values = columns[column.name] { out[keyPath: column.keyPath] = values }
    }
    out.pauses = pauses
    let overlapping = out.dropSamplesOutOfTimeOrder()
    return (out, overlapping)
  }
}
