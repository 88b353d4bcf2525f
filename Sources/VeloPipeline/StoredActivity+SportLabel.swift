import VeloScore

extension StoredActivity {
  /// Keeps what a sport's words said beyond the canonical sport: the word as
  /// the activity's name when it has none (Box, Fútbol, a word we do not know,
  /// all stored as `other`), and for a word we do not know a warning stored
  /// with the activity (`SportName/unknownWarning(_:)`), never a sport of its own.
  public mutating func takeLabel(of reading: SportName.Reading?) {
    guard let reading, let word = reading.word else { return }
    if name == nil { name = word }
    let note = SportName.unknownWarning(word)
    if !reading.isKnown, !warningList.contains(note) { warningList.append(note) }
  }
}
