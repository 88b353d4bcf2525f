import Foundation

/// A one-line progress bar with counts and ETA on stderr, drawn only when
/// stderr is a terminal (quiet when piped or redirected).
final class ProgressBar {
  let label: String
  let enabled = isatty(2) == 1
  let started = Date()
  var lastDraw = Date.distantPast

  init(label: String) { self.label = label }

  func update(_ done: Int, _ total: Int) {
    guard enabled, total > 0, done == total || Date().timeIntervalSince(lastDraw) > 0.1 else { return }
    lastDraw = Date()
    let width = 30
    let filled = width * done / total
    let elapsed = Date().timeIntervalSince(started)
    let eta = done > 0 ? elapsed / Double(done) * Double(total - done) : 0
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    writeToStandardError("\r\(label) \(bar) \(done)/\(total)  ETA \(Int(eta.rounded())) s ")
  }

  func finish() {
    if enabled { writeToStandardError("\r\u{1B}[K") }
  }
}
