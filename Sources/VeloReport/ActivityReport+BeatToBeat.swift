import VeloScore

extension ActivityReport {
  /// The beat-to-beat section: rMSSD and SDNN, DFA α1 and the heart rates of
  /// its thresholds (`BeatToBeatAnalysis`), or why there are none.
  func renderBeatToBeat() -> String {
    guard let b = beatToBeat else { return "" }
    var out = "\n" + tr("section.beatToBeat", "\(b.beats)", fixed(b.artefactPercent, 1)) + "\n"
    var t = TextTable(headers: [tr("col.metric"), tr("col.value")], alignments: [.left, .right])
    t.rows = [["rMSSD / SDNN", "\(fixed(b.rmssd, 1)) / \(fixed(b.sdnn, 1)) ms"]]
    if let mean = b.alpha1Mean {
      t.rows.append([tr("metric.alpha1", "\(b.alpha1Windows)"), fixed(mean, 2)])
    }
    if let hr = b.aerobicThresholdHeartRate { t.rows.append([tr("metric.hrvt1"), fixed(hr, 0, unit: " bpm")]) }
    if let hr = b.anaerobicThresholdHeartRate { t.rows.append([tr("metric.hrvt2"), fixed(hr, 0, unit: " bpm")]) }
    out += t.render()
    if b.repeatedPercent > 100 * BeatToBeatAnalysis.maximumRepeatedShare {
      out += wrapped(tr("note.alpha1Resampled", fixed(b.repeatedPercent, 0)), width: 80) + "\n"
    } else if b.alpha1Windows == 0 {
      out += wrapped(tr("note.alpha1None", fixed(BeatToBeatAnalysis.maximumArtefactShare * 100, 0)), width: 80) + "\n"
    } else if b.aerobicThresholdHeartRate == nil {
      out += wrapped(tr("note.alpha1NoCrossing"), width: 80) + "\n"
    } else {
      out += wrapped(tr("note.alpha1Method"), width: 80) + "\n"
    }
    return out
  }
}
