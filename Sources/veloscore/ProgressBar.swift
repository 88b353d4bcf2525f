import ArgumentParser
import Foundation

/// `--no-progress`, on every command that shows a progress bar.
struct ProgressOptions: ParsableArguments {
  @Flag(name: .customLong("no-progress"), help: "No progress bar (it is drawn only when stderr is a terminal anyway).")
  var noProgress = false
}

/// One overall progress bar on stderr: items done of the total, bytes when
/// known, the rate and the time left. Drawn only when stderr is a terminal and
/// `--no-progress` is not given (silent when piped or redirected); safe to
/// update from several threads. The total may grow as work is discovered.
final class ProgressBar: @unchecked Sendable {
  let label: String
  let unit: String
  let enabled: Bool
  private let started = Date()
  private let lock = NSLock()
  private var lastDraw = Date.distantPast
  private var done = 0, total = 0
  private var bytesDone: Int64 = 0, bytesTotal: Int64 = 0

  init(label: String, unit: String, total: Int = 0, bytes: Int64 = 0, options: ProgressOptions) {
    self.label = label
    self.unit = unit
    self.total = total
    bytesTotal = bytes
    enabled = isatty(2) == 1 && !options.noProgress
  }

  /// Adds work found later (another athlete's files).
  func add(total more: Int, bytes: Int64 = 0) {
    lock.withLock {
      total += more
      bytesTotal += bytes
    }
  }

  /// Marks `count` more items (and their bytes) done.
  func advance(_ count: Int = 1, bytes: Int64 = 0) {
    lock.withLock {
      done += count
      bytesDone += bytes
      draw()
    }
  }

  /// Seconds since the bar was made, for the summary line.
  var elapsed: Double { Date().timeIntervalSince(started) }

  private func draw() {
    guard enabled, total > 0, done >= total || Date().timeIntervalSince(lastDraw) > 0.1 else { return }
    lastDraw = Date()
    let width = 24
    let filled = width * min(done, total) / total
    let seconds = max(elapsed, 1e-3)
    let eta = done > 0 ? seconds / Double(done) * Double(max(0, total - done)) : 0
    var line = "\r\(label) " + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    line += " \(done)/\(total) \(unit)"
    if bytesTotal > 0 { line += " · \(megabytes(bytesDone))/\(megabytes(bytesTotal)) MB" }
    line += " · \(String(format: "%.1f", Double(done) / seconds)) \(unit)/s · ETA \(Int(eta.rounded())) s\u{1B}[K"
    terminal(line)
  }

  private func megabytes(_ b: Int64) -> String { String(format: "%.1f", Double(b) / 1e6) }

  /// Clears the bar's line (the caller prints its summary after).
  func finish() {
    lock.withLock { if enabled { terminal("\r\u{1B}[K") } }
  }

  /// Writes the bar's own text with its control codes (carriage return, erase
  /// line) as they are: ``writeToStandardError(_:)`` escapes them, rightly, for
  /// text that may come from input. Labels and units here are constants.
  private func terminal(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
